/// The starter project's three component types, each a template in plain HTML5, a contract and a stylesheet, and the
/// styles they share. These literals are the scaffold's source of truth (see `ProjectScaffold`).
extension ProjectScaffold {
    /// Styles every component shares: the app's background behind renderings and examples.
    static let sharedStyles = ProjectScaffoldFile(
        path: "Templates/components/_app.css",
        contents: #"""
            /* Styles shared by every component: any .css file here is joined into the site's assets/components.css, and a file
               whose name is no component type, like this one, holds what they all share. Here: the app's warm paper
               background and its type, behind every page rendering and every example on the component pages. */
            .t-rendering,
            .t-example-box {
              background: #f6efe6;
              color: #2b1d14;
              font-family: system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif;
            }

            """#
    )

    /// A row in a list, a card in a grid: the same markup, shaped by a container query.
    static let menuItemTemplate = ProjectScaffoldFile(
        path: "Templates/components/menu-item.mustache",
        contents: #"""
            <article class="menu-item">
              <div class="menu-item-body">
                <span class="menu-item-swatch" style="{{#color}}--menu-item-color: {{.}}{{/color}}" aria-hidden="true"></span>
                <div class="menu-item-text">
                  <div class="menu-item-heading">
                    <h3 class="menu-item-name">{{name}}</h3>
                    <ul class="menu-item-tags">{{#tags}}<li>{{.}}</li>{{/tags}}</ul>
                  </div>
                  {{#description}}<p class="menu-item-description">{{.}}</p>{{/description}}
                </div>
                <p class="menu-item-price">{{price}}</p>
              </div>
            </article>

            """#
    )

    /// Its contract; `$defs/price` is shared with `promo-card` through `$ref`.
    static let menuItemContract = ProjectScaffoldFile(
        path: "Templates/components/menu-item.json",
        contents: #"""
            {
              "description": "One thing on the menu: name, a short description, price, dietary tags and a round swatch in its colour. A row when its box is at least 340 px wide (a list); a card in narrower boxes (a grid).",
              "schema": {
                "type": "object",
                "required": ["name", "price"],
                "additionalProperties": false,
                "properties": {
                  "name": {"type": "string", "minLength": 1, "maxLength": 32, "description": "As it is written on the board."},
                  "description": {"type": "string", "maxLength": 90, "description": "One sentence; two lines at most are shown."},
                  "price": {"$ref": "#/$defs/price"},
                  "tags": {
                    "type": "array",
                    "items": {"type": "string", "enum": ["new", "vegan", "decaf", "gluten-free"]},
                    "uniqueItems": true,
                    "maxItems": 3,
                    "description": "Shown as small pills beside the name."
                  },
                  "color": {"type": "string", "format": "color", "description": "The swatch: a CSS colour such as \"#b0835a\"."}
                },
                "$defs": {
                  "price": {"type": "string", "pattern": "^\\$[0-9]+\\.[0-9]{2}$", "description": "Dollars and cents: \"$4.20\"."}
                }
              },
              "examples": [
                {"name": "Flat white", "description": "Two ristretto shots and silky whole milk.", "price": "$4.20", "color": "#b0835a"},
                {"name": "Banana bread", "description": "With walnuts and brown butter.", "price": "$3.50", "tags": ["vegan"], "color": "#9a6b3f"}
              ],
              "size": {"height": 88}
            }

            """#
    )

    /// The row and card shapes.
    static let menuItemStyles = ProjectScaffoldFile(
        path: "Templates/components/menu-item.css",
        contents: #"""
            /* menu-item: a row in a list, a card in a grid. The root is a size container, so the same markup picks its shape
               from the width of the box the layout gave it. */
            .menu-item {
              box-sizing: border-box;
              height: 100%;
              margin: 0;
              container-type: inline-size;
              color: #2b1d14;
            }

            .menu-item-body {
              box-sizing: border-box;
              display: grid;
              grid-template-columns: auto 1fr;
              grid-template-rows: auto 1fr;
              grid-template-areas: "swatch price" "text text";
              gap: 10px;
              height: 100%;
              padding: 14px;
              border-radius: 16px;
              background: #fffdf9;
              box-shadow: inset 0 0 0 1px rgba(60, 36, 20, 0.08);
              overflow: hidden;
            }

            .menu-item-swatch {
              grid-area: swatch;
              width: 36px;
              height: 36px;
              border-radius: 50%;
              background:
                radial-gradient(circle at 50% 50%, var(--menu-item-color, #8c5a3c) 0 52%, transparent 53%),
                radial-gradient(circle at 50% 50%, #f3e6d6 0 70%, #e4d2bd 71%);
            }

            .menu-item-text {
              grid-area: text;
              min-width: 0;
            }

            .menu-item-heading {
              display: flex;
              flex-direction: column;
              align-items: flex-start;
              gap: 4px;
              min-width: 0;
            }

            .menu-item-name {
              max-width: 100%;
              margin: 0;
              font-size: 15px;
              line-height: 1.25;
              font-weight: 700;
              white-space: nowrap;
              overflow: hidden;
              text-overflow: ellipsis;
            }

            .menu-item-description {
              margin: 3px 0 0;
              font-size: 13px;
              line-height: 1.35;
              color: #7a6656;
              display: -webkit-box;
              -webkit-box-orient: vertical;
              -webkit-line-clamp: 2;
              overflow: hidden;
            }

            .menu-item-tags {
              display: flex;
              flex: none;
              gap: 4px;
              margin: 0;
              padding: 0;
              list-style: none;
            }

            .menu-item-tags:empty { display: none; }

            .menu-item-tags li {
              padding: 2px 7px;
              border-radius: 999px;
              background: #e7f0e3;
              color: #3f6b4f;
              font-size: 11px;
              line-height: 1.3;
              font-weight: 600;
            }

            .menu-item-price {
              grid-area: price;
              justify-self: end;
              align-self: center;
              margin: 0;
              font-size: 15px;
              line-height: 1.25;
              font-weight: 700;
              color: #b4532f;
              font-variant-numeric: tabular-nums;
            }

            /* A wide box: swatch, text and price in one row, the tags beside the name. */
            @container (min-width: 340px) {
              .menu-item-body {
                grid-template-columns: auto 1fr auto;
                grid-template-rows: auto;
                grid-template-areas: "swatch text price";
                align-items: center;
                gap: 14px;
                padding: 12px 16px 12px 12px;
              }

              .menu-item-swatch {
                width: 52px;
                height: 52px;
              }

              .menu-item-heading {
                flex-direction: row;
                align-items: center;
                gap: 8px;
              }

              /* The name keeps its room; the tags take what is left, each whole or not at all (one that does not
                 fit wraps onto a line that is not shown). */
              .menu-item-name {
                flex: none;
              }

              .menu-item-tags {
                flex: 0 1 auto;
                flex-wrap: wrap;
                min-width: 0;
                max-height: 19px;
                overflow: hidden;
              }
            }

            /* A narrow card (three columns on a phone): a smaller swatch and price, and the name on up to two lines
               instead of cut after a few letters. */
            @container (max-width: 130px) {
              .menu-item-body {
                gap: 8px 6px;
                padding: 10px;
              }

              .menu-item-swatch {
                width: 26px;
                height: 26px;
              }

              .menu-item-price {
                font-size: 13px;
              }

              .menu-item-name {
                font-size: 14px;
                white-space: normal;
                overflow-wrap: anywhere;
                display: -webkit-box;
                -webkit-box-orient: vertical;
                -webkit-line-clamp: 2;
              }
            }

            """#
    )

    /// The specials of the carousel and the card of the Visit us section.
    static let promoCardTemplate = ProjectScaffoldFile(
        path: "Templates/components/promo-card.mustache",
        contents: #"""
            <article class="promo-card" style="{{#color}}--promo-card-color: {{.}};{{/color}}{{#accent}} --promo-card-accent: {{.}};{{/accent}}">
              {{#eyebrow}}<p class="promo-card-eyebrow">{{.}}</p>{{/eyebrow}}
              <h3 class="promo-card-title">{{title}}</h3>
              {{#text}}<p class="promo-card-text">{{.}}</p>{{/text}}
              {{#price}}<p class="promo-card-price">{{.}}</p>{{/price}}
            </article>

            """#
    )

    /// Its contract; the price rule comes from `menu-item.json`.
    static let promoCardContract = ProjectScaffoldFile(
        path: "Templates/components/promo-card.json",
        contents: #"""
            {
              "description": "A colourful card for a seasonal special or an announcement: a small line above the title, a sentence and an optional price, on a gradient of two colours.",
              "schema": {
                "type": "object",
                "required": ["title"],
                "additionalProperties": false,
                "properties": {
                  "eyebrow": {"type": "string", "maxLength": 32, "description": "The small line above the title."},
                  "title": {"type": "string", "minLength": 1, "maxLength": 32},
                  "text": {"type": "string", "maxLength": 100},
                  "price": {"$ref": "menu-item.json#/$defs/price"},
                  "color": {"type": "string", "format": "color", "description": "The gradient's main colour."},
                  "accent": {"type": "string", "format": "color", "description": "The glow in the top corner."}
                }
              },
              "examples": [
                {"eyebrow": "New", "title": "Maple oat latte", "text": "Double espresso, steamed oat milk and a spoon of dark maple syrup.", "price": "$5.20", "color": "#7a3b1d", "accent": "#e8a04c"},
                {"title": "Open daily, 7 am to 6 pm", "color": "#2f4a3a", "accent": "#8fbf8a"}
              ],
              "size": {"width": 272, "height": 164}
            }

            """#
    )

    /// The gradient card, drawn without images.
    static let promoCardStyles = ProjectScaffoldFile(
        path: "Templates/components/promo-card.css",
        contents: #"""
            /* promo-card: a special or an announcement on a two-colour gradient, with two rings drawn in CSS (no images). */
            .promo-card {
              position: relative;
              box-sizing: border-box;
              display: flex;
              flex-direction: column;
              height: 100%;
              margin: 0;
              padding: 16px 18px;
              border-radius: 18px;
              overflow: hidden;
              isolation: isolate;
              color: #fffaf3;
              background:
                radial-gradient(90% 110% at 100% 0%, var(--promo-card-accent, #e8a04c) 0%, transparent 65%),
                linear-gradient(150deg, var(--promo-card-color, #5a3520) 0%, color-mix(in srgb, var(--promo-card-color, #5a3520) 55%, #120b07) 100%);
            }

            .promo-card::before,
            .promo-card::after {
              content: "";
              position: absolute;
              z-index: -1;
              border-radius: 50%;
              border: 2px solid rgba(255, 250, 243, 0.18);
            }

            .promo-card::before {
              top: -40px;
              right: -36px;
              width: 120px;
              height: 120px;
            }

            .promo-card::after {
              top: -8px;
              right: -4px;
              width: 56px;
              height: 56px;
            }

            .promo-card-eyebrow {
              margin: 0;
              font-size: 11px;
              line-height: 1.3;
              font-weight: 700;
              letter-spacing: 0.1em;
              text-transform: uppercase;
              color: rgba(255, 250, 243, 0.78);
            }

            .promo-card-title {
              margin: 4px 0 0;
              font-size: 19px;
              line-height: 1.2;
              font-weight: 800;
              letter-spacing: -0.01em;
            }

            .promo-card-text {
              margin: 6px 0 0;
              font-size: 13px;
              line-height: 1.4;
              color: rgba(255, 250, 243, 0.86);
              display: -webkit-box;
              -webkit-box-orient: vertical;
              -webkit-line-clamp: 2;
              overflow: hidden;
            }

            .promo-card-price {
              align-self: flex-start;
              margin: auto 0 0;
              padding: 4px 10px;
              border-radius: 999px;
              background: #fffaf3;
              color: #2b1d14;
              font-size: 13px;
              line-height: 1.3;
              font-weight: 700;
              font-variant-numeric: tabular-nums;
            }

            """#
    )

    /// Headers and footers of sections.
    static let sectionTitleTemplate = ProjectScaffoldFile(
        path: "Templates/components/section-title.mustache",
        contents: #"""
            <header class="section-title{{#tone}} section-title--{{.}}{{/tone}}">
              <h2 class="section-title-text">{{title}}</h2>
              {{#subtitle}}<p class="section-title-subtitle">{{.}}</p>{{/subtitle}}
            </header>

            """#
    )

    /// Its contract; headers take their height from its `size`.
    static let sectionTitleContract = ProjectScaffoldFile(
        path: "Templates/components/section-title.json",
        contents: #"""
            {
              "description": "The title above a section, with an optional subtitle. As a footer, \"tone\": \"quiet\" turns it into small print.",
              "schema": {
                "type": "object",
                "required": ["title"],
                "additionalProperties": false,
                "properties": {
                  "title": {"type": "string", "minLength": 1, "maxLength": 40},
                  "subtitle": {"type": "string", "maxLength": 90},
                  "tone": {"type": "string", "enum": ["default", "quiet"], "description": "\"quiet\": small, centred print for a footer."}
                }
              },
              "examples": [
                {"title": "Coffee", "subtitle": "Roasted in-house every Tuesday"},
                {"title": "Little Fern Coffee", "subtitle": "12 Fern Street, by the canal", "tone": "quiet"}
              ],
              "size": {"height": 64}
            }

            """#
    )

    /// The title, and the quiet tone of a footer.
    static let sectionTitleStyles = ProjectScaffoldFile(
        path: "Templates/components/section-title.css",
        contents: #"""
            /* section-title: a section's header or footer. Headers and footers span the section's full width, outside its
               insets, so the title pads itself to line up with the 16 px insets of the sections. */
            .section-title {
              box-sizing: border-box;
              display: flex;
              flex-direction: column;
              justify-content: flex-end;
              height: 100%;
              margin: 0;
              padding: 12px 16px 10px;
              overflow: hidden;
            }

            .section-title-text {
              margin: 0;
              font-size: 20px;
              line-height: 1.2;
              font-weight: 700;
              letter-spacing: -0.01em;
              color: #2b1d14;
            }

            .section-title-subtitle {
              margin: 2px 0 0;
              font-size: 13px;
              line-height: 1.35;
              color: #8a7767;
              white-space: nowrap;
              overflow: hidden;
              text-overflow: ellipsis;
            }

            .section-title--quiet {
              justify-content: center;
              align-items: center;
              text-align: center;
            }

            .section-title--quiet .section-title-text {
              font-size: 13px;
              font-weight: 600;
              letter-spacing: 0.08em;
              text-transform: uppercase;
              color: #8a7767;
            }

            .section-title--quiet .section-title-subtitle {
              font-size: 12px;
              white-space: normal;
            }

            """#
    )
}
