/// What `lstat` says about a file the build wrote: enough to tell, without reading it, that it is still the file
/// written (the way `git` trusts an unchanged stat), so the next build can hard-link it instead of rendering it
/// again. The status-change time is part of it: unlike the modification time, nobody can set it back, so a file
/// edited in place and given its old time again is still seen as changed.
struct FileStamp: Equatable, Sendable {
    var size: UInt64
    var modifiedSeconds: Int64
    var modifiedNanoseconds: Int64
    var changedSeconds: Int64
    var changedNanoseconds: Int64
    var inode: UInt64
}
