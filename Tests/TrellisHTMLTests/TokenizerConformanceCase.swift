import Foundation
import TrellisHTML

/// One run of one html5lib tokenizer test (a test with several `initialStates` gives several runs): the
/// input, the state and last start tag to begin with, and the tokens and errors the suite expects.
struct TokenizerConformanceCase: CustomStringConvertible {
    var file: String
    var name: String
    var input: String
    var initialStateName: String
    var initialState: HTMLTokenizerState
    var lastStartTag: String?
    var expectedTokens: [TokenizerComparableToken]
    /// `code line:column`, in the suite's order (by position).
    var expectedErrors: [String]

    var description: String { "\(file): \(name.debugDescription) in \(initialStateName)" }

    /// What one `.test` file yields.
    struct Loaded {
        var cases: [TokenizerConformanceCase] = []
        /// Runs whose input has a lone surrogate after double-unescaping, which UTF-8 cannot carry.
        var skippedLoneSurrogates = 0
        /// Tests the loader could not read, by description.
        var malformed: [String] = []
    }

    static let states: [String: HTMLTokenizerState] = [
        "Data state": .data, "PLAINTEXT state": .plaintext, "RCDATA state": .rcdata, "RAWTEXT state": .rawtext,
        "Script data state": .scriptData, "CDATA section state": .cdataSection,
    ]

    static func load(_ url: URL) throws -> Loaded {
        let data = try Data(contentsOf: url)
        let root = try JSONSerialization.jsonObject(with: data) as? [String: Any]
        let file = url.lastPathComponent
        var loaded = Loaded()
        for case let test as [String: Any] in root?["tests"] as? [Any] ?? [] {
            let name = test["description"] as? String ?? "?"
            let doubleEscaped = test["doubleEscaped"] as? Bool ?? false
            guard let rawInput = test["input"] as? String, let output = test["output"] as? [Any] else {
                loaded.malformed.append(name)
                continue
            }
            let stateNames = test["initialStates"] as? [String] ?? ["Data state"]
            guard let input = doubleEscaped ? unescapingLoneSurrogatesAsNil(rawInput) : rawInput else {
                loaded.skippedLoneSurrogates += stateNames.count
                continue
            }
            let unescape: (String) -> String = { doubleEscaped ? unescaped($0) : $0 }
            guard let tokens = TokenizerComparableToken.tokens(fromJSON: output, unescape: unescape) else {
                loaded.malformed.append(name)
                continue
            }
            let errors = (test["errors"] as? [[String: Any]] ?? []).map { error in
                "\(error["code"] as? String ?? "?") \(error["line"] as? Int ?? 0):\(error["col"] as? Int ?? 0)"
            }
            for stateName in stateNames {
                guard let state = states[stateName] else {
                    loaded.malformed.append("\(name) (unknown state \(stateName))")
                    continue
                }
                loaded.cases.append(
                    TokenizerConformanceCase(
                        file: file, name: name, input: input, initialStateName: stateName, initialState: state,
                        lastStartTag: test["lastStartTag"] as? String, expectedTokens: tokens, expectedErrors: errors))
            }
        }
        return loaded
    }

    /// Runs the tokenizer; `nil` when tokens and errors match, else what differs.
    func failure() -> String? {
        let bytes = Array(input.utf8)
        var tokenizer = HTMLTokenizer(bytes)
        tokenizer.state = initialState
        tokenizer.lastStartTagName = lastStartTag
        let tokens = TokenizerComparableToken.tokens(from: tokenizer.allTokens())
        let positions = HTMLSourcePosition.positions(of: tokenizer.errors.map(\.offset), in: bytes)
        let errors = zip(tokenizer.errors, positions).map { error, position in
            "\(error.code) \(position.line):\(position.utf16Column)"
        }
        var problems: [String] = []
        if tokens != expectedTokens {
            problems.append("tokens \(tokens) instead of \(expectedTokens)")
        }
        if errors != expectedErrors {
            problems.append("errors \(errors) instead of \(expectedErrors)")
        }
        return problems.isEmpty ? nil : "\(self): " + problems.joined(separator: "; ")
    }

    /// The suite's second round of unescaping: every `\uHHHH` becomes that UTF-16 code unit.
    static func unescaped(_ text: String) -> String {
        String(decoding: unescapedCodeUnits(text), as: UTF16.self)
    }

    /// Like ``unescaped(_:)``, but `nil` when the result holds a lone surrogate.
    static func unescapingLoneSurrogatesAsNil(_ text: String) -> String? {
        let units = unescapedCodeUnits(text)
        var index = 0
        while index < units.count {
            let unit = units[index]
            if UTF16.isLeadSurrogate(unit) {
                guard index + 1 < units.count, UTF16.isTrailSurrogate(units[index + 1]) else { return nil }
                index += 2
            } else if UTF16.isTrailSurrogate(unit) {
                return nil
            } else {
                index += 1
            }
        }
        return String(decoding: units, as: UTF16.self)
    }

    private static func unescapedCodeUnits(_ text: String) -> [UInt16] {
        let units = Array(text.utf16)
        var result: [UInt16] = []
        var index = 0
        while index < units.count {
            if units[index] == 0x5C, index + 5 < units.count + 0, units[index + 1] == 0x75,
                let value = UInt16(String(decoding: units[index + 2..<index + 6], as: UTF16.self), radix: 16)
            {
                result.append(value)
                index += 6
            } else {
                result.append(units[index])
                index += 1
            }
        }
        return result
    }
}
