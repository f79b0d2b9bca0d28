import TrellisMustache

/// A segment described by the output text it covers, so tables can state expectations readably.
struct Described: Equatable, CustomStringConvertible {
    let text: String
    let template: String
    let offset: Int
    let kind: MarkupSegment.Kind

    var description: String { "\(String(reflecting: text)) ← \(template)@\(offset) \(kind)" }
}
