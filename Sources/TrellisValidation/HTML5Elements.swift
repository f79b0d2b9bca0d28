/// Element names of the HTML Living Standard.
///
/// libxml2 2.9's HTML parser knows only HTML 4 and raises error 801 ("Tag X invalid") for every other element.
/// An 801 for a name in this list is noise and is dropped; an 801 for a name outside it (that is not a custom
/// element and not inside `<svg>`/`<math>`) is kept, which catches typos such as `<secton>`.
/// Names are lowercase, as libxml2 reports them.
let html5ElementNames: Set<String> = [
    "a", "abbr", "address", "area", "article", "aside", "audio",
    "b", "base", "bdi", "bdo", "blockquote", "body", "br", "button",
    "canvas", "caption", "cite", "code", "col", "colgroup",
    "data", "datalist", "dd", "del", "details", "dfn", "dialog", "div", "dl", "dt",
    "em", "embed",
    "fieldset", "figcaption", "figure", "footer", "form",
    "h1", "h2", "h3", "h4", "h5", "h6", "head", "header", "hgroup", "hr", "html",
    "i", "iframe", "img", "input", "ins",
    "kbd",
    "label", "legend", "li", "link",
    "main", "map", "mark", "math", "menu", "meta", "meter",
    "nav", "noscript",
    "object", "ol", "optgroup", "option", "output",
    "p", "picture", "pre", "progress",
    "q",
    "rp", "rt", "ruby",
    "s", "samp", "script", "search", "section", "select", "selectedcontent", "slot", "small", "source", "span",
    "strong", "style", "sub", "summary", "sup", "svg",
    "table", "tbody", "td", "template", "textarea", "tfoot", "th", "thead", "time", "title", "tr", "track",
    "u", "ul",
    "var", "video",
    "wbr",
]
