/// The starter project's content and housekeeping files: `.gitignore`, `README.md`, `Content/site.json`, the two
/// pages and the shared section. These literals are the scaffold's source of truth (see `ProjectScaffold`).
extension ProjectScaffold {
    /// Keeps the built site, the build cache and the builds' working folders (the files an update replaced wait in
    /// one until the next build) out of version control.
    static let gitignore = ProjectScaffoldFile(
        path: ".gitignore",
        contents: #"""
            _site/
            ._site.trellis-*
            .build/

            """#
    )

    /// What each folder holds and the commands to run next, for whoever opens the project first.
    static let readme = ProjectScaffoldFile(
        path: "README.md",
        contents: #"""
            # Little Fern Coffee

            A starter project for Trellis: two screens of a small coffee-shop app, written as server-driven UI JSON and
            rendered through three component templates into a preview site that shows every page at phone, tablet and desktop
            width.

            ## What is where

            | path | what it holds |
            | --- | --- |
            | `Content/site.json` | the site's title, the viewports every page is drawn at, and the feature toggle `seasonalMenu` |
            | `Content/pages/` | one JSON file per screen: sections of components, each section with a layout (`list`, `grid`, `flow`, `carousel`) |
            | `Content/sections/` | sections shared by pages; `{"include": "visit-us"}` splices in `visit-us.json` |
            | `Templates/components/` | per component type: `<type>.mustache` (plain HTML5), `<type>.json` (its contract: description, JSON Schema for its data, examples, default size) and `<type>.css` |
            | `_site/` | the built preview site; not committed (see `.gitignore`) |

            ## Next steps

            ```sh
            trellis serve                                # preview at http://127.0.0.1:8080; saving a file rebuilds and reloads
            trellis build                                # writes the site to _site/; open _site/index.html
            trellis check                                # runs every check and writes nothing
            trellis build --feature seasonalMenu=off     # the menu without its autumn specials
            ```

            Things to try:

            - In `Content/pages/home.json`, change the price of the flat white to `"4.20"` (no `$`): the build names the file,
              line and column, and the rule in `Templates/components/menu-item.json` it breaks.
            - Give the `pastries` grid `"columns": 3` and watch the phone rendering change.
            - Replace `"data": null` (the hidden pumpkin latte) with data of your own.
            - Open a page's preview and switch to the `grid` variant: the same coffee, laid out as cards.
            - Add a component type: `Templates/components/<type>.mustache`, with a `<type>.json` contract and `<type>.css`.

            """#
    )

    /// The title, the three viewports every page is drawn at, and the one feature toggle.
    static let siteSettings = ProjectScaffoldFile(
        path: "Content/site.json",
        contents: #"""
            {
              "title": "Little Fern Coffee",
              "viewports": [
                {"name": "phone", "width": 375, "height": 812},
                {"name": "tablet", "width": 768, "height": 1024},
                {"name": "desktop", "width": 1280, "height": 800}
              ],
              "features": {"seasonalMenu": true}
            }

            """#
    )

    /// The full tour: a feature-gated carousel, a list with a `grid` variant, a grid whose columns change per viewport, a hidden component and an include.
    static let homePage = ProjectScaffoldFile(
        path: "Content/pages/home.json",
        contents: #"""
            {
              "title": "Menu",
              "description": "The app's home screen: autumn specials in a carousel (shown while the seasonalMenu toggle is on), coffee as a list that the grid variant turns into cards, pastries in a grid of 2, 3 or 4 columns, and the shared Visit us section.",
              "sections": [
                {
                  "id": "specials",
                  "feature": "seasonalMenu",
                  "header": {"type": "section-title", "data": {"title": "Autumn specials", "subtitle": "Until the end of November"}},
                  "layout": {
                    "type": "carousel",
                    "spacing": 12,
                    "insets": {"top": 0, "left": 16, "bottom": 8, "right": 16},
                    "paging": "item"
                  },
                  "components": [
                    {"type": "promo-card", "id": "maple-latte", "data": {"eyebrow": "New", "title": "Maple oat latte", "text": "Double espresso, steamed oat milk and a spoon of dark maple syrup.", "price": "$5.20", "color": "#7a3b1d", "accent": "#e8a04c"}},
                    {"type": "promo-card", "id": "pear-cold-brew", "data": {"eyebrow": "Iced", "title": "Spiced pear cold brew", "text": "Eighteen-hour cold brew over pear and cinnamon ice.", "price": "$4.80", "color": "#3d4f2b", "accent": "#b9c46a"}},
                    {"type": "promo-card", "id": "cardamom-bun", "data": {"eyebrow": "From the oven", "title": "Cardamom knot", "text": "Swedish-style, baked every hour until noon.", "price": "$3.90", "color": "#5b2a3c", "accent": "#e58fa5"}},
                    {"type": "promo-card", "id": "hazelnut-mocha", "data": {"eyebrow": "Warming", "title": "Hazelnut mocha", "text": "Single-origin chocolate, roasted hazelnuts, a shot of our house blend.", "price": "$5.40", "color": "#2f2a4a", "accent": "#9d8cf0"}}
                  ]
                },
                {
                  "id": "coffee",
                  "header": {"type": "section-title", "data": {"title": "Coffee", "subtitle": "Roasted in-house every Tuesday"}},
                  "layout": {"type": "list", "lineSpacing": 8, "insets": {"top": 0, "left": 16, "bottom": 16, "right": 16}},
                  "components": [
                    {"type": "menu-item", "id": "espresso", "data": {"name": "Espresso", "description": "Our Fern Street blend: cocoa, red apple, a long sweet finish.", "price": "$3.00", "color": "#4a2c1a"}},
                    {"type": "menu-item", "id": "flat-white", "data": {"name": "Flat white", "description": "Two ristretto shots and silky whole milk.", "price": "$4.20", "color": "#b0835a"}},
                    {"type": "menu-item", "id": "oat-cortado", "data": {"name": "Oat cortado", "description": "Equal parts espresso and steamed oat milk.", "price": "$4.00", "tags": ["vegan"], "color": "#c9a27a"}},
                    {"type": "menu-item", "id": "pour-over", "data": {"name": "Pour-over", "description": "A single origin of the day, brewed by hand.", "price": "$4.60", "tags": ["new"], "color": "#8c4a2f"}},
                    {"type": "menu-item", "id": "pumpkin-latte", "data": null},
                    {"type": "menu-item", "id": "chai-latte", "data": {"name": "Chai latte", "description": "House chai simmered with black pepper and ginger.", "price": "$4.40", "tags": ["decaf"], "color": "#d08b4c"}}
                  ]
                },
                {
                  "id": "pastries",
                  "header": {"type": "section-title", "data": {"title": "From the oven"}},
                  "layout": {
                    "type": "grid",
                    "columns": 2,
                    "itemHeight": 156,
                    "spacing": 12,
                    "lineSpacing": 12,
                    "insets": {"top": 0, "left": 16, "bottom": 16, "right": 16},
                    "viewports": {"tablet": {"columns": 3}, "desktop": {"columns": 4}}
                  },
                  "components": [
                    {"type": "menu-item", "id": "croissant", "data": {"name": "Butter croissant", "description": "Laminated over three days.", "price": "$3.20", "color": "#e0a458"}},
                    {"type": "menu-item", "id": "banana-bread", "data": {"name": "Banana bread", "description": "With walnuts and brown butter.", "price": "$3.50", "tags": ["vegan"], "color": "#9a6b3f"}},
                    {"type": "menu-item", "id": "almond-cake", "data": {"name": "Almond cake", "description": "Orange blossom syrup, no flour.", "price": "$4.10", "tags": ["gluten-free"], "color": "#e7c98f"}},
                    {"type": "menu-item", "id": "cheese-scone", "data": {"name": "Cheese scone", "description": "Aged cheddar and chives, served warm.", "price": "$3.60", "color": "#d9b44a"}}
                  ]
                },
                {"include": "visit-us"}
              ],
              "variants": {
                "grid": {
                  "coffee": {
                    "type": "grid",
                    "columns": 2,
                    "itemHeight": 156,
                    "spacing": 12,
                    "lineSpacing": 12,
                    "viewports": {"tablet": {"columns": 3}, "desktop": {"columns": 5}}
                  }
                }
              }
            }

            """#
    )

    /// A second, simpler page: one grid of 1, 2 or 3 columns, and the same include.
    static let beansPage = ProjectScaffoldFile(
        path: "Content/pages/beans.json",
        contents: #"""
            {
              "title": "Beans",
              "description": "Whole beans to take home: one column on a phone, two on a tablet, three on a desktop, then the same Visit us section as the menu.",
              "sections": [
                {
                  "id": "beans",
                  "header": {"type": "section-title", "data": {"title": "Beans to take home", "subtitle": "250 g bags, roasted this week"}},
                  "layout": {
                    "type": "grid",
                    "columns": 1,
                    "lineSpacing": 8,
                    "spacing": 12,
                    "insets": {"top": 0, "left": 16, "bottom": 16, "right": 16},
                    "viewports": {"tablet": {"columns": 2}, "desktop": {"columns": 3}}
                  },
                  "components": [
                    {"type": "menu-item", "id": "fern-street", "data": {"name": "Fern Street blend", "description": "Brazil and Ethiopia. Cocoa, red apple, caramel.", "price": "$16.00", "color": "#5a3520"}},
                    {"type": "menu-item", "id": "kochere", "data": {"name": "Kochere, Ethiopia", "description": "Washed. Jasmine, bergamot, peach.", "price": "$19.50", "tags": ["new"], "color": "#c0643b"}},
                    {"type": "menu-item", "id": "huila", "data": {"name": "Huila, Colombia", "description": "Washed. Red grape, brown sugar.", "price": "$18.00", "color": "#8a3b2e"}},
                    {"type": "menu-item", "id": "night-owl", "data": {"name": "Night Owl decaf", "description": "Sugarcane-processed. Milk chocolate, almond.", "price": "$17.00", "tags": ["decaf"], "color": "#3c2f2a"}},
                    {"type": "menu-item", "id": "santa-barbara", "data": {"name": "Santa Barbara, Honduras", "description": "Honey process. Stone fruit, toffee.", "price": "$18.50", "color": "#a0522d"}},
                    {"type": "menu-item", "id": "canal-espresso", "data": {"name": "Canal espresso", "description": "Our darkest roast. Dark chocolate, molasses.", "price": "$16.50", "color": "#2a1a12"}}
                  ]
                },
                {"include": "visit-us"}
              ]
            }

            """#
    )

    /// The section both pages include, with a header and a footer.
    static let visitUsSection = ProjectScaffoldFile(
        path: "Content/sections/visit-us.json",
        contents: #"""
            {
              "id": "visit-us",
              "header": {"type": "section-title", "data": {"title": "Visit us"}},
              "footer": {"type": "section-title", "size": {"height": 80}, "data": {"title": "Little Fern Coffee", "subtitle": "A Trellis starter project. Edit Content/ and Templates/ to make it yours.", "tone": "quiet"}},
              "layout": {"type": "list", "itemHeight": 120, "insets": {"top": 0, "left": 16, "bottom": 8, "right": 16}},
              "components": [
                {"type": "promo-card", "id": "fern-street-shop", "data": {"eyebrow": "12 Fern Street, by the canal", "title": "Open daily, 7 am to 6 pm", "text": "Dogs, prams and laptops welcome. Order ahead and your cup waits at the pick-up shelf.", "color": "#2f4a3a", "accent": "#8fbf8a"}}
              ]
            }

            """#
    )
}
