import TrellisTestSupport

/// A small but complete project: includes, a variant, a feature gate, a hidden component, a child
/// component, a header and footer, list, grid, flow and carousel sections, and two viewports.
enum SiteFixture {
    static let files: [String: String] = [
        "Content/site.json": #"""
        {
          "title": "Fixture & Co",
          "viewports": [{"name": "phone", "width": 375, "height": 700}, {"name": "wide", "width": 1000, "height": 700}],
          "features": {"beta": false}
        }
        """#,
        "Content/pages/home.json": #"""
        {
          "title": "Home <page>",
          "description": "The landing screen",
          "sections": [
            {"id": "hero", "layout": {"type": "list", "itemHeight": 200},
             "components": [{"type": "banner", "id": "b1", "data": {"title": "<script>alert('x')</script>",
               "action": {"type": "button", "data": {"label": "Play"}}}}]},
            {"id": "grid", "header": {"type": "heading", "size": {"height": 40}, "data": {"text": "Genres"}},
             "footer": {"type": "heading", "id": "grid-end", "size": {"height": 20}, "data": {"text": "End"}},
             "layout": {"type": "grid", "columns": 2, "itemHeight": 100, "spacing": 10, "lineSpacing": 10,
                        "insets": {"top": 8, "left": 16, "bottom": 8, "right": 16},
                        "viewports": {"wide": {"columns": 4}}},
             "components": [
               {"type": "tile", "data": {"name": "Drama"}}, {"type": "tile", "data": {"name": "Comedy"}},
               {"type": "tile", "data": null}, {"type": "tile", "data": {"name": "Horror"}}]},
            {"id": "beta-only", "feature": "beta", "components": [{"type": "tile", "data": {"name": "Beta"}}]},
            {"include": "shared/chips"},
            {"id": "rail", "layout": {"type": "carousel", "itemSize": {"width": 120, "height": 80}, "spacing": 8,
                                       "insets": {"left": 16, "right": 16}, "paging": "item"},
             "components": [{"type": "tile", "data": {"name": "One"}}, {"type": "tile", "data": {"name": "Two"}},
                            {"type": "tile", "data": {"name": "Three"}}, {"type": "tile", "data": {"name": "Four"}}]}
          ],
          "variants": {"compact": {"grid": {"type": "list", "itemHeight": 44}}}
        }
        """#,
        "Content/pages/more/feed.json": #"""
        [{"type": "tile", "data": {"name": "Feed item"}}, {"type": "Mystery", "id": "m1", "label": "?"}]
        """#,
        "Content/sections/shared/chips.json": #"""
        {"id": "chips", "layout": {"type": "flow", "itemSize": {"width": 80, "height": 32}, "spacing": 8, "lineSpacing": 8},
         "components": [{"type": "tile", "data": {"name": "A"}}, {"type": "tile", "size": {"width": 120}, "data": {"name": "B"}},
                        {"type": "tile", "data": {"name": "C"}}]}
        """#,
        "Templates/components/banner.mustache": #"<div class="banner"><h2>{{title}}</h2>{{{action}}}</div>"#,
        "Templates/components/banner.json": #"""
        {"description": "A big banner", "examples": [{"title": "Example banner"}], "size": {"width": 375, "height": 200}}
        """#,
        "Templates/components/button.mustache": #"<button type="button">{{label}}</button>"#,
        "Templates/components/heading.mustache": #"<h3>{{text}}</h3>"#,
        "Templates/components/tile.mustache": #"<div class="tile">{{name}}</div>"#,
        "Templates/components/tile.css": ".tile { height: 100%; background: #eee; }",
    ]

    static func project() throws -> TemporaryProject { try TemporaryProject(files: files) }
}
