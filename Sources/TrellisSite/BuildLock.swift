#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// One build at a time into an output folder, across processes: `trellis serve` rebuilding after a save while
/// `trellis build` runs in another terminal, or two CI steps sharing a checkout.
///
/// Two builds at once would each update the same site in place from what it was when they started: the files of
/// one and the cache of the other could end up together, and the next warm build would trust a cache that no longer
/// describes the site. So a build holds an advisory lock (`flock`) for as long as it reads the old site and writes
/// the new one, and a second build waits for it. The lock is taken on the folder that holds the output folder, its
/// working folders and its cache — not on a lock file, so that a build writes nothing beside the site that it would
/// have to clean up — which also makes builds of two outputs side by side take turns. The kernel releases the lock
/// when the process ends, however it ends, so a crashed build never leaves it held.
final class BuildLock {
    private let descriptor: Int32

    private init(descriptor: Int32) {
        self.descriptor = descriptor
    }

    deinit {
        close(descriptor)
    }

    /// Takes the lock on `folder`, first calling `waiting` when another build holds it, with that build's process
    /// when it is known (`LockHolder`). Nil when the folder cannot be opened or locked (it does not exist yet, a file
    /// system without locks): the build then goes on unlocked, as it would have before.
    static func acquire(folder: String, waiting: (LockHolder?) -> Void) -> BuildLock? {
        let descriptor = open(folder, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard descriptor >= 0 else { return nil }
        if flock(descriptor, LOCK_EX | LOCK_NB) != 0 {
            guard errno == EWOULDBLOCK else {
                close(descriptor)
                return nil
            }
            waiting(LockHolder.of(descriptor: descriptor))
            var result: Int32
            repeat { result = flock(descriptor, LOCK_EX) } while result != 0 && errno == EINTR
            guard result == 0 else {
                close(descriptor)
                return nil
            }
        }
        return BuildLock(descriptor: descriptor)
    }
}
