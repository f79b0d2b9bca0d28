/// Markup made from a value's text, reached through a name prefix: with prefix `trellis` and a transform
/// `markdown`, `{{{trellis.markdown.text}}}` prints what the transform makes of the value `text` names — looked up as
/// any name, so inside a section it is the innermost `text`. Mustache has no filters, and Trellis's templates no
/// lambdas (data comes from JSON): this is how a template asks for a value as formatted text.
///
/// Only the raw forms (`{{{…}}}`, `{{&…}}`) print the transform's markup; `{{…}}` prints the value escaped, as
/// `{{text}}` would, and so does a raw tag when the transform declines (returns nil). A transform's output is trusted
/// markup: the transform is responsible for it being safe.
public struct MustacheTextTransforms: Sendable {
    /// The first part of a name that reaches a transform.
    public let prefix: String
    /// Each transform by the second part of the name; nil from a transform prints the value as text.
    public let transforms: [String: @Sendable (String) -> [UInt8]?]

    public init(prefix: String, transforms: [String: @Sendable (String) -> [UInt8]?]) {
        self.prefix = prefix
        self.transforms = transforms
    }

    /// The name a tag's name transforms (`text` for `trellis.markdown.text`); nil for a name that reaches no
    /// transform.
    public func transformedName(in name: String) -> Substring? {
        for transform in transforms.keys {
            let head = prefix + "." + transform + "."
            if name.hasPrefix(head), name.count > head.count { return name.dropFirst(head.count) }
        }
        return nil
    }

    /// The transform a name reaches and the rest of the name (what it transforms); nil for any other name.
    func transform(for parts: [String]) -> (@Sendable (String) -> [UInt8]?, ArraySlice<String>)? {
        guard parts.count >= 3, parts[0] == prefix, let transform = transforms[parts[1]] else { return nil }
        return (transform, parts[2...])
    }
}
