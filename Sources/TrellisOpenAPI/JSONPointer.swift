import Foundation
import TrellisContent

/// RFC 6901 JSON pointers into a positioned document, and the local `$ref` values (`#/components/schemas/Card`,
/// RFC 3986 fragments) that name them.
struct JSONPointer: Sendable, Hashable {
    /// The reference tokens, unescaped: `["components", "schemas", "Card"]`.
    var tokens: [String]

    init(_ tokens: [String]) { self.tokens = tokens }

    /// `/components/schemas/Card`, with `~` written `~0` and `/` written `~1`.
    var text: String {
        tokens.map { "/" + Self.escape($0) }.joined()
    }

    func appending(_ token: String) -> JSONPointer { JSONPointer(tokens + [token]) }

    static func escape(_ token: String) -> String {
        token.replacingOccurrences(of: "~", with: "~0").replacingOccurrences(of: "/", with: "~1")
    }

    /// Parses pointer text (`""` or `/a/b`); nil when it is not a pointer.
    init?(text: String) {
        if text.isEmpty {
            self.init([])
            return
        }
        guard text.hasPrefix("/") else { return nil }
        let tokens = text.dropFirst().split(separator: "/", omittingEmptySubsequences: false).map {
            $0.replacingOccurrences(of: "~1", with: "/").replacingOccurrences(of: "~0", with: "~")
        }
        self.init(tokens)
    }

    /// The pointer a same-document reference names (`#/components/schemas/Card%20V2` → `/components/schemas/Card V2`),
    /// or nil for a reference to another document or a malformed fragment.
    init?(localReference reference: String) {
        guard reference.hasPrefix("#"), let fragment = String(reference.dropFirst()).removingPercentEncoding else {
            return nil
        }
        self.init(text: fragment)
    }

    /// The node the pointer names, and its JSON path for messages.
    func resolve(in root: JSONNode) -> (node: JSONNode, path: String)? {
        var node = root
        var path = ""
        for token in tokens {
            switch node.value {
            case .object(let object):
                guard let next = object[token] else { return nil }
                node = next
                path = JSONPath.key(path, token)
            case .array(let items):
                guard let index = Self.arrayIndex(token), index < items.count else { return nil }
                node = items[index]
                path = JSONPath.index(path, index)
            default:
                return nil
            }
        }
        return (node, path)
    }

    /// RFC 6901 array indices: `0` or digits without a leading zero.
    private static func arrayIndex(_ token: String) -> Int? {
        guard !token.isEmpty, token.utf8.allSatisfy({ (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) }),
            token == "0" || !token.hasPrefix("0")
        else { return nil }
        return Int(token)
    }
}
