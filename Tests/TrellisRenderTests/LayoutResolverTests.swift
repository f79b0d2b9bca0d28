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

    @Test func undeclaredViewportIsAWarning() throws {
        let (layout, diagnostics) = try Self.resolve(#"{"viewports": {"tablte": {"itemHeight": 3}}}"#)
        #expect(layout != nil)
        #expect(
            diagnostics.map(\.description) == [
                #"p.json:1:16: warning: sections[0].layout.viewports.tablte: no viewport "tablte" is declared in site.json (phone, desktop)"#
            ])
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
