import TrellisContent

/// One check of one value against one compiled schema.
///
/// Recursion follows the data and the schema's in-place applicators; a reference cycle that never descends into
/// the data (`{"$ref": "#"}`) is caught by the trail of nodes entered at the current value, and depth is capped,
/// so no schema and no data can overflow the stack.
struct SchemaEvaluation {
    let program: SchemaProgram
    let root: SchemaEntry
    /// Whether messages are wanted; off, the first failure ends a schema's evaluation.
    var collectsErrors: Bool
    var violations: [SchemaViolation] = []
    /// The path from the checked value to the value being evaluated.
    var path: [SchemaPathComponent] = []
    /// The resources entered, outermost first: where `$dynamicRef` looks for its anchor.
    var dynamicScope: [Int] = []
    /// Nodes entered at the current value since the last step into the data.
    var trail: [Int] = []
    var trailStart = 0
    var depth = 0

    static let maximumDepth = 1_500
    /// The most stack an evaluation uses on a thread with room to spare. The deepest nesting files allow (a schema
    /// nested 200 levels, checked against its meta-schema) needs about 5 MiB in a debug build and a fraction of
    /// that in a release build.
    static let maximumStackBudget = 6 << 20
    /// Stack kept free below the budget, for the frames between two depth checks (messages, formats, patterns).
    static let stackMargin = 192 << 10
    /// The budget where the thread's stack bounds are unknown.
    static let fallbackStackBudget = 256 << 10
    /// How much stack this evaluation may use before it refuses to go deeper: what the current thread has left
    /// below `stackBase`, less the margin, at most `maximumStackBudget`. A Dispatch worker on macOS has 512 KiB,
    /// a Linux main thread 8 MiB.
    var stackBudget = 0
    /// The stack address where this evaluation started.
    var stackBase = 0

    init(program: SchemaProgram, root: SchemaEntry, collectsErrors: Bool) {
        self.program = program
        self.root = root
        self.collectsErrors = collectsErrors
    }

    mutating func run(_ value: JSONNode, _ node: Int) -> Bool {
        stackBase = Self.stackAddress()
        stackBudget =
            ThreadStack.lowestAddress().map { min(max(stackBase - $0 - Self.stackMargin, 0), Self.maximumStackBudget) }
            ?? Self.fallbackStackBudget
        var annotations: SchemaAnnotations?
        return evaluate(value, node, &annotations)
    }

    // MARK: - Reporting

    /// `#/properties/tags/minItems` for a keyword of a node.
    func keywordLocation(_ node: Int, _ keyword: String...) -> String {
        keywordLocation(node, keyword)
    }

    func keywordLocation(_ node: Int, _ keyword: [String]) -> String {
        let place = program.nodes[node].place
        let document = program.registry.documents[place.document]
        var pointer = place.pointer
        for token in keyword { pointer = JSONPointer.appending(pointer, token) }
        if pointer.hasPrefix(document.displayBase) { pointer.removeFirst(document.displayBase.count) }
        let rootDocument = program.nodes[root.node].place.document
        // Inside a contract file's own schema, `#/…` is enough; anywhere else (another file, an OpenAPI document)
        // the location names the document.
        let isOwnContract = place.document == rootDocument && !document.displayBase.isEmpty
        return (isOwnContract ? "" : document.display) + "#" + pointer
    }

    /// Records a violation. The message is an autoclosure: it is built only when messages are wanted, and its
    /// temporaries live in the closure's frame, not in the recursive evaluation's.
    mutating func fail(
        _ value: JSONNode, _ node: Int, _ keyword: String, _ message: @autoclosure () -> String,
        code: String = "contract", entry: String? = nil
    ) {
        guard collectsErrors else { return }
        violations.append(
            SchemaViolation(
                code: code, location: value.location, path: path,
                // `dependencies/card`: a keyword and, for some, the entry under it.
                keywordLocation: keyword == ""
                    ? keywordLocation(node) : keywordLocation(node, [keyword] + (entry.map { [$0] } ?? [])),
                message: message()))
    }

    // MARK: - Evaluation

    /// The address of a local variable: how far down the stack the evaluation is.
    @inline(never)
    static func stackAddress() -> Int {
        var marker = 0
        return withUnsafeMutablePointer(to: &marker) { Int(bitPattern: $0) }
    }

    /// Evaluates `value` against node `index`. `annotations`, when non-nil, receives what this schema evaluated
    /// (only if it passes).
    mutating func evaluate(_ value: JSONNode, _ index: Int, _ annotations: inout SchemaAnnotations?) -> Bool {
        let node = program.nodes[index]
        if let constant = node.constant {
            if !constant {
                fail(value, index, "", "expected no value here, found \(SchemaMessages.found(value.value))")
            }
            return constant
        }
        if trail[trailStart...].contains(index) || depth >= Self.maximumDepth
            || stackBase - Self.stackAddress() > stackBudget
        {
            let cycle = trail[trailStart...].contains(index)
            let depth = depth
            fail(
                value, index, "",
                cycle
                    ? "the schema refers back to itself without looking into the value, so it can never decide"
                    : "the schema and the value nest too deeply to check (more than \(depth) levels)",
                code: "schema-cycle")
            return false
        }
        trail.append(index)
        depth += 1
        let enteredResource = dynamicScope.last != node.resource
        if enteredResource { dynamicScope.append(node.resource) }
        defer {
            trail.removeLast()
            depth -= 1
            if enteredResource { dynamicScope.removeLast() }
        }

        var local: SchemaAnnotations? = (annotations != nil || node.needsAnnotations) ? SchemaAnnotations() : nil
        var valid = true
        func check(_ passed: Bool) -> Bool {
            if !passed { valid = false }
            return passed || collectsErrors
        }

        if let types = node.types, !types.accepts(value.value) {
            fail(value, index, "type", "expected \(types.phrase), found \(SchemaMessages.found(value.value))")
            // Every other keyword would only restate the mismatch.
            return false
        }
        if let allowed = node.enumValues, !allowed.contains(where: { JSONEquality.equal($0.value, value.value) }) {
            fail(value, index, "enum", SchemaMessages.enumMismatch(allowed, value))
            guard check(false) else { return false }
        }
        if let constant = node.constValue, !JSONEquality.equal(constant.value, value.value) {
            fail(
                value, index, "const",
                "expected \(SchemaMessages.literal(constant.value)), found \(SchemaMessages.found(value.value))")
            guard check(false) else { return false }
        }

        // References and other in-place applicators.
        if let target = node.ref {
            guard check(evaluateInPlace(value, target, &local)) else { return false }
        }
        if let (target, anchor) = node.dynamicRef.map({ ($0.target, $0.anchor) }) {
            var resolved = target
            if let anchor {
                for resource in dynamicScope {
                    if let candidate = program.dynamicAnchorNodes[resource]?[anchor] {
                        resolved = candidate
                        break
                    }
                }
            }
            guard check(evaluateInPlace(value, resolved, &local)) else { return false }
        }
        if let (target, dynamic) = node.recursiveRef.map({ ($0.target, $0.dynamic) }) {
            var resolved = target
            if dynamic {
                for resource in dynamicScope {
                    if let candidate = program.recursiveAnchorNodes[resource] {
                        resolved = candidate
                        break
                    }
                }
            }
            guard check(evaluateInPlace(value, resolved, &local)) else { return false }
        }
        for sub in node.allOf {
            guard check(evaluateInPlace(value, sub, &local)) else { return false }
        }
        if !node.anyOf.isEmpty {
            guard check(evaluateAnyOf(value, index, node.anyOf, &local)) else { return false }
        }
        if !node.oneOf.isEmpty {
            guard check(evaluateOneOf(value, index, node.oneOf, &local)) else { return false }
        }
        if let negated = node.not {
            if quietly({ $0.evaluateInPlace(value, negated, &$1) }, annotations: nil).passed {
                let negatedLocation = collectsErrors ? keywordLocation(index, "not") : ""
                fail(
                    value, index, "not",
                    "expected a value that does not match \(negatedLocation), found \(SchemaMessages.found(value.value))"
                )
                guard check(false) else { return false }
            }
        }
        if let condition = node.ifSchema {
            let outcome = quietly({ $0.evaluateInPlace(value, condition, &$1) }, annotations: local)
            if outcome.passed {
                if let annotations = outcome.annotations { local?.merge(annotations) }
                if let then = node.thenSchema {
                    guard check(evaluateInPlace(value, then, &local)) else { return false }
                }
            } else if let otherwise = node.elseSchema {
                guard check(evaluateInPlace(value, otherwise, &local)) else { return false }
            }
        }

        switch value.value {
        case .string(let text):
            guard check(evaluateString(value, text, node, index)) else { return false }
        case .number(let number):
            guard check(evaluateNumber(value, number, node, index)) else { return false }
        case .array(let items):
            guard check(evaluateArray(value, items, node, index, &local)) else { return false }
        case .object(let object):
            guard check(evaluateObject(value, object, node, index, &local)) else { return false }
        case .null, .bool:
            break
        }
        // When messages are wanted, any failure here already fails the whole check (unions, `not`, `if` and
        // `contains` try their subschemas quietly), so a failing schema's annotations may count too: a key it
        // declares is then reported for its own mistake, not again as unexpected by `unevaluatedProperties`.
        if valid || collectsErrors, annotations != nil, let local { annotations!.merge(local) }
        return valid
    }

    /// Evaluates a subschema at the same value, merging its annotations only when it passes.
    mutating func evaluateInPlace(_ value: JSONNode, _ index: Int, _ annotations: inout SchemaAnnotations?) -> Bool {
        guard annotations != nil else {
            var none: SchemaAnnotations?
            return evaluate(value, index, &none)
        }
        var own: SchemaAnnotations? = SchemaAnnotations()
        let passed = evaluate(value, index, &own)
        // A failing subschema's annotations count only for messages (see the end of `evaluate`).
        if passed || collectsErrors, let own { annotations!.merge(own) }
        return passed
    }

    /// Evaluates a child value (an item or a member), one step deeper in the data.
    mutating func evaluateChild(
        _ value: JSONNode, _ index: Int, _ step: SchemaPathComponent, _ annotations: inout SchemaAnnotations?
    ) -> Bool {
        path.append(step)
        let savedStart = trailStart
        trailStart = trail.count
        defer {
            path.removeLast()
            trailStart = savedStart
        }
        return evaluate(value, index, &annotations)
    }

    mutating func evaluateChild(_ value: JSONNode, _ index: Int, _ step: SchemaPathComponent) -> Bool {
        var none: SchemaAnnotations?
        return evaluateChild(value, index, step, &none)
    }

    /// Runs an evaluation with messages off, returning whether it passed and (when asked for) its annotations.
    mutating func quietly(
        _ body: (inout SchemaEvaluation, inout SchemaAnnotations?) -> Bool, annotations: SchemaAnnotations?
    ) -> (passed: Bool, annotations: SchemaAnnotations?) {
        let saved = collectsErrors
        collectsErrors = false
        defer { collectsErrors = saved }
        var collected: SchemaAnnotations? = annotations == nil ? nil : SchemaAnnotations()
        let passed = body(&self, &collected)
        return (passed, collected)
    }
}
