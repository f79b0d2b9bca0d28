/// The size of one laid-out element, as resolved by the caller from the content
/// (component `size` > layout `itemSize`/`itemHeight` > contract `size` > the layout type's default).
public struct ItemSize: Sendable, Equatable {
    public var width: Dimension
    public var height: Dimension

    public init(width: Dimension, height: Dimension) {
        self.width = width
        self.height = height
    }

    /// UIKit's `UICollectionViewFlowLayout.itemSize` default (F1), also the carousel default.
    public static let flowDefault = ItemSize(width: 50, height: 50)
}
