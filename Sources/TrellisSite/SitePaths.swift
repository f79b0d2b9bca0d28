import TrellisContent

/// Where each page of the site lives (content-format.md, output contract), and relative links between them.
enum SitePaths {
    static func pageFolder(_ page: Page) -> String { "pages/\(page.id)" }

    static func preview(_ page: Page) -> String { "\(pageFolder(page))/index.html" }

    static func rendering(_ page: Page, viewport: Viewport, variant: PageVariant?) -> String {
        "\(pageFolder(page))/\(renderingName(viewport: viewport, variant: variant)).html"
    }

    static func renderingName(viewport: Viewport, variant: PageVariant?) -> String {
        variant.map { "\(viewport.name).\($0.name)" } ?? viewport.name
    }

    static func component(_ type: String) -> String { "components/\(type).html" }

    /// Every file a page is written to, as the renderer writes them (a rendering for each variant and viewport,
    /// and the preview, which holds the frames of them all and the page's JSON), each with what it is, so that collisions are
    /// found before rendering.
    static func files(of page: Page, viewports: [Viewport]) -> [(path: String, what: String)] {
        var files: [(path: String, what: String)] = []
        for variant in [nil] + page.variants.map({ Optional($0) }) {
            for viewport in viewports {
                let at = "at viewport \"\(viewport.name)\"" + (variant.map { ", variant \"\($0.name)\"" } ?? "")
                files.append((rendering(page, viewport: viewport, variant: variant), "the rendering \(at)"))
            }
        }
        files.append((preview(page), "the preview"))
        return files
    }

    /// `{{trellis.assets}}` for a page's components: every rendering of a page sits in the page's folder, so one
    /// relative path serves them all (`../../assets` for `pages/home/phone.html`).
    static func assetsPath(from page: Page) -> String {
        root(of: preview(page)) + "assets"
    }

    /// `{{trellis.assets}}` on a component's catalog page.
    static let componentAssetsPath = "../assets"

    /// The `../` prefix that leads from a file back to the site root, so links work from any sub-path.
    static func root(of path: String) -> String {
        String(repeating: "../", count: path.split(separator: "/").count - 1)
    }
}
