import Foundation

/// The markup of a template's source with its Mustache tags removed, lines and columns of the rest kept, so
/// a markup mistake the template writes can be located at a line of the template file itself.
///
/// Tags become spaces of the same length, so columns stay true; a tag spanning lines keeps its line breaks.
public enum TemplateMarkup {
    public static func withoutTags(_ source: String) -> String {
        var result = ""
        result.reserveCapacity(source.utf8.count)
        var rest = Substring(source)
        while let open = rest.range(of: "{{") {
            result += rest[..<open.lowerBound]
            let closing = rest[open.lowerBound...].hasPrefix("{{{") ? "}}}" : "}}"
            guard let close = rest.range(of: closing, range: open.upperBound..<rest.endIndex) else {
                result += rest[open.lowerBound...]
                return result
            }
            for character in rest[open.lowerBound..<close.upperBound] {
                result.append(character == "\n" ? "\n" : " ")
            }
            rest = rest[close.upperBound...]
        }
        return result + rest
    }
}
