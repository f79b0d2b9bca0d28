import TrellisContent
import TrellisSite

/// One finished build of `trellis serve`: what set it off, and how it went.
public struct RebuildReport: Sendable {
    /// 1 for the build at start, then one more for each rebuild.
    public var generation: Int
    /// The watched files that changed (project-relative, sorted); empty for the build at start.
    public var changedFiles: [String]
    /// The build's diagnostics and, when it succeeded, its summary.
    public var result: BuildResult
    /// How long the build took, in milliseconds, as the server measured it (the summary has none for a failure).
    public var milliseconds: Int
    /// Where the pages shown from memory before this build are (a page's folder, `pages/home`, or a catalog page,
    /// `components/rating.html`): their files are the same now, so a browser showing one of them need not reload.
    public var previewedPlaces: [String] = []

    public init(generation: Int, changedFiles: [String], result: BuildResult, milliseconds: Int) {
        self.generation = generation
        self.changedFiles = changedFiles
        self.result = result
        self.milliseconds = milliseconds
    }

    public var succeeded: Bool { result.succeeded }
    public var errors: Int { result.diagnostics.count { $0.severity == .error } }
    public var warnings: Int { result.diagnostics.count { $0.severity == .warning } }

    /// The data of the `rebuild` event, on one line:
    /// `{"generation":2,"succeeded":true,"changed":["Content/pages/home.json"],"errors":0,"warnings":0,"milliseconds":80}`.
    public var json: String {
        let changed = changedFiles.map { JSONWriter.string($0) }.joined(separator: ",")
        let previewed = previewedPlaces.map { JSONWriter.string($0) }.joined(separator: ",")
        return "{\"generation\":\(generation),\"succeeded\":\(succeeded),\"changed\":[\(changed)],"
            + "\"errors\":\(errors),\"warnings\":\(warnings),\"milliseconds\":\(milliseconds)"
            + (previewedPlaces.isEmpty ? "" : ",\"previewed\":[\(previewed)]") + "}"
    }
}
