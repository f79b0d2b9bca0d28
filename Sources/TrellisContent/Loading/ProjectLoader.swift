import Foundation

/// Reads a project's `Content/` folder into a `Site`, with every problem as a diagnostic.
///
/// Paths in diagnostics are shown the way the user named the project (`Content/pages/home.json` when the
/// project is the current folder), so they can be clicked in a terminal or an editor.
public struct ProjectLoader: Sendable {
    /// Larger JSON files are refused with a message: a preview tool should not stall on a runaway payload.
    public static let maximumFileSize = 16 * 1024 * 1024

    public struct Result: Sendable {
        /// Nil when the content has errors that leave nothing to build.
        public var site: Site?
        public var diagnostics: [Diagnostic]
        /// Every file that was read, for reports and watch mode.
        public var files: [String]
        /// How each page of `site` was loaded, in the same order (for the build cache).
        public var loads: [PageLoad] = []
    }

    /// Gives, for a page file and the hash of its bytes, the load a previous build made of the same bytes (its page
    /// a skeleton), or nil; the loader then uses it instead of reading the file, once every file it included is
    /// checked to be unchanged.
    public typealias KnownLoads = @Sendable (_ relative: String, _ contentHash: UInt64) -> PageLoad?

    /// The content hash a page file had when it last had `stamp`, known without reading it (the build cache, which
    /// keeps only stamps settled long enough to be trusted: `FileStamp.isSettled`); nil to read the file. A file
    /// whose stamp is as the last build saw it is not read, hashed or decoded.
    public typealias UnchangedFiles = @Sendable (_ relative: String, _ stamp: FileStamp) -> UInt64?

    /// Checks a page as soon as it is read, on the thread that read it, and may change what is kept of it: the
    /// build checks contracts there and lets the components' JSON sources go (`Page.dropSources()`), so that a
    /// large site never holds every page's sources at once. The page is passed as the only reference to its parts,
    /// so that they change in place. With it comes the way to read the page again in full, for a check that keeps
    /// only a skeleton of the page (`Page.skeleton`, with this as its `reloader`): the build renders a page there
    /// and lets its data go.
    public typealias PageCheck = @Sendable (inout Page, PageReloader) -> [Diagnostic]

    public let projectDirectory: String
    /// The project folder with every link resolved, found once: each file read is checked against it.
    private let realRoot: String
    /// The project folder as an absolute path (links kept), found once.
    private let absoluteRoot: String
    /// The real paths of the folders files are read from.
    private let realFolders = RealFolders()

    public init(projectDirectory: String) {
        self.projectDirectory = projectDirectory
        self.realRoot = Self.realPath(projectDirectory) ?? Self.resolvedPath(projectDirectory)
        self.absoluteRoot = URL(fileURLWithPath: projectDirectory).path
    }

    /// `path` with every link, `.` and `..` resolved by the system (`realpath`); nil when it does not exist.
    private static func realPath(_ path: String) -> String? {
        guard let resolved = realpath(path.isEmpty ? "." : path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }

    /// The same through Foundation, for a path that does not exist (it resolves what it can).
    private static func resolvedPath(_ path: String) -> String {
        URL(fileURLWithPath: path).resolvingSymlinksInPath().standardizedFileURL.path
    }

    /// When the folder given is inside a project (`trellis check` run from `Content/pages/`), how to reach that
    /// project: the nearest folder above, up to six levels, that holds both `Content/` and `Templates/`.
    private func enclosingProjectHint() -> String {
        var folder = realRoot
        for level in 1...6 {
            guard let slash = folder.lastIndex(of: "/"), folder != "/" else { return "" }
            folder = slash == folder.startIndex ? "/" : String(folder[..<slash])
            let prefix = folder == "/" ? "/" : folder + "/"
            var status = stat()
            if stat(prefix + "Content", &status) == 0, status.st_mode & S_IFMT == S_IFDIR,
                stat(prefix + "Templates", &status) == 0, status.st_mode & S_IFMT == S_IFDIR
            {
                return "; this folder is \(level == 1 ? "" : "\(level) levels ")inside the project at \(folder): run "
                    + "trellis there, or pass that folder"
            }
        }
        return ""
    }

    /// How a path inside the project is shown to the user.
    public func displayPath(_ relative: String) -> String {
        let root = projectDirectory
        if root.isEmpty || root == "." || root == "./" { return relative }
        return root.hasSuffix("/") ? root + relative : root + "/" + relative
    }

    private func absolutePath(_ relative: String) -> String {
        // Joined as text to the folder made absolute once: building a URL for every file read cost more than
        // reading it.
        absoluteRoot.hasSuffix("/") ? absoluteRoot + relative : absoluteRoot + "/" + relative
    }

    /// `checkPages` is given the site's settings once they are read, before any page, and returns the check run on
    /// each page read from its file (not on one taken from `known`).
    public func load(
        featureOverrides: [String: Bool] = [:], known: KnownLoads? = nil, unchanged: UnchangedFiles? = nil,
        checkPages: ((SiteSettings) -> PageCheck?)? = nil
    ) -> Result {
        var log = DiagnosticLog()
        var files: [String] = []
        guard isFolder("Content") else {
            log.append(
                .error(
                    "missing-content", at: SourceLocation(file: displayPath("Content")),
                    "no Content/ folder in \(absoluteRoot); expected Content/pages/*.json" + enclosingProjectHint()))
            return Result(site: nil, diagnostics: log.diagnostics, files: files)
        }

        var settingsDecoder = SiteSettingsDecoder()
        let siteFile = "Content/site.json"
        var siteRoot: JSONNode?
        var overrides = featureOverrides
        // Whether the toggles site.json declares are known: not when it cannot be read, whose error says enough.
        var togglesAreKnown = true
        if FileManager.default.fileExists(atPath: absolutePath(siteFile)) {
            files.append(displayPath(siteFile))
            siteRoot = readJSON(siteFile, log: &log)
            // An unreadable site.json is already an error; which toggles it declares is unknown, so the overrides
            // cannot be checked against it (nor matter: nothing is built).
            if siteRoot == nil {
                overrides = [:]
                togglesAreKnown = false
            }
        }
        let folderName = URL(fileURLWithPath: projectDirectory).standardizedFileURL.lastPathComponent
        var settings = settingsDecoder.decode(siteRoot, defaultTitle: folderName, overrides: overrides)
        settings.shownProjectPrefix = displayPath("")
        log.append(contentsOf: settingsDecoder.log.diagnostics)

        let pageFiles = jsonFiles(under: "Content/pages", log: &log)
        if pageFiles.isEmpty {
            log.append(
                .error(
                    "no-pages", at: SourceLocation(file: displayPath("Content/pages")),
                    "no pages: add at least one .json file to Content/pages/"))
        }

        var featureTable: [String: Bool] = [:]
        for feature in settings.features { featureTable[feature.name] = feature.isOn }
        let features = featureTable
        let loader = self
        let includes = IncludeCache()
        let form = settings.componentForm
        let checkPage = checkPages?(settings)
        // Pages are read, parsed and decoded independently, on all cores; results are merged in file order.
        // An included file is decoded once, by whichever page needs it first, and reported once below; what a
        // page reports depends only on the page and the files, never on which thread came first.
        let includeHashes = IncludeHashes(loader: loader)
        let decoded = pageFiles.parallelMap { relative -> PageLoad in
            var log = DiagnosticLog()
            guard let file = loader.locate(relative, log: &log) else { return .unreadable(relative, log) }
            // Taken before the file is read, so that a change made while it is read shows in the next build's stamp.
            let stamp = FileStamp(file.status)
            // Reads the page in full again, for a skeleton taken from the cache or a page whose sources went.
            let reloader = PageReloader(
                { loader.decodePage(relative, form: form, features: features, includes: includes).page },
                components: {
                    loader.decodeComponents($0, of: relative, form: form, features: features, includes: includes)
                })
            // A page the last build read from the same bytes, including the same files, is not read again: its
            // skeleton serves, and the file is read in full only if something needs its data.
            func cached(_ hash: UInt64) -> PageLoad? {
                guard var load = known?(relative, hash), let records = load.includes,
                    records.allSatisfy({ includeHashes.hash(of: $0.name) == $0.contentHash })
                else { return nil }
                load.page?.reloader = reloader
                load.isFromCache = true
                load.fileStamp = stamp
                return load
            }
            // Nor hashed, when its stamp is the one it had when those bytes were read.
            if let hash = unchanged?(relative, stamp), let load = cached(hash) { return load }
            guard let bytes = loader.readLocated(file, log: &log) else { return .unreadable(relative, log) }
            let hash = StableHasher.hash(bytes)
            if let load = cached(hash) { return load }
            var load = loader.decodePage(relative, bytes: bytes, form: form, features: features, includes: includes)
            load.fileStamp = stamp
            if let checkPage, var page = load.page {
                load.page = nil
                load.contractDiagnostics = checkPage(&page, reloader)
                page.sourceReloader = reloader
                load.page = page
            }
            return load
        }
        var pages: [Page] = []
        var loads: [PageLoad] = []
        var pageIDs: [String: (file: String, location: SourceLocation, isWritten: Bool)] = [:]
        var excluded: [ExcludedContent] = []
        var warnedFeatures: Set<String> = []
        let declaredFeatures = featureTable.keys.sorted()
        for (relative, load) in zip(pageFiles, decoded) {
            files.append(displayPath(relative))
            log.append(contentsOf: load.diagnostics)
            // Every page that uses an undeclared toggle found it; the site warns once, at the first use in page order.
            for use in load.undeclaredFeatures where togglesAreKnown && warnedFeatures.insert(use.name).inserted {
                log.append(ContentDecoder.undeclaredFeatureWarning(use, declared: declaredFeatures))
            }
            excluded += load.excluded
            guard let page = load.page, let idLocation = load.idLocation else { continue }
            // A page whose id is its file's name did not write it: the error goes where an id was written.
            let isWritten = page.id != Self.pageID(ofFile: relative)
            if let first = pageIDs[page.id] {
                if isWritten || !first.isWritten {
                    log.append(
                        .error(
                            "duplicate-id", at: idLocation, path: isWritten ? "id" : nil,
                            "duplicate page id \"\(page.id)\" (also used by \(first.file))"))
                } else {
                    log.append(
                        .error(
                            "duplicate-id", at: first.location, path: "id",
                            "duplicate page id \"\(page.id)\": \(page.file) has it from its file name; give this page "
                                + "another id"))
                }
                continue
            }
            pageIDs[page.id] = (page.file, idLocation, isWritten)
            pages.append(page)
            loads.append(load)
        }
        // Each included file is reported once, in name order, whether pages read it now or the cache vouched for it.
        var reported: [String: IncludeRecord] = [:]
        for include in includes.loaded {
            if case .missing = include.state { continue }
            reported[include.name] = IncludeRecord(
                name: include.name, shownPath: include.shownPath, contentHash: include.contentHash,
                diagnostics: include.diagnostics)
        }
        for load in decoded where load.isFromCache {
            for record in load.includes ?? [] where reported[record.name] == nil { reported[record.name] = record }
        }
        for name in reported.keys.sorted() {
            guard let record = reported[name] else { continue }
            files.append(record.shownPath)
            log.append(contentsOf: record.diagnostics)
        }
        let site = Site(settings: settings, pages: pages, excluded: excluded)
        var result = Result(site: pages.isEmpty ? nil : site, diagnostics: log.diagnostics, files: files)
        result.loads = loads
        return result
    }

    /// The hash of `Content/sections/NAME.json`'s bytes as the file is now; 0 when it is missing or unreadable.
    func includeContentHash(_ name: String) -> UInt64 {
        var ignored = DiagnosticLog()
        let relative = "Content/sections/\(name).json"
        guard FileManager.default.fileExists(atPath: absolutePath(relative)),
            let bytes = readFile(relative, log: &ignored)
        else { return 0 }
        return StableHasher.hash(bytes)
    }

    /// Reads, parses and decodes one page file (`Content/pages/….json`); included files come from `includes`.
    private func decodePage(
        _ relative: String, form: ComponentForm, features: [String: Bool], includes: IncludeCache
    ) -> PageLoad {
        var log = DiagnosticLog()
        guard let bytes = readFile(relative, log: &log) else { return .unreadable(relative, log) }
        return decodePage(relative, bytes: bytes, form: form, features: features, includes: includes)
    }

    /// Reads some components of a page file again from their skeletons (`PageReloader.components`): each parsed
    /// from its own object, found at the line and column the skeleton kept, and decoded as the page's decoding did,
    /// sources dropped as a checked page drops them. Nil unless every one is in the file and reads as its skeleton.
    private func decodeComponents(
        _ skeletons: [Component], of relative: String, form: ComponentForm, features: [String: Bool],
        includes: IncludeCache
    ) -> [Component]? {
        let file = displayPath(relative)
        var components = [Component?](repeating: nil, count: skeletons.count)
        // A component of an included section is the include's, decoded once per build for every page that shows it
        // (as reading the page in full would take it), found by its place in the file.
        let sectionsFolder = displayPath("Content/sections/")
        for (index, skeleton) in skeletons.enumerated() where skeleton.location.file != file {
            let shown = skeleton.location.file
            guard shown.hasPrefix(sectionsFolder), shown.hasSuffix(".json") else { return nil }
            let name = String(shown.dropFirst(sectionsFolder.count).dropLast(".json".count))
            let included = includes.sections(named: name) { loadInclude(name, form: form, features: features) }
            guard case .loaded = included.state,
                let found = Self.shownComponent(at: skeleton.location, in: included.sections),
                found.skeleton == skeleton
            else { return nil }
            components[index] = found
        }
        let own = skeletons.indices.filter { skeletons[$0].location.file == file }
        if !own.isEmpty {
            var log = DiagnosticLog()
            guard let bytes = readFile(relative, log: &log) else { return nil }
            let nodes = JSONParser.parseValues(in: bytes, at: own.map { skeletons[$0].location })
            for (index, node) in zip(own, nodes) {
                let skeleton = skeletons[index]
                var decoder = ContentDecoder(form: form, features: features)
                guard let node, var component = decoder.component(reading: node, id: skeleton.id),
                    !decoder.log.hasErrors, component.skeleton == skeleton
                else { return nil }
                component.dropSources(from: file)
                components[index] = component
            }
        }
        let found = components.compactMap { $0 }
        return found.count == skeletons.count ? found : nil
    }

    /// The header, component or footer of `sections` that starts at `location`.
    private static func shownComponent(at location: SourceLocation, in sections: [Section]) -> Component? {
        for section in sections {
            for component in [section.header].compactMap({ $0 }) + section.components
                + [section.footer].compactMap({ $0 })
            where component.location == location {
                return component
            }
        }
        return nil
    }

    /// Parses and decodes one page file's bytes.
    private func decodePage(
        _ relative: String, bytes: [UInt8], form: ComponentForm, features: [String: Bool], includes: IncludeCache
    ) -> PageLoad {
        let used = IncludedNames()
        var decoder = ContentDecoder(form: form, features: features) { name in
            used.note(name)
            return includes.sections(named: name) { loadInclude(name, form: form, features: features) }
        }
        let root = parseJSON(bytes, relative, log: &decoder.log)
        let defaultID = Self.pageID(ofFile: relative)
        let page = root.flatMap { decoder.page($0, file: displayPath(relative), defaultID: defaultID) }
        var records: [IncludeRecord]? = []
        for name in used.names {
            let include = includes.sections(named: name) { loadInclude(name, form: form, features: features) }
            if case .missing = include.state { records = nil }
            records?.append(
                IncludeRecord(
                    name: name, shownPath: include.shownPath, contentHash: include.contentHash,
                    diagnostics: include.diagnostics))
        }
        return PageLoad(
            relative: relative, contentHash: StableHasher.hash(bytes), page: page,
            idLocation: root.map {
                ContentDecoder.isOneComponent($0) ? $0.location : $0.objectValue?["id"]?.location ?? $0.location
            },
            diagnostics: decoder.log.diagnostics, excluded: decoder.excluded,
            undeclaredFeatures: decoder.undeclaredFeatures, includes: records)
    }

    /// The id a page file gives its page unless the page names its own: its path under `Content/pages/`.
    static func pageID(ofFile relative: String) -> String {
        String(relative.dropFirst("Content/pages/".count).dropLast(".json".count))
    }

    /// Reads and decodes some page files on their own, under the settings of a site loaded before: how
    /// `trellis serve` shows a saved page before the whole site is rebuilt. The diagnostics are the pages' and
    /// their includes'; what only the whole site can tell (duplicate ids across pages, toggles declared nowhere)
    /// is left to the full build that follows.
    public func loadPages(_ relatives: [String], settings: SiteSettings) -> (pages: [Page], diagnostics: [Diagnostic]) {
        var features: [String: Bool] = [:]
        for feature in settings.features { features[feature.name] = feature.isOn }
        let includes = IncludeCache()
        var pages: [Page] = []
        var diagnostics: [Diagnostic] = []
        for relative in relatives {
            let load = decodePage(relative, form: settings.componentForm, features: features, includes: includes)
            diagnostics += load.diagnostics
            if let page = load.page { pages.append(page) }
        }
        for include in includes.loaded {
            if case .missing = include.state { continue }
            diagnostics += include.diagnostics
        }
        return (pages, diagnostics)
    }

    /// Reads and parses one JSON file of the project, reporting size, encoding and syntax problems.
    public func readJSON(_ relative: String, log: inout DiagnosticLog) -> JSONNode? {
        guard let bytes = readFile(relative, log: &log) else { return nil }
        return parseJSON(bytes, relative, log: &log)
    }

    /// Parses a JSON file of the project already read.
    private func parseJSON(_ bytes: [UInt8], _ relative: String, log: inout DiagnosticLog) -> JSONNode? {
        let shown = displayPath(relative)
        do {
            var warnings: [Diagnostic] = []
            let node = try JSONParser.parse(bytes, file: shown, warnings: &warnings)
            log.append(contentsOf: warnings)
            return node
        } catch {
            log.append(error.diagnostic)
            return nil
        }
    }

    /// Reads a project file, refusing files that are too large or that lead outside the project.
    public func readFile(_ relative: String, log: inout DiagnosticLog) -> [UInt8]? {
        guard let file = locate(relative, log: &log) else { return nil }
        return readLocated(file, log: &log)
    }

    /// A project file found where it may be read from, with what `stat` said of it there.
    struct LocatedFile {
        var shown: SourceLocation
        var real: String
        var status: stat
    }

    /// Where a project file really is, and its status; nil, with the reason logged, for a file that leads outside
    /// the project, is not a regular file or is too large.
    func locate(_ relative: String, log: inout DiagnosticLog) -> LocatedFile? {
        let shown = SourceLocation(file: displayPath(relative))
        let path = absolutePath(relative)
        // A file that is not a link is where its folder's real path (found once per folder) says; any other is
        // resolved by the system (Foundation's resolution costs a path walk in Swift per file: a tenth of loading
        // 1,000 pages).
        var status = stat()
        let real: String
        if let slash = path.utf8.lastIndex(of: UInt8(ascii: "/")), slash != path.utf8.startIndex,
            lstat(path, &status) == 0, status.st_mode & S_IFMT == S_IFREG,
            let folder = realFolders.realPath(of: String(path[..<slash]), resolve: Self.realPath)
        {
            real = folder + String(path[slash...])
        } else {
            real = Self.realPath(path) ?? Self.resolvedPath(path)
            status.st_mode = 0
        }
        guard isInside(real) else {
            log.append(
                .error(
                    "outside-project", at: shown,
                    "this file is a link that leads outside the project; refusing to read it"))
            return nil
        }
        // Only regular files (links already resolved): opening a FIFO or a device would block or never end.
        guard status.st_mode & S_IFMT == S_IFREG || stat(real, &status) == 0, status.st_mode & S_IFMT == S_IFREG else {
            log.append(.error("unreadable", at: shown, "not a regular file; refusing to read it"))
            return nil
        }
        if status.st_size > Self.maximumFileSize {
            log.append(Self.tooLarge(shown))
            return nil
        }
        return LocatedFile(shown: shown, real: real, status: status)
    }

    /// The bytes of a file `locate` found, read to the end.
    func readLocated(_ file: LocatedFile, log: inout DiagnosticLog) -> [UInt8]? {
        let shown = file.shown
        let status = file.status
        // Non-blocking: a file replaced by a FIFO since the check above must not stall the build.
        let descriptor = open(file.real, O_RDONLY | O_CLOEXEC | O_NONBLOCK)
        guard descriptor >= 0 else {
            log.append(.error("unreadable", at: shown, "cannot read this file"))
            return nil
        }
        defer { close(descriptor) }
        // Read to the end, whatever the size said: the file may have grown since. The first read goes into memory
        // not zeroed first (zeroing every file's buffer cost as much as hashing it).
        var failed = false
        var bytes = [UInt8](unsafeUninitializedCapacity: Int(status.st_size) + 1) { buffer, initialized in
            initialized = 0
            while initialized < buffer.count {
                let got = read(descriptor, buffer.baseAddress! + initialized, buffer.count - initialized)
                if got < 0, errno == EINTR { continue }
                failed = got < 0
                if got <= 0 { return }
                initialized += got
            }
        }
        guard !failed else {
            log.append(.error("unreadable", at: shown, "cannot read this file"))
            return nil
        }
        var count = bytes.count
        // Only a file that grew since fills the buffer: the rest is read as it comes.
        while count > Int(status.st_size) {
            if count == bytes.count {
                guard bytes.count <= Self.maximumFileSize else {
                    log.append(Self.tooLarge(shown))
                    return nil
                }
                bytes.append(contentsOf: repeatElement(0, count: max(bytes.count, 4096)))
            }
            let got = bytes.withUnsafeMutableBytes { buffer in
                read(descriptor, buffer.baseAddress! + count, buffer.count - count)
            }
            if got < 0, errno == EINTR { continue }
            guard got >= 0 else {
                log.append(.error("unreadable", at: shown, "cannot read this file"))
                return nil
            }
            if got == 0 { break }
            count += got
        }
        bytes.removeLast(bytes.count - count)
        return bytes
    }

    private static func tooLarge(_ location: SourceLocation) -> Diagnostic {
        .error(
            "file-too-large", at: location,
            "the file is larger than \(maximumFileSize / 1024 / 1024) MiB; split it into sections and includes")
    }

    /// True when the real path (links resolved) stays inside the project folder.
    public func isInsideProject(_ path: String) -> Bool {
        isInside(Self.realPath(path) ?? Self.resolvedPath(path))
    }

    /// True when a path with its links resolved is the project folder or inside it.
    private func isInside(_ real: String) -> Bool {
        real == realRoot || real.hasPrefix(realRoot.hasSuffix("/") ? realRoot : realRoot + "/")
    }

    /// `*.json` below a project folder, as sorted project-relative paths.
    public func jsonFiles(under relativeFolder: String, log: inout DiagnosticLog) -> [String] {
        files(under: relativeFolder, extension: "json", log: &log)
    }

    /// Files with an extension (any file when nil) below a project folder, as sorted project-relative paths;
    /// hidden files and folders (`.DS_Store`, `.git`) are left out.
    public func files(under relativeFolder: String, extension wanted: String?, log: inout DiagnosticLog) -> [String] {
        // Walked with `readdir`, each entry's kind taken from the listing (one `stat` only for a link): Foundation's
        // enumerator and a `fileExists` per entry cost a tenth of a millisecond a file. As there, a link to a
        // folder is not followed, a link to a file is listed, and anything that is not a folder is listed (reading
        // it then says what is wrong with it).
        let suffix = wanted.map { "." + $0 }
        var result: [String] = []
        // What is left out is said, never silently: a folder that cannot be read, a link to nothing, a link to a
        // folder (not followed, so that links cannot make loops or reach outside the project).
        func leftOut(_ relative: String, _ why: String) {
            log.append(.warning("left-out", at: SourceLocation(file: displayPath(relative)), why))
        }
        func walk(_ relative: String) {
            guard let stream = opendir(absolutePath(relative)) else {
                let code = errno
                if code != ENOENT || relative != relativeFolder {
                    leftOut(
                        relative,
                        "cannot read this folder (\(String(cString: strerror(code)))); what it holds is left out")
                }
                return
            }
            defer { closedir(stream) }
            while let entry = readdir(stream) {
                let name = withUnsafePointer(to: entry.pointee.d_name) { tuple in
                    tuple.withMemoryRebound(to: CChar.self, capacity: MemoryLayout.size(ofValue: tuple.pointee)) {
                        String(cString: $0)
                    }
                }
                guard !name.hasPrefix(".") else { continue }
                let path = relative + "/" + name
                let kind = Int32(entry.pointee.d_type)
                var isFolder = kind == Int32(DT_DIR)
                if kind == Int32(DT_LNK) || kind == Int32(DT_UNKNOWN) {
                    var status = stat()
                    guard stat(absolutePath(path), &status) == 0 else {
                        if kind == Int32(DT_LNK), suffix.map({ name.hasSuffix($0) }) ?? true {
                            let why = errno == ELOOP ? "a loop of links" : "a link to nothing"
                            let target =
                                (try? FileManager.default.destinationOfSymbolicLink(atPath: absolutePath(path)))
                            leftOut(path, "\(why)\(target.map { " (→ \($0))" } ?? ""); left out")
                        }
                        continue
                    }
                    if status.st_mode & S_IFMT == S_IFDIR {
                        // A link to a folder is left alone; a real folder on a file system without kinds is walked.
                        guard kind == Int32(DT_UNKNOWN) else {
                            leftOut(
                                path,
                                "a link to a folder is not followed; what it holds is left out (link its files instead, or move the folder here)"
                            )
                            continue
                        }
                        isFolder = true
                    }
                }
                if isFolder {
                    walk(path)
                } else if suffix.map({ name.hasSuffix($0) }) ?? true {
                    result.append(path)
                }
            }
        }
        walk(relativeFolder)
        return result.sorted()
    }

    /// Whether anything is at a project-relative path (through links: a dangling link is nothing).
    public func exists(_ relative: String) -> Bool {
        var status = stat()
        return stat(absolutePath(relative), &status) == 0
    }

    /// Whether a project-relative path is a folder (through links).
    public func isFolder(_ relative: String) -> Bool {
        var status = stat()
        return stat(absolutePath(relative), &status) == 0 && status.st_mode & S_IFMT == S_IFDIR
    }

    /// Reads, parses and decodes `Content/sections/NAME.json` for the include cache. Whether the name is safe
    /// is the decoder's check, made for each include before the cache is asked.
    private func loadInclude(_ name: String, form: ComponentForm, features: [String: Bool]) -> IncludedSections {
        let relative = "Content/sections/\(name).json"
        var result = IncludedSections(name: name, shownPath: displayPath(relative), state: .loaded)
        guard FileManager.default.fileExists(atPath: absolutePath(relative)) else {
            var ignored = DiagnosticLog()
            let available = jsonFiles(under: "Content/sections", log: &ignored).map {
                String($0.dropFirst("Content/sections/".count).dropLast(".json".count))
            }
            // `"include": "visit-us.json"`: the name leaves `.json` out.
            let bare = name.hasSuffix(".json") ? String(name.dropLast(".json".count)) : nil
            result.state = .missing(
                hint: bare.flatMap {
                    available.contains($0) ? "; did you mean \"\($0)\"? (an include names the file without .json)" : nil
                }
                    ?? Suggestion.hint(for: name, among: available))
            return result
        }
        var decoder = ContentDecoder(form: form, features: features)
        let bytes = readFile(relative, log: &decoder.log)
        result.contentHash = bytes.map(StableHasher.hash) ?? 0
        if let bytes, let root = parseJSON(bytes, relative, log: &decoder.log) {
            let decoded = decoder.includedSections(root, name: name)
            result.sections = decoded.sections
            result.componentIDs = decoded.ids.entries
            result.excluded = decoder.excluded
            result.undeclaredFeatures = decoder.undeclaredFeatures
        } else {
            result.state = .unreadable
        }
        result.diagnostics = decoder.log.diagnostics
        return result
    }
}
