/// The two `size` objects an element's size can come from besides the layout: its own and its type's
/// contract's, each read once.
struct SizeSources: Sendable {
    var own: SizeOverride
    var contract: SizeOverride
}
