import TrellisContent

extension SchemaEvaluation {
    /// `anyOf`: at least one branch. Every branch is tried when annotations are wanted (all passing branches
    /// count for `unevaluated*`); otherwise the first pass decides.
    mutating func evaluateAnyOf(
        _ value: JSONNode, _ index: Int, _ branches: [Int], _ annotations: inout SchemaAnnotations?
    ) -> Bool {
        var passed = false
        for branch in branches {
            let outcome = quietly({ $0.evaluateInPlace(value, branch, &$1) }, annotations: annotations)
            if outcome.passed {
                passed = true
                if let collected = outcome.annotations { annotations?.merge(collected) }
                if annotations == nil { break }
            }
        }
        if !passed { explainNoMatch(value, index, "anyOf", branches) }
        return passed
    }

    /// `oneOf`: exactly one branch.
    mutating func evaluateOneOf(
        _ value: JSONNode, _ index: Int, _ branches: [Int], _ annotations: inout SchemaAnnotations?
    ) -> Bool {
        var passing: [Int] = []
        var collected: SchemaAnnotations?
        for (offset, branch) in branches.enumerated() {
            let outcome = quietly({ $0.evaluateInPlace(value, branch, &$1) }, annotations: annotations)
            if outcome.passed {
                passing.append(offset)
                collected = outcome.annotations
                if passing.count > 1, !collectsErrors { return false }
            }
        }
        if passing.isEmpty {
            explainNoMatch(value, index, "oneOf", branches)
            return false
        }
        if passing.count > 1 {
            let names = passing.map { keywordLocation(index, "oneOf", "\($0)") }
            fail(
                value, index, "oneOf",
                "expected exactly one alternative to match, but \(SchemaMessages.list(names, "and")) all match "
                    + SchemaMessages.found(value.value))
            return false
        }
        if let collected { annotations?.merge(collected) }
        return true
    }

    /// Explains why no branch of a union matched by the branch that came closest: the one whose mistakes are
    /// deepest in the value (it recognised the value, then found a mistake inside), then the one with fewest.
    /// When every branch already rejects the value itself (wrong type, wrong `const`), one message lists what the
    /// branches expect instead.
    private mutating func explainNoMatch(_ value: JSONNode, _ index: Int, _ keyword: String, _ branches: [Int]) {
        guard collectsErrors else { return }
        if explainByDiscriminator(value, index, keyword, branches) { return }
        // A branch that only rejects the value's type (`{"type": "null"}` for a string) is the least close.
        var best: (depth: Int, acceptsType: Bool, count: Int, violations: [SchemaViolation])?
        var expectations: [String] = []
        // The "expected a or b" form is only true when every branch said what it expects.
        var everyBranchExplained = true
        for branch in branches {
            let saved = violations
            violations = []
            var none: SchemaAnnotations?
            _ = evaluate(value, branch, &none)
            let found = violations
            violations = saved
            guard !found.isEmpty else { continue }
            let shallowest = found.map(\.path.count).min() ?? path.count
            let acceptsType = !found.allSatisfy { $0.path.count == path.count && $0.keywordLocation.hasSuffix("/type") }
            if let current = best {
                let better =
                    shallowest != current.depth
                    ? shallowest > current.depth
                    : acceptsType != current.acceptsType ? acceptsType : found.count < current.count
                if better { best = (shallowest, acceptsType, found.count, found) }
            } else {
                best = (shallowest, acceptsType, found.count, found)
            }
            var explained = false
            for violation in found where violation.path.count == path.count {
                if let expected = Self.expectation(violation.message) {
                    explained = true
                    if !expectations.contains(expected) { expectations.append(expected) }
                }
            }
            if !explained { everyBranchExplained = false }
        }
        guard let best else { return }
        if best.depth > path.count {
            violations += best.violations
            return
        }
        let list = SchemaMessages.list(expectations, "or")
        if everyBranchExplained, !expectations.isEmpty, expectations.count <= 6, list.count <= 200 {
            fail(value, index, keyword, "expected \(list), found \(SchemaMessages.found(value.value))")
        } else {
            let first = best.violations[0]
            // The closest branch is itself a union that already said why: its words, not a second wrapper.
            if best.violations.count == 1, first.message.hasPrefix("matches none of the") {
                violations.append(first)
                return
            }
            fail(
                value, index, keyword,
                "matches none of the \(branches.count) alternatives; the closest, \(first.keywordLocation), says: \(first.message)"
            )
        }
    }

    /// `a string` from `expected a string, found 3`.
    private static func expectation(_ message: String) -> String? {
        guard message.hasPrefix("expected "), let range = message.firstRange(of: ", found ") else { return nil }
        return String(message[message.index(message.startIndex, offsetBy: 9)..<range.lowerBound])
    }

    /// A union whose branches each fix one property to a constant (`"kind": {"const": "link"}`, OpenAPI's
    /// discriminator) is explained by that property: a value naming a branch gets that branch's mistakes; a value
    /// naming none is told which names there are, at the property.
    private mutating func explainByDiscriminator(
        _ value: JSONNode, _ index: Int, _ keyword: String, _ branches: [Int]
    ) -> Bool {
        guard case .object(let object) = value.value, branches.count > 1 else { return false }
        let constants = branches.map(branchConstants)
        guard
            let key = constants[0].keys.sorted().first(where: { key in constants.allSatisfy { $0[key] != nil } })
        else { return false }
        let names = constants.map { SchemaMessages.literal($0[key]!) }
        guard let member = object.member(key) else {
            // Only a key every branch requires is demanded; an optional constant (`"kind": {"const": "link"}`
            // without `required`) leaves the explanation to the closest branch.
            guard branches.allSatisfy({ branchRequires($0, key) }) else { return false }
            fail(value, index, keyword, "missing required key \"\(key)\" (one of \(names.joined(separator: ", ")))")
            return true
        }
        if let chosen = constants.firstIndex(where: { JSONEquality.equal($0[key]!, member.value.value) }) {
            var none: SchemaAnnotations?
            _ = evaluate(value, branches[chosen], &none)
            return true
        }
        path.append(.key(key))
        // `"TextBlok"` among sixteen element types: name the one that was meant.
        var hint = ""
        if case .string(let text) = member.value.value {
            let candidates = constants.compactMap { branch -> String? in
                guard case .string(let name)? = branch[key] else { return nil }
                return name
            }
            hint = Suggestion.hint(for: text, among: candidates)
        }
        fail(
            member.value, index, keyword,
            "expected \(SchemaMessages.list(names, "or")), found \(SchemaMessages.found(member.value.value))\(hint)")
        path.removeLast()
        return true
    }

    /// The properties a branch fixes to one value (`const`, or a one-value `enum`), through `$ref`s and `allOf`.
    private func branchConstants(_ branch: Int) -> [String: JSONValue] {
        var result: [String: JSONValue] = [:]
        for node in branchParts(branch) {
            for (key, schema) in node.properties {
                let property = program.nodes[schema]
                if let constant = property.constValue {
                    result[key] = constant.value
                } else if let values = property.enumValues, values.count == 1 {
                    result[key] = values[0].value
                }
            }
        }
        return result
    }

    /// Whether a branch requires `key`, through `$ref`s and `allOf`.
    private func branchRequires(_ branch: Int, _ key: String) -> Bool {
        branchParts(branch).contains { $0.required.contains(key) }
    }

    /// A branch and the schemas it is made of through `$ref`s and `allOf`, each once (a schema reached twice, as
    /// a shared base is, is skipped the second time, not the end of the walk), at most 32.
    private func branchParts(_ branch: Int) -> [SchemaNode] {
        var parts: [SchemaNode] = []
        var pending = [branch]
        var seen: Set<Int> = []
        while let index = pending.popLast(), seen.count < 32 {
            guard seen.insert(index).inserted else { continue }
            let node = program.nodes[index]
            parts.append(node)
            pending += node.allOf
            if let target = node.ref { pending.append(target) }
        }
        return parts
    }
}
