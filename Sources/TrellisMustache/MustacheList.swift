/// The items a section over a list runs its body for: given at once (`MustacheValue.list`), or made one at a time as
/// the section reaches each (`MustacheValue.madeList`), so that a list of thousands of objects is never held whole —
/// the home page's card for every page was 16 MB at 10,000 pages, at the build's peak.
public struct MustacheList: Sendable {
    public let count: Int
    private let values: [MustacheValue]
    private let make: (@Sendable (Int) -> MustacheValue)?

    /// No items.
    static let empty = MustacheList([])

    /// The items as given.
    public init(_ values: [MustacheValue]) {
        self.count = values.count
        self.values = values
        self.make = nil
    }

    /// `count` items, item `index` made by `make(index)` each time it is read: `make` must give the same value for
    /// the same index every time.
    public init(count: Int, make: @escaping @Sendable (Int) -> MustacheValue) {
        self.count = max(0, count)
        self.values = []
        self.make = make
    }

    public subscript(index: Int) -> MustacheValue {
        if let make { return make(index) }
        return values[index]
    }
}
