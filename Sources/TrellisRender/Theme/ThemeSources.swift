/// The built-in theme's Mustache sources and stylesheet.
///
/// Kept in Swift rather than as bundle resources so that the `trellis` binary is self-contained: copied
/// anywhere, it still builds a site. Every page is polyglot XHTML5, like everything Trellis writes.
public enum ThemeSources {
    static func source(for part: Theme.Part) -> String {
        switch part {
        case .rendering: rendering
        case .index: index
        case .page: page
        case .component: component
        case .report: report
        }
    }

    static let head = """
        <!DOCTYPE html>
        <html xmlns="http://www.w3.org/1999/xhtml" lang="en">
        <head>
        <meta charset="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="generator" content="Trellis" />
        """

    static let siteHeader = """
        <a class="t-skip" href="#main">Skip to content</a>
        <header class="t-bar"><p class="t-brand"><a href="{{root}}index.html">{{siteTitle}}</a></p>
        <nav aria-label="Site"><a href="{{root}}index.html#pages">Pages</a> <a href="{{root}}index.html#types">Components</a> <a href="{{root}}report.html">Build report</a></nav></header>
        """

    static let rendering = """
        \(head)
        <title>{{pageTitle}} · {{viewport.name}}{{#variant}} · {{variant}}{{/variant}} · {{siteTitle}}</title>
        <link rel="stylesheet" href="{{root}}assets/trellis.css" />
        <link rel="icon" href="{{root}}assets/favicon.svg" type="image/svg+xml" />
        <link rel="stylesheet" href="{{root}}assets/components.css" />
        </head>
        <body class="t-rendering" style="color-scheme: {{colorScheme}}">
        <i id="t-overlay"></i>
        <main class="t-screen" style="width:{{viewport.width}}px" data-viewport="{{viewport.name}}" data-variant="{{variantName}}" aria-label="{{pageTitle}}, {{viewport.name}} width">
        {{{sections}}}
        </main>
        <script src="{{root}}assets/trellis-frame.js" defer="defer"></script>
        </body>
        </html>

        """

    static let index = """
        \(head)
        <title>{{siteTitle}}</title>
        <link rel="stylesheet" href="assets/trellis.css" />
        <link rel="icon" href="assets/favicon.svg" type="image/svg+xml" />
        </head>
        <body class="t-site">
        \(siteHeader)
        <main class="t-main" id="main">
        <h1>{{siteTitle}}</h1>
        <p class="t-lede">{{pageCount}} · {{componentCount}} · {{typeCount}} · {{viewportNames}}</p>
        {{#hasWarnings}}<p class="t-note"><a href="report.html">{{warningCount}} in the build report</a></p>{{/hasWarnings}}
        <form class="t-search" role="search" data-t-search="assets/search-index.js" hidden="hidden" action="#">
        <label for="t-search-input">Search pages, sections, components and their text</label>
        <input type="search" id="t-search-input" name="q" autocomplete="off" spellcheck="false" />
        </form>
        <p class="t-dim" data-t-status="" aria-live="polite"></p>
        <ol class="t-results" data-t-results=""></ol>
        <section aria-labelledby="pages"><h2 id="pages">Pages</h2>
        {{#groups}}{{#folder}}<h3 class="t-group"><code>{{folder}}/</code> <span class="t-dim">{{count}}</span></h3>{{/folder}}
        <ul class="t-cards">
        {{#pages}}<li class="t-card">{{#nested}}<h4>{{/nested}}{{^nested}}<h3>{{/nested}}<a href="{{href}}">{{title}}</a>{{#nested}}</h4>{{/nested}}{{^nested}}</h3>{{/nested}}
        {{#description}}<p>{{description}}</p>{{/description}}
        <p class="t-meta">{{#showsID}}<code>{{id}}</code> · {{/showsID}}{{sectionCount}} · {{componentCount}}{{#hasVariants}} · variants: {{variantNames}}{{/hasVariants}}</p>
        <p class="t-links">{{#viewports}}<a href="{{href}}">{{name}} <span class="t-dim">{{width}}px</span></a> {{/viewports}}</p></li>
        {{/pages}}
        </ul>{{/groups}}</section>
        <section aria-labelledby="types"><h2 id="types">Component types</h2>
        {{#coverage}}<p class="t-meta">{{coverage}}</p>{{/coverage}}
        <div class="t-scroll-x" role="region" aria-labelledby="types" tabindex="0"><table class="t-table"><thead><tr><th scope="col">Type</th><th scope="col">Uses</th><th scope="col">Contract</th><th scope="col">Examples</th><th scope="col">Description</th></tr></thead><tbody>
        {{#types}}<tr><td><a href="{{href}}"><code>{{type}}</code></a>{{^hasTemplate}} <span class="t-badge t-warn">no template</span>{{/hasTemplate}}</td><td class="t-num">{{count}}</td><td>{{#hasContract}}yes{{/hasContract}}{{^hasContract}}—{{/hasContract}}</td><td class="t-num">{{exampleCount}}</td><td>{{#descriptionHTML}}{{{descriptionHTML}}}{{/descriptionHTML}}{{^descriptionHTML}}{{description}}{{/descriptionHTML}}</td></tr>
        {{/types}}
        </tbody></table></div></section>
        </main>
        <footer class="t-foot"><p>Built with Trellis from {{fileCount}} content files.</p></footer>
        <script src="assets/trellis-search.js" defer="defer"></script>
        </body>
        </html>

        """

    static let page = """
        \(head)
        <title>{{title}} · {{siteTitle}}</title>
        <link rel="stylesheet" href="{{root}}assets/trellis.css" />
        <link rel="icon" href="{{root}}assets/favicon.svg" type="image/svg+xml" />
        </head>
        <body class="t-site">
        \(siteHeader)
        <main class="t-main t-wide" id="main">
        <nav class="t-crumbs" aria-label="Breadcrumb"><a href="{{root}}index.html">Catalog</a> / <span>{{id}}</span></nav>
        <h1>{{title}}</h1>
        {{#description}}<p class="t-lede">{{description}}</p>{{/description}}
        <p class="t-meta">{{#hasSource}}<a href="#source" title="The page's JSON as written, below">{{file}}</a>{{/hasSource}}{{^hasSource}}{{file}}{{/hasSource}} · {{sectionCount}} · {{componentCount}}{{#features}} · feature toggles: {{features}}{{/features}}</p>
        {{#hasVariants}}<nav class="t-variant-nav" aria-label="Layout variants"><span>Variant:</span> {{#variants}}<a href="#v-{{name}}" data-t-variant="{{name}}">{{name}}</a> {{/variants}}</nav>{{/hasVariants}}
        <form class="t-controls" data-t-controls="" hidden="hidden" aria-label="Preview settings">
        <fieldset><legend>Zoom</legend>
        <label><input type="radio" name="t-zoom" value="fit" checked="checked" /> Fit</label>
        <label><input type="radio" name="t-zoom" value="0.5" /> 50 %</label>
        <label><input type="radio" name="t-zoom" value="1" /> 100 %</label>
        </fieldset>
        <label>Show <select name="t-focus"><option value="">every viewport</option>{{#viewportChoices}}<option value="{{name}}">{{name}} only</option>{{/viewportChoices}}</select></label>
        <label><input type="checkbox" name="t-full" /> Whole page height</label>
        <label><input type="checkbox" name="t-overlay" /> Layout overlay</label>
        </form>
        <p class="t-legend" data-t-legend="" hidden="hidden"><span class="t-key t-key-item"></span> component frames <span class="t-key t-key-section"></span> sections (stripes: insets and spacing) · hover a component for its frame: x y width height</p>
        <div class="t-variants">
        {{#variants}}<section class="t-variant{{#isDefault}} t-variant-default{{/isDefault}}" id="v-{{name}}" aria-label="{{name}} variant">
        {{#hasVariants}}<h2 class="t-variant-title">{{name}}</h2>{{#changes}}<p class="t-meta">Changes the layout of {{changes}}.</p>{{/changes}}{{/hasVariants}}
        <div class="t-frames">{{#viewports}}<figure class="t-device" data-viewport="{{name}}" data-scheme="{{scheme}}">
        <figcaption><a href="{{src}}">{{name}}</a> <span class="t-dim">{{width}} × {{height}}{{#schemeLabel}} · {{schemeLabel}}{{/schemeLabel}}</span></figcaption>
        <div class="t-scale"><iframe src="{{src}}" title="{{title}}, {{name}}, {{variantName}} variant{{#schemeLabel}}, {{schemeLabel}}{{/schemeLabel}}" width="{{width}}" height="{{height}}" style="color-scheme: {{scheme}}" loading="lazy"></iframe></div>
        </figure>{{/viewports}}</div>
        </section>
        {{/variants}}
        </div>
        {{#hasSource}}<details class="t-raw" id="source"><summary>The page's JSON as written: <code>{{file}}</code></summary>
        <pre role="region" tabindex="0" aria-label="{{file}}"><code>{{{source}}}</code></pre></details>{{/hasSource}}
        </main>
        {{#hasFrames}}<script type="application/json" id="trellis-frames">{{{frames}}}</script>{{/hasFrames}}
        <script src="{{root}}assets/trellis.js" defer="defer"></script>
        </body>
        </html>

        """

    static let component = """
        \(head)
        <title>{{type}} · {{siteTitle}}</title>
        <link rel="stylesheet" href="{{root}}assets/trellis.css" />
        <link rel="icon" href="{{root}}assets/favicon.svg" type="image/svg+xml" />
        <link rel="stylesheet" href="{{root}}assets/components.css" />
        </head>
        <body class="t-site">
        \(siteHeader)
        <main class="t-main" id="main">
        <nav class="t-crumbs" aria-label="Breadcrumb"><a href="{{root}}index.html#types">Components</a> / <span>{{type}}</span></nav>
        <h1><code>{{type}}</code></h1>
        {{#descriptionHTML}}<div class="t-lede t-prose">{{{descriptionHTML}}}</div>{{/descriptionHTML}}{{^descriptionHTML}}{{#description}}<p class="t-lede">{{description}}</p>{{/description}}{{/descriptionHTML}}
        <p class="t-meta">{{#templateFile}}Template <code>{{templateFile}}</code>{{/templateFile}}{{^templateFile}}<span class="t-badge t-warn">no template</span>{{/templateFile}}{{#contractFile}} · contract <code>{{contractFile}}</code>{{/contractFile}}{{^contractFile}} · no contract{{/contractFile}}{{#size}} · default size {{size}}{{/size}}</p>
        <section aria-labelledby="examples"><h2 id="examples">Examples</h2>
        {{#examples}}<figure class="t-example"><figcaption>{{caption}}</figcaption>
        {{#hasSizes}}<fieldset class="t-pick"><legend>Size</legend>{{#sizes}}<label><input type="radio" name="{{group}}-size" data-t-size="{{index}}"{{#isFirst}} checked="checked"{{/isFirst}} /> {{label}}</label> {{/sizes}}</fieldset>
        {{/hasSizes}}{{#hasSchemes}}<fieldset class="t-pick"><legend>Scheme</legend>{{#schemes}}<label><input type="radio" name="{{group}}-scheme" data-t-scheme="{{name}}"{{#isFirst}} checked="checked"{{/isFirst}} /> {{name}}</label> {{/schemes}}</fieldset>
        {{/hasSchemes}}<div class="t-example-row"><div class="t-example-frame t-scroll-x" role="region" tabindex="0" aria-label="{{caption}}, rendered"><div class="t-example-box" style="{{style}}">{{{html}}}</div></div>
        <pre class="t-example-json" role="region" tabindex="0" aria-label="Data of {{caption}}"><code>{{json}}</code></pre></div></figure>
        {{/examples}}{{^examples}}<p>No examples: the contract gives none, and no page uses this type.</p>{{/examples}}
        </section>
        <section aria-labelledby="contract"><h2 id="contract">Data contract</h2>
        {{#contract}}<p class="t-meta">Schema from <code>{{source}}</code> · the data is <code>{{rootType}}</code>{{#rootConstraints}} ({{rootConstraints}}){{/rootConstraints}}</p>
        {{^isChecked}}<p class="t-note">The schema could not be compiled, so uses of this type are not checked.</p>
        {{/isChecked}}{{#noFields}}<p>The schema declares no fields.</p>
        {{/noFields}}{{^noFields}}<div class="t-scroll-x t-fields-box" role="region" aria-labelledby="contract-caption" tabindex="0"><table class="t-table t-fields"><caption id="contract-caption">Fields of the <code>{{type}}</code> data</caption>
        <thead><tr><th scope="col">Field</th><th scope="col">Type</th><th scope="col">Required</th><th scope="col">Default</th><th scope="col">Constraints</th><th scope="col">Description</th></tr></thead>
        <tbody>
        {{#rows}}{{#isChoice}}<tr class="t-choice"><td colspan="6" style="--t-depth:{{depth}}">{{name}}</td></tr>
        {{/isChoice}}{{^isChoice}}<tr{{#isAlternative}} class="t-alternative"{{/isAlternative}}><th scope="row" style="--t-depth:{{depth}}">{{#isAlternative}}{{name}}{{/isAlternative}}{{^isAlternative}}{{#prefix}}<span class="t-dim">{{prefix}}</span>{{/prefix}}<code>{{name}}</code>{{/isAlternative}}</th><td><code>{{fieldType}}</code></td><td>{{^isAlternative}}{{#isRequired}}yes{{/isRequired}}{{^isRequired}}—{{/isRequired}}{{/isAlternative}}</td><td>{{#defaultValue}}<code>{{defaultValue}}</code>{{/defaultValue}}</td><td>{{#constraints}}<ul class="t-constraints">{{#items}}<li>{{.}}</li>{{/items}}</ul>{{/constraints}}</td><td>{{#fieldDescriptionHTML}}{{{fieldDescriptionHTML}}}{{/fieldDescriptionHTML}}{{^fieldDescriptionHTML}}{{fieldDescription}}{{/fieldDescriptionHTML}}</td></tr>
        {{/isChoice}}{{/rows}}</tbody></table></div>
        {{#truncatedAt}}<p class="t-note">The table stops after {{truncatedAt}} rows; the schema below has the rest.</p>
        {{/truncatedAt}}{{/noFields}}<details class="t-raw"><summary>Schema as written (JSON)</summary>
        <pre><code>{{json}}</code></pre></details>
        {{/contract}}{{^contract}}<p>No data schema: its uses are not checked.</p>
        {{/contract}}</section>
        {{#templateSource}}<section aria-labelledby="template"><h2 id="template">Template</h2>
        <p class="t-meta"><code>{{templateFile}}</code></p>
        <pre class="t-source" role="region" tabindex="0" aria-label="Template source"><code>{{templateSource}}</code></pre>
        </section>{{/templateSource}}
        <section aria-labelledby="usage"><h2 id="usage">Used on</h2>
        <ul class="t-usages">{{#usages}}<li><a href="{{href}}">{{pageTitle}}</a> <span class="t-dim">{{count}}×</span>{{#sections}}
        <br /><span class="t-dim">section</span> <code>{{id}}</code>: {{#viewports}}<a href="{{href}}">{{name}}</a> {{/viewports}}{{/sections}}</li>
        {{/usages}}</ul>{{^usages}}<p>No page uses this type.</p>{{/usages}}
        </section>
        </main>
        </body>
        </html>

        """

    static let report = """
        \(head)
        <title>Build report · {{siteTitle}}</title>
        <link rel="stylesheet" href="{{root}}assets/trellis.css" />
        <link rel="icon" href="{{root}}assets/favicon.svg" type="image/svg+xml" />
        </head>
        <body class="t-site">
        \(siteHeader)
        <main class="t-main" id="main">
        <h1>Build report</h1>
        <p class="t-lede">{{pageCount}}, {{renderingCount}}, {{componentCount}}, {{warningCount}}.</p>
        <p>Feature toggles: {{#features}}{{features}}{{/features}}{{^features}}none declared{{/features}}.</p>
        <section aria-labelledby="warnings"><h2 id="warnings">Warnings</h2>
        {{#warnings}}<ul class="t-diagnostics">{{#items}}<li>{{#href}}<a href="{{href}}"><code>{{location}}</code></a>{{/href}}{{^href}}<code>{{location}}</code>{{/href}} {{message}}</li>
        {{/items}}</ul>{{/warnings}}{{^warnings}}<p>None.</p>{{/warnings}}</section>
        <section aria-labelledby="hidden"><h2 id="hidden">Hidden components</h2>
        <p>Components the server sent with <code>"data": null</code>: left out of the layout.</p>
        {{#hidden}}<ul>{{#items}}<li><a href="{{href}}"><code>{{id}}</code></a> ({{type}}) on {{page}} <span class="t-dim">{{location}}</span></li>
        {{/items}}</ul>{{/hidden}}{{^hidden}}<p>None.</p>{{/hidden}}{{#moreHidden}}<p>And {{more}}. All {{total}} by type:</p>
        <ul>{{#names}}<li><code>{{name}}</code>, {{count}}×</li>
        {{/names}}</ul>{{/moreHidden}}</section>
        <section aria-labelledby="excluded"><h2 id="excluded">Left out by feature toggles</h2>
        {{#excluded}}<ul>{{#items}}<li>{{kind}} <code>{{id}}</code> on {{page}}, shown only when <code>{{gate}}</code> <span class="t-dim">{{location}}</span></li>
        {{/items}}</ul>{{/excluded}}{{^excluded}}<p>None.</p>{{/excluded}}{{#moreExcluded}}<p>And {{more}}. All {{total}} by toggle:</p>
        <ul>{{#names}}<li><code>{{name}}</code>, {{count}}×</li>
        {{/names}}</ul>{{/moreExcluded}}</section>
        <section aria-labelledby="unknown"><h2 id="unknown">Unknown component types</h2>
        {{#unknownTypes}}<ul>{{#items}}<li><code>{{type}}</code>, {{count}}× <span class="t-dim">first at {{location}}</span></li>
        {{/items}}</ul>{{/unknownTypes}}{{^unknownTypes}}<p>None.</p>{{/unknownTypes}}</section>
        <section aria-labelledby="noschema"><h2 id="noschema">Templates without a schema</h2>
        <p>Component types with a template but no data schema from any source: their uses are not checked.</p>
        {{#templatesWithoutSchema}}<ul>{{#items}}<li><a href="{{href}}#contract"><code>{{type}}</code></a></li>
        {{/items}}</ul>{{/templatesWithoutSchema}}{{^templatesWithoutSchema}}<p>None.</p>{{/templatesWithoutSchema}}</section>
        <section aria-labelledby="notemplate"><h2 id="notemplate">Schemas without a template</h2>
        <p>Component types the OpenAPI document's unions can send that no template draws.</p>
        {{#schemasWithoutTemplate}}<div class="t-scroll-x" role="region" aria-labelledby="notemplate" tabindex="0"><table class="t-table"><thead><tr><th scope="col">Type</th><th scope="col">Origin</th><th scope="col">Location</th></tr></thead><tbody>
        {{#items}}<tr><th scope="row" class="t-nowrap"><code>{{type}}</code></th><td>{{origin}}</td><td class="t-diagnostics"><code>{{location}}</code></td></tr>
        {{/items}}</tbody></table></div>{{/schemasWithoutTemplate}}{{^schemasWithoutTemplate}}<p>None.</p>{{/schemasWithoutTemplate}}
        {{#otherSchemas}}<details class="t-raw"><summary>{{count}} of <code>components/schemas</code> named after no template</summary>
        <p>Schemas whose names are not component types: usually parts of other schemas, or contracts reached through a union under another name.</p>
        <div class="t-scroll-x" role="region" aria-label="Other schemas" tabindex="0"><table class="t-table"><thead><tr><th scope="col">Name</th><th scope="col">Origin</th><th scope="col">Location</th></tr></thead><tbody>
        {{#items}}<tr><th scope="row" class="t-nowrap"><code>{{type}}</code></th><td>{{origin}}{{#contractOf}} <span class="t-dim">(the contract of <code>{{contractOf}}</code>)</span>{{/contractOf}}</td><td class="t-diagnostics"><code>{{location}}</code></td></tr>
        {{/items}}</tbody></table></div></details>
        {{/otherSchemas}}</section>
        <section aria-labelledby="unused"><h2 id="unused">Templates never used</h2>
        {{#unusedTemplates}}<ul>{{#items}}<li><a href="{{href}}"><code>{{type}}</code></a></li>
        {{/items}}</ul>{{/unusedTemplates}}{{^unusedTemplates}}<p>None.</p>{{/unusedTemplates}}</section>
        <section aria-labelledby="external"><h2 id="external">External links</h2>
        <p>Links out of the site that components carry, most used first. They are listed, never fetched.</p>
        {{#externalLinks}}<ul class="t-diagnostics">{{#items}}<li><code>{{url}}</code>, {{count}}×</li>
        {{/items}}</ul>{{/externalLinks}}{{^externalLinks}}<p>None.</p>{{/externalLinks}}{{#moreExternalLinks}}<p>And {{moreExternalLinks}}.</p>{{/moreExternalLinks}}</section>
        </main>
        </body>
        </html>

        """

    /// The catalog's tab icon: a trellis (a lattice) in the theme's accent. Every page links it, so browsers ask
    /// for no `/favicon.ico` (a 404 in `serve`'s log and the console otherwise).
    public static let favicon = """
        <svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="7" fill="#2f55d4"/>\
        <path d="M9 9h14v14H9zM16 9v14M9 16h14" fill="none" stroke="#fff" stroke-width="2.5" stroke-linejoin="round"/></svg>

        """

    static let stylesheet = """
        /* Trellis built-in theme. Replace with Templates/site/trellis.css. Site rules are scoped so they never
           reach component markup (renderings and the examples on component pages). */
        :root { color-scheme: light dark; --t-bg: #f5f6f8; --t-fg: #1a1d22; --t-card: #ffffff; --t-line: #d7dbe1;
          --t-accent: #2f55d4; --t-dim: #5a6472; --t-warn: #9a5b00; }
        @media (prefers-color-scheme: dark) { :root { --t-bg: #101317; --t-fg: #e7e9ec; --t-card: #191e25;
          --t-line: #2b323c; --t-accent: #93abff; --t-dim: #9ba5b2; --t-warn: #f0b35a; } }
        *, *::before, *::after { box-sizing: border-box; }
        body { margin: 0; font: 16px/1.5 system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; }
        .t-site { background: var(--t-bg); color: var(--t-fg); }
        .t-site a:not(.t-example-box a) { color: var(--t-accent); }
        .t-skip { position: absolute; left: -9999px; }
        .t-skip:focus { left: 8px; top: 8px; background: var(--t-card); padding: 4px 8px; z-index: 2; }
        .t-bar { display: flex; flex-wrap: wrap; gap: 8px 24px; align-items: center; justify-content: space-between;
          padding: 10px 20px; border-bottom: 1px solid var(--t-line); background: var(--t-card); }
        .t-bar nav a { margin-left: 16px; text-decoration: none; }
        .t-brand { margin: 0; font-weight: 700; }
        .t-site .t-brand a { color: inherit; text-decoration: none; }
        .t-main { max-width: 72rem; margin: 0 auto; padding: 20px; }
        .t-wide { max-width: none; }
        .t-main h1 { font-size: 1.9rem; line-height: 1.2; margin: 0.4em 0; }
        .t-main h1, .t-crumbs, .t-card, .t-meta, .t-usages, .t-group { overflow-wrap: anywhere; }
        .t-main h2:not(.t-example-box h2) { font-size: 1.3rem; margin: 1.6em 0 0.6em; }
        .t-lede { font-size: 1.1rem; color: var(--t-dim); margin-top: 0; }
        .t-prose > :first-child { margin-top: 0; }
        .t-prose ul, .t-prose ol { padding-left: 1.4rem; }
        .t-meta, .t-dim { color: var(--t-dim); font-size: 0.9rem; }
        .t-note { padding: 8px 12px; border-left: 4px solid var(--t-warn); background: var(--t-card); }
        .t-cards { list-style: none; padding: 0; display: grid; gap: 16px;
          grid-template-columns: repeat(auto-fill, minmax(min(100%, 19rem), 1fr)); }
        .t-card { min-width: 0; background: var(--t-card); border: 1px solid var(--t-line); border-radius: 10px; padding: 14px 16px; }
        .t-card h3, .t-card h4 { margin: 0 0 4px; font-size: 1.1rem; }
        .t-group { margin: 24px 0 8px; font-size: 1rem; }
        .t-card p { margin: 4px 0; }
        .t-links a { display: inline-block; margin-right: 10px; }
        .t-scroll-x { overflow-x: auto; }
        .t-table { border-collapse: collapse; width: 100%; background: var(--t-card); }
        .t-table th, .t-table td { text-align: left; padding: 6px 10px; border-bottom: 1px solid var(--t-line); vertical-align: top; }
        .t-num { text-align: right; font-variant-numeric: tabular-nums; }
        .t-badge { display: inline-block; font-size: 0.75rem; padding: 0 6px; border-radius: 6px; border: 1px solid currentColor; }
        .t-warn { color: var(--t-warn); }
        .t-crumbs { font-size: 0.9rem; color: var(--t-dim); }
        .t-foot { padding: 20px; color: var(--t-dim); font-size: 0.85rem; text-align: center; }
        .t-variant-nav a { display: inline-block; padding: 2px 10px; border: 1px solid var(--t-line); border-radius: 14px;
          margin-right: 4px; text-decoration: none; }
        .t-variant { display: none; }
        :root:not(.t-js) .t-variant:target,
        :root:not(.t-js) .t-variants:not(:has(.t-variant:target)) .t-variant-default { display: block; }
        .t-variant-title { font-size: 1rem; color: var(--t-dim); }
        .t-site .t-variant-nav a[aria-current] { background: var(--t-accent); border-color: var(--t-accent); color: var(--t-card); }
        .t-js .t-variants .t-variant { display: none; }
        .t-js .t-variants .t-variant.t-active { display: block; }
        .t-controls { display: flex; flex-wrap: wrap; gap: 8px 20px; align-items: center; margin: 12px 0; }
        .t-controls fieldset { display: flex; gap: 10px; border: 0; margin: 0; padding: 0; }
        .t-controls legend { float: left; margin-right: 6px; padding: 0; }
        .t-controls label { white-space: nowrap; }
        .t-legend { font-size: 0.9rem; }
        .t-key { display: inline-block; width: 14px; height: 10px; margin-left: 6px; vertical-align: baseline; }
        .t-key-item { outline: 1px solid rgba(230, 0, 120, 0.9); outline-offset: -1px; }
        .t-key-section { outline: 1px dashed rgba(0, 120, 255, 0.9);
          background: repeating-linear-gradient(45deg, rgba(0, 140, 255, 0.22) 0 6px, rgba(0, 140, 255, 0.08) 6px 12px); }
        .t-frames { display: flex; gap: 24px; align-items: flex-start; overflow-x: auto; padding-bottom: 12px; }
        .t-device { margin: 0; flex: none; }
        .t-device[hidden] { display: none; }
        .t-frames.t-stacked { flex-wrap: wrap; }
        .t-search { display: flex; flex-wrap: wrap; gap: 6px 12px; align-items: center; margin: 16px 0 4px; }
        .t-search[hidden], .t-controls[hidden] { display: none; }
        .t-search input { flex: 1 1 16rem; max-width: 32rem; font: inherit; padding: 6px 10px; border-radius: 8px;
          border: 1px solid var(--t-line); background: var(--t-card); color: var(--t-fg); }
        .t-results { padding-left: 1.4rem; }
        .t-results li { margin: 2px 0; }
        .t-device figcaption { font-size: 0.9rem; margin-bottom: 6px; }
        .t-scale { overflow: hidden; }
        /* The frame's width is the viewport's, inside its border: the rendering is never laid out narrower. */
        .t-device iframe { display: block; box-sizing: content-box; border: 1px solid var(--t-line); border-radius: 12px;
          background: #fff; transform-origin: 0 0; }
        .t-scale:focus-within iframe, .t-example iframe:focus { outline: 3px solid var(--t-accent); outline-offset: 2px; }
        .t-example { margin: 0 0 24px; }
        .t-example figcaption { margin-bottom: 6px; color: var(--t-dim); font-size: 0.9rem; }
        .t-example-row { display: flex; flex-wrap: wrap; gap: 16px; align-items: flex-start; }
        .t-example-json, .t-source { margin: 0; max-height: 24rem; overflow: auto; padding: 10px 12px; font-size: 0.8rem;
          background: var(--t-card); border: 1px solid var(--t-line); border-radius: 8px; }
        .t-example-json { flex: 1 1 18rem; min-width: 0; }
        /* An example keeps its real width (the frame around it scrolls) and is drawn in the design's scheme. */
        .t-example-frame { max-width: 100%; overflow-x: auto; flex: none; }
        .t-example-box { position: relative; overflow: hidden; border: 1px dashed var(--t-line); box-sizing: content-box;
          width: var(--t-w0); height: var(--t-h0, auto); color-scheme: var(--t-scheme, light); background: Canvas;
          color: CanvasText; }
        .t-example:has(input[data-t-size="1"]:checked) .t-example-box { width: var(--t-w1); height: var(--t-h1, auto); }
        .t-example:has(input[data-t-size="2"]:checked) .t-example-box { width: var(--t-w2); height: var(--t-h2, auto); }
        .t-example:has(input[data-t-size="3"]:checked) .t-example-box { width: var(--t-w3); height: var(--t-h3, auto); }
        .t-example:has(input[data-t-size="4"]:checked) .t-example-box { width: var(--t-w4); height: var(--t-h4, auto); }
        .t-example:has(input[data-t-size="5"]:checked) .t-example-box { width: var(--t-w5); height: var(--t-h5, auto); }
        .t-example:has(input[data-t-size="6"]:checked) .t-example-box { width: var(--t-w6); height: var(--t-h6, auto); }
        .t-example:has(input[data-t-size="7"]:checked) .t-example-box { width: var(--t-w7); height: var(--t-h7, auto); }
        .t-example:has(input[data-t-scheme="dark"]:checked) .t-example-box { color-scheme: dark; }
        .t-pick { display: flex; flex-wrap: wrap; gap: 4px 14px; margin: 0 0 8px; padding: 0; border: 0; font-size: 0.85rem; }
        .t-pick legend { float: left; margin-right: 8px; padding: 0; color: var(--t-dim); }
        .t-pick label { white-space: nowrap; }
        .t-example-table { border-collapse: collapse; }
        .t-example figcaption { font-size: 0.85rem; color: var(--t-dim); }
        .t-diagnostics { font-size: 0.9rem; }
        .t-meta code { overflow-wrap: anywhere; }
        .t-fields { min-width: 46rem; font-size: 0.9rem; border-collapse: separate; border-spacing: 0; }
        .t-fields caption { text-align: left; padding: 6px 0; color: var(--t-dim); }
        .t-fields tbody th { font-weight: normal; white-space: nowrap;
          padding-left: calc(10px + min(var(--t-depth, 0), 8) * 1.1em); position: sticky; left: 0;
          background: var(--t-card); }
        .t-fields td:nth-child(2) { white-space: nowrap; }
        .t-fields td:nth-child(4) code { word-break: break-all; }
        .t-fields .t-choice td { padding-left: calc(10px + min(var(--t-depth, 0), 8) * 1.1em); font-style: italic;
          color: var(--t-dim); }
        .t-fields .t-alternative th { font-weight: 600; }
        .t-nowrap { white-space: nowrap; }
        .t-constraints { list-style: none; margin: 0; padding: 0; }
        .t-constraints li { overflow-wrap: anywhere; }
        .t-scroll-x:focus-visible { outline: 2px solid var(--t-accent); outline-offset: 2px; }
        .t-raw { margin: 12px 0; }
        .t-raw summary { cursor: pointer; color: var(--t-accent); overflow-wrap: anywhere; }
        .t-raw pre { overflow-x: auto; max-height: 32rem; padding: 10px 12px; background: var(--t-card);
          border: 1px solid var(--t-line); border-radius: 8px; font-size: 0.85rem; line-height: 1.45; }
        .t-diagnostics code { word-break: break-all; }

        /* Page renderings: every laid-out element sits at the frame the engine computed (docs/layout.md, emission D1-D4). */
        /* The design's own scheme (site.json "colorScheme", set on the body), never the reviewer's: Canvas and
           CanvasText, form controls and scrollbars follow it. */
        .t-rendering { background: Canvas; color: CanvasText; }
        .t-screen { position: relative; margin: 0; overflow-x: clip; }
        .t-sec { position: relative; margin: 0; padding: 0; overflow-x: clip; }
        .t-item { position: absolute; box-sizing: border-box; margin: 0; overflow: hidden; }
        .t-scroller { position: absolute; overflow-x: auto; overflow-y: hidden; scrollbar-width: none; }
        .t-scroller::-webkit-scrollbar { display: none; }
        .t-content { position: relative; }
        .t-auto .t-item, .t-auto.t-item { position: relative; flex: none; }
        .t-line { display: flex; position: relative; }
        .t-column { display: flex; flex-direction: column; flex: none; position: relative; }
        .t-unknown { height: 100%; min-height: 48px; padding: 8px; border: 2px dashed #c62828; background: #fff3f3;
          color: #8e1b1b; font: 13px/1.4 system-ui, sans-serif; }
        .t-unknown p { margin: 0; }
        /* The layout overlay: on when the rendering's URL ends in #t-overlay (the page preview's control sets it). */
        #t-overlay { position: fixed; top: 0; left: 0; }
        .t-rendering:has(#t-overlay:target) .t-item { outline: 1px solid rgba(230, 0, 120, 0.9); outline-offset: -1px; }
        .t-rendering:has(#t-overlay:target) .t-sec, .t-rendering:has(#t-overlay:target) .t-content {
          background: repeating-linear-gradient(45deg, rgba(0, 140, 255, 0.22) 0 6px, rgba(0, 140, 255, 0.08) 6px 12px); }
        .t-rendering:has(#t-overlay:target) .t-sec { outline: 1px dashed rgba(0, 120, 255, 0.9); }
        .t-rendering:has(#t-overlay:target) .t-item:hover::after { content: attr(data-frame); position: absolute; top: 0;
          left: 0; z-index: 5; padding: 1px 4px; background: rgba(230, 0, 120, 0.9); color: #fff;
          font: 11px/1.3 ui-monospace, monospace; pointer-events: none; }
        @media (prefers-reduced-motion: no-preference) { .t-scroller { scroll-behavior: smooth; } }

        """
}
