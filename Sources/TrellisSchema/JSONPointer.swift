import TrellisContent

/// RFC 6901 JSON Pointers (`/properties/a~1b/items`): how `$ref` fragments and schema locations name a place.
public enum JSONPointer {
    /// The reference tokens of a pointer, unescaped; nil when the text is not a pointer (does not start with `/`).
    public static func tokens(_ pointer: String) -> [String]? {
        if pointer.isEmpty { return [] }
        guard pointer.hasPrefix("/") else { return nil }
        return pointer.dropFirst().split(separator: "/", omittingEmptySubsequences: false).map { token in
            guard token.contains("~") else { return String(token) }
            var result = ""
            var pendingTilde = false
            for character in token {
                if pendingTilde {
                    result.append(character == "1" ? "/" : character == "0" ? "~" : character)
                    pendingTilde = false
                } else if character == "~" {
                    pendingTilde = true
                } else {
                    result.append(character)
                }
            }
            return result
        }
    }

    /// One token written into a pointer.
    public static func escape(_ token: String) -> String {
        guard token.contains("~") || token.contains("/") else { return token }
        var result = ""
        for character in token {
            switch character {
            case "~": result += "~0"
            case "/": result += "~1"
            default: result.append(character)
            }
        }
        return result
    }

    public static func appending(_ pointer: String, _ token: String) -> String { pointer + "/" + escape(token) }

    /// The value a pointer names inside `root`, or nil when it names nothing.
    public static func resolve(_ pointer: String, in root: JSONNode) -> JSONNode? {
        guard let tokens = tokens(pointer) else { return nil }
        var node = root
        for token in tokens {
            switch node.value {
            case .object(let object):
                guard let next = object[token] else { return nil }
                node = next
            case .array(let items):
                guard let index = Int(token), index >= 0, index < items.count,
                    token == "0" || !token.hasPrefix("0")
                else { return nil }
                node = items[index]
            default:
                return nil
            }
        }
        return node
    }

    /// The JSON path of the place a pointer names (`components.schemas.Card`, `items[0]`), for messages: reading the
    /// document tells an array index from an object key named `"0"`. Stops at the first token that names nothing.
    public static func jsonPath(_ pointer: String, in root: JSONNode) -> String {
        var node = root
        var path = ""
        for token in tokens(pointer) ?? [] {
            switch node.value {
            case .array(let items):
                guard let offset = Int(token), offset >= 0, offset < items.count else { return path }
                path = JSONPath.index(path, offset)
                node = items[offset]
            case .object(let object):
                guard let next = object[token] else { return path }
                path = JSONPath.key(path, token)
                node = next
            default:
                return path
            }
        }
        return path
    }
}
