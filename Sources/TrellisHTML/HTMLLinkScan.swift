/// The `id`s and URL attributes of a whole page, read with the tokenizer alone (no tree checks, no rewriting):
/// what a link check needs from pages Trellis wrote itself, at a fraction of the fragment checker's cost.
public struct HTMLLinkScan: Sendable {
    /// Every `id` value.
    public var ids: Set<String> = []
    /// Every URL-valued attribute (the same set the fragment checker lists), in document order.
    public var urls: [HTMLFragmentAttribute] = []

    public static func scan(_ bytes: [UInt8]) -> HTMLLinkScan {
        scan(bytes, keepingURLs: true)
    }

    /// Every `id` value alone: a site's home page links every page, and a check that reads the anchors of all files
    /// before it resolves any URL need not hold those lists meanwhile.
    public static func ids(in bytes: [UInt8]) -> Set<String> {
        scan(bytes, keepingURLs: false).ids
    }

    private static func scan(_ bytes: [UInt8], keepingURLs: Bool) -> HTMLLinkScan {
        var scan = HTMLLinkScan()
        var tokenizer = HTMLTokenizer(bytes)
        while true {
            switch tokenizer.next() {
            case .startTag(let tag):
                for attribute in tag.attributes {
                    if attribute.name == "id" { scan.ids.insert(attribute.value) }
                    if keepingURLs, HTMLElementCatalog.urlAttributes.contains(attribute.name) {
                        scan.urls.append(
                            HTMLFragmentAttribute(
                                element: tag.name, name: attribute.name, value: attribute.value,
                                offset: attribute.valueStart ?? attribute.nameStart))
                    }
                }
                if let state = HTMLElementCatalog.tokenizerState(after: tag.name) { tokenizer.state = state }
            case .endOfFile: return scan
            default: continue
            }
        }
    }
}
