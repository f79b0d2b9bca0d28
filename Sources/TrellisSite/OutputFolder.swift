import Foundation
import TrellisContent

/// The site's output folder: where it may be, and how a new site replaces the old one safely.
///
/// A build writes into a temporary sibling folder and swaps it in only when everything was written and
/// validated, so a failed build leaves the previous site exactly as it was and nothing is written outside
/// the output folder's parent besides that sibling.
struct OutputFolder {
    /// Marks a folder as a Trellis site, so a later build may replace it without `--force`.
    static let marker = ".trellis-site"

    /// The path as shown to the user.
    let shown: String
    let url: URL

    init(shown: String) {
        self.shown = shown
        self.url =
            shown.hasPrefix("/")
            ? URL(fileURLWithPath: shown).standardizedFileURL
            : URL(fileURLWithPath: shown, relativeTo: URL(fileURLWithPath: FileManager.default.currentDirectoryPath))
                .standardizedFileURL
    }

    private static func real(_ url: URL) -> String {
        url.resolvingSymlinksInPath().standardizedFileURL.path
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
        for protected in ["Content", "Templates"] where isInside(output, project + "/" + protected) {
            return .error(
                "unsafe-output", at: location,
                "refusing to write the site into \(protected)/: it holds the project's sources")
        }
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory) {
            if !isDirectory.boolValue {
                return .error("unsafe-output", at: location, "the output path exists and is not a folder")
            }
            let entries = (try? FileManager.default.contentsOfDirectory(atPath: url.path)) ?? []
            let hasMarker = FileManager.default.fileExists(atPath: url.appendingPathComponent(Self.marker).path)
            if !entries.isEmpty && !hasMarker && !force {
                return .error(
                    "unsafe-output", at: location,
                    "the output folder is not empty and was not written by Trellis; use --force to replace it")
            }
        }
        return nil
    }

    /// Writes every file into a fresh temporary sibling folder and returns it.
    func writeStaging(_ files: [SiteFile]) throws -> URL {
        let parent = url.deletingLastPathComponent()
        try FileManager.default.createDirectory(at: parent, withIntermediateDirectories: true)
        let staging = parent.appendingPathComponent(
            ".\(url.lastPathComponent).trellis-tmp-\(ProcessInfo.processInfo.processIdentifier)")
        try? FileManager.default.removeItem(at: staging)
        try FileManager.default.createDirectory(at: staging, withIntermediateDirectories: true)
        let previous = FileManager.default.fileExists(atPath: url.path) ? url : nil
        try FastFileSystem.write(files, under: staging, reusing: previous)
        try Data().write(to: staging.appendingPathComponent(Self.marker))
        return staging
    }

    /// Replaces the output folder with `staging`; the old site is removed only after the new one is in place.
    func swapIn(_ staging: URL) throws {
        let manager = FileManager.default
        guard manager.fileExists(atPath: url.path) else {
            try manager.moveItem(at: staging, to: url)
            return
        }
        let old = url.deletingLastPathComponent()
            .appendingPathComponent(
                ".\(url.lastPathComponent).trellis-old-\(ProcessInfo.processInfo.processIdentifier)")
        try? manager.removeItem(at: old)
        try manager.moveItem(at: url, to: old)
        do {
            try manager.moveItem(at: staging, to: url)
        } catch {
            try? manager.moveItem(at: old, to: url)
            throw error
        }
        FastFileSystem.removeTree(at: old)
    }

    static func discard(_ staging: URL) {
        FastFileSystem.removeTree(at: staging)
    }
}
