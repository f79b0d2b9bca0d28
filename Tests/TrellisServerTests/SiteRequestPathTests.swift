import Testing

@testable import TrellisServer

/// The spelling checks on request paths, before any file is looked at.
struct SiteRequestPathTests {
    static let accepted: [(raw: String, segments: [String], slash: Bool)] = [
        ("/", [], true),
        ("/index.html", ["index.html"], false),
        ("/pages/home/", ["pages", "home"], true),
        ("/pages/home", ["pages", "home"], false),
        ("/pages/home/index.html?x=1#top", ["pages", "home", "index.html"], false),
        ("/assets/caf%C3%A9%20menu.png", ["assets", "café menu.png"], false),
        ("/a/...", ["a", "..."], false),
        ("/a/..b", ["a", "..b"], false),
    ]

    @Test(arguments: accepted)
    func accepts(_ raw: String, _ segments: [String], _ slash: Bool) {
        #expect(SiteRequestPath.parse(raw) == .site(segments: segments, endsWithSlash: slash))
    }

    static let refused: [(raw: String, why: String)] = [
        ("/../etc/passwd", "raw .."),
        ("/pages/../../etc/passwd", "raw .. in the middle"),
        ("/pages/..", "raw .. at the end"),
        ("/./index.html", "raw ."),
        ("/%2e%2e/etc/passwd", "encoded .."),
        ("/%2E%2E/etc/passwd", "encoded .. in capitals"),
        ("/.%2e/etc/passwd", "half-encoded .."),
        ("/pages%2f..%2f..%2fetc%2fpasswd", "encoded /"),
        ("/%2Fetc%2Fpasswd", "encoded / making an absolute path"),
        ("/..%5c..%5cetc%5cpasswd", "encoded \\"),
        ("/..\\..\\etc\\passwd", "raw \\"),
        ("//etc/passwd", "absolute path through an empty segment"),
        ("/pages//home", "empty segment in the middle"),
        ("/index.html%00.png", "encoded NUL"),
        ("/index%0a.html", "encoded line feed"),
        ("/index%zz.html", "bad escape"),
        ("/index%2.html", "short escape"),
        ("/%ff%fe", "not UTF-8"),
        ("index.html", "no leading slash"),
        ("", "empty"),
    ]

    @Test(arguments: refused)
    func refuses(_ raw: String, _ why: String) {
        guard case .refused = SiteRequestPath.parse(raw) else {
            Issue.record("\(why): \(raw) was accepted")
            return
        }
    }
}
