import Yams

/// Finds the second occurrence of a duplicated mapping key.
///
/// Yams refuses duplicate keys while composing, but reports the position of the *first* occurrence, while the
/// mistake a person wants pointed at is the later one. Yams' composer is closed, so this makes the first key
/// unique by inserting a private-use character into it, composes the edited text again and reads the position of
/// the key that now stands alone. Any failure returns nil and the caller falls back to the first position.
enum YAMLDuplicateKeyLocator {
    typealias Position = (line: Int, column: Int)

    /// U+E000 is a printable private-use character: valid at the start of a plain scalar and inside quotes, and
    /// never part of a real key.
    private static let marker: Unicode.Scalar = "\u{E000}"
    private static let maximumAttempts = 16
    private static let maximumVisitedNodes = 1_000_000

    static func secondOccurrence(of key: String, firstAt first: Position, in text: String) -> Position? {
        var edited = text
        var insertions: [Position] = []
        var target = first
        var pending = first
        for _ in 0..<maximumAttempts {
            guard let next = inserting(at: pending, into: edited) else { return nil }
            edited = next
            insertions.append(pending)
            // The first insertion is inside the target key itself; later ones before it on its line shift it.
            if insertions.count > 1 && target.line == pending.line && target.column >= pending.column {
                target.column += 1
            }
            do {
                guard let root = try Yams.compose(yaml: edited, YAMLScalarResolution.resolver) else { return nil }
                var budget = maximumVisitedNodes
                guard var found = search(root, key: key, after: target, budget: &budget) else { return nil }
                // Back to the coordinates of the original text, undoing the insertions last to first.
                for insertion in insertions.reversed()
                where found.line == insertion.line && found.column > insertion.column {
                    found.column -= 1
                }
                return found
            } catch YamlError.duplicatedKeysInMapping(_, let context) {
                // Another key is duplicated too (possibly in the same mapping): make that one unique as well.
                pending = (context.mark.line, context.mark.column)
            } catch {
                return nil
            }
        }
        return nil
    }

    /// The text with the marker inserted at a key's position (just inside the quote for a quoted key).
    private static func inserting(at position: Position, into text: String) -> String? {
        var scalars = Array(text.unicodeScalars)
        var line = 1
        var column = 1
        var index = 0
        while index < scalars.count, line < position.line || column < position.column {
            if line > position.line { return nil }
            let scalar = scalars[index]
            if scalar == "\r" && index + 1 < scalars.count && scalars[index + 1] == "\n" {
                // CR LF is one line break, counted at the LF.
            } else if YAMLErrorTranslation.isLineBreak(scalar) {
                line += 1
                column = 1
            } else {
                column += 1
            }
            index += 1
        }
        guard index < scalars.count, line == position.line, column == position.column else { return nil }
        if scalars[index] == "\"" || scalars[index] == "'" { index += 1 }
        scalars.insert(marker, at: index)
        var result = String.UnicodeScalarView()
        result.append(contentsOf: scalars)
        return String(result)
    }

    /// The position of the first key named `key` that follows the key at `target` in the same mapping.
    private static func search(_ node: Node, key: String, after target: Position, budget: inout Int) -> Position? {
        var pending = [node]
        while let node = pending.popLast() {
            budget -= 1
            if budget < 0 { return nil }
            switch node {
            case .mapping(let mapping):
                var passedTarget = false
                for (candidate, value) in mapping {
                    if let mark = candidate.mark, mark.line == target.line, mark.column == target.column {
                        passedTarget = true
                    } else if passedTarget, case .scalar(let scalar) = candidate, scalar.string == key,
                        let mark = scalar.mark
                    {
                        return (mark.line, mark.column)
                    }
                    pending.append(value)
                    pending.append(candidate)
                }
            case .sequence(let sequence):
                pending.append(contentsOf: sequence)
            case .scalar, .alias:
                break
            }
        }
        return nil
    }
}
