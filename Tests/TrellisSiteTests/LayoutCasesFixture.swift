/// A project whose pages exercise every layout rule the browser must reproduce: the flow vectors of
/// docs/layout.md, grids, lists, carousels, horizontal flows, insets, headers, footers and "auto" heights,
/// at widths from a small phone to a desktop.
enum LayoutCasesFixture {
    /// `{"type": "box", "size": {...}}` components of the given widths and heights.
    static func boxes(_ sizes: [(Double, Double)]) -> String {
        sizes.enumerated().map { index, size in
            #"{"type": "box", "size": {"width": \#(size.0), "height": \#(size.1)}, "data": {"label": "\#(index)"}}"#
        }.joined(separator: ", ")
    }

    static func uniform(_ count: Int) -> String {
        (0..<count).map { #"{"type": "box", "data": {"label": "\#($0)"}}"# }.joined(separator: ", ")
    }

    static func texts(_ lines: [Int]) -> String {
        lines.map { count in
            let text = Array(repeating: "Line of text that wraps", count: count).joined(separator: " ")
            return #"{"type": "text", "data": {"text": "\#(text)"}}"#
        }.joined(separator: ", ")
    }

    static let header = #""header": {"type": "box", "size": {"height": 44}, "data": {"label": "header"}}"#
    static let footer = #""footer": {"type": "box", "size": {"height": 30}, "data": {"label": "footer"}}"#

    static let flowPage = """
        {"title": "Flow", "sections": [
          {"id": "v1", "layout": {"type": "flow", "itemSize": {"width": 100, "height": 100}}, "components": [\(uniform(7))]},
          {"id": "v2", \(header), \(footer), "layout": {"type": "flow", "itemSize": {"width": 100, "height": 80},
            "spacing": 10, "lineSpacing": 12, "insets": {"top": 20, "left": 16, "bottom": 24, "right": 16}},
            "components": [\(uniform(5))]},
          {"id": "v3", \(header), \(footer), "layout": {"type": "flow", "insets": {"top": 20, "bottom": 24}}, "components": []},
          {"id": "v6", "layout": {"type": "flow", "spacing": 8, "lineSpacing": 8, "insets": {"left": 10, "right": 10}},
            "components": [\(boxes([(120, 30), (90, 30), (100, 30), (200, 30), (60, 30), (150, 30), (70, 30)]))]},
          {"id": "v7", "layout": {"type": "flow", "alignment": "leading", "spacing": 8, "lineSpacing": 8},
            "components": [\(boxes([(120, 30), (90, 30), (100, 30), (200, 30), (60, 30), (150, 30), (70, 30)]))]},
          {"id": "v8", "layout": {"type": "flow"}, "components": [\(boxes([(80, 40), (80, 100), (80, 60), (120, 50)]))]},
          {"id": "v9", "layout": {"type": "flow", "insets": {"left": 20, "right": 20}},
            "components": [\(boxes([(100, 50), (1400, 50), (100, 50)]))]},
          {"id": "v10", "layout": {"type": "flow", "spacing": 0, "lineSpacing": 0,
            "itemSize": {"width": 177.33333334, "height": 100}}, "components": [\(uniform(3))]},
          {"id": "v12", "layout": {"type": "flow"}, "components": [\(boxes([(100, 40), (60, 40), (80, 40)]))]},
          {"id": "centre", "layout": {"type": "flow", "alignment": "center", "crossAlignment": "end"},
            "components": [\(boxes([(90, 40), (130, 60), (70, 20), (110, 40), (150, 35)]))]},
          {"id": "trailing", "layout": {"type": "flow", "alignment": "trailing", "crossAlignment": "start"},
            "components": [\(boxes([(90, 40), (130, 60), (70, 20), (110, 40), (150, 35)]))]},
          {"id": "justified", "layout": {"type": "flow", "alignment": "justified", "insets": 7.3},
            "components": [\(boxes([(90.7, 40), (130.1, 60), (70.33, 20), (110, 40), (150, 35), (33.3, 33.3)]))]},
          {"id": "v14", "header": {"type": "box", "size": {"width": 40}, "data": {"label": "h"}},
            "layout": {"type": "flow", "scrollDirection": "horizontal", "height": 200, "itemSize": {"width": 120, "height": 50},
            "spacing": 10, "lineSpacing": 12, "insets": {"top": 10, "left": 16, "bottom": 10, "right": 16}},
            "components": [\(uniform(7))]},
          {"id": "v15", "layout": {"type": "flow", "scrollDirection": "horizontal", "height": 100, "spacing": 0},
            "components": [\(boxes([(60, 50), (100, 50), (80, 100)]))]}
        ]}
        """

    static let sectionsPage = """
        {"title": "Sections", "sections": [
          {"id": "grid3", \(header), "layout": {"type": "grid", "columns": 3, "itemHeight": 90, "spacing": 12,
            "insets": {"left": 16, "right": 16, "top": 8, "bottom": 8}}, "components": [\(uniform(8))]},
          {"id": "grid-own-heights", "layout": {"type": "grid", "columns": 2, "itemHeight": 60},
            "components": [\(boxes([(1, 60), (1, 90), (1, 40), (1, 60), (1, 75)]))]},
          {"id": "list-fixed", \(footer), "layout": {"type": "list", "itemHeight": 56, "insets": {"left": 12, "right": 12}},
            "components": [\(uniform(4))]},
          {"id": "list-auto", \(header), "layout": {"type": "list", "lineSpacing": 6, "insets": {"top": 10, "left": 8, "bottom": 12, "right": 8}},
            "components": [\(texts([1, 3, 2]))]},
          {"id": "grid-auto", "layout": {"type": "grid", "columns": 3, "spacing": 9, "crossAlignment": "start"},
            "components": [\(texts([1, 4, 2, 2, 1]))]},
          {"id": "rail", \(header), "layout": {"type": "carousel", "itemSize": {"width": 140, "height": 90}, "spacing": 8,
            "insets": {"left": 16, "right": 16, "top": 4, "bottom": 4}, "paging": "item"}, "components": [\(uniform(9))]},
          {"id": "rail-sizes", "layout": {"type": "carousel", "spacing": 10, "crossAlignment": "end"},
            "components": [\(boxes([(120, 80), (200, 120), (90, 60), (150, 100)]))]},
          {"id": "rail-rows", "layout": {"type": "carousel", "rows": 2, "itemSize": {"width": 100, "height": 60},
            "spacing": 6, "lineSpacing": 6, "paging": "page"}, "components": [\(uniform(9))]},
          {"id": "rail-auto", "layout": {"type": "carousel", "itemSize": {"width": 160, "height": "auto"}, "spacing": 8},
            "components": [\(texts([1, 3, 2]))]}
        ]}
        """

    static var files: [String: String] {
        [
            "Content/site.json": #"""
            {"viewports": [{"name": "small", "width": 320, "height": 600}, {"name": "phone", "width": 375, "height": 700},
             {"name": "plus", "width": 414, "height": 800}, {"name": "desktop", "width": 1280, "height": 800}]}
            """#,
            "Content/pages/flow.json": flowPage,
            "Content/pages/sections.json": sectionsPage,
            "Templates/components/box.mustache": #"<div class="box">{{label}}</div>"#,
            "Templates/components/box.css": ".box { height: 100%; background: #d6def5; border: 1px solid #6b7fc7; }",
            "Templates/components/text.mustache": #"<p class="text">{{text}}</p>"#,
            "Templates/components/text.css": ".text { margin: 0; padding: 4px; font: 14px/20px sans-serif; }",
        ]
    }
}
