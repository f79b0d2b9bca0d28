#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

extension FastFileSystem {
    /// Asks the file system to place the folders made inside `folder` away from it, where free inodes are: what
    /// `chattr +T` does (`FS_TOPDIR_FL`, read by ext2/3/4's Orlov allocator); `isOn` false takes the mark away. For
    /// a working folder of this build whose subfolders receive thousands of new files (`SpillFolder`), and for the
    /// folders of a staged site while their subfolders are made (`write(_:under:…)`, which unmarks them at once):
    /// no folder of a published site keeps the mark.
    ///
    /// Why: ext4 looks for a new file's inode in its folder's block group, and without a journal it skips, one by
    /// one, every inode of that group freed in the last minute (`recently_deleted` in the kernel). A working folder
    /// made next to a site that was just deleted (`rm -rf _site && trellis build`, which is how a cold build is
    /// benchmarked) lands in the deleted site's group, and every file of the build then paid for every file
    /// deleted: 2.2–2.6 s of system time to create the 4,018 files of the 1,000-page benchmark's site, 0.4 s with
    /// the flag (docs/performance.md). Where the flag means nothing, or the call fails, nothing changes: the
    /// folders are placed as before. True when this changed the folder's mark (so that only a mark this made is
    /// taken away).
    @discardableResult
    static func placeSubfoldersApart(in folder: String, _ isOn: Bool = true) -> Bool {
        #if os(Linux)
            let descriptor = open(folder, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
            guard descriptor >= 0 else { return false }
            defer { close(descriptor) }
            // The kernel reads and writes an `int` for both calls, whatever their names say.
            var flags: CInt = 0
            guard ioctl(descriptor, Self.getFlagsRequest, &flags) == 0 else { return false }
            guard (flags & Self.topOfHierarchyFlag != 0) != isOn else { return false }
            flags = isOn ? flags | Self.topOfHierarchyFlag : flags & ~Self.topOfHierarchyFlag
            return ioctl(descriptor, Self.setFlagsRequest, &flags) == 0
        #else
            return false
        #endif
    }

    /// Whether `folder` is marked so (false where the file system keeps no such mark, or on other systems).
    static func placesSubfoldersApart(_ folder: String) -> Bool {
        #if os(Linux)
            let descriptor = open(folder, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
            guard descriptor >= 0 else { return false }
            defer { close(descriptor) }
            var flags: CInt = 0
            return ioctl(descriptor, Self.getFlagsRequest, &flags) == 0 && flags & Self.topOfHierarchyFlag != 0
        #else
            return false
        #endif
    }

    /// `FS_IOC_GETFLAGS`, `FS_IOC_SETFLAGS` and `FS_TOPDIR_FL` from `<linux/fs.h>`, which the C library's headers
    /// do not bring in.
    private static let getFlagsRequest: UInt = 0x8008_6601
    private static let setFlagsRequest: UInt = 0x4008_6602
    private static let topOfHierarchyFlag: CInt = 0x0002_0000
}
