import Foundation
import Testing
import TrellisContent
import TrellisSite
import TrellisTestSupport

/// A component type's page shows how the type looks and what it is made of: examples with their data, the real
/// uses when the contract gives no example, and the template as written.
@Suite("Component pages")
struct ComponentPageTests {
    static func project() throws -> TemporaryProject {
        try TemporaryProject(files: [
            "Content/site.json": #"{"title": "T"}"#,
            "Content/pages/home.json": """
            {"title": "Home", "sections": [
              {"id": "top", "layout": {"type": "list"}, "components": [
                {"type": "badge", "id": "b1", "data": {"label": "First badge"}},
                {"type": "badge", "id": "b2", "data": {"label": "Second badge"}},
                {"type": "badge", "id": "b3", "data": {"label": "Third badge"}},
                {"type": "badge", "id": "b4", "data": {"label": "Fourth badge"}},
                {"type": "card", "id": "c1", "data": {"title": "A card"}}
              ]}
            ]}
            """,
            "Templates/components/badge.mustache": "<span class=badge>{{label}}</span>",
            "Templates/components/card.mustache": "<article><h3>{{title}}</h3></article>",
            "Templates/components/card.json": """
            {"description": "A card.", "schema": {"type": "object", "properties": {"title": {"type": "string"}}},
             "examples": [{"title": "Example card & co"}]}
            """,
        ])
    }

    @Test func examplesShowTheirDataBesideThem() throws {
        let project = try Self.project()
        #expect(project.build().succeeded)
        let page = try project.read("_site/components/card.html")
        #expect(page.contains("<figcaption>Example 1</figcaption>"))
        #expect(page.contains("<h3>Example card &amp; co</h3>"), "the rendering")
        #expect(
            page.contains(
                #"<pre class="t-example-json" role="region" tabindex="0" aria-label="Data of Example 1"><code>{&quot;title&quot;: &quot;Example card &amp; co&quot;}</code></pre>"#
            ))
        #expect(!page.contains("A card</h3>"), "a type with contract examples shows them, not its uses")
    }

    @Test func aTypeWithoutExamplesShowsItsFirstUses() throws {
        let project = try Self.project()
        #expect(project.build().succeeded)
        let page = try project.read("_site/components/badge.html")
        for (id, label) in [("b1", "First"), ("b2", "Second"), ("b3", "Third")] {
            #expect(page.contains("<figcaption>\(id) on Home, section top</figcaption>"), "\(id)")
            #expect(page.contains("\(label) badge</span>"))
            // With its data as the page sends it (the build let the page's JSON sources go once it was checked, and
            // reads the page again for this).
            #expect(page.contains("<code>{&quot;label&quot;: &quot;\(label) badge&quot;}</code>"), "\(id)")
        }
        #expect(!page.contains("Fourth badge"), "at most \(3) uses")
        #expect(!page.contains("No examples"))
    }

    @Test func usesWhoseLinksOnlyWorkOnTheirPageAreNotShown() throws {
        let project = try TemporaryProject(files: [
            "Content/site.json": #"{"title": "T"}"#,
            "Content/pages/home.json": """
            [{"type": "link", "id": "relative", "data": {"href": "../other/", "label": "Relative"}},
             {"type": "link", "id": "anchor", "data": {"href": "#relative", "label": "Anchor"}},
             {"type": "link", "id": "outside", "data": {"href": "https://example.com/", "label": "Outside"}}]
            """,
            "Templates/components/link.mustache": #"<a href="{{href}}" id="{{trellis.id}}">{{label}}</a>"#,
        ])
        let result = project.build()
        #expect(result.succeeded)
        let page = try project.read("_site/components/link.html")
        #expect(page.contains("<figcaption>outside on home, section main</figcaption>"), "the use that works anywhere")
        #expect(!page.contains("Relative</a>") && !page.contains("Anchor</a>"))
        #expect(!result.diagnostics.contains { $0.location?.file.hasSuffix("components/link.html") == true })
    }

    @Test func everyUseLinksToItsSectionAtEveryViewport() throws {
        let project = try Self.project()
        let result = project.build()
        #expect(result.succeeded)
        let page = try project.read("_site/components/card.html")
        for viewport in ["phone", "tablet", "desktop"] {
            #expect(page.contains(#"<a href="../pages/home/\#(viewport).html#section-top">\#(viewport)</a>"#))
            #expect(try project.read("_site/pages/home/\(viewport).html").contains(#"id="section-top""#))
        }
        #expect(result.diagnostics.isEmpty, "the link check finds every anchor: \(result.diagnostics)")
    }

    /// In a card format most types only appear inside another component (Adaptive Cards' actions, columns…).
    @Test func usesInsideOtherComponentsAreExamplesToo() throws {
        let project = try TemporaryProject(copying: Fixtures.adaptiveCards)
        #expect(project.build().succeeded)
        let page = try project.read("_site/components/Action.Execute.html")
        #expect(
            page.contains(
                "<figcaption>main-0.actions-0 on Elements-Action.Execute.IsEnabled, section main</figcaption>"))
        #expect(!page.contains("No examples"))
        // A row or a cell is shown in the table it needs.
        #expect(
            try project.read("_site/components/TableRow.html").contains(
                #"<table class="t-example-table"><tbody><tr"#))
        #expect(
            try project.read("_site/components/TableCell.html").contains(
                #"<table class="t-example-table"><tbody><tr><td"#))
    }

    @Test func examplesAreShownAtEveryViewportWidthWhereTheTypeIsUsed() throws {
        let project = try TemporaryProject(files: [
            "Content/site.json": """
            {"title": "T", "viewports": [{"name": "phone", "width": 375, "height": 812},
              {"name": "tablet", "width": 768, "height": 1024}, {"name": "wide", "width": 1280, "height": 800}]}
            """,
            "Content/pages/home.json": """
            {"sections": [{"id": "grid", "layout": {"type": "grid", "columns": 2, "itemHeight": 100, "spacing": 10,
               "lineSpacing": 10, "insets": {"top": 0, "left": 16, "bottom": 0, "right": 16},
               "viewports": {"tablet": {"columns": 3}, "wide": {"columns": 3}}},
              "components": [{"type": "card", "id": "a", "data": {"title": "A"}},
                             {"type": "card", "id": "b", "data": {"title": "B"}}]}]}
            """,
            "Templates/components/card.mustache": "<article><h3>{{title}}</h3></article>",
            "Templates/components/card.json": #"{"examples": [{"title": "Example"}]}"#,
        ])
        #expect(project.build().succeeded)
        let page = try project.read("_site/components/card.html")
        // phone: (375 − 32 − 10) / 2; tablet: (768 − 32 − 20) / 3; wide: (1280 − 32 − 20) / 3.
        for label in ["default · 375 px wide", "phone · 166.5 × 100", "tablet · 238.67 × 100", "wide · 409.33 × 100"] {
            #expect(page.contains(label), "\(label)")
        }
        #expect(page.contains("--t-w0:375px;--t-w1:166.5px;--t-h1:100px;--t-w2:238.671875px;--t-h2:100px;"))
        #expect(page.contains(#"name="t-example-1-size" data-t-size="3""#))
        guard Browser.executable != nil || Browser.isRequired else { return }
        // In the browser, choosing a viewport's size redraws the example at that width and height.
        try project.write(
            "_site/components/probe.html",
            page.replacingOccurrences(
                of: "</body>",
                with: """
                    <script>var box = document.querySelector('.t-example-box'), sizes = [];
                    document.querySelectorAll('input[data-t-size]').forEach(function (input) {
                      input.checked = true;
                      var r = box.getBoundingClientRect();
                      sizes.push((r.width - 2) + 'x' + (r.height - 2));
                    });
                    document.body.dataset.probe = sizes.join(' ');</script></body>
                    """))
        let dom = try Browser.dumpDOM(of: project.url("_site/components/probe.html"), deviceScaleFactor: 1)
        let sizes = String(dom.firstMatch(of: /data-probe="([^"]*)"/)?.1 ?? "").split(separator: " ")
        #expect(
            sizes.count == 4
                && sizes.dropFirst().map(String.init) == ["166.5x100", "238.671875x100", "409.328125x100"], "\(sizes)")
    }

    @Test func theHomePageSaysWhichTypesHaveAContractAndExamples() throws {
        let project = try Self.project()
        #expect(project.build().succeeded)
        let home = try project.read("_site/index.html")
        #expect(home.contains("1 of 2 with a data contract · 1 with examples · 2 used on pages"))
        #expect(
            home.contains(#"<code>card</code></a></td><td class="t-num">1</td><td>yes</td><td class="t-num">1</td>"#))
        #expect(
            home.contains(#"<code>badge</code></a></td><td class="t-num">4</td><td>—</td><td class="t-num">0</td>"#))
    }

    /// A design made for both schemes: each example can be drawn light or dark, and the choice changes the
    /// scheme the example box is drawn in.
    @Test func examplesOfADesignInBothSchemesOfferADarkChoice() throws {
        let project = try Self.project()
        try project.write("Content/site.json", #"{"title": "T", "colorScheme": "both"}"#)
        #expect(project.build().succeeded)
        let page = try project.read("_site/components/card.html")
        #expect(page.contains(#"name="t-example-1-scheme" data-t-scheme="dark""#))
        guard Browser.executable != nil || Browser.isRequired else { return }
        try project.write(
            "_site/components/probe.html",
            page.replacingOccurrences(
                of: "</body>",
                with: """
                    <script>var box = document.querySelector('.t-example-box'), seen = [getComputedStyle(box).colorScheme];
                    document.querySelector('input[data-t-scheme="dark"]').checked = true;
                    seen.push(getComputedStyle(box).colorScheme);
                    document.body.dataset.probe = seen.join('|');</script></body>
                    """))
        let dom = try Browser.dumpDOM(of: project.url("_site/components/probe.html"), deviceScaleFactor: 1)
        #expect(dom.firstMatch(of: /data-probe="([^"]*)"/).map { String($0.1) } == "light|dark")
    }

    @Test func theTemplateIsShownAsWritten() throws {
        let project = try Self.project()
        #expect(project.build().succeeded)
        let page = try project.read("_site/components/badge.html")
        #expect(page.contains(#"<h2 id="template">Template</h2>"#))
        #expect(page.contains("<code>&lt;span class=badge&gt;{{label}}&lt;/span&gt;</code>"))
    }
}
