/// Runs an `ECMARegexProgram` over a string's code points: depth-first, in ECMA-262's order, with a step budget.
///
/// Two things keep a match from running away, as Swift's `Regex` (no step limit) and JavaScript's engines do on
/// `^(\w+\s?)*$` or `^(a+)+$` against a string that almost matches:
///
/// - Without backreferences, whether the pattern can match from a given step at a given position never depends on
///   how the matcher got there, so each (step, position) pair is tried at most once (a bitmap, as RE2's BitState
///   does): time linear in the text (times the pattern's size, while the bitmap stays under `maximumBitmap`), and
///   the empty check is then not needed. Inside a lookaround's body, asked about at many places, the pairs tried
///   when it failed stay failed, and those of the path by which it matched lead to a match (`succeeds`), from any
///   place: `(?=.*y)` and `^(?:(?=.*a).)*$` stay linear too.
/// - With backreferences that does not hold, and a match stops after `stepBudget` steps as undecided; the schema
///   check then reports the pattern instead of hanging.
struct ECMARegexMatcher {
    enum Outcome: Equatable {
        case matched, failed, undecided
    }

    /// Steps one match may take: 0.2–0.5 s.
    static let stepBudget = 20_000_000
    /// Bits of the (step, position) bitmap beyond which it is not kept (8 MB: a pattern of 1,000 steps on a string of
    /// 64,000 code points), and the budget alone bounds the match.
    static let maximumBitmap = 64 * 1024 * 1024

    private let program: ECMARegexProgram
    private let text: [UInt32]
    private var slots: [Int]
    /// Slot values to restore on backtracking: (slot, old value).
    private var undo: [(slot: Int, value: Int)] = []
    /// Where to go on when the current path fails: `pc` at `position`, and (a repetition's ends) at each position
    /// after it by `step` through `through`; `step` is 0 for one position.
    private var choices: [(pc: Int, position: Int, through: Int, step: Int, undo: Int, path: Int)] = []
    private var steps = 0
    /// (step, position) pairs already tried, when `program` has no backreferences.
    private var visited: [UInt64]
    /// Pairs marked inside a lookaround's body. When the body fails they all failed, from wherever it was asked
    /// about, and stay marked; when it matches, some were cut short by a cycle through a pair still being tried,
    /// so they are cleared — but those of the path by which it matched lead to a match (`succeeds`).
    private var trail: [Int] = []
    /// Inside a lookaround's body, the pairs of the path being tried.
    private var path: [Int] = []
    /// Pairs of a lookaround's body from which it matches: reaching one again matches at once.
    private var succeeds: [UInt64]
    private var lookaroundDepth = 0
    private let remembers: Bool
    private var propertyCache: [UInt64: Bool] = [:]
    /// Per bounded repetition of one set (`ECMARegexRepeat`), its run length at each position, once used.
    private var runs: [[Int32]]

    private init(_ program: ECMARegexProgram, _ text: String) {
        self.program = program
        self.text = text.unicodeScalars.map(\.value)
        slots = Array(repeating: -1, count: program.slotCount)
        let bits = program.instructions.count * (self.text.count + 1)
        remembers = !program.hasBackreferences && bits <= Self.maximumBitmap
        visited = remembers ? Array(repeating: 0, count: (bits + 63) / 64) : []
        succeeds = remembers && program.hasLookarounds ? visited : []
        runs = Array(repeating: [], count: program.repeats.count)
    }

    /// Whether the pattern matches somewhere in `text` (JSON Schema's `pattern` is not anchored).
    static func search(_ program: ECMARegexProgram, in text: String) -> Outcome {
        var matcher = ECMARegexMatcher(program, text)
        let lastStart = program.isAnchoredAtStart ? 0 : matcher.text.count
        for start in 0...lastStart {
            let outcome = matcher.run(from: 0, at: start)
            if outcome != .failed { return outcome }
        }
        return .failed
    }

    /// Runs from `pc` at `position` until a `succeed` (choice points left above the caller's), or until every choice
    /// failed (slots restored).
    private mutating func run(from pc: Int, at position: Int) -> Outcome {
        let choiceBase = choices.count
        let undoBase = undo.count
        let pathBase = path.count
        var pc = pc
        var position = position
        let count = text.count
        while true {
            var failed = false
            steps += 1
            if steps > Self.stepBudget { return .undecided }
            if remembers {
                let bit = pc &* (count &+ 1) &+ position
                let word = bit >> 6
                let mask = UInt64(1) << UInt64(bit & 63)
                if lookaroundDepth > 0, succeeds[word] & mask != 0 { return matched(since: pathBase) }
                if visited[word] & mask != 0 {
                    failed = true
                } else {
                    visited[word] |= mask
                    if lookaroundDepth > 0 {
                        trail.append(bit)
                        path.append(bit)
                    }
                }
            }
            if !failed {
                let instruction = program.instructions[pc]
                switch instruction.operation {
                case .scalar:
                    let value = UInt32(bitPattern: instruction.a)
                    if instruction.b == 0 {
                        if position < count, text[position] == value { position += 1 } else { failed = true }
                    } else {
                        if position > 0, text[position - 1] == value { position -= 1 } else { failed = true }
                    }
                    pc += 1
                case .set:
                    let set = Int(instruction.a)
                    if instruction.b == 0 {
                        if position < count, contains(set, text[position]) { position += 1 } else { failed = true }
                    } else {
                        if position > 0, contains(set, text[position - 1]) { position -= 1 } else { failed = true }
                    }
                    pc += 1
                case .repeatSet:
                    let repeated = program.repeats[Int(instruction.a)]
                    let step = repeated.backward ? -1 : 1
                    let length = min(repeated.maximum, runLength(of: Int(instruction.a), at: position))
                    if length < repeated.minimum {
                        failed = true
                    } else {
                        // One choice point for every allowed end, tried in ECMA-262's order (the longest first when
                        // greedy) as it is taken off the stack: ends an earlier start already tried are skipped 64
                        // at a time, so `\w{1,255}@` or `.{0,5000}x` stays linear in the text.
                        let near = position + step * repeated.minimum
                        let far = position + step * length
                        let (from, through) = repeated.greedy ? (far, near) : (near, far)
                        choices.append((pc + 1, from, through, from < through ? 1 : -1, undo.count, path.count))
                        failed = true
                    }
                case .split:
                    choices.append((Int(instruction.b), position, position, 0, undo.count, path.count))
                    pc = Int(instruction.a)
                case .jump:
                    pc = Int(instruction.a)
                case .save, .mark:
                    if !remembers { set(slot: Int(instruction.a), to: position) }
                    pc += 1
                case .clear:
                    if !remembers {
                        for slot in Int(instruction.a)..<Int(instruction.b) where slots[slot] != -1 {
                            set(slot: slot, to: -1)
                        }
                    }
                    pc += 1
                case .check:
                    if !remembers, slots[Int(instruction.a)] == position { failed = true }
                    pc += 1
                case .start:
                    failed = position != 0
                    pc += 1
                case .end:
                    failed = position != count
                    pc += 1
                case .wordBoundary, .notWordBoundary:
                    // ECMA-262's word characters (no `i` flag): ASCII letters, digits and `_`.
                    let before = position > 0 && ECMARegexScalarSet.wordCharacters.contains(text[position - 1])
                    let after = position < count && ECMARegexScalarSet.wordCharacters.contains(text[position])
                    failed = (before != after) != (instruction.operation == .wordBoundary)
                    pc += 1
                case .look:
                    let negated = instruction.b & 2 != 0
                    let lookUndo = undo.count
                    let lookChoices = choices.count
                    let trailBase = trail.count
                    lookaroundDepth += 1
                    let outcome = run(from: pc + 1, at: position)
                    lookaroundDepth -= 1
                    if remembers {
                        if outcome == .matched {
                            for bit in trail[trailBase...] { visited[bit >> 6] &= ~(UInt64(1) << UInt64(bit & 63)) }
                        }
                        trail.removeSubrange(trailBase...)
                    }
                    if outcome == .undecided { return .undecided }
                    // A lookaround is atomic: its own choice points go, its captures stay (when it matched).
                    choices.removeSubrange(lookChoices...)
                    if negated {
                        if outcome == .matched {
                            restore(to: lookUndo)
                            failed = true
                        }
                    } else if outcome == .failed {
                        failed = true
                    }
                    pc = Int(instruction.a)
                case .backreference:
                    let groups = program.backreferences[Int(instruction.a)]
                    if let next = matchBackreference(groups, at: position, backward: instruction.b != 0) {
                        position = next
                    } else {
                        failed = true
                    }
                    pc += 1
                case .succeed:
                    return matched(since: pathBase)
                }
            }
            if failed {
                var resumed = false
                while !resumed, choices.count > choiceBase {
                    let choice = choices.removeLast()
                    restore(to: choice.undo)
                    if path.count > choice.path { path.removeSubrange(choice.path...) }
                    var place = choice.position
                    if choice.step != 0 {
                        if remembers {
                            guard
                                let untried = nextUntried(
                                    choice.pc, from: place, through: choice.through, by: choice.step)
                            else { continue }
                            place = untried
                        }
                        if place != choice.through {
                            choices.append(
                                (choice.pc, place + choice.step, choice.through, choice.step, choice.undo, choice.path))
                        }
                    }
                    pc = choice.pc
                    position = place
                    resumed = true
                }
                if !resumed {
                    restore(to: undoBase)
                    if path.count > pathBase { path.removeSubrange(pathBase...) }
                    return .failed
                }
            }
        }
    }

    /// `.matched`, first remembering (inside a lookaround) that every pair on the path from `pathBase` leads to it.
    private mutating func matched(since pathBase: Int) -> Outcome {
        if remembers, path.count > pathBase {
            for bit in path[pathBase...] { succeeds[bit >> 6] |= UInt64(1) << UInt64(bit & 63) }
            path.removeSubrange(pathBase...)
        }
        return .matched
    }

    /// How many code points from `position` on (backwards, before it) repeat `repeats[index]`'s set: worked out
    /// for every position at the first use, so that a repetition never scans the same run twice.
    private mutating func runLength(of index: Int, at position: Int) -> Int {
        if runs[index].isEmpty {
            let repeated = program.repeats[index]
            var lengths = [Int32](repeating: 0, count: text.count + 1)
            if repeated.backward {
                for place in stride(from: 1, through: text.count, by: 1) where contains(repeated.set, text[place - 1]) {
                    lengths[place] = lengths[place - 1] + 1
                }
            } else {
                for place in stride(from: text.count - 1, through: 0, by: -1) where contains(repeated.set, text[place])
                {
                    lengths[place] = lengths[place + 1] + 1
                }
            }
            runs[index] = lengths
        }
        return Int(runs[index][position])
    }

    /// The first position from `from` through `through` (by `step`, 1 or -1) not yet tried at `pc`, or from which a
    /// lookaround's body matched; nil when every one was tried and failed. Whole words of tried positions are skipped
    /// 64 at a time.
    private func nextUntried(_ pc: Int, from: Int, through: Int, by step: Int) -> Int? {
        let base = pc &* (text.count &+ 1)
        var place = from
        while step > 0 ? place <= through : place >= through {
            let bit = base &+ place
            let offset = bit & 63
            // Tried and failed; a pair a lookaround's body matched from (`succeeds`) is worth going to.
            let bits = visited[bit >> 6] & ~(succeeds.isEmpty ? 0 : succeeds[bit >> 6])
            if bits == ~0 {
                place += step > 0 ? 64 - offset : -(offset + 1)
                continue
            }
            if bits & (UInt64(1) << UInt64(offset)) == 0 { return place }
            place += step
        }
        return nil
    }

    private mutating func set(slot: Int, to value: Int) {
        undo.append((slot, slots[slot]))
        slots[slot] = value
    }

    private mutating func restore(to height: Int) {
        while undo.count > height {
            let entry = undo.removeLast()
            slots[entry.slot] = entry.value
        }
    }

    /// The position after matching again the text of the first of `groups` that captured (ECMA-262: a group that
    /// did not take part matches the empty string); nil when the text differs.
    private func matchBackreference(_ groups: [Int], at position: Int, backward: Bool) -> Int? {
        guard let group = groups.first(where: { slots[2 * $0] >= 0 && slots[2 * $0 + 1] >= 0 }) else {
            return position
        }
        let start = slots[2 * group]
        let length = slots[2 * group + 1] - start
        let from = backward ? position - length : position
        guard length >= 0, from >= 0, from + length <= text.count else { return nil }
        for offset in 0..<length where text[from + offset] != text[start + offset] { return nil }
        return backward ? from : position + length
    }

    private mutating func contains(_ set: Int, _ value: UInt32) -> Bool {
        let scalars = program.sets[set]
        if value < 128 || !scalars.needsProperties { return scalars.contains(value) }
        let key = UInt64(set) << 32 | UInt64(value)
        if let known = propertyCache[key] { return known }
        let found = scalars.contains(value)
        propertyCache[key] = found
        return found
    }
}
