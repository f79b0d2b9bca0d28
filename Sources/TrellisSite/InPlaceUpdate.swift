import Dispatch
import TrellisContent

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Updates a previous Trellis site where it is: only the files whose bytes change are written, and the files the
/// new site no longer has are removed. A rebuild after a small edit then costs what it changes, where re-creating
/// and swapping the whole tree cost thousands of links and deletions.
///
/// Nothing of the site is touched until every changed file is written whole into a working folder (the journal,
/// a swap-area folder of kind `update`). Then each file is put in place: exchanged with its previous version in
/// one step where the system can (the previous version then waits at the new one's name in the journal), or the
/// previous version moved into the journal and the new one renamed in; a failure on the way puts every previous
/// version back, so a failed build leaves the
/// previous site as it was, as staging does. Once all are in place the journal says so (`committed`), the files
/// the new site no longer has are removed, and the journal goes. A build that crashed is finished or undone by the
/// next one (`recover`). docs/safety.md.
struct InPlaceUpdate {
    /// The folder that holds the current site.
    let site: String
    /// Where the journal goes: beside the output folder, or inside the folder a linked output points to.
    let area: SwapArea
    /// Makes chosen steps fail; tests only.
    let faults: PublishStep.Injector?
    /// Files earlier updates replaced, written over before new ones are made.
    var spares: SpareFiles = .empty
    /// The build's spill folder (`SpillFolder`): spilled files are put in place from there (`Change.entry`), and the
    /// previous versions exchanged into it go into the trash with the journal's.
    var spill: String?

    /// One file to put in place: its index in the new site's files, and whether a file was there before.
    private struct Change {
        var index: Int
        var path: String
        var hadPrevious: Bool
        /// Put in place by an exchange: the previous version is now at the new file's name in the journal.
        var exchanged = false
        /// The inode of the new file as written into the journal (0 when it could not be read): recovery undoes only
        /// a file this build put there.
        var inode: UInt64 = 0
        /// Where the new file waits until it is put in place, and where the previous version waits after an
        /// exchange: the journal's `new/<index>`, or, for a file a rendered page spilled (`SpillFolder`), the place
        /// it was spilled to, in the spill folder or the trash. A spilled file goes from there straight into the
        /// site: every rename between two folders takes the file system's one rename lock (Linux's
        /// `s_vfs_rename_mutex`), so a second rename per file, into the journal first, was one more file after
        /// another (1,800 renderings of a template edit: 25 ms).
        var entry: String
    }

    private static let planName = "plan"
    /// The entries outside the journal (`Change.entry`), `<index>\t<path>` a line: written before the plan.
    private static let entriesName = "entries"
    /// Where a retired journal keeps the build's spill folder.
    private static let spillName = "spill"
    private static let keptName = "kept"
    private static let committedName = "committed"
    /// The journal's files are spread over this many subfolders of `new/` and `old/`: the 1,800 renderings of a
    /// template edit renamed into one folder waited on its lock and searched its entries (40 of the update's 165 ms
    /// of CPU), as the spill folder's did before it was spread (`SpillFolder.subfolderCount`). Each is made when a
    /// file first goes there (`LazyFolders`).
    private static let subfolderCount = 16

    /// True when every folder of the new site's files is a real folder or missing in the current site, and no
    /// folder stands where a file goes: otherwise (a link or a file where a folder must go, a folder where a file
    /// goes) the build stages a whole new tree instead.
    static func canUpdate(site: String, files: [SiteFile]) -> Bool {
        var folders: Set<Substring> = []
        for file in files {
            var folder = Substring(file.path)
            while let slash = folder.utf8.lastIndex(of: UInt8(ascii: "/")) {
                folder = folder[..<slash]
                guard folders.insert(folder).inserted else { break }
            }
        }
        // One `lstat` per file and per folder, on all cores; none for a file reused from the last build, whose stamp
        // `writeChanges` checks, or for a rendering spliced from the site's file a moment ago (`differsFromPrevious`),
        // whose kind it checks (a folder in their place fails the update).
        let filesFit = files.parallelMap {
            $0.reused != nil || $0.differsFromPrevious || FastFileSystem.kind(atPath: site + "/" + $0.path) != .folder
        }
        let foldersFit = Array(folders).parallelMap { folder in
            switch FastFileSystem.kind(atPath: site + "/" + folder) {
            case .folder, .missing: true
            case .symbolicLink, .other: false
            }
        }
        return !filesFit.contains(false) && !foldersFit.contains(false)
    }

    /// Why an update did not happen; the site is as it was either way.
    enum Failure: Error {
        /// A changed file could not be written into the journal: nothing of the site was touched.
        case write(FastFileSystem.WriteError)
        /// A file could not be put in place: every file put in place before it was put back.
        case replace(FastFileSystem.WriteError)
    }

    /// Puts `files` in place of the current site. Throws a `Failure` when the site could not be updated (it is
    /// then as it was); returns the failure to remove what the new site no longer has, once the new site is in
    /// place (a warning: the next build finishes it).
    func run(_ files: [SiteFile]) throws(Failure) -> FastFileSystem.WriteError? {
        let journal = area.path(.update, process: FastFileSystem.processID)
        _ = FastFileSystem.removeTree(atPath: journal)
        let subfolders = LazyFolders(root: journal)
        let changes: [Change]
        do {
            try FastFileSystem.makeFolder(journal)
            changes = try writeChanges(files, into: journal, subfolders: subfolders)
            // Nothing to put in place (a build that changed nothing): nothing to undo or finish after a crash, so no
            // plan, lists or commit — four files made and removed for nothing. Files the site no longer has are
            // removed as after any update; one a crash leaves, the next build removes.
            if changes.isEmpty {
                let discarded = Self.discard(journal)
                if let code = faults?(.removeOldSite) { return FastFileSystem.WriteError(path: journal, code: code) }
                let obsolete = Self.removeObsolete(from: site, keeping: Set(files.map(\.path)), area: area)
                return discarded ?? obsolete
            }
            // Where the spilled files wait, for a crash's recovery to find the previous versions exchanged there: by
            // name in the swap area (`SwapArea.directory`), so that a project moved meanwhile is recovered as well.
            let inArea = area.directory + "/"
            try FastFileSystem.writeText(
                changes.filter { $0.entry != Self.entry(journal, "new", $0.index) }.map { change in
                    let name =
                        change.entry.hasPrefix(inArea) ? String(change.entry.dropFirst(inArea.count)) : change.entry
                    return "\(change.index)\t\(name)"
                }.joined(separator: "\n"),
                to: journal + "/" + Self.entriesName)
            // What a crash must undo (each change with the inode of its new file, so that recovery only ever
            // undoes a file this build put there) and, once committed, what the site keeps.
            try FastFileSystem.writeText(
                changes.map { change in
                    "\(change.index)\t\(change.hadPrevious ? 1 : 0)\t\(change.inode)\t\(change.path)"
                }.joined(separator: "\n"),
                to: journal + "/" + Self.planName)
            try FastFileSystem.writeText(files.map(\.path).joined(separator: "\n"), to: journal + "/" + Self.keptName)
        } catch {
            _ = FastFileSystem.removeTree(atPath: journal)
            throw .write(error as? FastFileSystem.WriteError ?? FastFileSystem.WriteError(path: journal, code: 0))
        }
        // Ctrl-C or a SIGTERM while the files go in takes effect once they all are: a stopped build never leaves a
        // site half old, half new (a SIGKILL does, and the next build undoes it).
        var placed: [Change] = []
        let failure: Failure? = FastFileSystem.holdingInterruptions {
            var madeFolders: [String] = []
            var done: [Change] = []
            do {
                // The folders of new files first (a file that replaces another has its folder), then every file on
                // all cores: each is its own rename, and one after another they were a quarter of an update.
                for change in changes where !change.hadPrevious { madeFolders += try makeFolders(for: change.path) }
                let failure = FirstError()
                let moved = changes.parallelMap { change -> Change? in
                    do {
                        return try moveIn(change, journal: journal, subfolders: subfolders)
                    } catch {
                        failure.record(
                            error as? FastFileSystem.WriteError ?? FastFileSystem.WriteError(path: change.path, code: 0)
                        )
                        return nil
                    }
                }
                done = moved.compactMap { $0 }
                if let error = failure.error { throw error }
                try FastFileSystem.writeText("", to: journal + "/" + Self.committedName)
                placed = done
                return nil
            } catch {
                for change in done.reversed() { undo(change, journal: journal) }
                for folder in madeFolders.reversed() { FastFileSystem.removeEmptyFolder(site + "/" + folder) }
                Self.discard(journal)
                return .replace(
                    error as? FastFileSystem.WriteError ?? FastFileSystem.WriteError(path: journal, code: 0))
            }
        }
        if let failure { throw failure }
        if let code = faults?(.removeOldSite) { return FastFileSystem.WriteError(path: journal, code: code) }
        let obsolete = Self.removeObsolete(from: site, keeping: Set(files.map(\.path)), area: area)
        // Nothing replaced (only new files): nothing slow to remove. And no trash is left inside the site's own
        // folder (a linked or mounted output keeps its working folders there), where it would be published with it.
        guard changes.contains(where: \.hadPrevious), area.directory != site else {
            return Self.discard(journal) ?? obsolete
        }
        // Where the replaced files wait now: in older trash (a spare a page's file was written over, exchanged where
        // it was), or in this update's journal or spill folder. A few of those (an edit's catalog pages) join the
        // newest trash folder, so that edit after edit does not leave a trash folder each; many (the first edit after
        // a cold build, whose pages had no spares) make the journal, the spill folder in it, a trash folder of its own.
        let here = [journal + "/"] + (spill.map { [$0 + "/"] } ?? [])
        let replacedHere = placed.filter(\.hadPrevious).map { change in
            change.exchanged ? change.entry : Self.entry(journal, "old", change.index)
        }.filter { previous in here.contains { previous.hasPrefix($0) } }
        if replacedHere.count <= Self.joinedAtMost, let newest = area.trashFolders().last?.path {
            let name = "r\(DispatchTime.now().uptimeNanoseconds)-"
            for (number, previous) in replacedHere.enumerated() {
                _ = try? FastFileSystem.move(previous, to: newest + "/" + name + String(number))
            }
            return Self.discard(journal) ?? obsolete
        }
        // The previous versions exchanged into the spill folder are trash with the journal's (its build removes what
        // is left there otherwise).
        if let spill { _ = try? FastFileSystem.move(spill, to: journal + "/" + Self.spillName) }
        return Self.retire(journal, area: area) ?? obsolete
    }

    /// How many replaced files an update moves into the newest trash folder rather than making one of its own.
    private static let joinedAtMost = 64

    /// Makes a committed journal inert (its plan and lists removed, plan first) and sets it aside as trash, for the
    /// next build to write its changed files over (`SpareFiles`): deleting the replaced files was the slowest part
    /// of an update on a disk that discards freed blocks (a fifth of a second for 1,800 renderings), and making new
    /// ones the next. Removed here when it cannot be moved.
    private static func retire(_ journal: String, area: SwapArea) -> FastFileSystem.WriteError? {
        for name in [planName, entriesName, keptName, committedName] {
            _ = FastFileSystem.removeTree(atPath: journal + "/" + name)
        }
        if (try? FastFileSystem.move(journal, to: area.trashPath(process: FastFileSystem.processID))) != nil {
            return nil
        }
        return FastFileSystem.removeTree(atPath: journal)
    }

    /// Removes a journal that is done with: its plan first, so that a crash while the rest goes leaves nothing a
    /// later build would undo.
    @discardableResult
    private static func discard(_ journal: String) -> FastFileSystem.WriteError? {
        _ = FastFileSystem.removeTree(atPath: journal + "/" + planName)
        return FastFileSystem.removeTree(atPath: journal)
    }

    /// Writes every file whose bytes differ from the site's into the journal (`new/<index>`) — a spilled file is
    /// taken where it waits —, on all cores; files reused from the previous build must still be there as the cache
    /// saw them.
    private func writeChanges(_ files: [SiteFile], into journal: String, subfolders: LazyFolders) throws -> [Change] {
        let failure = FirstError()
        let outcomes = Array(files.indices).parallelMap { index -> Change? in
            let file = files[index]
            let target = site + "/" + file.path
            if let stamp = file.reused {
                if FastFileSystem.stamp(ofFile: target) != stamp {
                    failure.record(FastFileSystem.WriteError(path: file.path, code: FastFileSystem.changedFileCode))
                }
                return nil
            }
            if !file.differsFromPrevious, FastFileSystem.hasContents(of: file, at: target) { return nil }
            if let code = faults?(.writeFile(file.path)) {
                failure.record(FastFileSystem.WriteError(path: file.path, code: code))
                return nil
            }
            // A spilled file stays where it waits (`Change.entry`); any other is written into the journal.
            let entry = file.spilled ?? Self.entry(journal, "new", index)
            if file.spilled == nil {
                if let error = subfolders.make(Self.subfolder("new", index)) {
                    failure.record(error)
                    return nil
                }
                if let code = FastFileSystem.put(file, at: entry, recycling: spares) {
                    failure.record(FastFileSystem.WriteError(path: file.path, code: code))
                    return nil
                }
            }
            guard let written = FastFileSystem.stamp(ofFile: entry) else {
                failure.record(FastFileSystem.WriteError(path: file.path, code: ENOENT))
                return nil
            }
            let existing = FastFileSystem.kind(atPath: target)
            if existing == .folder {
                failure.record(FastFileSystem.WriteError(path: file.path, code: FastFileSystem.folderInTheWayCode))
            }
            return Change(
                index: index, path: file.path, hadPrevious: existing != .missing, inode: written.inode, entry: entry)
        }
        if let error = failure.error { throw error }
        return outcomes.compactMap { $0 }.sorted { $0.path < $1.path }
    }

    /// Where the journal keeps file `index` of the new site (`side` "new") or the previous version it replaced
    /// ("old"; after an exchange, at "new").
    private static func entry(_ journal: String, _ side: String, _ index: Int) -> String {
        journal + "/" + subfolder(side, index) + "/\(index)"
    }

    /// The journal's subfolder for file `index`'s entry on `side`.
    private static func subfolder(_ side: String, _ index: Int) -> String {
        "\(side)/\(index % subfolderCount)"
    }

    /// `entry`, or where a Trellis before the subfolders kept it (`new/<index>`), when only that is there: a journal
    /// its crash left is undone as well.
    private static func foundEntry(_ journal: String, _ side: String, _ index: Int) -> String {
        let spread = entry(journal, side, index)
        let flat = journal + "/\(side)/\(index)"
        let spreadMissing = FastFileSystem.kind(atPath: spread) == .missing
        return spreadMissing && FastFileSystem.kind(atPath: flat) != .missing ? flat : spread
    }

    /// Puts one changed file in place: exchanged with its previous version, or that version moved into the journal
    /// and the new one renamed in. Returns the change as an undo must see it; throws when it could not finish, after
    /// putting back what it did.
    private func moveIn(_ change: Change, journal: String, subfolders: LazyFolders) throws -> Change {
        if let code = faults?(.moveNewSiteIn(change.path)) {
            throw FastFileSystem.WriteError(path: change.path, code: code)
        }
        let target = site + "/" + change.path
        let new = change.entry
        if change.hadPrevious {
            if FastFileSystem.exchange(new, target) {
                var exchanged = change
                exchanged.exchanged = true
                return exchanged
            }
            if let error = subfolders.make(Self.subfolder("old", change.index)) { throw error }
            try FastFileSystem.move(target, to: Self.entry(journal, "old", change.index))
        }
        do {
            try FastFileSystem.move(new, to: target)
        } catch {
            // The previous version waits in the journal: put back here, as the caller puts back the files done.
            undo(change, journal: journal)
            throw error
        }
        return change
    }

    /// Makes the missing folders above `path`, shallowest first; returns them.
    private func makeFolders(for path: String) throws -> [String] {
        var missing: [String] = []
        var folder = Substring(path)
        while let slash = folder.lastIndex(of: "/") {
            folder = folder[..<slash]
            guard FastFileSystem.kind(atPath: site + "/" + folder) == .missing else { break }
            missing.append(String(folder))
        }
        var made: [String] = []
        for folder in missing.reversed() {
            do {
                try FastFileSystem.makeFolder(site + "/" + folder)
            } catch {
                for folder in made.reversed() { FastFileSystem.removeEmptyFolder(site + "/" + folder) }
                throw error
            }
            made.append(folder)
        }
        return made
    }

    /// Puts back what was at a changed file's path before (or nothing).
    private func undo(_ change: Change, journal: String) {
        let target = site + "/" + change.path
        let previous = change.exchanged ? change.entry : Self.entry(journal, "old", change.index)
        if FastFileSystem.kind(atPath: previous) != .missing {
            try? FastFileSystem.move(previous, to: target)
        } else if !change.hadPrevious {
            _ = FastFileSystem.removeTree(atPath: target)
        }
    }

    /// Removes every file of the site that the new site does not have (a page removed or renamed, an old rendering)
    /// and the folders that leaves empty; the marker and working folders stay.
    private static func removeObsolete(from site: String, keeping kept: Set<String>, area: SwapArea)
        -> FastFileSystem.WriteError?
    {
        let failure = FirstError()
        // One folder with its obsolete files removed: whether something stays in it besides subfolders, and its
        // subfolders.
        @Sendable func visit(_ relative: String) -> (keepsSomething: Bool, subfolders: [String]) {
            let folder = relative.isEmpty ? site : site + "/" + relative
            var keepsSomething = false
            var subfolders: [String] = []
            for (name, kind) in FastFileSystem.entries(ofFolder: folder) {
                if relative.isEmpty, name == OutputFolder.marker || area.isWorkingFolder(name) {
                    keepsSomething = true
                    continue
                }
                let path = relative.isEmpty ? name : relative + "/" + name
                if kind == .folder {
                    subfolders.append(path)
                } else if kept.contains(path) {
                    keepsSomething = true
                } else if let error = FastFileSystem.removeTree(atPath: site + "/" + path) {
                    failure.record(error)
                    keepsSomething = true
                }
            }
            return (keepsSomething, subfolders)
        }
        // A level of folders at a time, each level on all cores: a `parallelMap` inside another runs on one thread,
        // which made the walk of every page's folder (under `pages/`) one core's work.
        var levels: [[(path: String, keepsSomething: Bool, subfolders: [String])]] = []
        var next = [""]
        while !next.isEmpty {
            let level = next.parallelMap { path in
                let visited = visit(path)
                return (path: path, keepsSomething: visited.keepsSomething, subfolders: visited.subfolders)
            }
            levels.append(level)
            next = level.flatMap(\.subfolders)
        }
        // The deepest level first: a folder left empty (nothing of its own, every subfolder removed) is removed. The
        // site's folder itself stays.
        var removed: Set<String> = []
        for level in levels.reversed() {
            let emptied = level.filter { folder in
                !folder.path.isEmpty && !folder.keepsSomething && folder.subfolders.allSatisfy(removed.contains)
            }.map(\.path)
            _ = emptied.parallelMap { path in FastFileSystem.removeEmptyFolder(site + "/" + path) }
            removed.formUnion(emptied)
        }
        return failure.error
    }

    /// Finishes or undoes the update a crashed build left in `journal`. Once committed, it is finished: the files the
    /// new site no longer has are removed. Before, every file it put in place goes back to what it was — only a file
    /// that is still the one it put there (same inode), so a journal found late never undoes a newer build's work.
    static func recover(_ journal: String, site: String, area: SwapArea) {
        let committed = FastFileSystem.kind(atPath: journal + "/" + committedName) != .missing
        if committed {
            if let kept = FastFileSystem.readFile(journal + "/" + keptName) {
                let paths = String(decoding: kept, as: UTF8.self).split(separator: "\n").map(String.init)
                _ = removeObsolete(from: site, keeping: Set(paths), area: area)
            }
        } else if let plan = FastFileSystem.readFile(journal + "/" + planName) {
            // Files that waited outside the journal (`Change.entry`); a journal of an earlier Trellis has none.
            var entries: [Int: String] = [:]
            if let listed = FastFileSystem.readFile(journal + "/" + entriesName) {
                for line in String(decoding: listed, as: UTF8.self).split(separator: "\n") {
                    let fields = line.split(separator: "\t", maxSplits: 1)
                    guard fields.count == 2, let index = Int(fields[0]) else { continue }
                    entries[index] = fields[1].hasPrefix("/") ? String(fields[1]) : area.directory + "/" + fields[1]
                }
            }
            let lines = String(decoding: plan, as: UTF8.self).split(separator: "\n")
            for line in lines.reversed() {
                let fields = line.split(separator: "\t", maxSplits: 3)
                guard fields.count == 4, let index = Int(fields[0]), let inode = UInt64(fields[2]) else { continue }
                let path = String(fields[3])
                let target = site + "/" + path
                let previous = Self.foundEntry(journal, "old", index)
                let isOurs = FastFileSystem.stamp(ofFile: target)?.inode == inode
                let exchanged = entries[index] ?? Self.foundEntry(journal, "new", index)
                if fields[1] == "1", isOurs, FastFileSystem.kind(atPath: exchanged) != .missing {
                    // Exchanged: the previous version is at the new file's name.
                    try? FastFileSystem.move(exchanged, to: target)
                } else if FastFileSystem.kind(atPath: previous) != .missing {
                    // Moved aside: put back, unless something else took the place meanwhile.
                    if isOurs || FastFileSystem.kind(atPath: target) == .missing {
                        try? FastFileSystem.move(previous, to: target)
                    }
                } else if fields[1] == "0", isOurs {
                    _ = FastFileSystem.removeTree(atPath: target)
                    // And the folders made for it, when that leaves them empty.
                    var folder = Substring(path)
                    while let slash = folder.lastIndex(of: "/") {
                        folder = folder[..<slash]
                        FastFileSystem.removeEmptyFolder(site + "/" + folder)
                    }
                }
            }
        }
        discard(journal)
    }
}
