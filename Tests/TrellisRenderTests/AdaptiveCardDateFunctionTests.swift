import Testing
import TrellisContent
import TrellisRender

/// Adaptive Cards' date and time functions in text a template prints with `{{{trellis.markdown.key}}}`: shown as the
/// date or time they stand for when written by the card format's rules, and exactly as typed otherwise.
@Suite("Adaptive Cards date and time functions")
struct AdaptiveCardDateFunctionTests {
    static let cases: [(text: String, shown: String)] = [
        // The forms and styles, as the renderer shows them in US English.
        ("{{DATE(2017-02-14T06:08:39Z, SHORT)}}", "Tue, Feb 14, 2017"),
        ("{{DATE(2017-02-14T06:08:39Z, LONG)}}", "Tuesday, February 14, 2017"),
        ("{{DATE(2017-02-14T06:08:39Z, COMPACT)}}", "2/14/2017"),
        ("{{DATE(2017-02-14T06:08:39Z)}}", "2/14/2017"),
        ("{{DATE(2017-02-14T06:08:39Z,SHORT)}}", "Tue, Feb 14, 2017"),
        ("{{TIME(2017-02-14T06:08:39Z)}}", "6:08 AM"),
        ("{{TIME(2017-02-14T00:05:00Z)}}", "12:05 AM"),
        ("{{TIME(2017-02-14T12:00:00Z)}}", "12:00 PM"),
        ("{{TIME(2017-02-14T23:59:59Z)}}", "11:59 PM"),
        // In the zone the value is written in; fractional seconds allowed.
        ("{{TIME(2017-02-14T06:08:00-07:00)}}", "6:08 AM"),
        ("{{DATE(2017-02-14T23:30:00+05:30, SHORT)}}", "Tue, Feb 14, 2017"),
        ("{{TIME(2017-02-14T06:08:39.250Z)}}", "6:08 AM"),
        // Weekdays across centuries and leap days.
        ("{{DATE(2000-02-29T00:00:00Z, LONG)}}", "Tuesday, February 29, 2000"),
        ("{{DATE(1970-01-01T00:00:00Z, SHORT)}}", "Thu, Jan 1, 1970"),
        ("{{DATE(1899-12-31T00:00:00Z, SHORT)}}", "Sun, Dec 31, 1899"),
        ("{{DATE(2024-12-25T10:00:00Z, LONG)}}", "Wednesday, December 25, 2024"),
        // Inside other text, several at once, Markdown around them still formatted.
        (
            "Arrives {{DATE(2017-02-14T06:00:00Z, SHORT)}} at {{TIME(2017-02-14T06:00:00Z)}}",
            "Arrives Tue, Feb 14, 2017 at 6:00 AM"
        ),
        ("**Due** {{DATE(2017-02-14T06:08:39Z)}}", "<strong>Due</strong> 2/14/2017"),
        // Not by the rules: left as typed.
        ("{{date(2017-02-14T06:08:39Z)}}", "{{date(2017-02-14T06:08:39Z)}}"),
        ("{{ DATE(2017-02-14T06:08:39Z) }}", "{{ DATE(2017-02-14T06:08:39Z) }}"),
        ("{{DATE (2017-02-14T06:08:39Z)}}", "{{DATE (2017-02-14T06:08:39Z)}}"),
        ("{{DATE(2017-02-14T06:08:39)}}", "{{DATE(2017-02-14T06:08:39)}}"),
        ("{{DATE(2017-02-14)}}", "{{DATE(2017-02-14)}}"),
        ("{{DATE(2017-02-30T06:08:39Z)}}", "{{DATE(2017-02-30T06:08:39Z)}}"),
        ("{{DATE(1900-02-29T06:08:39Z)}}", "{{DATE(1900-02-29T06:08:39Z)}}"),
        ("{{TIME(2017-02-14T24:00:00Z)}}", "{{TIME(2017-02-14T24:00:00Z)}}"),
        ("{{DATE(2017-02-14T06:08:39Z, MEDIUM)}}", "{{DATE(2017-02-14T06:08:39Z, MEDIUM)}}"),
        ("{{TIME(2017-02-14T06:08:39Z, SHORT)}}", "{{TIME(2017-02-14T06:08:39Z, SHORT)}}"),
        ("{{NOW(2017-02-14T06:08:39Z)}}", "{{NOW(2017-02-14T06:08:39Z)}}"),
        ("{{DATE(2017-02-14T06:08:39Z)}", "{{DATE(2017-02-14T06:08:39Z)}"),
        ("{{{DATE(2017-02-14T06:08:39Z)}}}", "{2/14/2017}"),
        ("{{", "{{"),
        ("a {b} {{c}}", "a {b} {{c}}"),
    ]

    @Test(arguments: cases)
    func aFunctionIsShownAsTheDateOrTimeItStandsFor(_ testCase: (text: String, shown: String)) throws {
        #expect(try RenderFixture.markdownCard(testCase.text) == "<div class=\"card\">\(testCase.shown)</div>")
    }

    /// Only the Markdown form applies them: `{{text}}` prints the value as it is, as for Markdown.
    @Test func thePlainTagPrintsTheFunctionAsTyped() throws {
        let renderer = try RenderFixture.renderer(["card": "<p>{{text}}</p>"])
        let component = try RenderFixture.component(
            #"{"type": "card", "id": "c", "data": {"text": "{{TIME(2017-02-14T06:08:39Z)}}"}}"#)
        var unknown: [UnknownTypeUse] = []
        #expect(renderer.render(component, unknown: &unknown).html == "<p>{{TIME(2017-02-14T06:08:39Z)}}</p>")
    }
}
