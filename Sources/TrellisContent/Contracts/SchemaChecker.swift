extension ContractSchema {
    /// Checks data against a parsed schema, one diagnostic per violation, in document order.
    struct Checker {
        private enum Task {
            case check(JSONNode, schema: Int, path: String)
            case report(Diagnostic)
        }

        let nodes: [Node]
        let contract: String
        private var diagnostics: [Diagnostic] = []
        /// The follow-up work of the value being checked, in document order.
        private var followUps: [Task] = []

        init(nodes: [Node], contract: String) {
            self.nodes = nodes
            self.contract = contract
        }

        /// Walks the data with an explicit stack, so nesting depth never reaches the call stack.
        mutating func check(_ value: JSONNode, path: String) -> [Diagnostic] {
            guard !nodes.isEmpty else { return [] }
            var stack: [Task] = [.check(value, schema: 0, path: path)]
            while let task = stack.popLast() {
                switch task {
                case .report(let diagnostic):
                    diagnostics.append(diagnostic)
                case .check(let node, let schema, let path):
                    followUps.removeAll(keepingCapacity: true)
                    evaluate(node, nodes[schema], path: path)
                    stack.append(contentsOf: followUps.reversed())
                }
            }
            return diagnostics
        }

        private var suffix: String { " (contract \(contract))" }

        private func violation(_ node: JSONNode, _ path: String, _ message: String) -> Diagnostic {
            .error("contract", at: node.location, path: path, message + suffix)
        }

        /// Checks one value against one schema; problems inside children become follow-up tasks.
        private mutating func evaluate(_ node: JSONNode, _ schema: Node, path: String) {
            if schema.rejectsEverything {
                diagnostics.append(violation(node, path, "expected no value here, found \(Self.found(node.value))"))
                return
            }
            if let types = schema.types, !types.contains(where: { $0.accepts(node.value) }) {
                diagnostics.append(
                    violation(node, path, "expected \(Self.phrase(types)), found \(Self.found(node.value))"))
                return
            }
            if let allowed = schema.enumValues, !allowed.contains(where: { JSONEquality.equal($0.value, node.value) }) {
                let list = allowed.map { Self.literal($0.value) }
                let expected = list.count == 1 ? list[0] : "one of " + list.joined(separator: ", ")
                diagnostics.append(violation(node, path, "expected \(expected), found \(Self.found(node.value))"))
                return
            }
            switch node.value {
            case .string(let text): evaluateString(node, text, schema, path: path)
            case .number(let number): evaluateNumber(node, number, schema, path: path)
            case .object(let object): evaluateObject(node, object, schema, path: path)
            case .array(let items):
                if let itemSchema = schema.items {
                    for (offset, item) in items.enumerated() {
                        followUps.append(.check(item, schema: itemSchema, path: JSONPath.index(path, offset)))
                    }
                }
            case .null, .bool: break
            }
        }

        private mutating func evaluateString(_ node: JSONNode, _ text: String, _ schema: Node, path: String) {
            var found: String { Self.found(node.value) }
            if let format = schema.format {
                if format.isURL, URLSafety.isScriptCapable(text) {
                    diagnostics.append(
                        .error(
                            "unsafe-url", at: node.location, path: path,
                            "\(found) is a script-capable URL; Trellis refuses javascript:, vbscript: and data: URLs"
                                + suffix))
                    return
                }
                if !format.accepts(text) {
                    diagnostics.append(violation(node, path, "expected \(format.expectation), found \(found)"))
                }
            }
            if schema.minLength != nil || schema.maxLength != nil {
                // JSON Schema counts a string's length in code points (Unicode scalars), not in what a reader
                // sees as one character: an emoji with a skin tone is 2. When the two differ, the message says
                // how long the value is the way the check counted it.
                let length = text.unicodeScalars.count
                let counted = length == text.count ? "" : ", \(length) code points long"
                if let minimum = schema.minLength, length < minimum {
                    diagnostics.append(
                        violation(node, path, "expected at least \(Self.characters(minimum)), found \(found)\(counted)")
                    )
                }
                if let maximum = schema.maxLength, length > maximum {
                    diagnostics.append(
                        violation(node, path, "expected at most \(Self.characters(maximum)), found \(found)\(counted)"))
                }
            }
        }

        private mutating func evaluateNumber(_ node: JSONNode, _ number: JSONNumber, _ schema: Node, path: String) {
            let noun = schema.types == [.integer] ? "an integer" : "a number"
            if let minimum = schema.minimum, number.value < minimum.value {
                diagnostics.append(violation(node, path, "expected \(noun) ≥ \(minimum.text), found \(number.text)"))
            }
            if let maximum = schema.maximum, number.value > maximum.value {
                diagnostics.append(violation(node, path, "expected \(noun) ≤ \(maximum.text), found \(number.text)"))
            }
        }

        private mutating func evaluateObject(_ node: JSONNode, _ object: JSONObject, _ schema: Node, path: String) {
            for key in schema.required where object[key] == nil {
                diagnostics.append(violation(node, path, "missing required key \"\(key)\""))
            }
            for member in object.members {
                let memberPath = JSONPath.key(path, member.key)
                guard let index = schema.propertyIndex[member.key] ?? schema.additionalProperties else { continue }
                if nodes[index].rejectsEverything {
                    let candidates = schema.properties.filter { !nodes[$0.schema].rejectsEverything }.map(\.key)
                    let hint =
                        schema.propertyIndex[member.key] == nil
                        ? Suggestion.hint(for: member.key, among: candidates) : ""
                    followUps.append(
                        .report(
                            .error(
                                "contract", at: member.keyLocation, path: memberPath,
                                "unexpected key \"\(member.key)\"\(suffix)\(hint)")))
                } else {
                    followUps.append(.check(member.value, schema: index, path: memberPath))
                }
            }
        }

        /// `a string`, `a string or null`, `a string, a number or null`.
        static func phrase(_ types: [ValueType]) -> String {
            Parser.list(types.map(\.phrase), "or")
        }

        /// An allowed value as compact JSON (`{"k": [1, 2]}`), cut short with `…` after about 40 characters.
        static func literal(_ value: JSONValue) -> String {
            var text = ""
            appendLiteral(value, to: &text, limit: 40)
            return text
        }

        /// Recursion stays shallow: every level writes at least one character and stops at the limit.
        private static func appendLiteral(_ value: JSONValue, to text: inout String, limit: Int) {
            guard text.count < limit else {
                if !text.hasSuffix("…") { text += "…" }
                return
            }
            switch value {
            case .array(let items):
                text += "["
                for (offset, item) in items.enumerated() {
                    if offset > 0 { text += ", " }
                    appendLiteral(item.value, to: &text, limit: limit)
                    if text.hasSuffix("…") { return }
                }
                text += "]"
            case .object(let object):
                text += "{"
                for (offset, member) in object.members.enumerated() {
                    if offset > 0 { text += ", " }
                    text += found(.string(member.key)) + ": "
                    appendLiteral(member.value.value, to: &text, limit: limit)
                    if text.hasSuffix("…") { return }
                }
                text += "}"
            default:
                text += found(value)
            }
        }

        static func characters(_ count: Int) -> String {
            count == 1 ? "1 character" : "\(count) characters"
        }

        /// The value as quoted in "found …": like `briefDescription`, but control characters in strings are
        /// escaped so a message stays on one line (`"java\tscript:x"`).
        static func found(_ value: JSONValue) -> String {
            guard case .string(let text) = value else { return value.briefDescription }
            let clipped = text.count > 40 ? String(text.prefix(40)) + "…" : text
            var result = "\""
            for scalar in clipped.unicodeScalars {
                switch scalar {
                case "\t": result += "\\t"
                case "\n": result += "\\n"
                case "\r": result += "\\r"
                case _ where scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value):
                    let hex = String(scalar.value, radix: 16, uppercase: true)
                    result += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
                default: result.unicodeScalars.append(scalar)
                }
            }
            return result + "\""
        }
    }
}

extension ContractSchema {
    /// JSON equality for `enum`: numbers by value (`1` equals `1.0`), strings by code points, objects regardless
    /// of key order. Iterative, so deep values are safe.
    enum JSONEquality {
        static func equal(_ a: JSONValue, _ b: JSONValue) -> Bool {
            var pending = [(a, b)]
            while let (x, y) = pending.popLast() {
                switch (x, y) {
                case (.null, .null): continue
                case (.bool(let p), .bool(let q)): if p != q { return false }
                case (.number(let p), .number(let q)): if p.value != q.value { return false }
                case (.string(let p), .string(let q)):
                    if !p.unicodeScalars.elementsEqual(q.unicodeScalars) { return false }
                case (.array(let p), .array(let q)):
                    guard p.count == q.count else { return false }
                    for (left, right) in zip(p, q) { pending.append((left.value, right.value)) }
                case (.object(let p), .object(let q)):
                    guard p.count == q.count else { return false }
                    for member in p.members {
                        guard let other = q[member.key] else { return false }
                        pending.append((member.value.value, other.value))
                    }
                default: return false
                }
            }
            return true
        }
    }
}
