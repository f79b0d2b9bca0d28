import TrellisContent

extension SchemaEvaluation {
    mutating func evaluateString(_ value: JSONNode, _ text: String, _ node: SchemaNode, _ index: Int) -> Bool {
        var valid = true
        if let format = node.format {
            if format.isURL, URLSafety.isScriptCapable(text) {
                fail(
                    value, index, "format",
                    "\(SchemaMessages.found(value.value)) is a script-capable URL; Trellis refuses javascript:, vbscript: and data: URLs other than raster images",
                    code: "unsafe-url")
                valid = false
            } else if !format.accepts(text) {
                fail(
                    value, index, "format", "expected \(format.expectation), found \(SchemaMessages.found(value.value))"
                )
                valid = false
            }
            if !valid, !collectsErrors { return false }
        }
        if node.minLength != nil || node.maxLength != nil {
            // JSON Schema counts a string's length in code points (Unicode scalars), not in what a reader sees as
            // one character: an emoji with a skin tone is 2. When the two differ, the message says how long the
            // value is the way the check counted it.
            let length = text.unicodeScalars.count
            let counted = length == text.count ? "" : ", \(length) code points long"
            if let minimum = node.minLength, length < minimum {
                fail(
                    value, index, "minLength",
                    "expected at least \(SchemaMessages.characters(minimum)), found \(SchemaMessages.found(value.value))\(counted)"
                )
                valid = false
            }
            if let maximum = node.maxLength, length > maximum {
                fail(
                    value, index, "maxLength",
                    "expected at most \(SchemaMessages.characters(maximum)), found \(SchemaMessages.found(value.value))\(counted)"
                )
                valid = false
            }
        }
        if let pattern = node.pattern {
            let outcome = program.patterns[pattern].match(text)
            if outcome != .matched {
                let source = program.patterns[pattern].source
                // A long expression (Adaptive Cards spells case-insensitive enums as 150-character patterns) is named
                // by its place in the schema: the message stays readable and fits an "expected a or b" list.
                let shown = source.count <= 60 ? "/\(source)/" : "the pattern at \(keywordLocation(index, "pattern"))"
                fail(
                    value, index, "pattern",
                    outcome == .undecided
                        ? Self.undecided(shown, value)
                        : "expected a string matching \(shown), found \(SchemaMessages.found(value.value))")
                valid = false
            }
        }
        return valid
    }

    mutating func evaluateNumber(_ value: JSONNode, _ number: JSONNumber, _ node: SchemaNode, _ index: Int) -> Bool {
        var valid = true
        let noun = node.types == .integer ? "an integer" : "a number"
        if let minimum = node.minimum, ExactDecimal.order(number, minimum) < 0 {
            fail(value, index, "minimum", "expected \(noun) ≥ \(minimum.text), found \(number.text)")
            valid = false
        }
        if let minimum = node.exclusiveMinimum, ExactDecimal.order(number, minimum) <= 0 {
            fail(value, index, "exclusiveMinimum", "expected \(noun) > \(minimum.text), found \(number.text)")
            valid = false
        }
        if let maximum = node.maximum, ExactDecimal.order(number, maximum) > 0 {
            fail(value, index, "maximum", "expected \(noun) ≤ \(maximum.text), found \(number.text)")
            valid = false
        }
        if let maximum = node.exclusiveMaximum, ExactDecimal.order(number, maximum) >= 0 {
            fail(value, index, "exclusiveMaximum", "expected \(noun) < \(maximum.text), found \(number.text)")
            valid = false
        }
        if let divisor = node.multipleOf {
            let isMultiple =
                ExactDecimal.isMultiple(number, of: divisor)
                ?? {
                    // A quotient that underflows to zero (1e-308 / 1e308) is not a whole number unless the value is 0.
                    let quotient = number.value / divisor.value
                    return quotient.isFinite && quotient.rounded() == quotient && (quotient != 0 || number.value == 0)
                }()
            if !isMultiple {
                fail(value, index, "multipleOf", "expected a multiple of \(divisor.text), found \(number.text)")
                valid = false
            }
        }
        return valid
    }

    mutating func evaluateArray(
        _ value: JSONNode, _ items: [JSONNode], _ node: SchemaNode, _ index: Int,
        _ annotations: inout SchemaAnnotations?
    ) -> Bool {
        var valid = true
        if let minimum = node.minItems, items.count < minimum {
            fail(value, index, "minItems", "expected at least \(SchemaMessages.items(minimum)), found \(items.count)")
            valid = false
        }
        if let maximum = node.maxItems, items.count > maximum {
            fail(value, index, "maxItems", "expected at most \(SchemaMessages.items(maximum)), found \(items.count)")
            valid = false
        }
        if !valid, !collectsErrors { return false }
        if node.uniqueItems, let (first, second) = Self.firstDuplicate(items) {
            path.append(.index(second))
            fail(
                items[second], index, "uniqueItems",
                "expected unique items, found a repeat of item \(first) (\(SchemaMessages.literal(items[first].value)))"
            )
            path.removeLast()
            guard collectsErrors else { return false }
            valid = false
        }
        for (offset, schema) in node.prefixItems.enumerated() where offset < items.count {
            if !evaluateChild(items[offset], schema, .index(offset)) {
                valid = false
                if !collectsErrors { return false }
            }
        }
        if let evaluated = annotations?.items {
            annotations?.items = max(evaluated, min(node.prefixItems.count, items.count))
        }
        if let schema = node.items {
            for offset in node.prefixItems.count..<max(items.count, node.prefixItems.count) {
                if !evaluateChild(items[offset], schema, .index(offset)) {
                    valid = false
                    if !collectsErrors { return false }
                }
            }
            annotations?.allItems = true
        }
        if let schema = node.contains {
            var matches = 0
            let saved = collectsErrors
            collectsErrors = false
            for (offset, item) in items.enumerated() where evaluateChild(item, schema, .index(offset)) {
                matches += 1
                annotations?.containedItems.insert(offset)
            }
            collectsErrors = saved
            let minimum = node.minContains ?? 1
            let containsLocation = collectsErrors ? keywordLocation(index, "contains") : ""
            if matches < minimum {
                let wanted = minimum == 1 ? "an item" : "at least \(SchemaMessages.items(minimum))"
                fail(
                    value, index, node.minContains == nil ? "contains" : "minContains",
                    "expected \(wanted) matching \(containsLocation), found \(matches)")
                valid = false
            }
            if let maximum = node.maxContains, matches > maximum {
                fail(
                    value, index, "maxContains",
                    "expected at most \(SchemaMessages.items(maximum)) matching \(containsLocation), found \(matches)"
                )
                valid = false
            }
            if !valid, !collectsErrors { return false }
        }
        if let schema = node.unevaluatedItems, valid || collectsErrors {
            let evaluated = annotations ?? SchemaAnnotations()
            if !evaluated.allItems {
                for offset in evaluated.items..<max(items.count, evaluated.items)
                where !evaluated.containedItems.contains(offset) {
                    if !evaluateChild(items[offset], schema, .index(offset)) {
                        valid = false
                        if !collectsErrors { return false }
                    }
                }
                annotations?.allItems = true
            }
        }
        return valid
    }

    /// The first pair of equal items, by JSON equality: the earliest item that repeats an earlier one, and the
    /// first item it repeats. Items are bucketed by a hash that equal values share, so a long array costs one
    /// pass instead of a comparison of every pair (20,000 objects took minutes).
    static func firstDuplicate(_ items: [JSONNode]) -> (Int, Int)? {
        guard items.count > 1 else { return nil }
        var buckets: [Int: [Int]] = [:]
        for second in items.indices {
            let hash = JSONEquality.hash(items[second].value)
            for first in buckets[hash] ?? [] where JSONEquality.equal(items[first].value, items[second].value) {
                return (first, second)
            }
            buckets[hash, default: []].append(second)
        }
        return nil
    }

    mutating func evaluateObject(
        _ value: JSONNode, _ object: JSONObject, _ node: SchemaNode, _ index: Int,
        _ annotations: inout SchemaAnnotations?
    ) -> Bool {
        var valid = true
        func record(_ passed: Bool) -> Bool {
            if !passed { valid = false }
            return passed || collectsErrors
        }
        for key in node.required where object[key] == nil {
            fail(value, index, "required", "missing required key \"\(key)\"")
            guard record(false) else { return false }
        }
        if let minimum = node.minProperties, object.count < minimum {
            fail(
                value, index, "minProperties",
                "expected at least \(SchemaMessages.keys(minimum)), found \(object.count)")
            guard record(false) else { return false }
        }
        if let maximum = node.maxProperties, object.count > maximum {
            fail(
                value, index, "maxProperties", "expected at most \(SchemaMessages.keys(maximum)), found \(object.count)"
            )
            guard record(false) else { return false }
        }
        for (key, names) in node.dependentRequired where object[key] != nil {
            for name in names where object[name] == nil {
                fail(
                    value, index, node.dependentRequiredKeyword,
                    "missing key \"\(name)\", required when \"\(key)\" is present", entry: key)
                guard record(false) else { return false }
            }
        }
        for (key, schema) in node.dependentSchemas where object[key] != nil {
            guard record(evaluateInPlace(value, schema, &annotations)) else { return false }
        }
        if let schema = node.propertyNames {
            for member in object.members {
                let name = JSONNode(.string(member.key), at: member.keyLocation)
                let passed = evaluateChild(name, schema, .key(member.key))
                guard record(passed) else { return false }
            }
        }
        for member in object.members {
            var matched = false
            if let schema = node.propertyIndex[member.key] {
                matched = true
                guard record(evaluateMember(member, schema, index)) else { return false }
            }
            for (pattern, schema) in node.patternProperties {
                switch program.patterns[pattern].match(member.key) {
                case .failed:
                    continue
                case .matched:
                    matched = true
                    guard record(evaluateMember(member, schema, index)) else { return false }
                case .undecided:
                    let name = JSONNode(.string(member.key), at: member.keyLocation)
                    let message = Self.undecided("/\(program.patterns[pattern].source)/", name)
                    fail(name, index, "patternProperties", message)
                    guard record(false) else { return false }
                }
            }
            if matched {
                annotations?.properties.insert(member.key)
            } else if let schema = node.additionalProperties {
                guard record(evaluateMember(member, schema, index, declared: node.properties.map(\.key))) else {
                    return false
                }
                annotations?.properties.insert(member.key)
            }
        }
        if let schema = node.unevaluatedProperties, valid || collectsErrors {
            let evaluated = annotations?.properties ?? []
            for member in object.members where !evaluated.contains(member.key) {
                guard record(evaluateMember(member, schema, index, declared: Array(evaluated))) else { return false }
                annotations?.properties.insert(member.key)
            }
        }
        return valid
    }

    /// A member's value against a schema; a `false` schema is reported as an unexpected key, at the key, with a
    /// did-you-mean among the keys the schema does declare.
    mutating func evaluateMember(_ member: JSONObject.Member, _ schema: Int, _ parent: Int, declared: [String] = [])
        -> Bool
    {
        if program.nodes[schema].constant == false {
            if collectsErrors { reportUnexpectedKey(member, schema, declared: declared) }
            return false
        }
        return evaluateChild(member.value, schema, .key(member.key))
    }

    @inline(never)
    mutating func reportUnexpectedKey(_ member: JSONObject.Member, _ schema: Int, declared: [String]) {
        violations.append(
            SchemaViolation(
                location: member.keyLocation, path: path + [.key(member.key)], keywordLocation: keywordLocation(schema),
                message: "unexpected key \"\(member.key)\"" + Suggestion.hint(for: member.key, among: declared.sorted())
            ))
    }

    /// Why a value counts as not matching a pattern that could not be decided on it: matching backtracked past the
    /// matcher's step budget (`ECMARegexMatcher.stepBudget`), which takes a backreference (or a string of megabytes).
    static func undecided(_ shown: String, _ value: JSONNode) -> String {
        "could not decide whether \(SchemaMessages.found(value.value)) matches \(shown): matching backtracked past "
            + "\(ECMARegexMatcher.stepBudget / 1_000_000) million steps on it; rewrite the pattern so that each part "
            + "can match a string one way only (a repetition inside a repetition, around a backreference, tries them all)"
    }
}
