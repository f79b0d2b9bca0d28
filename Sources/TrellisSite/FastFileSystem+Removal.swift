import Dispatch

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

extension FastFileSystem {
    /// Removes `path` and, when it is a real folder, everything below it; the top-level entries in parallel.
    ///
    /// A symbolic link is removed as a link and never followed, wherever it is: at `path` itself or anywhere
    /// below. Every folder is opened with `O_NOFOLLOW` relative to its parent's descriptor and its entries are
    /// removed with `unlinkat`, so a folder swapped for a link while the removal runs is not entered either.
    /// (Following a link here once emptied the folder that a symlinked output folder pointed to.)
    ///
    /// Returns the first failure, nil when everything is gone; a path that does not exist is not a failure.
    @discardableResult
    static func removeTree(atPath path: String) -> WriteError? {
        let parent = path.lastIndex(of: "/").map { String(path[..<$0]) } ?? "."
        let name = path.lastIndex(of: "/").map { String(path[path.index(after: $0)...]) } ?? path
        let parentDescriptor = open(parent.isEmpty ? "/" : parent, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard parentDescriptor >= 0 else { return errno == ENOENT ? nil : WriteError(path: path, code: errno) }
        defer { close(parentDescriptor) }
        return removeEntry(name, in: parentDescriptor, shownAs: path, parallel: true)
    }

    /// Removes the entry `name` of the open folder `parent` as `removeTree` describes.
    private static func removeEntry(_ name: String, in parent: Int32, shownAs path: String, parallel: Bool)
        -> WriteError?
    {
        var status = stat()
        guard fstatat(parent, name, &status, AT_SYMLINK_NOFOLLOW) == 0 else {
            return errno == ENOENT ? nil : WriteError(path: path, code: errno)
        }
        guard (status.st_mode & S_IFMT) == S_IFDIR else { return unlinkEntry(name, in: parent, shownAs: path) }
        let folder = openat(parent, name, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC)
        guard folder >= 0 else {
            // Replaced by a link (or a file) since the `fstatat`: remove that instead of entering it.
            if errno == ELOOP || errno == ENOTDIR { return unlinkEntry(name, in: parent, shownAs: path) }
            return errno == ENOENT ? nil : WriteError(path: path, code: errno)
        }
        defer { close(folder) }
        let names: [String]
        switch entryNames(ofOpenFolder: folder, shownAs: path) {
        case .success(let found): names = found
        case .failure(let error): return error
        }
        let failure = FirstError()
        if parallel {
            DispatchQueue.concurrentPerform(iterations: names.count) { index in
                let entry = names[index]
                if let error = removeEntry(entry, in: folder, shownAs: path + "/" + entry, parallel: false) {
                    failure.record(error)
                }
            }
        } else {
            for entry in names {
                if let error = removeEntry(entry, in: folder, shownAs: path + "/" + entry, parallel: false) {
                    failure.record(error)
                }
            }
        }
        if let error = failure.error { return error }
        guard unlinkat(parent, name, AT_REMOVEDIR) == 0 else {
            return errno == ENOENT ? nil : WriteError(path: path, code: errno)
        }
        return nil
    }

    private static func unlinkEntry(_ name: String, in parent: Int32, shownAs path: String) -> WriteError? {
        if unlinkat(parent, name, 0) == 0 || errno == ENOENT { return nil }
        return WriteError(path: path, code: errno)
    }

    /// The names in an open folder except "." and "..", in the file system's order; the descriptor stays open.
    static func entryNames(ofOpenFolder folder: Int32, shownAs path: String) -> Result<[String], WriteError> {
        entries(ofOpenFolder: folder, shownAs: path).map { $0.map(\.name) }
    }

    /// What a folder holds, each entry's kind as the folder lists it (no `lstat` per entry, unless the file system
    /// does not say); empty when it cannot be read.
    static func entries(ofFolder path: String) -> [(name: String, kind: EntryKind)] {
        readableEntries(ofFolder: path) ?? []
    }

    /// `entries(ofFolder:)`, or nil when the folder cannot be opened or read to its end.
    static func readableEntries(ofFolder path: String) -> [(name: String, kind: EntryKind)]? {
        let folder = open(path, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard folder >= 0 else { return nil }
        defer { close(folder) }
        guard case .success(let entries) = entries(ofOpenFolder: folder, shownAs: path) else { return nil }
        return entries.map { entry in
            switch Int32(entry.type) {
            case Int32(DT_DIR): return (entry.name, .folder)
            case Int32(DT_LNK): return (entry.name, .symbolicLink)
            case Int32(DT_UNKNOWN): return (entry.name, kind(atPath: path + "/" + entry.name))
            default: return (entry.name, .other)
            }
        }
    }

    /// The entries of an open folder except "." and "..", with their `d_type`; the descriptor stays open.
    private static func entries(ofOpenFolder folder: Int32, shownAs path: String) -> Result<
        [(name: String, type: UInt8)], WriteError
    > {
        let copy = dup(folder)
        guard copy >= 0, let stream = fdopendir(copy) else {
            let error = WriteError(path: path, code: errno)
            if copy >= 0 { close(copy) }
            return .failure(error)
        }
        defer { closedir(stream) }
        var entries: [(name: String, type: UInt8)] = []
        while true {
            errno = 0
            guard let entry = readdir(stream) else {
                if errno != 0 { return .failure(WriteError(path: path, code: errno)) }
                break
            }
            let name = withUnsafePointer(to: entry.pointee.d_name) { tuple in
                tuple.withMemoryRebound(to: CChar.self, capacity: MemoryLayout.size(ofValue: tuple.pointee)) {
                    String(cString: $0)
                }
            }
            if name != "." && name != ".." { entries.append((name, entry.pointee.d_type)) }
        }
        return .success(entries)
    }
}
