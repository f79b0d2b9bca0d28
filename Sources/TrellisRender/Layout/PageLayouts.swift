import TrellisContent
import TrellisLayout

/// The engine layout of every section of one page for every rendering (variant × viewport), and the size of
/// every item, header and footer: everything `LayoutResolver.layouts(of:viewports:log:)` read and checked,
/// so rendering asks for values and never reports a layout problem a second time.
public struct PageLayouts: Sendable {
    /// `layouts[section][variant][viewport]`; variant 0 is the default, then the page's variants in order.
    let layouts: [[[SectionLayout?]]]
    let variantNames: [String?]
    let viewportNames: [String]
    /// Per section, the size sources of each visible component, and of the header and footer.
    let items: [[SizeSources]]
    let headers: [SizeSources?]
    let footers: [SizeSources?]

    /// The layout of section `index` in one rendering; nil when a value it uses is wrong (that was reported
    /// when the page's layouts were read) or the engine found an error in it at that viewport's width.
    public func layout(ofSection index: Int, variant: PageVariant?, viewport: Viewport) -> SectionLayout? {
        guard layouts.indices.contains(index),
            let variantIndex = variantNames.firstIndex(of: variant?.name),
            let viewportIndex = viewportNames.firstIndex(of: viewport.name)
        else { return nil }
        return layouts[index][variantIndex][viewportIndex]
    }

    /// The size of each visible component of section `index` under `layout`, in the documented order: the
    /// component's `size`, else the layout's `itemSize`/`itemHeight`, else the contract's, else the default.
    public func itemSizes(ofSection index: Int, layout: SectionLayout) -> [ItemSize] {
        guard items.indices.contains(index) else { return [] }
        return items[index].map { LayoutResolver.itemSize($0, layout: layout) }
    }

    /// The length of section `index`'s header along the scroll axis (its width in a horizontal flow): its own
    /// `size`, else its contract's, else `auto`; nil without a header.
    public func headerLength(ofSection index: Int, horizontal: Bool) -> Dimension? {
        guard headers.indices.contains(index), let sources = headers[index] else { return nil }
        return LayoutResolver.length(sources, horizontal: horizontal)
    }

    /// The same for the footer.
    public func footerLength(ofSection index: Int, horizontal: Bool) -> Dimension? {
        guard footers.indices.contains(index), let sources = footers[index] else { return nil }
        return LayoutResolver.length(sources, horizontal: horizontal)
    }
}
