import Foundation
import Testing
import TrellisSite
import TrellisTestSupport

@Suite("What Chromium renders is what the engine computed")
struct BrowserLayoutTests {
    struct Measurement: Decodable {
        var id: String
        var expected: String
        var measured: [Double]
    }

    @Test(
        "every data-frame and data-size matches the rendered box to 1/64 px",
        .enabled(
            if: Browser.executable != nil || Browser.isRequired,
            "Chromium is not installed; install it to run this check"),
        arguments: [1, 2])
    func framesMatchTheBrowser(deviceScaleFactor: Int) throws {
        try #require(Browser.executable != nil, "CI must have Chromium (.ci/run installs it)")
        let project = try TemporaryProject(files: LayoutCasesFixture.files)
        let result = project.build()
        try #require(result.succeeded, "\(result.diagnostics.rendered)")
        let renderings = project.files(under: "_site/pages").filter {
            $0.hasSuffix(".html") && !$0.hasSuffix("index.html")
        }
        #expect(renderings.count == 8)
        var compared = 0
        for rendering in renderings {
            let page = project.url("_site/pages/\(rendering)")
            let probe = page.deletingPathExtension().appendingPathExtension("probe.html")
            let html = try String(contentsOf: page, encoding: .utf8)
            try html.replacingOccurrences(
                of: "</body>", with: "<script>//<![CDATA[\n\(Browser.measurementScript)\n//]]></script></body>"
            )
            .write(to: probe, atomically: true, encoding: .utf8)
            let dom = try Browser.dumpDOM(of: probe, deviceScaleFactor: deviceScaleFactor)
            let measurements = try Self.measurements(in: dom)
            #expect(!measurements.isEmpty, "\(rendering): no measurements")
            for measurement in measurements {
                let expected = measurement.expected.split(separator: " ").map(String.init)
                #expect(expected.count == measurement.measured.count, "\(rendering) \(measurement.id)")
                for (text, measured) in zip(expected, measurement.measured) where text != "auto" {
                    compared += 1
                    let value = try #require(Double(text))
                    #expect(
                        abs(value - measured) <= 1e-9,
                        "\(rendering) \(measurement.id): expected \(measurement.expected), measured \(measurement.measured)"
                    )
                }
            }
        }
        #expect(compared > 1000)
    }

    static func measurements(in dom: String) throws -> [Measurement] {
        guard let start = dom.range(of: "<pre id=\"trellis-measurements\">"),
            let end = dom.range(of: "</pre>", range: start.upperBound..<dom.endIndex)
        else { return [] }
        let json = dom[start.upperBound..<end.lowerBound]
            .replacingOccurrences(of: "&lt;", with: "<").replacingOccurrences(of: "&gt;", with: ">")
            .replacingOccurrences(of: "&amp;", with: "&")
        return try JSONDecoder().decode([Measurement].self, from: Data(json.utf8))
    }
}
