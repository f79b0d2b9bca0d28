/// A run of operations being rendered: a whole template or partial, or a section's body (once, or once per
/// item of a list). Frames live on an explicit stack rather than the call stack, so deeply nested sections and
/// partials cannot overflow a thread's stack.
struct RenderFrame {
    let program: MustacheProgram
    /// The next operation to run.
    var next: Int
    let end: Int
    /// Where each iteration over `items` starts again.
    let bodyStart: Int
    /// The remaining list items of a section over a list (the current one is on the context stack).
    let items: MustacheList
    var nextItem: Int
    /// The context stack's size before this frame, restored when it ends.
    let contextCount: Int
    /// The indentation stack's state before this frame, restored when it ends.
    let indentationCount: Int
    let indentationBase: Int
    /// Whether this frame is a partial (counted against the depth limit).
    let isPartial: Bool
}
