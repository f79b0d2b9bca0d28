/// The state of one render: output, context stack, partial indentation and the stack of frames being run.
/// A loop over frames (not recursion) so no template or data can overflow the call stack.
struct MustacheRenderSession {
    private let partial: @Sendable (String) -> MustacheTemplate?
    private let escapesRawPlainValues: Bool
    private let maximumPartialDepth: Int
    private let maximumPartialExpansions: Int
    private let textTransforms: MustacheTextTransforms?

    private var builder: MarkupBuilder
    private var context: [MustacheValue]
    private var frame: RenderFrame
    private var suspended: [RenderFrame] = []
    /// Indentation of standalone partials; the pieces from `indentationBase` on apply to the current frame
    /// (a partial that is not standalone starts a fresh, empty indentation).
    private var indentation: [IndentationPiece] = []
    private var indentationBase = 0
    private var partialDepth = 0
    private var partialExpansions = 0
    private var problems: [MustacheRenderProblem] = []

    init(
        root: MustacheProgram, context: MustacheValue, partial: @escaping @Sendable (String) -> MustacheTemplate?,
        escapesRawPlainValues: Bool, maximumPartialDepth: Int, maximumPartialExpansions: Int, owner: Int,
        keepsSourceMap: Bool = true, textTransforms: MustacheTextTransforms? = nil
    ) {
        self.partial = partial
        self.textTransforms = textTransforms
        self.escapesRawPlainValues = escapesRawPlainValues
        self.maximumPartialDepth = maximumPartialDepth
        self.maximumPartialExpansions = maximumPartialExpansions
        self.builder = MarkupBuilder(
            expectedSize: root.bytes.count + 256, owner: owner, keepsSourceMap: keepsSourceMap)
        self.context = [context]
        self.frame = RenderFrame(
            program: root, next: 0, end: root.operations.count, bodyStart: 0, items: .empty, nextItem: 0,
            contextCount: 1, indentationCount: 0, indentationBase: 0, isPartial: false)
    }

    mutating func run() -> RenderedMarkup {
        while true {
            if frame.next < frame.end {
                let operation = frame.program.operations[frame.next]
                frame.next += 1
                perform(operation)
            } else if frame.nextItem < frame.items.count {
                context[context.count - 1] = frame.items[frame.nextItem]
                frame.nextItem += 1
                frame.next = frame.bodyStart
            } else {
                leaveFrame()
                guard let outer = suspended.popLast() else { break }
                frame = outer
            }
        }
        return builder.finish(problems: problems)
    }

    private mutating func perform(_ operation: MustacheOperation) {
        switch operation {
        case .literal(let start, let end):
            builder.appendLiteral(start..<end, of: frame.program)
        case .lineStart:
            var index = indentationBase
            while index < indentation.count {
                builder.appendLiteral(indentation[index].range, of: indentation[index].program)
                index += 1
            }
        case .interpolate(let name, let escaped, let tagOffset):
            if let textTransforms,
                let (transform, rest) = textTransforms.transform(for: frame.program.names[name].parts)
            {
                let value = lookUp(rest)
                if !escaped, let text = value.printedText, let markup = transform(text) {
                    builder.appendTransformed(markup, program: frame.program, tagOffset: tagOffset)
                } else {
                    printValue(value, escaped: escaped, tagOffset: tagOffset)
                }
                return
            }
            let value = lookUp(frame.program.names[name])
            if escaped, case .markup(let markup) = value, !markup.bytes.isEmpty {
                let parts = frame.program.names[name].parts
                record(
                    .escapedComponent, partialName: parts.isEmpty ? "." : parts.joined(separator: "."),
                    tagOffset: tagOffset)
            }
            printValue(value, escaped: escaped, tagOffset: tagOffset)
        case .section(let name, let inverted, let bodyEnd, _):
            enterSection(lookUp(frame.program.names[name]), inverted: inverted, bodyEnd: bodyEnd)
        case .partial(let name, let indentation, let tagOffset):
            enterPartial(named: frame.program.partialNames[name], indentation: indentation, tagOffset: tagOffset)
        case .dynamicPartial(let name, let indentation, let tagOffset):
            // Only text names a partial; a missing or non-text value prints nothing, as the spec says.
            if case .text(let partialName) = lookUp(frame.program.names[name]) {
                enterPartial(named: partialName, indentation: indentation, tagOffset: tagOffset)
            }
        }
    }

    // MARK: Names

    /// The spec's name resolution: the first part is looked up from the innermost context outwards, the other
    /// parts only inside what the previous part found.
    private func lookUp(_ name: MustacheName) -> MustacheValue {
        lookUp(name.parts[...])
    }

    private func lookUp(_ parts: ArraySlice<String>) -> MustacheValue {
        guard let first = parts.first else { return context[context.count - 1] }
        var found: MustacheValue?
        var index = context.count - 1
        while index >= 0 {
            if case .object(let object) = context[index], let value = object[first] {
                found = value
                break
            }
            index -= 1
        }
        guard var current = found else { return .null }
        var partIndex = parts.startIndex + 1
        while partIndex < parts.endIndex {
            guard case .object(let object) = current, let value = object[parts[partIndex]] else { return .null }
            current = value
            partIndex += 1
        }
        return current
    }

    // MARK: Printing

    private mutating func printValue(_ value: MustacheValue, escaped: Bool, tagOffset: Int) {
        let program = frame.program
        switch value {
        case .null, .list, .madeList, .object:
            return
        case .bool(let flag):
            let text: StaticString = flag ? "true" : "false"
            let escapes = escaped || escapesRawPlainValues
            text.withUTF8Buffer {
                builder.appendValue($0, escaped: escapes, program: program, tagOffset: tagOffset)
            }
        case .number(var text), .text(var text):
            let escapes = escaped || escapesRawPlainValues
            text.withUTF8 { builder.appendValue($0, escaped: escapes, program: program, tagOffset: tagOffset) }
        case .markup(let markup):
            if escaped {
                markup.bytes.withUnsafeBufferPointer {
                    builder.appendValue($0, escaped: true, program: program, tagOffset: tagOffset)
                }
            } else {
                builder.appendMarkup(markup, program: program, tagOffset: tagOffset)
            }
        }
    }

    // MARK: Frames

    private mutating func enterSection(_ value: MustacheValue, inverted: Bool, bodyEnd: Int) {
        let bodyStart = frame.next
        frame.next = bodyEnd
        if inverted {
            if !value.isTruthy { push(body: bodyStart..<bodyEnd, items: .empty) }
            return
        }
        guard value.isTruthy else { return }
        let items: MustacheList
        switch value {
        case .list(let values): items = MustacheList(values)
        case .madeList(let list): items = list
        default:
            context.append(value)
            push(body: bodyStart..<bodyEnd, items: .empty, contextCount: context.count - 1)
            return
        }
        context.append(items[0])
        push(body: bodyStart..<bodyEnd, items: items, contextCount: context.count - 1)
    }

    private mutating func push(body: Range<Int>, items: MustacheList, contextCount: Int? = nil) {
        let section = RenderFrame(
            program: frame.program, next: body.lowerBound, end: body.upperBound, bodyStart: body.lowerBound,
            items: items, nextItem: 1, contextCount: contextCount ?? context.count,
            indentationCount: indentation.count, indentationBase: indentationBase, isPartial: false)
        suspended.append(frame)
        frame = section
    }

    private mutating func enterPartial(named name: String, indentation range: Range<Int>?, tagOffset: Int) {
        guard partialDepth < maximumPartialDepth else {
            record(.partialDepthLimitReached, partialName: name, tagOffset: tagOffset)
            return
        }
        guard partialExpansions < maximumPartialExpansions else {
            record(.partialBudgetExhausted, partialName: name, tagOffset: tagOffset)
            return
        }
        guard let template = partial(name) else {
            record(.missingPartial, partialName: name, tagOffset: tagOffset)
            return
        }
        partialExpansions += 1
        partialDepth += 1
        let program = template.program
        let entered = RenderFrame(
            program: program, next: 0, end: program.operations.count, bodyStart: 0, items: .empty, nextItem: 0,
            contextCount: context.count, indentationCount: indentation.count, indentationBase: indentationBase,
            isPartial: true)
        if let range {
            indentation.append(IndentationPiece(program: frame.program, range: range))
        } else {
            indentationBase = indentation.count
        }
        suspended.append(frame)
        frame = entered
    }

    /// Restores what the current frame changed: context stack, indentation and partial depth.
    private mutating func leaveFrame() {
        if context.count > frame.contextCount { context.removeLast(context.count - frame.contextCount) }
        if indentation.count > frame.indentationCount {
            indentation.removeLast(indentation.count - frame.indentationCount)
        }
        indentationBase = frame.indentationBase
        if frame.isPartial { partialDepth -= 1 }
    }

    private mutating func record(_ kind: MustacheRenderProblem.Kind, partialName: String, tagOffset: Int) {
        let problem = MustacheRenderProblem(
            kind: kind, template: frame.program.name, sourceOffset: tagOffset, partialName: partialName)
        if !problems.contains(problem) { problems.append(problem) }
    }
}
