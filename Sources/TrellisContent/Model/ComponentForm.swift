/// How component objects are read: `site.json` `"components"`.
///
/// Server-driven UI formats differ: some wrap a component's model in `data`, others (Adaptive Cards, DivKit)
/// put every property beside `type`. `auto` tells them apart per object; `wrapped` and `flat` force one.
public enum ComponentForm: String, Sendable, CaseIterable {
    case auto, wrapped, flat
}
