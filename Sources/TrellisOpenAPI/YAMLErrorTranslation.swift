import TrellisContent
import Yams

/// Turns Yams' errors into one diagnostic at the problem's line and column, in words a person who is not a YAML
/// expert can act on (libyaml's "did not find expected key" usually means a mis-indented line).
enum YAMLErrorTranslation {
    static func diagnostic(for error: YamlError, text: String, file: String) -> Diagnostic {
        func at(_ mark: Mark) -> SourceLocation { SourceLocation(file: file, line: mark.line, column: mark.column) }
        switch error {
        case .scanner(let context, let problem, let mark, _),
            .parser(let context, let problem, let mark, _),
            .composer(let context, let problem, let mark, _):
            if problem == "but found another document" {
                return .error(
                    "yaml-syntax", at: at(mark),
                    "a second YAML document starts here; the file must contain exactly one document")
            }
            var message = explanation(of: problem, at: mark, in: text)
            // "while scanning for the next token" names no construct a person could look for.
            if let context, !context.text.hasPrefix("while scanning for ") {
                message += " (\(phrase(for: context.text)) that starts at \(context.mark.line):\(context.mark.column))"
            }
            return .error("yaml-syntax", at: at(mark), message)
        case .reader(let problem, let offset, _, let yaml):
            let position = offset.map { self.position(ofCharacterOffset: $0, in: yaml) } ?? (line: 1, column: 1)
            return .error(
                "yaml-syntax", at: SourceLocation(file: file, line: position.line, column: position.column),
                readerExplanation(of: problem))
        case .duplicatedKeysInMapping(let duplicates, let context):
            let key = duplicates.first ?? ""
            let first = context.mark
            let firstPosition = (line: first.line, column: first.column)
            if let second = YAMLDuplicateKeyLocator.secondOccurrence(of: key, firstAt: firstPosition, in: text) {
                return .error(
                    "yaml-duplicate-key", at: SourceLocation(file: file, line: second.line, column: second.column),
                    "duplicate key \"\(key)\" in this mapping (first at \(first.line):\(first.column))")
            }
            return .error(
                "yaml-duplicate-key", at: at(first), "the key \"\(key)\" appears more than once in this mapping")
        case .memory:
            return .error("yaml-syntax", at: SourceLocation(file: file), "out of memory while reading the YAML file")
        default:
            return .error("yaml-syntax", at: SourceLocation(file: file, line: 1, column: 1), "\(error)")
        }
    }

    /// `while parsing a block mapping` → `in the block mapping`.
    private static func phrase(for context: String) -> String {
        var phrase = context
        for prefix in ["while parsing ", "while scanning "] where phrase.hasPrefix(prefix) {
            phrase = String(phrase.dropFirst(prefix.count))
        }
        for article in ["a ", "an "] where phrase.hasPrefix(article) {
            phrase = "the " + phrase.dropFirst(article.count)
        }
        return "in " + phrase
    }

    private static func explanation(of problem: String, at mark: Mark, in text: String) -> String {
        switch problem {
        case "did not find expected key":
            return "expected a key here; check that this line is indented like the other keys of its mapping"
        case "mapping values are not allowed in this context":
            return "unexpected ':'; a value that contains ': ' must be quoted, or the line is indented too far"
        case "found character that cannot start any token":
            if character(at: mark, in: text) == "\t" {
                return "a tab character; YAML indentation must use spaces"
            }
            return "this character cannot start a YAML value; quote the value"
        case "found undefined alias":
            return "the alias names an anchor that is not defined before it"
        case "did not find expected node content":
            return "expected a value here"
        case "found unexpected end of stream":
            return "unexpected end of file"
        case "could not find expected ':'":
            return "expected ':' after this key"
        case "did not find expected '-' indicator":
            return "expected a '-' list item here; check the indentation"
        case "did not find expected ',' or ']'":
            return "expected ',' or ']' in this flow list"
        case "did not find expected ',' or '}'":
            return "expected ',' or '}' in this flow mapping"
        default:
            return problem
        }
    }

    private static func readerExplanation(of problem: String) -> String {
        switch problem {
        case "control characters are not allowed":
            return "a control character; YAML files may only contain printable characters, tabs and line breaks"
        case "invalid leading UTF-8 octet", "incomplete UTF-8 octet sequence", "invalid trailing UTF-8 octet":
            return "invalid UTF-8; YAML files must be UTF-8"
        default:
            return problem
        }
    }

    /// Line breaks as libyaml counts them, so positions computed here agree with its marks.
    static func isLineBreak(_ scalar: Unicode.Scalar) -> Bool {
        ["\n", "\r", "\u{85}", "\u{2028}", "\u{2029}"].contains(scalar)
    }

    private static func character(at mark: Mark, in text: String) -> Unicode.Scalar? {
        var line = 1
        var column = 1
        var previous: Unicode.Scalar?
        for scalar in text.unicodeScalars {
            if line == mark.line && column == mark.column { return scalar }
            if line > mark.line { return nil }
            if isLineBreak(scalar) {
                if !(scalar == "\n" && previous == "\r") { line += 1 }
                column = 1
            } else {
                column += 1
            }
            previous = scalar
        }
        return nil
    }

    /// Yams reports reader errors as an offset in characters; diagnostics want line and column.
    private static func position(ofCharacterOffset offset: Int, in text: String) -> (line: Int, column: Int) {
        var line = 1
        var column = 1
        for character in text.prefix(offset) {
            if let first = character.unicodeScalars.first, isLineBreak(first) {
                line += 1
                column = 1
            } else {
                column += character.unicodeScalars.count
            }
        }
        return (line, column)
    }
}
