import Foundation
import TrellisContent
import TrellisSite

/// A throwaway project folder for tests: write files by relative path, build it, read the output.
///
/// Each instance owns a fresh folder under the system temporary directory and removes it on `deinit`,
/// so tests can run in parallel without sharing state. A project a suite keeps in a `static let` (built once, read
/// by many tests) is never deinitialized: `LeftoverFolders` removes it when the test process exits, so a run of the
/// suite leaves nothing in the temporary directory.
public final class TemporaryProject: @unchecked Sendable {
    public let root: URL

    public init(files: [String: String] = [:]) throws {
        root = FileManager.default.temporaryDirectory
            .appendingPathComponent("trellis-test-\(UUID().uuidString)", isDirectory: true)
        LeftoverFolders.shared.insert(root.path)
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        for (path, contents) in files { try write(path, contents) }
    }

    /// A copy of a fixture folder (e.g. the repository's own example catalog) to build without touching it.
    public convenience init(copying folder: URL, items: [String] = ["Content", "Templates"]) throws {
        try self.init()
        for item in items {
            let source = folder.appendingPathComponent(item)
            if FileManager.default.fileExists(atPath: source.path) {
                try FileManager.default.copyItem(at: source, to: root.appendingPathComponent(item))
            }
        }
    }

    deinit {
        LeftoverFolders.deleteFolder(atPath: root.path)
        LeftoverFolders.shared.remove(root.path)
    }

    public var path: String { root.path }

    public func url(_ relative: String) -> URL { root.appendingPathComponent(relative) }

    public func write(_ relative: String, _ contents: String) throws {
        try write(relative, Data(contents.utf8))
    }

    public func write(_ relative: String, _ data: Data) throws {
        let target = url(relative)
        try FileManager.default.createDirectory(
            at: target.deletingLastPathComponent(), withIntermediateDirectories: true)
        try data.write(to: target)
    }

    public func remove(_ relative: String) throws {
        try FileManager.default.removeItem(at: url(relative))
    }

    public func read(_ relative: String) throws -> String {
        try String(contentsOf: url(relative), encoding: .utf8)
    }

    public func exists(_ relative: String) -> Bool {
        FileManager.default.fileExists(atPath: url(relative).path)
    }

    /// Every file below a folder of the project, as sorted relative paths.
    public func files(under relative: String) -> [String] {
        let base = url(relative).path
        let items = FileManager.default.enumerator(atPath: base)?.allObjects as? [String] ?? []
        return items.filter { item in
            var isDirectory: ObjCBool = false
            _ = FileManager.default.fileExists(atPath: base + "/" + item, isDirectory: &isDirectory)
            return !isDirectory.boolValue
        }.sorted()
    }

    /// Builds the project into `_site` (or `output`), as `trellis build` would.
    public func build(
        output: String? = nil,
        strict: Bool = false,
        force: Bool = false,
        features: [String: Bool] = [:],
        useCache: Bool = true
    ) -> BuildResult {
        SiteBuilder(
            options: BuildOptions(
                projectDirectory: path, outputDirectory: output.map { url($0).path }, strict: strict, force: force,
                featureOverrides: features, useCache: useCache)
        ).build()
    }

    /// Loads the content only.
    public func load(features: [String: Bool] = [:]) -> ProjectLoader.Result {
        ProjectLoader(projectDirectory: path).load(featureOverrides: features)
    }
}
