#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// What `lstat` says about a file: enough to tell, without reading it, that it is still the file it was (the way
/// `git` trusts an unchanged stat). The build trusts it for the files it wrote (the next build hard-links or keeps
/// them instead of rendering them again) and for page files it read (the next build takes their load from its cache
/// without reading them). The status-change time is part of it: unlike the modification time, nobody can set it
/// back, so a file edited in place and given its old time again is still seen as changed.
public struct FileStamp: Equatable, Sendable {
    public var size: UInt64
    public var modifiedSeconds: Int64
    public var modifiedNanoseconds: Int64
    public var changedSeconds: Int64
    public var changedNanoseconds: Int64
    public var inode: UInt64

    public init(
        size: UInt64, modifiedSeconds: Int64, modifiedNanoseconds: Int64, changedSeconds: Int64,
        changedNanoseconds: Int64, inode: UInt64
    ) {
        self.size = size
        self.modifiedSeconds = modifiedSeconds
        self.modifiedNanoseconds = modifiedNanoseconds
        self.changedSeconds = changedSeconds
        self.changedNanoseconds = changedNanoseconds
        self.inode = inode
    }

    /// What `status` says of its file.
    public init(_ status: stat) {
        #if canImport(Darwin)
            let modified = status.st_mtimespec
            let changed = status.st_ctimespec
        #else
            let modified = status.st_mtim
            let changed = status.st_ctim
        #endif
        self.init(
            size: UInt64(status.st_size), modifiedSeconds: Int64(modified.tv_sec),
            modifiedNanoseconds: Int64(modified.tv_nsec), changedSeconds: Int64(changed.tv_sec),
            changedNanoseconds: Int64(changed.tv_nsec), inode: UInt64(status.st_ino))
    }

    /// Whether the file last changed at least `settlingSeconds` before `now` (the wall clock's seconds). Only such a
    /// stamp tells a later change apart: the kernel takes a file's times from a clock that advances in ticks of a few
    /// milliseconds (seconds on some file systems), so two writes in one tick leave the same times, and a file
    /// written again within the tick its stamp was taken in could keep its size and times (git's "racy" files).
    public func isSettled(now: Int64) -> Bool {
        changedSeconds < now - Self.settlingSeconds
    }

    public static let settlingSeconds: Int64 = 3

    /// The wall clock's seconds now, as file times count them.
    public static func nowSeconds() -> Int64 {
        var now = timespec()
        clock_gettime(CLOCK_REALTIME, &now)
        return Int64(now.tv_sec)
    }
}
