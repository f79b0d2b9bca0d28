import Testing
import TrellisContent
import TrellisLayout
import TrellisRender

@Suite("Layout keys: merging and checking")
struct LayoutResolverTests {
    static let phone = Viewport(name: "phone", width: 375, height: 812)
    static let desktop = Viewport(name: "desktop", width: 1280, height: 800)

    static func section(_ layout: String) throws -> Section {
        let node = try JSONParser.parse(layout, file: "p.json")
        return Section(id: "s", layout: node, components: [], location: node.location, path: "sections[0]")
    }

    static func resolve(
        _ layout: String,
        variant: String? = nil,
        viewport: Viewport = phone
    ) throws -> (SectionLayout?, [Diagnostic]) {
        let section = try section(layout)
        let override = try variant.map {
            PageVariant.Override(
                sectionID: "s", layout: try JSONParser.parse($0, file: "v.json"), path: "variants.grid.s")
        }
        var log = DiagnosticLog()
        let resolver = LayoutResolver(viewportNames: ["phone", "desktop"], contracts: [:])
        resolver.checkStructure(section.layout, path: "sections[0].layout", log: &log)
        let layout = resolver.layout(for: section, variant: override, viewport: viewport, log: &log)
        return (layout, log.diagnostics)
    }

    @Test func viewportAndVariantOverridesApplyInOrder() throws {
        let base = #"{"type": "grid", "columns": 2, "spacing": 4, "viewports": {"desktop": {"columns": 4}}}"#
        #expect(try Self.resolve(base).0?.columns == 2)
        #expect(try Self.resolve(base, viewport: Self.desktop).0?.columns == 4)
        let variant = #"{"type": "list", "viewports": {"desktop": {"type": "grid", "columns": 6}}}"#
        let phone = try #require(try Self.resolve(base, variant: variant).0)
        #expect(phone.type == .list)
        #expect(phone.spacing == 4, "keys the variant does not set keep the base value")
        let desktop = try #require(try Self.resolve(base, variant: variant, viewport: Self.desktop).0)
        #expect(desktop.type == .grid && desktop.columns == 6)
    }

    struct BadLayout: Sendable, CustomTestStringConvertible {
        var layout: String
        var variant: String?
        var expected: String
        var testDescription: String { expected }
    }

    static let badLayouts: [BadLayout] = [
        BadLayout(
            layout: #"{"type": "grid", "columns": "two"}"#, variant: nil,
            expected:
                #"p.json:1:29: error: sections[0].layout.columns: expected an integer from 1 to 1000, found "two""#),
        BadLayout(
            layout: #"{"type": "grdi"}"#, variant: nil,
            expected:
                #"p.json:1:10: error: sections[0].layout.type: expected one of "list", "grid", "flow", "carousel", found "grdi"; did you mean "grid"?"#
        ),
        BadLayout(
            layout: #"{"colums": 3}"#, variant: nil,
            expected: #"p.json:1:2: error: sections[0].layout.colums: unknown layout key; did you mean "columns"?"#),
        BadLayout(
            layout: #"{"type": "flow", "spacing": -4}"#, variant: nil,
            expected: "p.json:1:29: error: sections[0].layout.spacing: "),
        BadLayout(
            layout: #"{"type": "flow", "insets": {"left": 200, "right": 200}}"#, variant: nil,
            expected: "error: sections[0].layout.insets"),
        BadLayout(
            layout: #"{"type": "flow", "itemSize": {"width": 0, "height": 10}}"#, variant: nil,
            expected:
                #"p.json:1:40: error: sections[0].layout.itemSize.width: expected a number > 0 and ≤ 1000000 or "auto", found 0"#
        ),
        BadLayout(
            layout: #"{"type": "flow", "spacing": 1e300}"#, variant: nil,
            expected:
                "p.json:1:29: error: sections[0].layout.spacing: expected a number, found 1e300, which is too large"),
        BadLayout(
            layout: #"{"type": "flow", "scrollDirection": "horizontal"}"#, variant: nil,
            expected: "error: sections[0].layout"),
        BadLayout(
            layout: #"{"type": "list"}"#, variant: #"{"type": "grid", "columns": 0}"#,
            expected: "v.json:1:29: error: variants.grid.s.columns: expected an integer from 1 to 1000, found 0"),
        // A wrong value does not hide the range checks of the other values: one build names every mistake.
        BadLayout(
            layout: #"{"type": "grid", "columns": "two", "spacing": -4}"#, variant: nil,
            expected: "p.json:1:47: error: sections[0].layout.spacing: expected a number ≥ 0, found -4"),
        BadLayout(
            layout: #"{"type": "grid", "columns": "two", "itemHeight": 0}"#, variant: nil,
            expected:
                #"p.json:1:50: error: sections[0].layout.itemHeight: expected a number > 0 and ≤ 1000000 or "auto", found 0"#
        ),
        BadLayout(
            layout: #"{"viewports": {"phone": {"viewports": {}}}}"#, variant: nil,
            expected:
                "p.json:1:26: error: sections[0].layout.viewports.phone.viewports: viewport overrides cannot be nested"),
    ]

    @Test("wrong layout values name the file, position and path", arguments: badLayouts)
    func badLayoutIsReported(_ example: BadLayout) throws {
        let (layout, diagnostics) = try Self.resolve(example.layout, variant: example.variant)
        let errors = diagnostics.filter { $0.severity == .error }.map(\.description)
        #expect(errors.contains { $0.contains(example.expected) }, "\(errors)")
        // Unknown keys are reported by the structure check and ignored by the reader; the build still fails.
        if !example.layout.contains("viewports") && !example.expected.contains("unknown layout key") {
            #expect(layout == nil)
        }
    }

    /// `"insets": -5` is one value for the four sides: one error at it, not four alike.
    @Test func aNegativeInsetForEverySideIsOneError() throws {
        let (layout, diagnostics) = try Self.resolve(#"{"type": "list", "insets": -5}"#)
        #expect(layout == nil)
        #expect(
            diagnostics.map(\.description) == [
                "p.json:1:28: error: sections[0].layout.insets: expected a number ≥ 0, found -5 (at the phone width, 375px)"
            ])
    }

    @Test func undeclaredViewportIsAWarning() throws {
        let (layout, diagnostics) = try Self.resolve(#"{"viewports": {"tablte": {"itemHeight": 3}}}"#)
        #expect(layout != nil)
        #expect(
            diagnostics.map(\.description) == [
                #"p.json:1:16: warning: sections[0].layout.viewports.tablte: no viewport "tablte" is declared in site.json (phone, desktop)"#
            ])
    }

    /// An `insets` object that leaves out a side is allowed (`{"left": 16, "right": 16}` is common) and the side
    /// is 0, but a warning says so: `{top, left, bottom}` is more often a forgotten `right` than a wish for 0.
    @Test func insetsWithoutEverySideWarnAndUseZero() throws {
        let (layout, diagnostics) = try Self.resolve(
            #"{"type": "flow", "insets": {"top": 8, "left": 16, "bottom": 8}}"#)
        #expect(layout?.insets == EdgeInsets(top: 8, left: 16, bottom: 8, right: 0))
        #expect(
            diagnostics.map(\.description) == [
                #"p.json:1:28: warning: sections[0].layout.insets: insets give top, left and bottom but not right; a side left out is 0, so write "right": 0 to say so"#
            ])
        let (pair, pairDiagnostics) = try Self.resolve(#"{"type": "flow", "insets": {"left": 16, "right": 16}}"#)
        #expect(pair?.insets == EdgeInsets(top: 0, left: 16, bottom: 0, right: 16))
        #expect(
            pairDiagnostics.map(\.message) == [
                #"insets give left and right but not top and bottom; a side left out is 0, so write "top": 0, "bottom": 0 to say so"#
            ])
        let (all, allDiagnostics) = try Self.resolve(#"{"type": "flow", "insets": 8}"#)
        #expect(all?.insets == EdgeInsets(all: 8))
        #expect(allDiagnostics.isEmpty)
    }

    static let viewports = [
        Viewport(name: "phone", width: 375, height: 812), Viewport(name: "tablet", width: 768, height: 1024),
        Viewport(name: "desktop", width: 1280, height: 800),
    ]

    /// A section written once (in `Content/sections/shared.json`) and included by three pages, one of which has
    /// a variant that leaves it alone and one a variant that overrides it.
    static func sharedSectionSite() throws -> (pages: [Page], resolver: LayoutResolver) {
        let file = "Content/sections/shared.json"
        let layout = try JSONParser.parse(
            #"{"type": "flow", "spacing": -4, "insets": {"left": 8, "right": 8}, "viewports": {"desktop": {"columns": 0}}}"#,
            file: file)
        let size = try JSONParser.parse(#"{"width": 0, "height": 40}"#, file: file)
        let component = Component(
            type: "poster", id: "p", data: .object([]), size: size, location: SourceLocation(file: file, line: 2),
            path: "components[0]")
        let section = Section(
            id: "shared", layout: layout, components: [component, component], location: SourceLocation(file: file),
            path: "", includedFrom: "shared")
        let contract = ComponentContract(
            description: nil, size: try JSONParser.parse(#"{"width": "wide"}"#, file: "c.json"), examples: [],
            schema: nil, file: "c.json")
        let override = try JSONParser.parse(#"{"type": "flow", "lineSpacing": -1}"#, file: "b.json")
        let pages = [
            Page(id: "a", title: "A", description: nil, sections: [section], variants: [], file: "a.json"),
            Page(
                id: "b", title: "B", description: nil, sections: [section],
                variants: [
                    PageVariant(
                        name: "dense",
                        overrides: [
                            PageVariant.Override(sectionID: "shared", layout: override, path: "variants.dense.shared")
                        ],
                        location: SourceLocation(file: "b.json"))
                ], file: "b.json"),
            Page(
                id: "c", title: "C", description: nil, sections: [section],
                variants: [PageVariant(name: "plain", overrides: [], location: SourceLocation(file: "c.json"))],
                file: "c.json"),
        ]
        let resolver = LayoutResolver(viewportNames: viewports.map(\.name), contracts: ["poster": contract])
        return (pages, resolver)
    }

    /// Each mistake once, however many pages include the section and however many renderings use it; a finding
    /// that several viewports share names them, and one only a variant has names the variant. The same whether the
    /// pages are read by one planner or split into runs read on several cores and merged.
    @Test(arguments: [nil, 1, 2, 3])
    func aWholeSiteIsReadOnceAndEachProblemReportedOnce(runs: Int?) throws {
        let (pages, resolver) = try Self.sharedSectionSite()
        var log = DiagnosticLog()
        let layouts = resolver.layouts(of: pages, viewports: Self.viewports, runs: runs, log: &log)
        var oneRunLog = DiagnosticLog()
        let oneRun = resolver.layouts(of: pages, viewports: Self.viewports, runs: 1, log: &oneRunLog)
        #expect(layouts.count == pages.count)
        for (page, (split, whole)) in zip(pages, zip(layouts, oneRun)) {
            for variant in [nil] + page.variants {
                for viewport in Self.viewports {
                    #expect(
                        split.layout(ofSection: 0, variant: variant, viewport: viewport)
                            == whole.layout(ofSection: 0, variant: variant, viewport: viewport))
                }
            }
        }
        let shown = log.diagnostics.map(\.description)
        #expect(
            shown == [
                #"Content/sections/shared.json:1:43: warning: layout.insets: insets give left and right but not top and bottom; a side left out is 0, so write "top": 0, "bottom": 0 to say so"#,
                "Content/sections/shared.json:1:105: error: layout.viewports.desktop.columns: expected an integer from 1 to 1000, found 0",
                #"Content/sections/shared.json:1:11: error: components[0].size.width: expected a number > 0 and ≤ 1000000 or "auto", found 0"#,
                #"c.json:1:11: error: size.width: expected a number > 0 and ≤ 1000000 or "auto", found "wide""#,
                // At the desktop width too, where `columns` is also wrong: each value is checked on its own.
                "Content/sections/shared.json:1:29: error: layout.spacing: expected a number ≥ 0, found -4 (at the phone, tablet and desktop widths)",
                #"b.json:1:33: error: variants.dense.shared.lineSpacing: expected a number ≥ 0, found -1 (at the phone, tablet and desktop widths, in variant "dense")"#,
            ], "\(shown.joined(separator: "\n"))")
    }

    /// A page's findings are what reading it alone reports, so an unchanged page's findings can come from the build
    /// cache instead of reading it again: whichever pages are known, the site reports exactly what reading every page
    /// does, and the pages that were read get their layouts.
    @Test(arguments: [[0], [1], [2], [0, 2], [1, 2], [0, 1, 2]])
    func knownPagesAreNotReadAndTheSiteReportsTheSame(knownPages: [Int]) throws {
        let (pages, resolver) = try Self.sharedSectionSite()
        let full = resolver.plan(pages, viewports: Self.viewports)
        #expect(!full.findings.isEmpty)
        for (index, page) in pages.enumerated() {
            #expect(resolver.plan([page], viewports: Self.viewports).findings == full.pageFindings[index])
        }
        let known = pages.indices.map { knownPages.contains($0) ? full.pageFindings[$0] : nil }
        let partial = resolver.plan(pages, viewports: Self.viewports, known: known)
        #expect(partial.findings == full.findings)
        #expect(
            partial.findings.diagnostics(viewports: Self.viewports).map(\.description)
                == full.findings.diagnostics(viewports: Self.viewports).map(\.description))
        for index in pages.indices {
            #expect((partial.layouts[index] == nil) == knownPages.contains(index))
        }
    }

    @Test func engineFindingsSharedByEveryViewportAreOneDiagnostic() throws {
        let layout = try JSONParser.parse(#"{"type": "flow", "spacing": -4}"#, file: "p.json")
        let section = Section(id: "s", layout: layout, components: [], location: layout.location, path: "sections[0]")
        let page = Page(id: "p", title: "P", description: nil, sections: [section], variants: [], file: "p.json")
        let resolver = LayoutResolver(viewportNames: Self.viewports.map(\.name), contracts: [:])
        var log = DiagnosticLog()
        let layouts = resolver.layouts(of: [page, page], viewports: Self.viewports, log: &log)
        #expect(
            log.diagnostics.map(\.description) == [
                "p.json:1:29: error: sections[0].layout.spacing: expected a number ≥ 0, found -4 (at the phone, tablet and desktop widths)"
            ])
        #expect(layouts.count == 2)
        #expect(layouts[0].layout(ofSection: 0, variant: nil, viewport: Self.phone) == nil)
    }

    @Test func pageLayoutsAnswerPerRenderingWithoutReportingAgain() throws {
        let layout = try JSONParser.parse(
            #"{"type": "grid", "columns": 2, "viewports": {"desktop": {"columns": 4}}}"#, file: "p.json")
        let size = try JSONParser.parse(#"{"height": 33}"#, file: "p.json")
        let component = Component(
            type: "poster", id: "p", data: .object([]), size: size, location: SourceLocation(file: "p.json"),
            path: "x")
        let header = Component(
            type: "title", id: "h", data: .object([]), location: SourceLocation(file: "p.json"), path: "h")
        let section = Section(
            id: "s", header: header, layout: layout, components: [component], location: layout.location,
            path: "sections[0]")
        let grid = PageVariant(
            name: "list",
            overrides: [
                PageVariant.Override(
                    sectionID: "s", layout: try JSONParser.parse(#"{"type": "list"}"#, file: "p.json"), path: "v")
            ], location: SourceLocation(file: "p.json"))
        let page = Page(id: "p", title: "P", description: nil, sections: [section], variants: [grid], file: "p.json")
        let resolver = LayoutResolver(viewportNames: Self.viewports.map(\.name), contracts: [:])
        var log = DiagnosticLog()
        let layouts = try #require(resolver.layouts(of: [page], viewports: Self.viewports, log: &log).first)
        #expect(log.diagnostics.isEmpty)
        #expect(layouts.layout(ofSection: 0, variant: nil, viewport: Self.phone)?.columns == 2)
        #expect(layouts.layout(ofSection: 0, variant: nil, viewport: Self.desktop)?.columns == 4)
        let list = try #require(layouts.layout(ofSection: 0, variant: grid, viewport: Self.desktop))
        #expect(list.type == .list)
        #expect(layouts.itemSizes(ofSection: 0, layout: list) == [ItemSize(width: .auto, height: .points(33))])
        #expect(layouts.headerLength(ofSection: 0, horizontal: false) == .auto)
        #expect(layouts.footerLength(ofSection: 0, horizontal: false) == nil)
    }

    @Test func itemSizesFollowTheDocumentedOrder() throws {
        let contract = ComponentContract(
            description: nil, size: try JSONParser.parse(#"{"width": 140, "height": 210}"#, file: "c.json"),
            examples: [], schema: nil, file: "c.json")
        let resolver = LayoutResolver(viewportNames: ["phone"], contracts: ["poster": contract])
        func component(_ size: String?) throws -> Component {
            Component(
                type: "poster", id: "p", data: .object([]),
                size: try size.map { try JSONParser.parse($0, file: "p.json") },
                location: SourceLocation(file: "p.json"), path: "x")
        }
        var log = DiagnosticLog()
        let flow = SectionLayout(type: .flow)
        let sized = SectionLayout(type: .flow, itemSize: ItemSize(width: .points(90), height: .points(90)))
        let items = [try component(nil), try component(#"{"height": 33}"#)]
        #expect(
            resolver.itemSizes(for: items, layout: flow, log: &log) == [
                ItemSize(width: .points(140), height: .points(210)), ItemSize(width: .points(140), height: .points(33)),
            ])
        #expect(
            resolver.itemSizes(for: items, layout: sized, log: &log) == [
                ItemSize(width: .points(90), height: .points(90)), ItemSize(width: .points(90), height: .points(33)),
            ])
        #expect(
            resolver.itemSizes(for: items, layout: SectionLayout(type: .list), log: &log) == [
                ItemSize(width: .auto, height: .points(210)), ItemSize(width: .auto, height: .points(33)),
            ])
        #expect(log.diagnostics.isEmpty)
    }
}
