import Foundation
import TrellisContent
import TrellisRender

/// The fingerprints that decide which pages of a build can be taken from the cache.
///
/// A page's work (contract check, rendering at every viewport and variant, validation) reads: the page's file and
/// every file its sections and components came from (includes), the templates of the types it shows, and what every
/// page shares — `site.json`, contracts and shared schemas, partials, the theme, the OpenAPI document, the names of
/// the project's assets, the build's options and the Trellis executable itself. Each is hashed by content (never
/// by modification time), so an editor that rewrites a file unchanged costs nothing and one that keeps the time
/// of a changed file cannot fool the build; a page file whose whole stamp, status-change time included, is as the
/// last build saw it keeps the hash it had then (`LoadCache`).
///
/// Sharing is decided conservatively: a template that includes partials or changes its delimiters depends on every
/// template; contracts (which may `$ref` one another and give sizes and defaults) count as shared; component CSS
/// is not an input of any page (it goes to `assets/components.css`, rewritten by every build).
struct InputFingerprint {
    /// Covers everything every page reads.
    let sharedKey: UInt64
    /// Every type a page shows, sorted: what `PageKeys.types` count in.
    let typeNames: [String]
    /// The key of each of `typeNames` (its template's; 0 for a type without one).
    private let typeNameKeys: [UInt64]
    /// Each page's keys, in the order of the site's pages.
    let pageKeys: [PageKeys]
    /// Covers the content of every page, in order, and what the pages share, but not component templates: every
    /// page's contract key (`PageKeys.contract`). What the catalog makes from the pages alone — how often each type
    /// is used where, the home page's cards — is the same while this is (`CatalogUsageMemo`).
    let contentDigest: UInt64

    /// Bumped when what the cache holds changes meaning.
    static let formatVersion: UInt64 = 28

    /// `knownHashes`: the hashes of files this build has already read, by shown path (the page files, which the
    /// loader hashed to find them in its cache): not read and hashed a second time (327 MB at 10,000 pages).
    init(
        project: ProjectLoader, site: Site, templates: TemplateSet, assets: Set<String>, options: BuildOptions,
        shownRoot: String, knownHashes: [String: UInt64] = [:]
    ) {
        var shared = StableHasher()
        shared.combine(Self.formatVersion)
        shared.combine(Self.executableIdentity)
        shared.combine(options.strict ? 1 : 0)
        shared.combine(shownRoot)
        for (name, isOn) in options.featureOverrides.sorted(by: { $0.key < $1.key }) {
            shared.combine(name + (isOn ? "=on" : "=off"))
        }
        for asset in assets.sorted() { shared.combine(asset) }
        shared.combine(Self.hash(ofFile: project.displayPath("Content/site.json")))
        // What the settings take from elsewhere than site.json: the title defaults to the project folder's name.
        shared.combine(site.settings.title)
        if let document = site.settings.openAPIDocument {
            shared.combine(document)
            shared.combine(Self.hash(ofFile: project.displayPath(document)))
        }

        var ignored = DiagnosticLog()
        let templateFiles = project.files(under: "Templates", extension: nil, log: &ignored).sorted()
        let hashes = templateFiles.parallelMap { Self.hash(ofFile: project.displayPath($0)) }
        var ownTemplates: [String: UInt64] = [:]
        var allTemplates = StableHasher()
        let componentsFolder = "Templates/components/"
        for (relative, hash) in zip(templateFiles, hashes) {
            if relative.hasPrefix(componentsFolder), relative.hasSuffix(".mustache") {
                let type = String(relative.dropFirst(componentsFolder.count).dropLast(".mustache".count))
                ownTemplates[type] = hash
                allTemplates.combine(relative)
                allTemplates.combine(hash)
            } else if relative.hasPrefix(componentsFolder), relative.hasSuffix(".css") {
                continue
            } else {
                shared.combine(relative)
                shared.combine(hash)
            }
        }
        let everyTemplate = allTemplates.finalize()
        var typeKeys: [String: UInt64] = [:]
        for (type, hash) in ownTemplates {
            var hasher = StableHasher()
            hasher.combine(type)
            hasher.combine(hash)
            let file = templates.components[type]?.file
            if let file, Self.includesOtherTemplates(file) { hasher.combine(everyTemplate) }
            typeKeys[type] = hasher.finalize()
        }
        let sharedKey = shared.finalize()
        self.sharedKey = sharedKey

        // The files and types of each page are found once, on all cores, and let go once its keys are made: only
        // the keys and the positions of its types are kept.
        let inputs = site.pages.parallelMap(Self.inputs(of:))
        var files: Set<String> = []
        var types: Set<String> = []
        for input in inputs {
            files.formUnion(input.files)
            types.formUnion(input.types.lazy.map(\.name))
        }
        let sortedFiles = files.sorted()
        let fileHashes = sortedFiles.parallelMap { knownHashes[$0] ?? Self.hash(ofFile: $0) }
        let fileKeys = Dictionary(uniqueKeysWithValues: zip(sortedFiles, fileHashes))
        let typeNames = types.sorted()
        let typeNameKeys = typeNames.map { typeKeys[$0] ?? 0 }
        let hasTemplate = typeNames.map { typeKeys[$0] != nil }
        let positions = Dictionary(uniqueKeysWithValues: zip(typeNames, (0..<UInt32(typeNames.count))))
        self.typeNames = typeNames
        self.typeNameKeys = typeNameKeys
        let pages = site.pages
        self.pageKeys = Array(pages.indices).parallelMap { index in
            let (page, inputs) = (pages[index], inputs[index])
            var render = StableHasher()
            render.combine(sharedKey)
            render.combine(page.id)
            for file in inputs.files {
                render.combine(file)
                render.combine(fileKeys[file] ?? 0)
            }
            var contract = render
            contract.combine("contract check")
            var shown: [UInt32] = []
            var counts: [UInt32] = []
            shown.reserveCapacity(inputs.types.count)
            counts.reserveCapacity(inputs.types.count)
            for (type, count) in inputs.types {
                guard let position = positions[type] else { continue }
                let key = typeNameKeys[Int(position)]
                render.combine(type)
                render.combine(key)
                contract.combine(type)
                contract.combine(hasTemplate[Int(position)] ? 1 : 0)
                shown.append(position)
                counts.append(UInt32(clamping: count))
            }
            return PageKeys(
                render: render.finalize(), contract: contract.finalize(), types: shown, typeCounts: counts)
        }
        var content = StableHasher()
        content.combine(sharedKey)
        content.combine(UInt64(pageKeys.count))
        for keys in pageKeys { content.combine(keys.contract) }
        self.contentDigest = content.finalize()
    }

    /// Per type, how many components of it each page (by id) shows: the catalog's counts (`SiteUsage.byPage`), from
    /// the counts found with each page's types, so that the catalog does not read every page again for them.
    /// `pages` are the pages the keys were made for, in their order.
    func usageByPage(of pages: [Page]) -> [String: [String: Int]] {
        var usage: [String: [String: Int]] = [:]
        for (page, keys) in zip(pages, pageKeys) {
            for (position, count) in zip(keys.types, keys.typeCounts) {
                usage[typeNames[Int(position)], default: [:]][page.id, default: 0] += Int(count)
            }
        }
        return usage
    }

    /// The key of each type a page shows (its template's), in the order of their names.
    func typeKeys(of keys: PageKeys) -> [UInt64] {
        keys.types.map { typeNameKeys[Int($0)] }
    }

    /// The page's file and every file a section or component of it was read from, sorted, and how many components
    /// of each type it shows (headers, footers, children and hidden ones included), in the order of the types' names:
    /// a skeleton's packed components are read in place, each section's types looked up once per type.
    static func inputs(of page: Page) -> (files: [String], types: [(name: String, count: Int)]) {
        var files: Set<String> = [page.file]
        var counts: [String: Int] = [:]
        for section in page.sections {
            files.insert(section.location.file)
            section.collectTypeCountsAndFiles(counts: &counts, files: &files)
        }
        return (files.sorted(), counts.sorted { $0.key < $1.key }.map { ($0.key, $0.value) })
    }

    /// 0 for a file that cannot be read (absent is an input too: creating it changes the key).
    static func hash(ofFile path: String) -> UInt64 {
        // Through links, as the loader reads project files (a link leaving the project fails the build anyway).
        guard let bytes = FastFileSystem.readFile(path, followingLinks: true) else { return 0 }
        return StableHasher.hash(bytes)
    }

    /// True when the template has a partial tag (`{{>`) or a delimiter change (`{{=`), after which partial tags
    /// cannot be found by looking for `{{>`: it then depends on every template.
    private static func includesOtherTemplates(_ path: String) -> Bool {
        guard let bytes = FastFileSystem.readFile(path, followingLinks: true) else { return true }
        var index = 0
        while index + 1 < bytes.count {
            if bytes[index] == UInt8(ascii: "{"), bytes[index + 1] == UInt8(ascii: "{") {
                var next = index + 2
                while next < bytes.count, bytes[next] == UInt8(ascii: "{") || bytes[next] == UInt8(ascii: " ") {
                    next += 1
                }
                if next < bytes.count, bytes[next] == UInt8(ascii: ">") || bytes[next] == UInt8(ascii: "=") {
                    return true
                }
                index = next
            } else {
                index += 1
            }
        }
        return false
    }

    /// The running executable's size and modification time: a rebuilt Trellis never reuses an older one's work.
    static let executableIdentity: UInt64 = {
        var hasher = StableHasher()
        if let executable = Bundle.main.executablePath,
            case let path = URL(fileURLWithPath: executable).resolvingSymlinksInPath().path,
            let stamp = FastFileSystem.stamp(ofFile: path)
        {
            hasher.combine(path)
            hasher.combine(stamp.size)
            hasher.combine(UInt64(bitPattern: stamp.modifiedSeconds))
            hasher.combine(UInt64(bitPattern: stamp.modifiedNanoseconds))
        }
        return hasher.finalize()
    }()
}
