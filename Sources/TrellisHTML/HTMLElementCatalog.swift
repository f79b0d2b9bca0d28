/// What the WHATWG HTML parser knows about element names, as the fragment checker needs it.
///
/// Every set is copied from the HTML Living Standard (§13.1.2 "Elements", §13.2.4.2 "The stack of open
/// elements", §13.2.6 "Tree construction"), so the checker repairs markup exactly where a browser would and
/// reports a mistake exactly where a browser would silently change the page.
enum HTMLElementCatalog {
    /// Elements without content or end tag: `<br>` and `<br/>` are the same element. The obsolete ones the parser
    /// still treats so (`<param>`, `<keygen>`, `<basefont>`, `<bgsound>`, and `<image>`, read as `<img>`) are here
    /// too: they are reported as obsolete, and never again as left open.
    static let void: HTMLNameSet = [
        "area", "base", "br", "col", "embed", "hr", "img", "input", "link", "meta", "source", "track", "wbr",
        "basefont", "bgsound", "image", "keygen", "param",
    ]

    /// Every element of the HTML Living Standard (conforming ones only).
    static let known: HTMLNameSet = [
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

    /// Elements the parser still knows but the standard makes non-conforming (the Nu checker rejects them).
    static let obsolete: HTMLNameSet = [
        "acronym", "applet", "basefont", "bgsound", "big", "blink", "center", "dir", "font", "frame", "frameset",
        "image", "isindex", "keygen", "listing", "marquee", "multicol", "nextid", "nobr", "noembed", "noframes",
        "param", "plaintext", "rb", "rtc", "spacer", "strike", "tt", "xmp",
    ]

    /// Start tags that close an open `<p>` ("close a p element" in the "in body" insertion mode).
    static let closesParagraph: HTMLNameSet = [
        "address", "article", "aside", "blockquote", "center", "details", "dialog", "dir", "div", "dl", "fieldset",
        "figcaption", "figure", "footer", "header", "hgroup", "main", "menu", "nav", "ol", "p", "search", "section",
        "summary", "ul", "h1", "h2", "h3", "h4", "h5", "h6", "pre", "listing", "form", "plaintext", "table", "hr",
        "xmp", "li", "dd", "dt",
    ]

    static let headings: HTMLNameSet = ["h1", "h2", "h3", "h4", "h5", "h6"]

    /// End tags the "in body" mode matches against any element in scope (closing the elements inside it), rather
    /// than stopping at the first special element ("any other end tag").
    static let closedInScope: HTMLNameSet = [
        "address", "article", "aside", "blockquote", "button", "center", "details", "dialog", "dir", "div", "dl",
        "fieldset", "figcaption", "figure", "footer", "header", "hgroup", "listing", "main", "menu", "nav", "ol",
        "pre", "search", "section", "select", "summary", "ul", "form", "applet", "marquee", "object", "dd", "dt",
        "template", "body", "html", "head",
    ]

    /// Elements whose end tag may be left out where the parser closes them ("generate implied end tags").
    static let impliedEnd: HTMLNameSet = [
        "dd", "dt", "li", "optgroup", "option", "p", "rb", "rp", "rt", "rtc",
    ]

    /// Elements closed without an error by the end of their table, row or cell.
    static let tableImpliedEnd: HTMLNameSet = ["caption", "colgroup", "tbody", "tfoot", "thead", "td", "th", "tr"]

    /// Formatting elements: closing one across another open element is the adoption agency's territory.
    static let formatting: HTMLNameSet = [
        "a", "b", "big", "code", "em", "font", "i", "nobr", "s", "small", "strike", "strong", "tt", "u",
    ]

    /// Elements that bound "has an element in scope" (the HTML ones; foreign ones are in `foreignScope`).
    static let scope: HTMLNameSet = [
        "applet", "caption", "html", "table", "td", "th", "marquee", "object", "template",
    ]

    /// SVG and MathML elements that bound scope and are HTML integration points.
    static let foreignScope: HTMLNameSet = [
        "mi", "mo", "mn", "ms", "mtext", "annotation-xml", "foreignObject", "desc", "title",
    ]

    /// Contexts in which only table structure may appear; anything else would be foster-parented.
    static let tableStructure: HTMLNameSet = ["table", "tbody", "tfoot", "thead", "tr"]

    /// What may stand directly inside a table structure element without being moved out of the table.
    static let allowedInTable: HTMLNameSet = [
        "caption", "colgroup", "col", "tbody", "tfoot", "thead", "tr", "td", "th", "script", "template", "style",
        "form",
    ]

    static let tableSections: HTMLNameSet = ["tbody", "tfoot", "thead"]

    /// Start tags that leave foreign content (SVG, MathML) in the middle of it: the browser closes the `<svg>`.
    static let breaksOutOfForeignContent: HTMLNameSet = [
        "b", "big", "blockquote", "body", "br", "center", "code", "dd", "div", "dl", "dt", "em", "embed", "h1", "h2",
        "h3", "h4", "h5", "h6", "head", "hr", "i", "img", "li", "listing", "menu", "meta", "nobr", "ol", "p", "pre",
        "ruby", "s", "small", "span", "strong", "strike", "sub", "sup", "table", "tt", "u", "ul", "var",
    ]

    /// Elements whose text the tokenizer reads as RCDATA or raw text.
    static let rcdata: HTMLNameSet = ["title", "textarea"]
    static let rawText: HTMLNameSet = ["style", "xmp", "iframe", "noembed", "noframes"]

    /// The tokenizer state an HTML start tag switches to (RCDATA, raw text, script data, PLAINTEXT); nil for
    /// elements whose content is markup.
    static func tokenizerState(after name: String) -> HTMLTokenizerState? {
        if rcdata.contains(name) { return .rcdata }
        if rawText.contains(name) { return .rawtext }
        if name == "script" { return .scriptData }
        if name == "plaintext" { return .plaintext }
        return nil
    }

    /// URL-valued attributes: a browser follows or loads their value.
    static let urlAttributes: HTMLNameSet = [
        "href", "src", "action", "formaction", "poster", "cite", "background", "data", "xlink:href", "srcset",
        "ping", "manifest", "longdesc", "codebase", "archive", "profile", "usemap", "icon", "lowsrc", "dynsrc",
    ]

    /// SVG element names are case-sensitive; the tokenizer lowercases them and the tree builder puts them back.
    static let svgElementNames: [String: String] = [
        "altglyph": "altGlyph", "altglyphdef": "altGlyphDef", "altglyphitem": "altGlyphItem",
        "animatecolor": "animateColor", "animatemotion": "animateMotion", "animatetransform": "animateTransform",
        "clippath": "clipPath", "feblend": "feBlend", "fecolormatrix": "feColorMatrix",
        "fecomponenttransfer": "feComponentTransfer", "fecomposite": "feComposite",
        "feconvolvematrix": "feConvolveMatrix", "fediffuselighting": "feDiffuseLighting",
        "fedisplacementmap": "feDisplacementMap", "fedistantlight": "feDistantLight", "fedropshadow": "feDropShadow",
        "feflood": "feFlood", "fefunca": "feFuncA", "fefuncb": "feFuncB", "fefuncg": "feFuncG", "fefuncr": "feFuncR",
        "fegaussianblur": "feGaussianBlur", "feimage": "feImage", "femerge": "feMerge", "femergenode": "feMergeNode",
        "femorphology": "feMorphology", "feoffset": "feOffset", "fepointlight": "fePointLight",
        "fespecularlighting": "feSpecularLighting", "fespotlight": "feSpotLight", "fetile": "feTile",
        "feturbulence": "feTurbulence", "foreignobject": "foreignObject", "glyphref": "glyphRef",
        "lineargradient": "linearGradient", "radialgradient": "radialGradient", "textpath": "textPath",
    ]

    /// SVG attribute names, likewise.
    static let svgAttributeNames: [String: String] = [
        "attributename": "attributeName", "attributetype": "attributeType", "basefrequency": "baseFrequency",
        "baseprofile": "baseProfile", "calcmode": "calcMode", "clippathunits": "clipPathUnits",
        "diffuseconstant": "diffuseConstant", "edgemode": "edgeMode", "filterunits": "filterUnits",
        "glyphref": "glyphRef", "gradienttransform": "gradientTransform", "gradientunits": "gradientUnits",
        "kernelmatrix": "kernelMatrix", "kernelunitlength": "kernelUnitLength", "keypoints": "keyPoints",
        "keysplines": "keySplines", "keytimes": "keyTimes", "lengthadjust": "lengthAdjust",
        "limitingconeangle": "limitingConeAngle", "markerheight": "markerHeight", "markerunits": "markerUnits",
        "markerwidth": "markerWidth", "maskcontentunits": "maskContentUnits", "maskunits": "maskUnits",
        "numoctaves": "numOctaves", "pathlength": "pathLength", "patterncontentunits": "patternContentUnits",
        "patterntransform": "patternTransform", "patternunits": "patternUnits", "pointsatx": "pointsAtX",
        "pointsaty": "pointsAtY", "pointsatz": "pointsAtZ", "preservealpha": "preserveAlpha",
        "preserveaspectratio": "preserveAspectRatio", "primitiveunits": "primitiveUnits", "refx": "refX",
        "refy": "refY", "repeatcount": "repeatCount", "repeatdur": "repeatDur",
        "requiredextensions": "requiredExtensions", "requiredfeatures": "requiredFeatures",
        "specularconstant": "specularConstant", "specularexponent": "specularExponent",
        "spreadmethod": "spreadMethod", "startoffset": "startOffset", "stddeviation": "stdDeviation",
        "stitchtiles": "stitchTiles", "surfacescale": "surfaceScale", "systemlanguage": "systemLanguage",
        "tablevalues": "tableValues", "targetx": "targetX", "targety": "targetY", "textlength": "textLength",
        "viewbox": "viewBox", "viewtarget": "viewTarget", "xchannelselector": "xChannelSelector",
        "ychannelselector": "yChannelSelector", "zoomandpan": "zoomAndPan",
    ]

    /// MathML's one mixed-case attribute.
    static let mathMLAttributeNames: [String: String] = ["definitionurl": "definitionURL"]

    static let htmlNamespace = "http://www.w3.org/1999/xhtml"
    static let svgNamespace = "http://www.w3.org/2000/svg"
    static let mathMLNamespace = "http://www.w3.org/1998/Math/MathML"
    static let xlinkNamespace = "http://www.w3.org/1999/xlink"
}
