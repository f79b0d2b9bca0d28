import Foundation
import TrellisContent

/// The site's output folder: where it may be, and how a new site replaces the old one without losing a file.
///
/// A build writes the whole new site into a staging folder and puts it in place only when everything was written
/// and validated. Whatever fails on the way (a full disk, a permission, a rename), the staging folder and any folder
/// made for it are removed and the previous site is left, or put back, as it was; a build that crashed is cleaned
/// up by the next one (`removeLeftovers`). Nothing is ever deleted through a symbolic link (`removeTree`).
///
/// The output path may be a symbolic link to a folder, as when `_site` points into a web server's root. Then the
/// link and the folder it points to stay (the server's configuration, the folder's owner and permissions, a mount
/// point), and the new site is staged inside that folder and swapped in entry by entry. docs/safety.md lists the
/// guarantees and the tests that hold them.
struct OutputFolder {
    /// Marks a folder as a Trellis site, so a later build may replace it without `--force`.
    static let marker = ".trellis-site"

    /// How the new site takes the place of the old one.
    enum Placement: Equatable {
        /// A folder (or nothing yet) at the output path: the new site is staged beside it and swapped in by two
        /// renames of whole folders.
        case folder
        /// A symbolic link to a folder, or a folder that is a mount point (a Docker volume, a tmpfs, a separate
        /// disk — it cannot be renamed, and files cannot be renamed across into it): the new site is staged inside the
        /// folder (`target`, all links resolved), and the folder's entries are swapped for the staged ones.
        case throughLink(target: String)
    }

    /// The path as shown to the user.
    let shown: String
    let url: URL
    /// Makes chosen steps fail; tests only.
    let faults: PublishStep.Injector?

    init(shown: String, faults: PublishStep.Injector? = nil) {
        self.shown = shown
        self.url =
            shown.hasPrefix("/")
            ? URL(fileURLWithPath: shown).standardizedFileURL
            : URL(fileURLWithPath: shown, relativeTo: URL(fileURLWithPath: FileManager.default.currentDirectoryPath))
                .standardizedFileURL
        self.faults = faults
    }

    private var path: String { url.path }

    /// `url` with every link resolved, also when it does not exist yet: the deepest part that exists is resolved
    /// and the rest appended. `--output link/new`, with `link` leading into `Content/`, is inside `Content/` even
    /// before `new` is made.
    private static func real(_ url: URL) -> String {
        var existing = url.standardizedFileURL
        var rest: [String] = []
        while FastFileSystem.kind(atPath: existing.path) == .missing, existing.path != "/" {
            rest.insert(existing.lastPathComponent, at: 0)
            existing = existing.deletingLastPathComponent()
        }
        let resolved = (try? FastFileSystem.realPath(existing.path)) ?? existing.resolvingSymlinksInPath().path
        return rest.reduce(resolved) { path, part in path.hasSuffix("/") ? path + part : path + "/" + part }
    }

    /// How the site at the output path is replaced; throws for a link that leads to nothing.
    func placement() throws -> Placement {
        switch FastFileSystem.kind(atPath: path) {
        case .symbolicLink: return .throughLink(target: try FastFileSystem.realPath(path))
        case .folder where FastFileSystem.isMountPoint(path):
            return .throughLink(target: try FastFileSystem.realPath(path))
        default: return .folder
        }
    }

    /// The build cache's folder: beside the output path (beside the link, for a linked output), named after it like
    /// the working folders (`._site.trellis-cache/`), so that it is never published with the site.
    var cachePath: String {
        url.deletingLastPathComponent().path + "/." + url.lastPathComponent + ".trellis-cache"
    }

    /// The folders builds lock so that one at a time writes this output folder (`BuildLock`), in this order: the one
    /// that holds it, its working folders and its cache; and, for a linked or mounted output, the folder it leads to,
    /// which holds the working folders (two links to one folder then take turns too).
    var lockedFolders: [String] {
        var folders = [url.deletingLastPathComponent().path]
        if case .throughLink(let target)? = try? placement() { folders.append(target) }
        return folders
    }

    /// The folder that holds the current site's files, if there is one.
    func currentSite() -> String? {
        switch try? placement() {
        case .folder: FastFileSystem.kind(atPath: path) == .folder ? path : nil
        case .throughLink(let target): target
        case nil: nil
        }
    }

    /// Where the working folders of a placement are, and their names.
    func swapArea(for placement: Placement) -> SwapArea {
        switch placement {
        case .folder:
            SwapArea(directory: url.deletingLastPathComponent().path, prefix: ".\(url.lastPathComponent).trellis-")
        case .throughLink(let target):
            SwapArea(directory: target, prefix: ".trellis-")
        }
    }

    /// Refuses folders whose replacement would destroy the user's work.
    func check(projectDirectory: String, force: Bool) -> Diagnostic? {
        let project = Self.real(URL(fileURLWithPath: projectDirectory))
        let output = Self.real(url)
        let location = SourceLocation(file: shown)
        func isInside(_ path: String, _ folder: String) -> Bool {
            path == folder || path.hasPrefix(folder.hasSuffix("/") ? folder : folder + "/")
        }
        if output == "/" || isInside(project, output) {
            return .error(
                "unsafe-output", at: location,
                "refusing to write the site here: it would replace the project folder or a folder that contains it")
        }
        for protected in ["Content", "Templates", "Assets"] where isInside(output, project + "/" + protected) {
            return .error(
                "unsafe-output", at: location,
                "refusing to write the site into \(protected)/: it holds the project's sources")
        }
        let placement: Placement
        do {
            placement = try self.placement()
        } catch {
            let destination = FastFileSystem.linkDestination(path) ?? "?"
            if (error as? FastFileSystem.WriteError)?.code == ELOOP {
                return .error(
                    "unsafe-output", at: location,
                    "the output path is a symbolic link to \(destination), which leads back to itself (a loop of links); "
                        + "remove the link")
            }
            return .error(
                "unsafe-output", at: location,
                "the output path is a symbolic link to \(destination), which does not exist; create that folder or remove the link"
            )
        }
        if FastFileSystem.kind(atPath: path) == .missing { return nil }
        guard FastFileSystem.isFolder(atPath: path) else {
            return .error("unsafe-output", at: location, "the output path exists and is not a folder")
        }
        let area = swapArea(for: placement)
        let entries = FastFileSystem.entryNames(ofFolder: path).filter { !area.isWorkingFolder($0) }
        if !entries.isEmpty && !entries.contains(Self.marker) && !force {
            return .error(
                "unsafe-output", at: location,
                "the output folder is not empty and was not written by Trellis; use --force to replace it")
        }
        return nil
    }

    /// Cleans up after builds that crashed or were killed (their process no longer runs) and after earlier builds
    /// of this process: a staging folder is removed; a previous site that was moved aside is put back when the swap
    /// did not finish, and removed when it did. Only names of the swap area's own pattern are touched.
    ///
    /// Returns the trash — the files earlier updates replaced, whichever process left them — as spare files for this
    /// build to write over (`SpareFiles`), oldest trash first; `keepSpares` removes what is left of it beyond need.
    func removeLeftovers() -> SpareFiles {
        guard let placement = try? placement() else { return .empty }
        let area = swapArea(for: placement)
        let ownProcess = FastFileSystem.processID
        // Updates first: one that crashed before it was committed may have left previous versions of site files in
        // a spill folder or the trash (`InPlaceUpdate.Change.entry`), to be put back before those are touched.
        let sorted = FastFileSystem.entryNames(ofFolder: area.directory).sorted()
        let names =
            sorted.filter { area.parse($0)?.kind == .update } + sorted.filter { area.parse($0)?.kind != .update }
        for name in names {
            guard let (kind, process) = area.parse(name), process == ownProcess || !FastFileSystem.isRunning(process)
            else { continue }
            let leftover = area.directory + "/" + name
            switch kind {
            case .trash: break  // spare files, whichever process left them
            case .staging, .spill: FastFileSystem.removeTree(atPath: leftover)
            case .old: restoreOrRemove(oldSite: leftover, placement: placement)
            case .update:
                if let site = currentSite() {
                    InPlaceUpdate.recover(leftover, site: site, area: area)
                } else {
                    FastFileSystem.removeTree(atPath: leftover)
                }
            }
        }
        guard FastFileSystem.writesOverSpareFiles else { return .empty }
        return SpareFiles(paths: area.trashFolders().flatMap { Self.files(inTrash: $0.path) })
    }

    /// The folder of the site when it is a plain folder at the output path (not reached through a link or a mount
    /// point, whose working folders are inside it) holding a site a build wrote, and no other build left a working
    /// folder beside it but its trash: a site whose files say all there is to know of it (`BuildRecord`). Nil
    /// otherwise. This process's own working folders (a build that is ending) do not count.
    func settledSite() -> String? {
        guard case .folder? = try? placement(), let site = currentSite(),
            FastFileSystem.kind(atPath: site + "/" + Self.marker) == .other
        else { return nil }
        let area = swapArea(for: .folder)
        let ownProcess = FastFileSystem.processID
        let working = FastFileSystem.entryNames(ofFolder: area.directory).contains { name in
            guard let (kind, process) = area.parse(name) else { return false }
            return kind != .trash && process != ownProcess
        }
        return working ? nil : site
    }

    /// Keeps, as spare files for the next build, the trash beside the site up to `count` files (the newest trash
    /// folders whole, as many as fit: the site's file count bounds the disk they take by the site's size) and
    /// starts removing the rest, and every trash folder left empty, in the background; the returned group is done
    /// when they are gone. A build that ends waits for it; a process that stays (`trellis serve`) need not. A
    /// removal that another build finds still running is harmless: a spare it takes that is gone meanwhile is made
    /// new instead.
    @discardableResult
    func keepSpares(upTo count: Int) -> DispatchGroup {
        let removal = DispatchGroup()
        guard let placement = try? placement() else { return removal }
        let area = swapArea(for: placement)
        // Where they cannot be written over (`FastFileSystem.writesOverSpareFiles`), none is kept.
        let count = FastFileSystem.writesOverSpareFiles ? count : 0
        var kept = 0
        for trash in area.trashFolders().reversed() {
            let files = Self.files(inTrash: trash.path).count
            if files > 0, kept + files <= count {
                kept += files
                continue
            }
            DispatchQueue.global(qos: .utility).async(group: removal) {
                _ = FastFileSystem.removeTree(atPath: trash.path)
            }
        }
        return removal
    }

    /// The files a trash folder holds: a retired journal's replaced files are in its `new` and `old` folders, spread
    /// over their subfolders.
    private static func files(inTrash path: String) -> [String] {
        var files: [String] = []
        collectFiles(inTrash: path, depth: 0, into: &files)
        return files
    }

    /// `files(inTrash:)` into one array, each folder's path and slash made once for all its names (a trash of a few
    /// thousand files, listed twice a build, was 2 % of a template edit's instructions).
    private static func collectFiles(inTrash path: String, depth: Int, into files: inout [String]) {
        let prefix = path + "/"
        for (name, kind) in FastFileSystem.entries(ofFolder: path) {
            switch kind {
            // A retired journal's `new/` and `old/` and their subfolders (`InPlaceUpdate.entry`): no deeper.
            case .folder where depth < 2: collectFiles(inTrash: prefix + name, depth: depth + 1, into: &files)
            case .other: files.append(prefix + name)
            case .folder, .symbolicLink, .missing: break
            }
        }
    }

    /// A folder for the rendered files of this build until it publishes (`SpillFolder`), in the swap area; nil when
    /// the area's folder does not exist yet or cannot take it (the files then stay in memory).
    func makeSpillFolder(recycling spares: SpareFiles = .empty) -> SpillFolder? {
        guard let placement = try? placement() else { return nil }
        let area = swapArea(for: placement)
        guard FastFileSystem.kind(atPath: area.directory) == .folder else { return nil }
        return SpillFolder.make(at: area.path(.spill, process: FastFileSystem.processID), recycling: spares)
    }

    private func restoreOrRemove(oldSite old: String, placement: Placement) {
        switch placement {
        case .folder:
            if FastFileSystem.kind(atPath: path) == .missing, (try? FastFileSystem.move(old, to: path)) != nil {
                return
            }
        case .throughLink(let target):
            for entry in FastFileSystem.entryNames(ofFolder: old)
            where FastFileSystem.kind(atPath: target + "/" + entry) == .missing {
                try? FastFileSystem.move(old + "/" + entry, to: target + "/" + entry)
            }
        }
        FastFileSystem.removeTree(atPath: old)
    }

    /// The updater of the current site, when the new site can be put in place of it file by file
    /// (`InPlaceUpdate`): a site Trellis wrote (its marker is there) whose folders are real folders. Nil when the
    /// build must stage a whole new tree: a first build, a folder replaced with `--force`, a link where a folder
    /// goes.
    func inPlaceUpdate(for files: [SiteFile], recycling spares: SpareFiles = .empty) -> InPlaceUpdate? {
        guard let placement = try? placement(), let site = currentSite(),
            FastFileSystem.kind(atPath: site + "/" + Self.marker) == .other,
            InPlaceUpdate.canUpdate(site: site, files: files)
        else { return nil }
        return InPlaceUpdate(site: site, area: swapArea(for: placement), faults: faults, spares: spares)
    }

    /// Writes every file into a fresh staging folder and returns it. On failure everything this made is removed
    /// again before the error is thrown.
    func writeStaging(_ files: [SiteFile], recycling spares: SpareFiles = .empty) throws -> StagingFolder {
        let placement = try placement()
        let area = swapArea(for: placement)
        let created = try makeMissingFolders(area.directory)
        let staging = StagingFolder(
            path: area.path(.staging, process: FastFileSystem.processID), createdFolders: created)
        do {
            FastFileSystem.removeTree(atPath: staging.path)
            try FastFileSystem.makeFolder(staging.path)
            try FastFileSystem.write(
                files, under: staging.path, reusing: currentSite(), recycling: spares, fault: faults)
            try inject(.writeMarker, Self.marker)
            if let code = FastFileSystem.writeFile([], to: staging.path + "/" + Self.marker) {
                throw FastFileSystem.WriteError(path: Self.marker, code: code)
            }
        } catch {
            discard(staging)
            throw error
        }
        return staging
    }

    /// Makes `directory` and every missing folder above it; returns the folders made, shallowest first.
    private func makeMissingFolders(_ directory: String) throws -> [String] {
        var missing: [String] = []
        var folder = URL(fileURLWithPath: directory)
        while folder.path != "/", FastFileSystem.kind(atPath: folder.path) == .missing {
            missing.append(folder.path)
            folder = folder.deletingLastPathComponent()
        }
        var created: [String] = []
        for folder in missing.reversed() {
            do {
                try FastFileSystem.makeFolder(folder)
            } catch {
                for made in created.reversed() { FastFileSystem.removeEmptyFolder(made) }
                throw error
            }
            created.append(folder)
        }
        return created
    }

    /// Puts the staged site in place of the previous one. When that fails the previous site is put back, the
    /// staging folder and the folders made for it are removed, and the error is thrown.
    ///
    /// Returns the failure to remove the previous site once the new one is in place: the build has succeeded, and
    /// the next build removes what is left.
    func swapIn(_ staging: StagingFolder) throws -> FastFileSystem.WriteError? {
        let placement: Placement
        do {
            placement = try self.placement()
        } catch {
            discard(staging)
            throw error
        }
        switch placement {
        case .folder: return try swapFolder(staging)
        case .throughLink(let target): return try swapEntries(staging, into: target)
        }
    }

    /// Renames the output folder aside and the staging folder into its place.
    private func swapFolder(_ staging: StagingFolder) throws -> FastFileSystem.WriteError? {
        let name = url.lastPathComponent
        guard FastFileSystem.kind(atPath: path) != .missing else {
            do {
                try inject(.moveNewSiteIn(name), path)
                try FastFileSystem.move(staging.path, to: path)
            } catch {
                discard(staging)
                throw error
            }
            return nil
        }
        let old = swapArea(for: .folder).path(.old, process: FastFileSystem.processID)
        do {
            try inject(.moveOldSiteAside(name), path)
            try FastFileSystem.move(path, to: old)
        } catch {
            discard(staging)
            throw error
        }
        do {
            try inject(.moveNewSiteIn(name), path)
            try FastFileSystem.move(staging.path, to: path)
        } catch {
            // Should even this fail, the previous site stays whole at `old`, and the next build puts it back.
            try? FastFileSystem.move(old, to: path)
            discard(staging)
            throw error
        }
        return removeOldSite(old)
    }

    /// Moves every entry of the linked folder aside, then every staged entry in. The marker leaves last and
    /// arrives first, so the folder reads as a Trellis site at every moment but between two renames.
    private func swapEntries(_ staging: StagingFolder, into target: String) throws -> FastFileSystem.WriteError? {
        let area = swapArea(for: .throughLink(target: target))
        let old = area.path(.old, process: FastFileSystem.processID)
        let previous = FastFileSystem.entryNames(ofFolder: target).filter { !area.isWorkingFolder($0) }
            .sorted { ($0 == Self.marker ? 1 : 0, $0) < ($1 == Self.marker ? 1 : 0, $1) }
        let next = FastFileSystem.entryNames(ofFolder: staging.path)
            .sorted { ($0 == Self.marker ? 0 : 1, $0) < ($1 == Self.marker ? 0 : 1, $1) }
        var movedAside: [String] = []
        var movedIn: [String] = []
        do {
            try FastFileSystem.makeFolder(old)
            for entry in previous {
                try inject(.moveOldSiteAside(entry), target + "/" + entry)
                try FastFileSystem.move(target + "/" + entry, to: old + "/" + entry)
                movedAside.append(entry)
            }
            for entry in next {
                try inject(.moveNewSiteIn(entry), target + "/" + entry)
                try FastFileSystem.move(staging.path + "/" + entry, to: target + "/" + entry)
                movedIn.append(entry)
            }
        } catch {
            // Undo in reverse; whatever cannot be moved back stays in `old`, which is then not empty and is kept
            // for the next build to put back.
            for entry in movedIn.reversed() {
                try? FastFileSystem.move(target + "/" + entry, to: staging.path + "/" + entry)
            }
            for entry in movedAside.reversed() {
                try? FastFileSystem.move(old + "/" + entry, to: target + "/" + entry)
            }
            FastFileSystem.removeEmptyFolder(old)
            discard(staging)
            throw error
        }
        FastFileSystem.removeEmptyFolder(staging.path)
        return removeOldSite(old)
    }

    private func removeOldSite(_ old: String) -> FastFileSystem.WriteError? {
        if let code = faults?(.removeOldSite) { return FastFileSystem.WriteError(path: old, code: code) }
        return FastFileSystem.removeTree(atPath: old)
    }

    /// Throws the failure a test asked for at this step.
    private func inject(_ step: PublishStep, _ path: String) throws {
        if let code = faults?(step) { throw FastFileSystem.WriteError(path: path, code: code) }
    }

    /// Removes a staging folder and the folders made for it: all that a build which does not finish had made.
    func discard(_ staging: StagingFolder) {
        FastFileSystem.removeTree(atPath: staging.path)
        for folder in staging.createdFolders.reversed() { FastFileSystem.removeEmptyFolder(folder) }
    }
}
