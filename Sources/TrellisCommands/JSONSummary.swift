import TrellisContent
import TrellisSite

/// The closing line of a command under `--diagnostics json`: `{"summary":{…}}`, printed after the diagnostic
/// objects on the same stream (standard error), so a tool reading that stream gets one JSON object per line and
/// learns the outcome from the last one. The `summary` key tells it apart from a diagnostic.
///
/// Keys come in the order they are added, so the line is the same on every run; `command`, `succeeded`, `errors`
/// and `warnings` are always first, and the counts of what was built follow only when there is something to count.
struct JSONSummary {
    private var fields: [String] = []

    init(command: String, succeeded: Bool, errors: Int, warnings: Int) {
        add("command", command)
        fields.append("\"succeeded\":\(succeeded)")
        add("errors", errors)
        add("warnings", warnings)
    }

    /// The outcome of `build` or `check`: the counts of what was laid out and validated, when it succeeded.
    init(command: String, result: BuildResult) {
        let diagnostics = result.diagnostics
        self.init(
            command: command, succeeded: result.summary != nil, errors: diagnostics.count { $0.severity == .error },
            warnings: diagnostics.count { $0.severity == .warning })
        guard let summary = result.summary else { return }
        add("pages", summary.pages)
        add("renderings", summary.renderings)
        add("components", summary.components)
        add("htmlValidated", summary.filesValidated)
        add("pagesReused", summary.pagesReused)
        add("pagesSpliced", summary.pagesSpliced)
    }

    mutating func add(_ key: String, _ value: Int) {
        fields.append("\(JSONWriter.string(key)):\(value)")
    }

    mutating func add(_ key: String, _ value: String) {
        fields.append("\(JSONWriter.string(key)):\(JSONWriter.string(value))")
    }

    /// `"phases":[{"name":"write","milliseconds":12},…]`, for `--timings`.
    mutating func add(phases: [(name: String, milliseconds: Int)]) {
        let objects = phases.map { "{\"name\":\(JSONWriter.string($0.name)),\"milliseconds\":\($0.milliseconds)}" }
        fields.append("\"phases\":[" + objects.joined(separator: ",") + "]")
    }

    /// The whole line, without its line end.
    var line: String { "{\"summary\":{" + fields.joined(separator: ",") + "}}" }
}
