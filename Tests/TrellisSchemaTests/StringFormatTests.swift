import Foundation
import Testing
import TrellisContent
import TrellisSchema

/// Real-world values for every asserted format, valid and not: what component data actually holds (image paths,
/// deep links, timestamps with offsets) and the mistakes people make with it.
@Suite struct StringFormatTests {
    struct Case: Sendable, CustomTestStringConvertible {
        var format: String
        var value: String
        var valid: Bool
        var testDescription: String { "\(format) \(valid ? "accepts" : "refuses") \(value.debugDescription)" }
    }

    static func cases(_ format: String, valid: [String], invalid: [String]) -> [Case] {
        valid.map { Case(format: format, value: $0, valid: true) }
            + invalid.map { Case(format: format, value: $0, valid: false) }
    }

    static let uriReferences = cases(
        "uri-reference",
        valid: [
            "img/a.png", "/x", "#top", "?q=1", "", "../a%20b.png", "./this:that", "//cdn.example.com/a.js",
            "https://x.example/path?q=1#f", "app://open/movie/42?autoplay=1", "mailto:help@example.com",
            "tel:+1-555-0100", "/search?q=caf%C3%A9&page=2", "#", "a/b/../c", "img/poster@2x.png",
            "https://example.com:8080/a;b=c/d?e=f&g=h#i", "http://[2001:db8::1]/", "https://user:pw@example.com/",
            "data/list(1).json", "~/notes", "/wiki/Main_Page#Section_2",
        ],
        invalid: [
            "../a b", "img/a b.png", "/café.png", "https://example.com/a\"b", "/a<b>", "/a\\b", "100%", "/%zz",
            "1:b", "a\u{1}b", "https://example.com:port/", "//[::1", "/x{y}", "https://example.com/a|b",
        ])

    static let uris = cases(
        "uri",
        valid: [
            "https://x.example", "https://adaptivecards.io/content/Mostly%20Cloudy-Square.png",
            "myapp://deep/link?id=42", "urn:isbn:0451450523", "file:///Users/me/a.txt", "ftp://ftp.example.com/a",
            "https://example.com/?", "https://example.com/#", "http://127.0.0.1:8080/",
            "http://[::ffff:192.0.2.1]/", "http://[v7.abc]/", "HTTPS://EXAMPLE.COM/",
        ],
        invalid: [
            "img/a.png", "/x", "#top", "//cdn.example.com/a.js", "https://a b", "https://example.com/é",
            "http://[::1]x/", "http://[12345::]/", "ht tp://x", "-x:y", "https://example.com/%2",
        ])

    static let iris = cases(
        "iri",
        valid: ["https://example.com/café", "https://例え.jp/パス?キー=値#片", "https://example.com/a%20b"],
        invalid: ["/café", "https://example.com/a b", "https://example.com/\u{7F}", "https://example.com/\u{E000}"])

    static let iriReferences = cases(
        "iri-reference",
        valid: ["img/café.png", "/ü", "#ß", "https://example.com/?q=\u{E000}", ""],
        invalid: ["img/a b.png", "/a\\b", "#a#b"])

    static let uriTemplates = cases(
        "uri-template",
        valid: [
            "/items/{id}", "/items/{id}{?page,size}", "https://example.com/{+path}/here", "{#section}",
            "/users/{user.id}/photos{/album*}", "{var:30}", "",
        ],
        invalid: ["/items/{id", "/items/id}", "{}", "{a b}", "{?}", "{var:0}", "/a b/{x}", "{=x}"])

    static let dates = cases(
        "date",
        valid: ["2024-02-29", "2000-02-29", "1999-12-31", "0001-01-01"],
        invalid: [
            "2023-02-29", "1900-02-29", "2024-13-01", "2024-04-31", "2024-1-01", "24-01-01", "2024-01-01T00:00:00Z",
        ])

    static let dateTimes = cases(
        "date-time",
        valid: [
            "2024-05-01T09:30:00Z", "2024-05-01T11:30:00+02:00", "2024-05-01T09:30:00.123456Z",
            "2024-05-01t09:30:00z", "2016-12-31T23:59:60Z", "2017-01-01T00:59:60+01:00", "2024-05-01T09:30:00-00:00",
            "2024-05-01T18:45:00+05:45",
        ],
        invalid: [
            "2024-05-01T09:30:00", "2024-05-01 09:30:00Z", "2024-05-01T09:30Z", "2024-05-01T24:00:00Z",
            "2024-05-01T09:30:00+0200", "2024-05-01T09:30:00+02", "2016-12-31T23:59:60+01:00", "2024-05-01T09:30:00.Z",
            "2024-02-30T09:30:00Z", "2024-05-01",
        ])

    static let times = cases(
        "time",
        valid: ["09:30:00Z", "23:59:60Z", "15:59:60-08:00", "11:30:00.5+02:00", "00:00:00+14:00"],
        invalid: ["09:30:00", "9:30:00Z", "09:30Z", "23:59:60+01:00", "12:00:00+24:00", "12:00:00 Z"])

    static let durations = cases(
        "duration",
        valid: ["P1DT12H", "PT30M", "P2W", "P1Y2M3DT4H5M6S", "PT0S", "P1M", "PT36H"],
        invalid: ["P", "PT", "1D", "PT1.5S", "P1W2D", "P1H", "PT1D", "P1Y2D", "p1d", "P1DT"])

    static let emails = cases(
        "email",
        valid: [
            "name@example.com", "first.last+tag@sub.example.co.uk", "\"john doe\"@example.com", "user@[192.0.2.1]",
            "user@[IPv6:2001:db8::1]", "o'brien@example.ie", "a@b",
        ],
        invalid: [
            "name@", "@example.com", "name example.com", "name@@example.com", "first..last@example.com",
            ".name@example.com", "name@example..com", "name@-example.com", "name@exa_mple.com", "José@example.com",
            "Name <name@example.com>", "name@[300.0.0.1]",
        ])

    static let hostnames = cases(
        "hostname",
        valid: [
            "www.example.com", "localhost", "cdn-1.example.com", "1password.com", "xn--bcher-kva.example",
            "xn--9n2bp8q.xn--9t4b11yi5a", "EXAMPLE.COM",
        ],
        invalid: [
            "example.com.", "-example.com", "example-.com", "exa_mple.com", "bücher.example", "xn--bcher-.example",
            "xn--abc", "", String(repeating: "a", count: 64) + ".com",
        ])

    static let internationalHostnames = cases(
        "idn-hostname",
        valid: [
            "bücher.example", "실례.테스트", "xn--bcher-kva.example", "www.example.com", "παράδειγμα.δοκιμή",
            "例え。テスト", "ουτοπία.δπθ.gr", "עברית.example", "مثال.إختبار",
        ],
        invalid: [
            "Bücher.example", "bücher..example", "-bücher.example", "a\u{05D0}.example", "0\u{0627}.example",
            "bü cher.example", "\u{0301}a.example", "l\u{B7}a.example", "xn--X.example",
        ])

    static let internationalEmails = cases(
        "idn-email",
        valid: ["δοκιμή@παράδειγμα.δοκιμή", "用户@例子.广告", "name@example.com", "\"ü ü\"@example.com"],
        invalid: ["δοκιμή@", "δοκιμή＠example.com", "a..b@example.com", "name@Bücher.example"])

    static let ipv4s = cases(
        "ipv4",
        valid: ["192.168.0.1", "0.0.0.0", "255.255.255.255", "10.0.0.254"],
        invalid: ["192.168.0.256", "192.168.0", "192.168.000.1", "01.2.3.4", "192.168.0.1/24", "::1", "1.2.3.4.5"])

    static let ipv6s = cases(
        "ipv6",
        valid: [
            "::1", "::", "2001:db8::1", "2001:0db8:85a3:0000:0000:8a2e:0370:7334", "::ffff:192.0.2.128",
            "64:ff9b::192.0.2.33", "fe80::1:2:3:4", "1:2:3:4:5:6:7::",
        ],
        invalid: [
            "2001:db8::1::2", "2001:db8:::1", "12345::", "::ffff:192.0.2.256", "::ffff:192.0.2.01", "[::1]",
            "fe80::1%eth0", "1:2:3:4:5:6:7:8:9", "1:2:3:4:5:6:192.0.2.1:1", "::1.2.3",
        ])

    static let uuids = cases(
        "uuid",
        valid: [
            "123e4567-e89b-12d3-a456-426614174000", "00000000-0000-0000-0000-000000000000",
            "F81D4FAE-7DEC-11D0-A765-00A0C91E6BF6",
        ],
        invalid: [
            "123e4567e89b12d3a456426614174000", "{123e4567-e89b-12d3-a456-426614174000}",
            "123e4567-e89b-12d3-a456-42661417400g",
        ])

    static let pointers = cases(
        "json-pointer",
        valid: ["", "/", "/items/0/name", "/a~1b", "/m~0n", "/ spaced /", "/ü"],
        invalid: ["items", "#/items", "/a~", "/a~2"])

    static let relativePointers = cases(
        "relative-json-pointer",
        valid: ["0", "1/name", "0#", "2/items/0", "0-1/name", "3+2#"],
        invalid: ["", "/name", "01", "-1", "0##", "0+0", "1 #"])

    static let regexes = cases(
        "regex",
        valid: [
            "^[a-z0-9-]+$", "^#[0-9a-fA-F]{6}$", "(?<year>\\d{4})-\\k<year>", "(?<=\\$)\\d+", "\\p{Lu}\\p{Ll}+",
            "[^]", "[]", "\\u{1F600}", "a{2,}?", "\\cJ", "^\\/path\\/",
        ],
        invalid: ["(", "[a-", "a**", "a++", "(?i)abc", "\\a", "(?P<n>x)", "x{2,1}", "\\p{NoSuchProperty}", "\\1(a)\\2"])

    static let colors = cases(
        "color",
        valid: ["#fff", "#FFAA00", "rgb(0 128 255 / 50%)", "hsl(210deg 50% 40%)", "rebeccapurple", "transparent"],
        invalid: ["#ff", "blu", "rgb(1, 2)", "#ggg"])

    static let all =
        uriReferences + uris + iris + iriReferences + uriTemplates + dates + dateTimes + times + durations + emails
        + hostnames + internationalHostnames + internationalEmails + ipv4s + ipv6s + uuids + pointers + relativePointers
        + regexes + colors

    @Test(arguments: all)
    func format(_ test: Case) throws {
        let probe = try FormatProbe(format: test.format)
        #expect(probe.accepts(test.value) == test.valid)
    }

    /// Formats Trellis leaves as annotations accept anything, even when formats are asserted.
    @Test(arguments: ["made-up-format", "phone", "int32"])
    func annotationOnly(_ format: String) throws {
        let probe = try FormatProbe(format: format)
        #expect(probe.accepts("not @ valid . anything"))
    }

    /// Each asserted format says what it expected, with an example.
    @Test(arguments: [
        ("email", "an email address (name@example.com)"),
        ("idn-hostname", "a host name (such as www.example.com or bücher.example, in lower case)"),
        ("date-time", "a date and time (RFC 3339, such as 2024-05-01T09:30:00Z or 2024-05-01T11:30:00+02:00)"),
        ("uuid", "a UUID (such as 123e4567-e89b-12d3-a456-426614174000)"),
        ("ipv6", "an IPv6 address (such as 2001:db8::1)"),
        ("regex", "an ECMA-262 regular expression"),
    ])
    func expectation(_ format: String, _ phrase: String) throws {
        let probe = try FormatProbe(format: format)
        #expect(
            probe.messages("?? nope") == ["expected \(phrase), found \"?? nope\" (test, schema format.json#/format)"])
    }

    /// Script-capable URLs are refused by every URL format before the grammar is looked at.
    @Test(arguments: ["uri", "uri-reference", "iri", "iri-reference"])
    func scriptURLsAreRefused(_ format: String) throws {
        let probe = try FormatProbe(format: format)
        let messages = probe.messages("javascript:alert(1)")
        #expect(messages.count == 1)
        #expect(messages.first?.contains("is a script-capable URL") == true, "\(messages)")
    }

    /// Every URL in the Adaptive Cards samples (written by people who never saw Trellis) is a valid `uri`.
    @Test func adaptiveCardURLsAreURIs() throws {
        let folder = SchemaTestSuite.root.deletingLastPathComponent().appendingPathComponent("adaptive-cards")
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".json") }
        #expect(names.count >= 40)
        let probe = try FormatProbe(format: "uri")
        var urls: [String] = []
        for name in names {
            let data = try #require(FileManager.default.contents(atPath: folder.appendingPathComponent(name).path))
            let root = try JSONParser.parse([UInt8](data), file: name)
            collectURLs(root, key: nil, into: &urls)
        }
        #expect(urls.count >= 40)
        for url in urls {
            #expect(probe.accepts(url), "\(url.debugDescription) should be a valid uri")
        }
    }

    private func collectURLs(_ node: JSONNode, key: String?, into urls: inout [String]) {
        if let object = node.objectValue {
            for member in object.members { collectURLs(member.value, key: member.key, into: &urls) }
        } else if let array = node.arrayValue {
            for element in array { collectURLs(element, key: key, into: &urls) }
        } else if let text = node.stringValue, let key, key.lowercased().hasSuffix("url"), text.contains("://") {
            urls.append(text)
        }
    }
}
