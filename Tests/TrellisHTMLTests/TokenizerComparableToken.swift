import TrellisHTML

/// A token in the shape the html5lib tests compare: no offsets, attributes as a dictionary (the suite's
/// JSON objects are unordered), adjacent characters coalesced, and DOCTYPE "correctness" as the negation
/// of force-quirks.
enum TokenizerComparableToken: Equatable, CustomStringConvertible {
    case doctype(name: String?, publicIdentifier: String?, systemIdentifier: String?, correct: Bool)
    case startTag(name: String, attributes: [String: String], selfClosing: Bool)
    case endTag(name: String)
    case comment(String)
    case characters(String)

    /// The tokenizer's output up to the end of file, in the suite's shape.
    static func tokens(from tokens: [HTMLToken]) -> [TokenizerComparableToken] {
        var result: [TokenizerComparableToken] = []
        for token in tokens {
            switch token {
            case .doctype(let doctype):
                result.append(
                    .doctype(
                        name: doctype.name, publicIdentifier: doctype.publicIdentifier,
                        systemIdentifier: doctype.systemIdentifier, correct: !doctype.forceQuirks))
            case .startTag(let tag):
                var attributes: [String: String] = [:]
                for attribute in tag.attributes { attributes[attribute.name] = attribute.value }
                result.append(.startTag(name: tag.name, attributes: attributes, selfClosing: tag.selfClosing))
            case .endTag(let tag):
                result.append(.endTag(name: tag.name))
            case .comment(let data, _):
                result.append(.comment(data))
            case .characters(let data, _):
                result.appendCharacters(data)
            case .endOfFile:
                break
            }
        }
        return result
    }

    /// The suite's expected output (`["StartTag", "a", {"b": "c"}, true]`, …), with `unescape` applied to
    /// every string (the identity unless the test is `doubleEscaped`). `nil` when a token is malformed.
    static func tokens(fromJSON json: [Any], unescape: (String) -> String) -> [TokenizerComparableToken]? {
        var result: [TokenizerComparableToken] = []
        for element in json {
            guard let item = element as? [Any], let kind = item.first as? String, item.count >= 2 else { return nil }
            let text = (item[1] as? String).map(unescape)
            switch kind {
            case "DOCTYPE":
                guard item.count == 5, let correct = item[4] as? Bool else { return nil }
                result.append(
                    .doctype(
                        name: text, publicIdentifier: (item[2] as? String).map(unescape),
                        systemIdentifier: (item[3] as? String).map(unescape), correct: correct))
            case "StartTag":
                guard let name = text, item.count >= 3, let rawAttributes = item[2] as? [String: Any] else {
                    return nil
                }
                var attributes: [String: String] = [:]
                for (key, value) in rawAttributes {
                    guard let value = value as? String else { return nil }
                    attributes[unescape(key)] = unescape(value)
                }
                let selfClosing = item.count > 3 && (item[3] as? Bool ?? false)
                result.append(.startTag(name: name, attributes: attributes, selfClosing: selfClosing))
            case "EndTag":
                guard let name = text else { return nil }
                result.append(.endTag(name: name))
            case "Comment":
                guard let data = text else { return nil }
                result.append(.comment(data))
            case "Character":
                guard let data = text else { return nil }
                result.appendCharacters(data)
            default:
                return nil
            }
        }
        return result
    }

    var description: String {
        switch self {
        case .doctype(let name, let publicIdentifier, let systemIdentifier, let correct):
            "DOCTYPE(\(name.debugDescription), \(publicIdentifier.debugDescription), "
                + "\(systemIdentifier.debugDescription), correct: \(correct))"
        case .startTag(let name, let attributes, let selfClosing):
            "StartTag(\(name), \(attributes.sorted { $0.key < $1.key })\(selfClosing ? ", self-closing" : ""))"
        case .endTag(let name): "EndTag(\(name))"
        case .comment(let data): "Comment(\(data.debugDescription))"
        case .characters(let data): "Character(\(data.debugDescription))"
        }
    }
}

extension [TokenizerComparableToken] {
    /// Appends character data, merging it into a preceding character token as the suite does.
    mutating func appendCharacters(_ data: String) {
        if case .characters(let previous) = last {
            self[count - 1] = .characters(previous + data)
        } else {
            append(.characters(data))
        }
    }
}
