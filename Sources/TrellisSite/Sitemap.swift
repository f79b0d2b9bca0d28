import TrellisContent
import TrellisRender

/// `sitemap.xml` for a published catalog: written when `site.json` gives an absolute `baseURL`
/// (`https://design.example.com/catalog/`), since a sitemap needs absolute URLs; links inside the site stay
/// relative either way.
enum Sitemap {
    static func file(for site: Site, componentTypes: [String]) -> SiteFile? {
        let base = site.settings.baseURL
        guard base.hasPrefix("https://") || base.hasPrefix("http://") else { return nil }
        let root = base.hasSuffix("/") ? base : base + "/"
        let paths = ["index.html"] + site.pages.map(SitePaths.preview) + componentTypes.map(SitePaths.component)
        var xml = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        xml += "<urlset xmlns=\"http://www.sitemaps.org/schemas/sitemap/0.9\">\n"
        for path in paths { xml += "<url><loc>\(HTMLEscaping.escape(root + path))</loc></url>\n" }
        return SiteFile("sitemap.xml", xml + "</urlset>\n")
    }
}
