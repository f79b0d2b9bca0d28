/// The markup of a rendering's sections as it is written, and where in it (UTF-8 offsets) lies component markup
/// that was validated on its own (`LaidOutElement.isCheckedApart`), which the page's validation may then skip.
public struct SectionMarkup: Sendable {
    public var html = ""
    public var checkedApart: [Range<Int>] = []

    public init() {}

    static func += (markup: inout SectionMarkup, text: String) {
        markup.html += text
    }

    /// Appends an element's component markup, noting where it lies when it was validated on its own.
    mutating func appendComponent(_ element: LaidOutElement) {
        let start = html.utf8.count
        html += element.html
        if element.isCheckedApart, !element.html.isEmpty { checkedApart.append(start..<html.utf8.count) }
    }
}
