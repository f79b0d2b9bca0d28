import TrellisLayout

/// The markup of a rendering's sections as it is written, and where in it (UTF-8 offsets) lies component markup
/// that was validated on its own (`LaidOutElement.isCheckedApart`), which the page's validation may then skip, and
/// where each component's markup starts.
///
/// Kept as bytes while it is written: appending to a `String` of tens of kilobytes costs hundreds of instructions a
/// call (a rendering makes tens of thousands), appending to a byte array a copy.
public struct SectionMarkup: Sendable {
    public private(set) var bytes: [UInt8] = []
    public private(set) var checkedApart: [Range<Int>] = []
    /// Where each component's markup starts, by its position (`LaidOutElement.position`), -1 where none was written:
    /// what a template edit replaces later, without reading the rendering again to find it.
    public private(set) var componentStarts: [Int] = []
    /// Whether a component's markup was written twice (or at a position beyond the page's): its starts then say where
    /// one copy is, and a template edit would leave the other as it was, so the rendering keeps none.
    public private(set) var writesAComponentAgain = false

    /// `componentCount`: how many positions the page's components take (`LaidOutElement.position`).
    public init(componentCount: Int = 0) {
        componentStarts = [Int](repeating: -1, count: componentCount)
    }

    mutating func reserveCapacity(_ capacity: Int) {
        bytes.reserveCapacity(capacity)
    }

    static func += (markup: inout SectionMarkup, text: String) {
        var text = text
        text.withUTF8 { markup.bytes.append(contentsOf: $0) }
    }

    mutating func append(_ text: StaticString) {
        text.withUTF8Buffer { bytes.append(contentsOf: $0) }
    }

    /// A length on the 1/64 px grid, as `Double.cssText` prints it.
    mutating func appendCSS(_ value: Double) {
        Quantize.appendCSS(value, to: &bytes)
    }

    /// Appends an element's component markup, noting where it lies when it was validated on its own.
    mutating func appendComponent(_ element: LaidOutElement) {
        let start = bytes.count
        if let position = element.position {
            if position >= 0, position < componentStarts.count, componentStarts[position] < 0 {
                componentStarts[position] = start
            } else {
                writesAComponentAgain = true
            }
        }
        var html = element.html
        html.withUTF8 { bytes.append(contentsOf: $0) }
        if element.isCheckedApart, bytes.count > start { checkedApart.append(start..<bytes.count) }
    }
}
