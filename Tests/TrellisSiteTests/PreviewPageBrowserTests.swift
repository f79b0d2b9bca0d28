import Foundation
import Testing
import TrellisSite
import TrellisTestSupport

/// The page preview in headless Chromium, opened from disk as a reviewer opens a built site: zoom to fit, one
/// viewport in focus, whole-page frames, the variant switcher and the layout overlay.
@Suite(
    "Page preview in the browser", .serialized, .enabled(if: Browser.executable != nil || Browser.isRequired))
struct PreviewPageBrowserTests {
    /// One figure of the preview as the script left it.
    struct Device {
        var variant: String
        var viewport: String
        var isHidden: Bool
        /// The scaled box's width and height (from its inline style), when the script sized it.
        var box: (width: Double, height: Double)?
        var frameSource: String
        var frameHeight: Double?
    }

    static let project: TemporaryProject = {
        let project = try! TemporaryProject(
            copying: Fixtures.exampleCatalog, items: ["Content", "Templates", "Assets"])
        #expect(project.build().succeeded)
        return project
    }()

    /// The preview of the example's home page (three viewports, a `grid` variant) after its script ran.
    static func devices(_ suffix: String = "", window: String = "1440,900") throws -> (dom: String, devices: [Device]) {
        let dom = try Browser.dumpDOM(
            of: project.url("_site/pages/home/index.html"), deviceScaleFactor: 1, suffix: suffix, windowSize: window)
        var devices: [Device] = []
        var variant = ""
        let pattern =
            /<section class="t-variant[^"]*" id="v-([^"]+)"|<figure class="t-device" data-viewport="([^"]+)" data-scheme="[^"]*"( hidden="")?(?: style="[^"]*")?>[\s\S]*?<div class="t-scale"(?: style="width: ([\d.]+)px; height: ([\d.]+)px;")?>(<iframe[^>]*>)/
        for match in dom.matches(of: pattern) {
            if let name = match.1 {
                variant = String(name)
                continue
            }
            let frame = String(match.6 ?? "")
            let source = String(frame.firstMatch(of: /src="([^"]*)"/)?.1 ?? "")
            let height = frame.firstMatch(of: /style="[^"]*height: ([\d.]+)px/).flatMap { Double($0.1) }
            let box = match.4.flatMap { width in match.5.flatMap { (Double(width)!, Double($0)!) } }
            devices.append(
                Device(
                    variant: variant, viewport: String(match.2 ?? ""), isHidden: match.3 != nil, box: box,
                    frameSource: source, frameHeight: height))
        }
        return (dom, devices)
    }

    @Test func fitShowsEveryViewportOfALaptopScreenSideBySide() throws {
        let (_, devices) = try Self.devices()
        let shown = devices.filter { $0.variant == "default" }
        #expect(shown.map(\.viewport) == ["phone", "tablet", "desktop"])
        #expect(shown.allSatisfy { !$0.isHidden })
        let widths = shown.compactMap { $0.box?.width }
        #expect(widths.count == 3, "the script sized every frame")
        // 1,440 px of window, 20 px of padding each side, 24 px between frames: everything fits.
        let used: Double = widths.reduce(0, +) + 48
        #expect(used <= 1400, "\(widths)")
        // The renderings keep their real widths inside the scaled boxes.
        #expect(shown.map(\.frameSource) == ["phone.html", "tablet.html", "desktop.html"])
        let scale = try #require(widths.first) / 377
        #expect(scale < 1 && scale > 0.4)
    }

    @Test func zoomFocusAndWholePageHeightComeFromTheLink() throws {
        // The whole-page height is read from the loaded rendering; on a machine busy with the rest of the suite the
        // frame may not have loaded within Chromium's time budget, so a short page is looked at again (twice at most).
        var devices: [Device] = []
        for _ in 0..<3 {
            devices = try Self.devices("?zoom=1&focus=phone&full=1").devices
            let height = devices.first { $0.variant == "default" && $0.viewport == "phone" }?.frameHeight ?? 0
            if height > 1500 { break }
        }
        let phone = try #require(devices.first { $0.variant == "default" && $0.viewport == "phone" })
        #expect(!phone.isHidden)
        #expect(phone.box?.width == 377, "100 %: 375 px and the frame's border")
        let others = devices.filter { $0.variant == "default" && $0.viewport != "phone" }
        #expect(others.count == 2 && others.allSatisfy { $0.isHidden })
        // The home page is far taller than one phone screen (812 px): the frame grows to the rendering's height.
        #expect((phone.frameHeight ?? 0) > 1500, "\(String(describing: phone.frameHeight))")
    }

    @Test func theVariantSwitcherShowsAndMarksTheChosenVariant() throws {
        let (dom, _) = try Self.devices("#v-grid")
        #expect(dom.contains(#"<section class="t-variant t-active" id="v-grid""#))
        #expect(dom.contains(#"<section class="t-variant t-variant-default" id="v-default""#), "default not active")
        #expect(dom.contains(#"data-t-variant="grid" aria-current="true""#))
        #expect(!dom.contains(#"data-t-variant="default" aria-current"#))
        #expect(dom.contains("Changes the layout of the section trending."))
    }

    /// A script expression: the ids of the variant sections on screen, separated by spaces.
    static let shownVariants = """
        Array.from(document.querySelectorAll('.t-variant'))
          .filter(function (section) { return getComputedStyle(section).display !== 'none'; })
          .map(function (section) { return section.id; }).join(' ')
        """

    /// A copy of a built page (`page`, its markup passed through `markup` first) with `script` run after its own,
    /// opened in the browser: what the script wrote into the body's `data-probe`.
    static func probe(_ page: String, markup: (String) -> String = { $0 }, script: String) throws -> String? {
        let copy = page.replacingOccurrences(of: "index.html", with: "probe-\(UInt32.random(in: 0...UInt32.max)).html")
        try project.write(
            "_site/" + copy,
            markup(try project.read("_site/" + page)).replacingOccurrences(
                of: "</body>", with: "<script>\(script)</script></body>"))
        let dom = try Browser.dumpDOM(of: project.url("_site/" + copy), deviceScaleFactor: 1)
        return dom.firstMatch(of: /data-probe="([^"]*)"/).map { String($0.1) }
    }

    /// Opened without a variant in its address, then switched by a click: only the chosen variant is shown (the
    /// default's no-script rule must not keep it on screen beside it).
    @Test func clickingAVariantShowsItInPlaceOfTheDefault() throws {
        let shown = try Self.probe(
            "pages/home/index.html",
            script: """
                addEventListener('load', function () {
                  document.querySelector('[data-t-variant="grid"]').click();
                  document.body.dataset.probe = \(Self.shownVariants);
                });
                """)
        #expect(shown == "v-grid")
    }

    /// A variant named in the address of a page already open (a link from the search, Back or Forward) is shown.
    @Test func aVariantNamedInTheAddressOfAnOpenPageIsShown() throws {
        let shown = try Self.probe(
            "pages/home/index.html",
            script: """
                addEventListener('load', function () {
                  addEventListener('hashchange', function () {
                    setTimeout(function () {
                      document.body.dataset.probe = \(Self.shownVariants) + ' ' +
                        document.querySelector('[aria-current="true"]').getAttribute('data-t-variant');
                    }, 0);
                  });
                  location.hash = '#v-grid';
                });
                """)
        #expect(shown == "v-grid grid")
    }

    /// An address without a variant again (Back after following a link to one; set directly here, as headless
    /// Chromium's virtual time stalls on a history traversal) shows the default; a malformed escape in the address
    /// does not stop the script.
    @Test func backToTheAddressWithoutAVariantShowsTheDefault() throws {
        let shown = try Self.probe(
            "pages/home/index.html",
            script: """
                addEventListener('load', function () {
                  var steps = 0;
                  addEventListener('hashchange', function () {
                    steps += 1;
                    if (steps === 1) { setTimeout(function () { location.hash = ''; }, 0); return; }
                    setTimeout(function () {
                      document.body.dataset.probe = \(Self.shownVariants);
                    }, 0);
                  });
                  location.hash = '#v-grid';
                });
                """)
        #expect(shown == "v-default")
        let malformed = try Self.probe(
            "pages/home/index.html",
            script: """
                addEventListener('load', function () {
                  addEventListener('hashchange', function () {
                    setTimeout(function () {
                      document.body.dataset.probe = document.querySelector('.t-variant.t-active').id;
                    }, 0);
                  });
                  location.hash = '#v-%';
                });
                """)
        #expect(malformed == "v-default")
    }

    /// Without JavaScript the controls that need it — the catalog's search box, the preview's settings — are not
    /// shown: the pages are read with their scripts taken out.
    @Test(arguments: ["index.html", "pages/home/index.html"])
    func controlsThatNeedAScriptAreHiddenWithoutOne(_ page: String) throws {
        let shown = try Self.probe(
            page, markup: { $0.replacing(/<script(?![^>]*application\/json)[^>]*>[\s\S]*?<\/script>/, with: "") },
            script: """
                document.body.dataset.probe = Array.from(document.querySelectorAll('form'))
                  .filter(function (form) { return getComputedStyle(form).display !== 'none'; })
                  .map(function (form) { return form.className; }).join(' ') || 'none';
                """)
        #expect(shown == "none")
    }

    /// A keyboard user who tabs into a viewport sees which one has the focus.
    @Test func aFocusedViewportIsOutlined() throws {
        let outline = try Self.probe(
            "pages/home/index.html",
            script: """
                addEventListener('load', function () {
                  var frame = document.querySelector('.t-device iframe');
                  var before = getComputedStyle(frame).outlineStyle;
                  frame.focus();
                  document.body.dataset.probe = before + ' ' + getComputedStyle(frame).outlineStyle;
                });
                """)
        #expect(outline == "none solid")
    }

    @Test func theOverlayIsALabelledControlWithALegendOutsideTheDesign() throws {
        let (dom, devices) = try Self.devices("?overlay=1")
        #expect(devices.allSatisfy { $0.frameSource.hasSuffix("#t-overlay") })
        #expect(dom.contains(#"<p class="t-legend" data-t-legend="">"#), "legend shown")
        #expect(dom.contains("Layout overlay</label>"))
        let rendering = try Self.project.read("_site/pages/home/phone.html")
        #expect(!rendering.contains("<input"), "no control inside the design")
    }

    @Test func withoutTheScriptEveryViewportIsShownAtFullSize() throws {
        let page = try Self.project.read("_site/pages/home/index.html")
        #expect(page.contains(#"<form class="t-controls" data-t-controls="" hidden="hidden""#))
        #expect(page.contains(#"<iframe src="desktop.html" title="Home, desktop, default variant" width="1280""#))
    }
}
