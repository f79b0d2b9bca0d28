import TrellisContent

/// What the last successful build read and wrote, and what it reported: a build that finds every one of those files
/// as it was reports the same again without doing anything (`SiteBuilder`; docs/performance.md, "Nothing changed").
///
/// The build cache makes a build that changed nothing cheap, but it still reads every page's entry, checks every
/// link and makes the catalog's aggregates again: 150–250 ms at 1,000 pages. Here the whole of that is one question
/// — is every input file, every folder that holds them, and every file and folder of the site still as the last
/// build left them? — answered by a `stat` of each (6,000 at 1,000 pages × 3 viewports: a few milliseconds).
///
/// Inputs are the project's `Content/`, `Templates/` and `Assets/` trees (every file and folder: a folder's stamp
/// changes when a name in it is added, removed or renamed) and the OpenAPI document `site.json` names. A record is
/// written only when the input trees' stamps are the same at the end of the build as at its start (a file or a whole
/// folder changed, added or removed while the build ran), the OpenAPI document is there, and every input stamp had
/// settled when the build began reading (`FileStamp.isSettled`: a file changed just before, in the same tick of the
/// file system's clock, could otherwise keep the stamp recorded). The key holds what else decides the site: the Trellis executable, the project's real path (its
/// folder's name is the default title), how it is shown, the output folder and the options. The record is removed
/// when a build starts that does not take this shortcut, so it only ever describes the site on disk as the last
/// build that succeeded wrote it.
struct BuildRecord: Equatable, Sendable {
    var inputs: FileTreeStamps
    var outputs: FileTreeStamps
    var diagnostics: [Diagnostic]
    /// The summary's counts as the build that wrote the record reported them (its time, phases and reuse counts are
    /// not kept: a build that reports them again has its own).
    var summary: BuildSummary

    static let formatVersion: UInt64 = 1

    /// The record's file in the build cache's folder.
    static func path(inCache folder: String) -> String { folder + "/last-build" }

    /// The key a record is written and read under: everything that decides the site besides the input files.
    static func key(
        projectDirectory: String, shownProject: String, shownOutput: String, strict: Bool,
        featureOverrides: [String: Bool]
    ) -> UInt64 {
        var hasher = StableHasher()
        hasher.combine(formatVersion)
        hasher.combine(InputFingerprint.formatVersion)
        hasher.combine(InputFingerprint.executableIdentity)
        hasher.combine((try? FastFileSystem.realPath(projectDirectory)) ?? projectDirectory)
        hasher.combine(shownProject)
        hasher.combine(shownOutput)
        hasher.combine(strict ? 1 : 0)
        for (name, isOn) in featureOverrides.sorted(by: { $0.key < $1.key }) {
            hasher.combine(name + (isOn ? "=on" : "=off"))
        }
        return hasher.finalize()
    }

    /// The project's three trees of input files (the OpenAPI document `site.json` may name besides is added when the
    /// record is written).
    static func inputTrees(project: ProjectLoader) -> [String] {
        ["Content", "Templates", "Assets"].map { project.displayPath($0) }
    }

    /// The record in `folder`, when one was written there under `key` and is whole; nil otherwise.
    static func read(fromCache folder: String, key: UInt64) -> BuildRecord? {
        guard let (bytes, start) = CacheFileStream.payload(of: path(inCache: folder)) else { return nil }
        var reader = CacheReader(bytes, range: start..<bytes.count)
        guard reader.number() == key, let inputs = reader.treeStamps(), let outputs = reader.treeStamps(),
            let diagnostics = reader.diagnostics()
        else { return nil }
        var counts: [Int] = []
        for _ in 0..<6 {
            guard let count = reader.number().flatMap({ Int(exactly: $0) }) else { return nil }
            counts.append(count)
        }
        guard reader.isAtEnd else { return nil }
        let summary = BuildSummary(
            pages: counts[0], renderings: counts[1], components: counts[2], warnings: counts[3],
            filesWritten: counts[4], filesValidated: counts[5], milliseconds: 0, outputDirectory: "")
        return BuildRecord(inputs: inputs, outputs: outputs, diagnostics: diagnostics, summary: summary)
    }

    /// Writes the record into `folder` under `key` (through a temporary file); false when that failed.
    func write(toCache folder: String, key: UInt64) -> Bool {
        var file = CacheFileStream(path: Self.path(inCache: folder), key: key)
        file.writer.write(inputs)
        file.writer.write(outputs)
        file.writer.write(diagnostics)
        for count in [
            summary.pages, summary.renderings, summary.components, summary.warnings, summary.filesWritten,
            summary.filesValidated,
        ] {
            file.writer.write(UInt64(count))
        }
        return file.finish()
    }

    /// Removes the record from `folder`, if there is one.
    static func remove(fromCache folder: String) {
        _ = FastFileSystem.removeTree(atPath: path(inCache: folder))
    }
}
