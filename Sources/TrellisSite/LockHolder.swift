#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// The process that holds the build lock a build waits for, and whether it is stopped, so that the wait says whom it
/// waits for.
///
/// The usual case is a `trellis serve` suspended with Ctrl-Z instead of ended with Ctrl-C: it keeps the lock while
/// stopped, and a `trellis build` in the same terminal then waits forever for a process that will never finish.
/// Linux lists every `flock` in `/proc/locks` (the holder's process id and the locked file's device and inode) and
/// each process's state in `/proc/<pid>/stat`; elsewhere, or when they cannot be read, the holder is not known.
struct LockHolder: CustomStringConvertible {
    var pid: Int32
    /// The holder's command name (`trellis`), as the kernel keeps it.
    var command: String
    /// Stopped by a signal (Ctrl-Z in its terminal, `kill -STOP`): it holds the lock until it is resumed.
    var isStopped: Bool

    var description: String {
        let process = "\(command) (pid \(pid))"
        guard isStopped else { return process }
        return process + ", which is stopped (Ctrl-Z?): `fg` in its terminal resumes it, `kill \(pid)` ends it"
    }

    /// The holder of the `flock` on the file open as `descriptor`; nil when it is not known.
    static func of(descriptor: Int32) -> LockHolder? {
        #if os(Linux)
            var status = stat()
            guard fstat(descriptor, &status) == 0, let locks = readText("/proc/locks") else { return nil }
            let device = UInt64(status.st_dev)
            // glibc's `major` and `minor`, as `/proc/locks` prints them (hexadecimal).
            let major = ((device >> 8) & 0xFFF) | ((device >> 32) & ~0xFFF)
            let minor = (device & 0xFF) | ((device >> 12) & ~0xFF)
            let holders = holders(inLocks: locks, major: major, minor: minor, inode: UInt64(status.st_ino))
            guard let pid = holders.first, let state = state(ofProcess: pid) else { return nil }
            return LockHolder(pid: pid, command: state.command, isStopped: state.isStopped)
        #else
            return nil
        #endif
    }

    /// The processes `/proc/locks` lists as holding a `flock` on the file (not those waiting for one, the lines with
    /// `->`), in its order.
    static func holders(inLocks text: String, major: UInt64, minor: UInt64, inode: UInt64) -> [Int32] {
        var pids: [Int32] = []
        for line in text.split(separator: "\n") {
            let fields = line.split(separator: " ", omittingEmptySubsequences: true)
            // `1: FLOCK  ADVISORY  WRITE 4321 08:01:1234567 0 EOF`
            guard fields.count >= 6, fields[1] == "FLOCK", let pid = Int32(fields[4]) else { continue }
            let file = fields[5].split(separator: ":")
            guard file.count == 3, UInt64(file[0], radix: 16) == major, UInt64(file[1], radix: 16) == minor,
                UInt64(file[2]) == inode
            else { continue }
            pids.append(pid)
        }
        return pids
    }

    /// A process's command name and whether it is stopped, from `/proc/<pid>/stat`; nil when it cannot be read.
    static func state(ofProcess pid: Int32) -> (command: String, isStopped: Bool)? {
        guard let text = readText("/proc/\(pid)/stat"), let nameStart = text.firstIndex(of: "("),
            let nameEnd = text.lastIndex(of: ")")
        else { return nil }
        // `1234 (trellis) T 1 …`: the name may hold spaces and parentheses, the state is the field after it.
        let command = String(text[text.index(after: nameStart)..<nameEnd])
        let state = text[text.index(after: nameEnd)...].first { $0 != " " }
        return (command, state == "T" || state == "t")
    }

    /// A small text file of the kernel's, read whole (`/proc` files report no size).
    private static func readText(_ path: String) -> String? {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 16_384)
        while true {
            let count = read(descriptor, &chunk, chunk.count)
            if count < 0, errno == EINTR { continue }
            guard count > 0 else { break }
            bytes += chunk[..<count]
            // /proc/locks lists every lock of the system: a megabyte is far more than a machine holds.
            if bytes.count > 1 << 20 { break }
        }
        return bytes.isEmpty ? nil : String(decoding: bytes, as: UTF8.self)
    }
}
