import Dispatch
import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// File operations on the build's hot path, done with plain system calls.
///
/// Foundation's `Data.write(to:)` syncs every file to disk; a site of thousands of files then spends most of
/// its build waiting on `fsync`, although a half-written staging folder is never shown to anyone (it is
/// swapped in by a rename only when complete). These write without syncing, on all cores.
enum FastFileSystem {
    struct WriteError: Error, CustomStringConvertible {
        var path: String
        var code: Int32
        var description: String { "\(path): \(String(cString: strerror(code)))" }
    }

    /// Writes every file below `root`, creating folders as needed. A file whose bytes equal the file at the
    /// same path below `previous` (the site being replaced) is hard-linked instead of written: on common
    /// disks creating a file costs several times more than linking one, and most files of a rebuild are
    /// unchanged.
    static func write(_ files: [SiteFile], under root: URL, reusing previous: URL?) throws {
        var folders: Set<String> = []
        for file in files {
            let folder = (file.path as NSString).deletingLastPathComponent
            if !folder.isEmpty { folders.insert(folder) }
        }
        for folder in folders.sorted() {
            try FileManager.default.createDirectory(
                at: root.appendingPathComponent(folder), withIntermediateDirectories: true)
        }
        let base = root.path
        let previousBase = previous?.path
        let failure = FirstError()
        DispatchQueue.concurrentPerform(iterations: files.count) { index in
            let file = files[index]
            let path = base + "/" + file.path
            if let previousBase {
                let old = previousBase + "/" + file.path
                if hasContents(file.contents, at: old), link(old, path) == 0 { return }
            }
            if let error = writeFile(file.contents, to: path) { failure.record(error) }
        }
        if let error = failure.error { throw error }
    }

    /// True when `path` is a regular file (not a link) holding exactly `bytes`; sizes are compared first, so
    /// most changed files cost one `lstat`.
    private static func hasContents(_ bytes: [UInt8], at path: String) -> Bool {
        var status = stat()
        guard lstat(path, &status) == 0, (status.st_mode & S_IFMT) == S_IFREG, Int(status.st_size) == bytes.count else {
            return false
        }
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { return false }
        defer { close(descriptor) }
        var existing = [UInt8](repeating: 0, count: bytes.count)
        var offset = 0
        while offset < bytes.count {
            let count = existing.withUnsafeMutableBytes { buffer in
                read(descriptor, buffer.baseAddress! + offset, bytes.count - offset)
            }
            if count <= 0 { return false }
            offset += count
        }
        return existing == bytes
    }

    private static func writeFile(_ bytes: [UInt8], to path: String) -> WriteError? {
        let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else { return WriteError(path: path, code: errno) }
        defer { close(descriptor) }
        var offset = 0
        while offset < bytes.count {
            let written = bytes.withUnsafeBytes { buffer in
                Glibc.write(descriptor, buffer.baseAddress! + offset, bytes.count - offset)
            }
            if written < 0 {
                if errno == EINTR { continue }
                return WriteError(path: path, code: errno)
            }
            offset += written
        }
        return nil
    }

    /// Removes a folder tree, its top-level entries in parallel.
    static func removeTree(at url: URL) {
        let entries = (try? FileManager.default.contentsOfDirectory(atPath: url.path)) ?? []
        DispatchQueue.concurrentPerform(iterations: entries.count) { index in
            try? FileManager.default.removeItem(at: url.appendingPathComponent(entries[index]))
        }
        try? FileManager.default.removeItem(at: url)
    }
}

/// The first error reported from parallel work.
private final class FirstError: @unchecked Sendable {
    private let lock = NSLock()
    private(set) var error: FastFileSystem.WriteError?

    func record(_ error: FastFileSystem.WriteError) {
        lock.lock()
        if self.error == nil { self.error = error }
        lock.unlock()
    }
}
