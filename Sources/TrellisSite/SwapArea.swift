import Dispatch

/// Where a build keeps its staging folder and, during the swap, the previous site; and how those folders are
/// named, so that a later build recognises what a crashed one left behind and never mistakes anything else for it.
///
/// Beside a plain output folder `_site` they are `._site.trellis-tmp-<pid>`, `._site.trellis-old-<pid>`,
/// `._site.trellis-update-<pid>`, `._site.trellis-spill-<pid>` and `._site.trellis-trash-<pid>.<serial>`; inside the
/// folder a linked output points to they are the same without `._site`.
struct SwapArea {
    /// What a working folder holds.
    enum Kind: String, CaseIterable {
        /// The new site while it is written.
        case staging = "tmp"
        /// The previous site while the new one is moved in.
        case old
        /// The journal of a site updated in place (`InPlaceUpdate`): changed files before they go in, and the
        /// files they replace.
        case update
        /// Rendered files waiting for the site to be published (`SpillFolder`).
        case spill
        /// A finished update's journal, inert (no plan), holding the files the update replaced: the next builds
        /// write their changed files over them (`SpareFiles`), and remove what is beyond the site's file count
        /// (`OutputFolder.keepSpares`). Named `trash-<pid>.<serial>`, as one process (`trellis serve`) may leave
        /// several.
        case trash
    }

    /// The folder that holds the working folders.
    let directory: String
    /// Every working folder's name starts with this.
    let prefix: String

    func path(_ kind: Kind, process: Int32) -> String {
        directory + "/" + prefix + kind.rawValue + "-" + String(process)
    }

    /// A new trash folder's path: the process id, then a serial no other of this process's trash folders has.
    func trashPath(process: Int32) -> String {
        path(.trash, process: process) + "." + String(DispatchTime.now().uptimeNanoseconds)
    }

    /// The kind and process id of a working folder's name; nil for every other name.
    func parse(_ name: String) -> (kind: Kind, process: Int32)? {
        guard name.hasPrefix(prefix) else { return nil }
        let rest = name.dropFirst(prefix.count)
        for kind in Kind.allCases {
            let head = kind.rawValue + "-"
            guard rest.hasPrefix(head) else { continue }
            var digits = rest.dropFirst(head.count)
            if kind == .trash, let dot = digits.firstIndex(of: ".") {
                let serial = digits[digits.index(after: dot)...]
                guard !serial.isEmpty, serial.utf8.allSatisfy({ (0x30...0x39).contains($0) }) else { return nil }
                digits = digits[..<dot]
            }
            guard !digits.isEmpty, digits.utf8.allSatisfy({ (0x30...0x39).contains($0) }), let process = Int32(digits)
            else { return nil }
            return (kind, process)
        }
        return nil
    }

    /// The serial of a trash folder's name (the system's uptime in nanoseconds when it was made); nil for any other
    /// name.
    func serial(ofTrash name: String) -> UInt64? {
        guard parse(name)?.kind == .trash, let dot = name.lastIndex(of: ".") else { return nil }
        return UInt64(name[name.index(after: dot)...])
    }

    /// The trash folders, oldest first (by the serial in their names, the system's uptime when they were made).
    func trashFolders() -> [(path: String, serial: UInt64)] {
        FastFileSystem.entryNames(ofFolder: directory).compactMap { name in
            guard parse(name)?.kind == .trash else { return nil }
            return (directory + "/" + name, serial(ofTrash: name) ?? 0)
        }.sorted { $0.serial < $1.serial || ($0.serial == $1.serial && $0.path < $1.path) }
    }

    /// True for the name of any working folder, whichever build made it.
    func isWorkingFolder(_ name: String) -> Bool { parse(name) != nil }
}
