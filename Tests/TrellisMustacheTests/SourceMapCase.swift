import Testing
import TrellisMustache

/// One row of the source-map table: a template (named `main`), its partials, data as JSON, the expected output and
/// the expected segments as (output text, template, source offset, kind).
struct SourceMapCase: Sendable, CustomTestStringConvertible {
    let name: String
    let template: String
    var partials: [String: String] = [:]
    let json: String
    let output: String
    let segments: [(text: String, template: String, offset: Int, kind: MarkupSegment.Kind)]

    var testDescription: String { name }
}
