/// The content format's `layout.type`: which placement rules a section follows.
public enum LayoutType: String, Sendable, CaseIterable {
    /// One full-width item a line (F6.4 with one column).
    case list
    /// `columns` equal columns; every line, the last too, sits on the columns (F6.4).
    case grid
    /// UIKit's flow layout: items of their own size wrap into lines (F1–F13, FH1–FH4).
    case flow
    /// A band that scrolls horizontally under a full-width header (K1–K4).
    case carousel
}
