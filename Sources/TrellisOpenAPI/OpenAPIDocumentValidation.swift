import Foundation
import OpenAPIKit
import OpenAPIKit30
import TrellisContent

/// Checks a document's structure against the OpenAPI specification by decoding it with OpenAPIKit: version 3.0.x
/// with `OpenAPIKit30`, 3.1.x and 3.2.x with `OpenAPIKit`.
///
/// OpenAPIKit knows every object of the specification, so a misspelt required field or a wrong type anywhere is
/// reported even though Trellis itself only reads `components.schemas`. Its errors carry a coding path but no
/// position; this type turns the first one into a diagnostic at the deepest node of that path that exists.
enum OpenAPIDocumentValidation {
    /// The versions OpenAPIKit decodes, in words for messages.
    static let supportedVersions = "3.0.0–3.0.4, 3.1.0–3.1.2 and 3.2.0"

    /// Whether `version` is one OpenAPIKit decodes, and whether it is a 3.0 version (a different schema dialect).
    static func kind(of version: String) -> (supported: Bool, isVersion30: Bool) {
        if OpenAPIKit30.OpenAPI.Document.Version(rawValue: version) != nil { return (true, true) }
        if OpenAPIKit.OpenAPI.Document.Version(rawValue: version) != nil { return (true, false) }
        return (false, false)
    }

    /// Nil when the document decodes; else one `openapi-invalid` error. `fromYAML` adds a hint about unquoted
    /// scalars, the usual cause of "expected a string" in YAML documents.
    static func validate(_ document: JSONNode, isVersion30: Bool, fromYAML: Bool) -> Diagnostic? {
        let data = Data(JSONNodeSerialization.bytes(of: document))
        do {
            if isVersion30 {
                _ = try JSONDecoder().decode(OpenAPIKit30.OpenAPI.Document.self, from: data)
            } else {
                _ = try JSONDecoder().decode(OpenAPIKit.OpenAPI.Document.self, from: data)
            }
            return nil
        } catch {
            let described = OpenAPIKit.OpenAPI.Error(from: error)
            return diagnostic(
                message: oneLine(described.localizedDescription), codingPath: described.codingPath, in: document,
                fromYAML: fromYAML)
        }
    }

    /// OpenAPIKit explains "neither a $ref nor a Response" failures over several paragraphs; a diagnostic is one
    /// line.
    static func oneLine(_ message: String) -> String {
        var text = message.split(whereSeparator: \.isNewline).map { $0.trimmingCharacters(in: .whitespaces) }
            .filter { !$0.isEmpty }.joined(separator: " ")
        while text.contains("..") { text = text.replacingOccurrences(of: "..", with: ".") }
        return text
    }

    /// The error at the deepest node of the coding path that exists, with the full path named.
    static func diagnostic(message: String, codingPath: [any CodingKey], in document: JSONNode, fromYAML: Bool)
        -> Diagnostic
    {
        var node = document
        var fullPath = ""
        // The node the coding path names, or the deepest one of it that exists.
        var reachedEnd = true
        for key in codingPath {
            if case .array(let items) = node.value, let index = key.intValue {
                fullPath = JSONPath.index(fullPath, index)
                if reachedEnd, index < items.count {
                    node = items[index]
                } else {
                    reachedEnd = false
                }
            } else {
                fullPath = JSONPath.key(fullPath, key.stringValue)
                if reachedEnd, case .object(let object) = node.value, let next = object[key.stringValue] {
                    node = next
                } else {
                    reachedEnd = false
                }
            }
        }
        var location = node.location
        if reachedEnd, let key = firstInvalidProperty(in: message),
            let found = firstMember(named: key, in: node, path: fullPath)
        {
            (location, fullPath) = found
        }
        var text = "invalid OpenAPI document: \(message)"
        if fromYAML, reachedEnd, let scalar = unquotedNonString(in: node) {
            text +=
                " (YAML reads the unquoted \(scalar.value.briefDescription) at \(scalar.location.line):"
                + "\(scalar.location.column) as \(scalar.value.kindDescription), not as text; quote it if text is meant)"
        }
        return .error("openapi-invalid", at: location, path: fullPath, text)
    }

    /// OpenAPIKit reports unknown fields (usually typos: `sumary`, `descripton`) at the object that holds them, or
    /// even higher up, as "Invalid properties: [ sumary ]". The first name lets the diagnostic point at the key.
    private static func firstInvalidProperty(in message: String) -> String? {
        guard let start = message.range(of: "Invalid properties: [ "),
            let end = message[start.upperBound...].range(of: " ]")
        else { return nil }
        let names = message[start.upperBound..<end.lowerBound].split(separator: ",")
        return names.first.map { $0.trimmingCharacters(in: .whitespaces) }
    }

    /// The position and path of the shallowest key named `key` in `node`'s subtree (breadth first).
    private static func firstMember(named key: String, in node: JSONNode, path: String)
        -> (location: SourceLocation, path: String)?
    {
        var level: [(JSONNode, String)] = [(node, path)]
        while !level.isEmpty {
            var next: [(JSONNode, String)] = []
            for (candidate, candidatePath) in level {
                switch candidate.value {
                case .object(let object):
                    if let member = object.member(key) {
                        return (member.keyLocation, JSONPath.key(candidatePath, key))
                    }
                    next += object.members.map { ($0.value, JSONPath.key(candidatePath, $0.key)) }
                case .array(let items):
                    next += items.enumerated().map { ($1, JSONPath.index(candidatePath, $0)) }
                default:
                    break
                }
            }
            level = next
        }
        return nil
    }

    /// A null, boolean or number in the failing value or among its items: in YAML, `null`, `true` and `8443`
    /// written without quotes where OpenAPI wants a string (`type: [string, null]`, a server variable's `enum`).
    private static func unquotedNonString(in node: JSONNode) -> JSONNode? {
        func isNonStringScalar(_ node: JSONNode) -> Bool {
            switch node.value {
            case .null, .bool, .number: true
            default: false
            }
        }
        if isNonStringScalar(node) { return node }
        return node.arrayValue?.first(where: isNonStringScalar)
    }
}
