/// An ECMA-262 pattern compiled for `ECMARegexMatcher`: a backtracking program in the shape of ECMA-262's own
/// matcher semantics (alternatives and repetitions tried in order, captures cleared at each repetition, the empty
/// check, lookbehind matched backwards), so that what matches is exactly what JavaScript matches.
struct ECMARegexProgram: Sendable {
    private(set) var instructions: [ECMARegexInstruction] = []
    private(set) var sets: [ECMARegexScalarSet] = []
    private(set) var repeats: [ECMARegexRepeat] = []
    private(set) var backreferences: [[Int]] = []
    /// Two per capturing group (numbered from 1: slots 0 and 1 are unused), then one per empty-check register.
    private(set) var slotCount: Int
    /// The pattern has a lookaround: only then does `ECMARegexMatcher` keep which of its pairs lead to a match.
    private(set) var hasLookarounds = false
    /// The pattern starts with `^`: only a match at the start of the string is tried.
    private(set) var isAnchoredAtStart = false
    /// Backreferences make a match depend on what was captured, not only on where the matcher is; without them
    /// `ECMARegexMatcher` remembers the places that failed and runs in time linear in the text.
    var hasBackreferences: Bool { !backreferences.isEmpty }

    /// A program of more steps than this is refused (`(a|b){100000}`): the limit keeps its memory to a few MB.
    static let maximumSize = 200_000

    private struct TooLarge: Error {}

    private init(captureCount: Int) {
        slotCount = 2 * (captureCount + 1)
    }

    /// The program for a parsed pattern, or an issue when it unrolls to more than `maximumSize` steps.
    static func compile(_ node: ECMARegexNode, captureCount: Int) -> Result<ECMARegexProgram, ECMARegexIssue> {
        var program = ECMARegexProgram(captureCount: captureCount)
        do throws(TooLarge) {
            try program.emit(node, backward: false)
        } catch {
            return .failure(
                ECMARegexIssue(
                    message: "its repetition counts unroll to more than \(maximumSize) steps, more than Trellis runs",
                    isUnsupported: true))
        }
        program.append(.init(.succeed))
        program.isAnchoredAtStart = Self.startsWithAnchor(node)
        return .success(program)
    }

    private static func startsWithAnchor(_ node: ECMARegexNode) -> Bool {
        switch node {
        case .assertion(.start): true
        case .sequence(let nodes): nodes.first.map(startsWithAnchor) ?? false
        case .group(let body, _): startsWithAnchor(body)
        default: false
        }
    }

    /// The fewest code points the node can match: a repetition of a node that cannot match empty needs no empty
    /// check.
    private static func minimumLength(_ node: ECMARegexNode) -> Int {
        switch node {
        case .empty, .assertion, .lookaround, .backreference: 0
        case .scalars: 1
        case .sequence(let nodes): nodes.reduce(0) { $0 + minimumLength($1) }
        case .alternation(let nodes): nodes.map(minimumLength).min() ?? 0
        case .group(let body, _): minimumLength(body)
        case .repetition(let body, let minimum, _, _, _): minimum == 0 ? 0 : minimumLength(body)
        }
    }

    /// Whether the node compiles to nothing: empty, or made only of empty parts that capture nothing.
    private static func hasNoSteps(_ node: ECMARegexNode) -> Bool {
        switch node {
        case .empty: true
        case .group(let body, nil): hasNoSteps(body)
        case .sequence(let nodes): nodes.allSatisfy(hasNoSteps)
        case .repetition(let body, _, let maximum, _, _): maximum == 0 || hasNoSteps(body)
        default: false
        }
    }

    private mutating func append(_ instruction: ECMARegexInstruction) {
        instructions.append(instruction)
    }

    private mutating func check() throws(TooLarge) {
        if instructions.count > Self.maximumSize { throw TooLarge() }
    }

    private mutating func emit(_ node: ECMARegexNode, backward: Bool) throws(TooLarge) {
        let direction = backward ? 1 : 0
        switch node {
        case .empty:
            break
        case .scalars(let set):
            if let value = set.singleScalar {
                append(.init(.scalar, Int(value), direction))
            } else {
                sets.append(set)
                append(.init(.set, sets.count - 1, direction))
            }
        case .sequence(let nodes):
            for child in backward ? nodes.reversed() : nodes { try emit(child, backward: backward) }
        case .alternation(let alternatives):
            var jumpsToEnd: [Int] = []
            for (number, alternative) in alternatives.enumerated() {
                if number == alternatives.count - 1 {
                    try emit(alternative, backward: backward)
                    break
                }
                let split = instructions.count
                append(.init(.split, split + 1, 0))
                try emit(alternative, backward: backward)
                jumpsToEnd.append(instructions.count)
                append(.init(.jump))
                instructions[split].b = Int32(instructions.count)
                try check()
            }
            for jump in jumpsToEnd { instructions[jump].a = Int32(instructions.count) }
        case .group(let body, let capture):
            guard let capture else {
                try emit(body, backward: backward)
                return
            }
            // Backwards, a group's end is recorded first.
            append(.init(.save, 2 * capture + (backward ? 1 : 0)))
            try emit(body, backward: backward)
            append(.init(.save, 2 * capture + (backward ? 0 : 1)))
        case .repetition(let body, let minimum, let maximum, let greedy, let captures):
            try emitRepetition(
                body, minimum: minimum, maximum: maximum, greedy: greedy, captures: captures, backward: backward)
        case .assertion(let assertion):
            switch assertion {
            case .start: append(.init(.start))
            case .end: append(.init(.end))
            case .wordBoundary: append(.init(.wordBoundary))
            case .notWordBoundary: append(.init(.notWordBoundary))
            }
        case .lookaround(let body, let ahead, let negated):
            hasLookarounds = true
            let look = instructions.count
            append(.init(.look, 0, (ahead ? 1 : 0) | (negated ? 2 : 0)))
            try emit(body, backward: !ahead)
            append(.init(.succeed))
            instructions[look].a = Int32(instructions.count)
        case .backreference(let groups):
            backreferences.append(groups)
            append(.init(.backreference, backreferences.count - 1, direction))
        }
        try check()
    }

    private mutating func emitRepetition(
        _ body: ECMARegexNode, minimum: Int, maximum: Int?, greedy: Bool, captures: ClosedRange<Int>?,
        backward: Bool
    ) throws(TooLarge) {
        // A body of no steps (`(?:){99999999999999999999}`) matches the empty string however often it repeats.
        if maximum == 0 || Self.hasNoSteps(body) { return }
        if let maximum, case .scalars(let set) = body {
            // One step whatever the counts (`a{0,300000}`, `x{4294967295}`): nothing is unrolled.
            sets.append(set)
            repeats.append(
                ECMARegexRepeat(
                    set: sets.count - 1, minimum: minimum, maximum: maximum, greedy: greedy, backward: backward))
            append(.init(.repeatSet, repeats.count - 1))
            return
        }
        let clear = captures.map { ECMARegexInstruction(.clear, 2 * $0.lowerBound, 2 * ($0.upperBound + 1)) }
        for _ in 0..<minimum {
            if let clear { append(clear) }
            try emit(body, backward: backward)
            try check()
        }
        let needsEmptyCheck = Self.minimumLength(body) == 0
        var register = 0
        if needsEmptyCheck {
            register = slotCount
            slotCount += 1
        }
        // One optional repetition: split (into it, or past it), clear, mark, body, check.
        func optionalRepetition(_ program: inout ECMARegexProgram) throws(TooLarge) -> Int {
            let split = program.instructions.count
            program.append(.init(.split, split + 1, 0))
            if let clear { program.append(clear) }
            if needsEmptyCheck { program.append(.init(.mark, register)) }
            try program.emit(body, backward: backward)
            if needsEmptyCheck { program.append(.init(.check, register)) }
            return split
        }
        var splits: [Int] = []
        if let maximum {
            guard maximum != Int.max else { throw TooLarge() }
            for _ in minimum..<maximum {
                splits.append(try optionalRepetition(&self))
                try check()
            }
        } else {
            let split = try optionalRepetition(&self)
            append(.init(.jump, split))
            splits.append(split)
        }
        let exit = Int32(instructions.count)
        for split in splits {
            if greedy {
                instructions[split].b = exit
            } else {
                instructions[split].b = instructions[split].a
                instructions[split].a = exit
            }
        }
    }
}
