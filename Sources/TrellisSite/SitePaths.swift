import TrellisContent

/// Where each page of the site lives (content-format.md, output contract), and relative links between them.
enum SitePaths {
    static func pageFolder(_ page: Page) -> String { "pages/\(page.id)" }

    static func preview(_ page: Page) -> String { "\(pageFolder(page))/index.html" }

    static func rendering(_ page: Page, viewport: Viewport, variant: PageVariant?) -> String {
        "\(pageFolder(page))/\(renderingName(viewport: viewport, variant: variant)).html"
    }

    static func frames(_ page: Page, viewport: Viewport, variant: PageVariant?) -> String {
        "\(pageFolder(page))/\(renderingName(viewport: viewport, variant: variant)).frames.json"
    }

    static func renderingName(viewport: Viewport, variant: PageVariant?) -> String {
        variant.map { "\(viewport.name).\($0.name)" } ?? viewport.name
    }

    static func component(_ type: String) -> String { "components/\(type).html" }

    /// The `../` prefix that leads from a file back to the site root, so links work from any sub-path.
    static func root(of path: String) -> String {
        String(repeating: "../", count: path.split(separator: "/").count - 1)
    }
}
