import Foundation
import Testing

@testable import TrellisSite

/// A build that waits for another says which process holds the output, and when that one is stopped (a
/// `trellis serve` suspended with Ctrl-Z), how to let it go on — instead of waiting in silence for ever.
@Suite("Who holds the build lock")
struct LockHolderTests {
    @Test(arguments: [
        // A holder of the file, as Linux lists it (device in hexadecimal, inode in decimal).
        ("1: FLOCK  ADVISORY  WRITE 4321 08:01:1234567 0 EOF", [Int32(4321)]),
        // A process waiting for that lock (`->`), another file, another device, a POSIX lock: none is the holder.
        ("1: -> FLOCK  ADVISORY  WRITE 99 08:01:1234567 0 EOF", []),
        ("2: FLOCK  ADVISORY  WRITE 77 08:01:7654321 0 EOF", []),
        ("3: FLOCK  ADVISORY  WRITE 78 08:02:1234567 0 EOF", []),
        ("4: POSIX  ADVISORY  WRITE 79 08:01:1234567 0 EOF", []),
        (
            "5: FLOCK  ADVISORY  WRITE 4321 08:01:1234567 0 EOF\n5: -> FLOCK  ADVISORY  WRITE 555 08:01:1234567 0 EOF",
            [4321]
        ),
        ("garbage\n\n6: FLOCK", []),
    ])
    func theHolderIsFoundAmongTheSystemsLocks(_ locks: String, _ holders: [Int32]) {
        #expect(LockHolder.holders(inLocks: locks, major: 8, minor: 1, inode: 1_234_567) == holders)
    }

    @Test(.enabled(if: FileManager.default.fileExists(atPath: "/proc/self/stat")))
    func aStoppedProcessIsToldApart() throws {
        let sleeper = Process()
        sleeper.executableURL = URL(fileURLWithPath: "/bin/sleep")
        sleeper.arguments = ["30"]
        try sleeper.run()
        defer { sleeper.terminate() }
        let pid = sleeper.processIdentifier
        #expect(LockHolder.state(ofProcess: pid)?.isStopped == false)
        #expect(LockHolder.state(ofProcess: pid)?.command == "sleep")
        kill(pid, SIGSTOP)
        // The signal is delivered asynchronously: the state is read until it shows.
        var stopped = false
        for _ in 0..<200 where !stopped {
            stopped = LockHolder.state(ofProcess: pid)?.isStopped == true
            if !stopped { usleep(5_000) }
        }
        #expect(stopped)
        let holder = LockHolder(pid: pid, command: "trellis", isStopped: true)
        #expect(holder.description.contains("`fg` in its terminal resumes it, `kill \(pid)` ends it"))
        kill(pid, SIGCONT)
    }
}
