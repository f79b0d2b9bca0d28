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
    }

    public let projectDirectory: String

    public init(projectDirectory: String) {
        self.projectDirectory = projectDirectory
    }

    /// How a path inside the project is shown to the user.
    public func displayPath(_ relative: String) -> String {
        let root = projectDirectory
        if root.isEmpty || root == "." || root == "./" { return relative }
        return root.hasSuffix("/") ? root + relative : root + "/" + relative
    }

    private func absolutePath(_ relative: String) -> String {
        URL(fileURLWithPath: projectDirectory).appendingPathComponent(relative).path
    }

    public func load(featureOverrides: [String: Bool] = [:]) -> Result {
        var log = DiagnosticLog()
        var files: [String] = []
        let contentPath = absolutePath("Content")
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: contentPath, isDirectory: &isDirectory), isDirectory.boolValue
        else {
            log.append(
                .error(
                    "missing-content", at: SourceLocation(file: displayPath("Content")),
                    "no Content/ folder in the project; expected Content/pages/*.json"))
            return Result(site: nil, diagnostics: log.diagnostics, files: files)
        }

        var settingsDecoder = SiteSettingsDecoder()
        let siteFile = "Content/site.json"
        var siteRoot: JSONNode?
        var overrides = featureOverrides
        if FileManager.default.fileExists(atPath: absolutePath(siteFile)) {
            files.append(displayPath(siteFile))
            siteRoot = readJSON(siteFile, log: &log)
            // An unreadable site.json is already an error; which toggles it declares is unknown, so the overrides
            // cannot be checked against it (nor matter: nothing is built).
            if siteRoot == nil { overrides = [:] }
        }
        let folderName = URL(fileURLWithPath: projectDirectory).standardizedFileURL.lastPathComponent
        let settings = settingsDecoder.decode(siteRoot, defaultTitle: folderName, overrides: overrides)
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
        // Pages are read, parsed and decoded independently, on all cores; results are merged in file order.
        // An included file is decoded once, by whichever page needs it first, and reported once below; what a
        // page reports depends only on the page and the files, never on which thread came first.
        let decoded = pageFiles.parallelMap { relative -> PageLoad in
            loader.decodePage(relative, form: form, features: features, includes: includes)
        }
        var pages: [Page] = []
        var pageIDs: [String: String] = [:]
        var excluded: [ExcludedContent] = []
        var warnedFeatures: Set<String> = []
        let declaredFeatures = featureTable.keys.sorted()
        for (relative, load) in zip(pageFiles, decoded) {
            files.append(displayPath(relative))
            log.append(contentsOf: load.diagnostics)
            // Every page that uses an undeclared toggle found it; the site warns once, at the first use in page order.
            for use in load.undeclaredFeatures where warnedFeatures.insert(use.name).inserted {
                log.append(ContentDecoder.undeclaredFeatureWarning(use, declared: declaredFeatures))
            }
            excluded += load.excluded
            guard let page = load.page, let idLocation = load.idLocation else { continue }
            if let first = pageIDs[page.id] {
                log.append(
                    .error(
                        "duplicate-id", at: idLocation, path: "id",
                        "duplicate page id \"\(page.id)\" (also used by \(first))"))
                continue
            }
            pageIDs[page.id] = page.file
            pages.append(page)
        }
        for include in includes.loaded {
            if case .missing = include.state { continue }
            files.append(include.shownPath)
            log.append(contentsOf: include.diagnostics)
        }
        let site = Site(settings: settings, pages: pages, excluded: excluded)
        return Result(site: pages.isEmpty ? nil : site, diagnostics: log.diagnostics, files: files)
    }

    /// Reads, parses and decodes one page file (`Content/pages/….json`); included files come from `includes`.
    private func decodePage(
        _ relative: String, form: ComponentForm, features: [String: Bool], includes: IncludeCache
    ) -> PageLoad {
        var decoder = ContentDecoder(form: form, features: features) { name in
            includes.sections(named: name) { loadInclude(name, form: form, features: features) }
        }
        let root = readJSON(relative, log: &decoder.log)
        let defaultID = String(relative.dropFirst("Content/pages/".count).dropLast(".json".count))
        let page = root.flatMap { decoder.page($0, file: displayPath(relative), defaultID: defaultID) }
        return PageLoad(
            page: page, idLocation: root.map { $0.objectValue?["id"]?.location ?? $0.location },
            diagnostics: decoder.log.diagnostics, excluded: decoder.excluded,
            undeclaredFeatures: decoder.undeclaredFeatures)
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
        let shown = displayPath(relative)
        guard let bytes = readFile(relative, log: &log) else { return nil }
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
        let shown = SourceLocation(file: displayPath(relative))
        let path = absolutePath(relative)
        guard isInsideProject(path) else {
            log.append(
                .error(
                    "outside-project", at: shown,
                    "this file is a link that leads outside the project; refusing to read it"))
            return nil
        }
        // Only regular files (links already resolved): opening a FIFO or a device would block or never end.
        let real = URL(fileURLWithPath: path).resolvingSymlinksInPath().path
        guard (try? FileManager.default.attributesOfItem(atPath: real))?[.type] as? FileAttributeType == .typeRegular
        else {
            log.append(.error("unreadable", at: shown, "not a regular file; refusing to read it"))
            return nil
        }
        guard let handle = FileHandle(forReadingAtPath: path) else {
            log.append(.error("unreadable", at: shown, "cannot read this file"))
            return nil
        }
        defer { try? handle.close() }
        guard let data = try? handle.read(upToCount: Self.maximumFileSize + 1) else {
            return []
        }
        if data.count > Self.maximumFileSize {
            log.append(
                .error(
                    "file-too-large", at: shown,
                    "the file is larger than \(Self.maximumFileSize / 1024 / 1024) MiB; split it into sections and includes"
                ))
            return nil
        }
        return [UInt8](data)
    }

    /// True when the real path (links resolved) stays inside the project folder.
    public func isInsideProject(_ path: String) -> Bool {
        let root = URL(fileURLWithPath: projectDirectory).resolvingSymlinksInPath().standardizedFileURL.path
        let real = URL(fileURLWithPath: path).resolvingSymlinksInPath().standardizedFileURL.path
        return real == root || real.hasPrefix(root.hasSuffix("/") ? root : root + "/")
    }

    /// `*.json` below a project folder, as sorted project-relative paths.
    public func jsonFiles(under relativeFolder: String, log: inout DiagnosticLog) -> [String] {
        files(under: relativeFolder, extension: "json", log: &log)
    }

    /// Files with an extension (any file when nil) below a project folder, as sorted project-relative paths;
    /// hidden files and folders (`.DS_Store`, `.git`) are left out.
    public func files(under relativeFolder: String, extension wanted: String?, log: inout DiagnosticLog) -> [String] {
        let folder = absolutePath(relativeFolder)
        guard let enumerator = FileManager.default.enumerator(atPath: folder) else { return [] }
        var result: [String] = []
        while let item = enumerator.nextObject() as? String {
            guard wanted.map({ item.hasSuffix(".\($0)") }) ?? true,
                !item.split(separator: "/").contains(where: { $0.hasPrefix(".") })
            else {
                continue
            }
            let relative = "\(relativeFolder)/\(item)"
            var isDirectory: ObjCBool = false
            if FileManager.default.fileExists(atPath: absolutePath(relative), isDirectory: &isDirectory),
                !isDirectory.boolValue
            {
                result.append(relative)
            }
        }
        return result.sorted()
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
            result.state = .missing(hint: Suggestion.hint(for: name, among: available))
            return result
        }
        var decoder = ContentDecoder(form: form, features: features)
        if let root = readJSON(relative, log: &decoder.log) {
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
