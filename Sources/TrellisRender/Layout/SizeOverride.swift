import TrellisLayout

/// A `size` object as read (`{"height": 48}`): either dimension may be missing, and the next source in the
/// documented order (layout, contract, type default) supplies it.
struct SizeOverride: Sendable {
    var width: Dimension?
    var height: Dimension?

    static let none = SizeOverride()
}
