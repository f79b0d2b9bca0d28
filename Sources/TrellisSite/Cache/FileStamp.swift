/// What `lstat` says about a file the build wrote: enough to tell, without reading it, that it is still the file
/// written (the way `git` and `make` trust an unchanged stat), so the next build can hard-link it instead of
/// rendering it again.
struct FileStamp: Equatable, Sendable {
    var size: UInt64
    var modifiedSeconds: Int64
    var modifiedNanoseconds: Int64
    var inode: UInt64
}
