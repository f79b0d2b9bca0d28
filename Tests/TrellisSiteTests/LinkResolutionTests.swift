import Testing

@testable import TrellisSite

/// How the link check reads a relative link from a file of the site: the path it names, or nil when it climbs out of
/// the site. Table-driven, as a browser resolves them (RFC 3986 dot segments).
@Suite("Link resolution")
struct LinkResolutionTests {
    @Test(
        arguments: [
            ("phone.html", "pages/home/index.html", "pages/home/phone.html"),
            ("../../index.html", "pages/home/index.html", "index.html"),
            ("../../components/card.html", "pages/home/phone.html", "components/card.html"),
            ("../pages/home/", "components/card.html", "pages/home/"),
            ("./", "pages/home/index.html", "pages/home/"),
            (".", "pages/home/index.html", "pages/home/"),
            ("..", "pages/home/index.html", "pages/"),
            ("a/./b/../c.html", "index.html", "a/c.html"),
            ("./img/x.png", "pages/a/b.html", "pages/a/img/x.png"),
            ("../../../index.html", "pages/home/index.html", nil),
            ("..", "index.html", nil),
            ("../x.html", "index.html", nil),
            ("x/../../y.html", "pages/a.html", "y.html"),
            ("..//x.html", "pages/a/b.html", "pages//x.html"),
            ("café/ü.html", "pages/ä/b.html", "pages/ä/café/ü.html"),
            ("../é/./f.html", "pages/ä/b.html", "pages/é/f.html"),
        ] as [(String, String, String?)])
    func relativeLinksResolveAsABrowserReadsThem(_ row: (link: String, file: String, resolved: String?)) {
        #expect(LinkCheck.resolve(row.link, against: row.file) == row.resolved)
    }
}
