#ifndef TRELLIS_CLIBXML2_SHIM_H
#define TRELLIS_CLIBXML2_SHIM_H

/* Everything that differs between libxml2 releases is settled here, at compile time against the headers in use
   (LIBXML_VERSION), so that the Swift code has no #if. Tested against 2.9.14 (Debian 12) and 2.15.x (Debian
   unstable, .ci/libxml2-current.sh). What changed, and why it matters to Trellis:
   - 2.11: a parse stops reporting errors after 100 (XML_MAX_ERRORS, counted in ctxt->nbErrors).
   - 2.13: XML_PARSE_NOERROR / HTML_PARSE_NOERROR also silence the structured error handlers, and the per-context
     handler xmlCtxtSetErrorHandler() exists.
   - 2.14: the HTML parser tokenizes as HTML5 does. It no longer reports unknown elements (801), bare '&', bad
     character references, duplicate attributes, unterminated comments or an empty document; the soname became
     libxml2.so.16. Several parser-context fields used here (nameTab, nbErrors, input) are deprecated, which is
     why they are only touched from C, in this system header. */

#include <libxml/xmlversion.h>
/* Debian builds libxml2 with ICU, so <libxml/encoding.h> would include <unicode/ucnv.h> from libicu-dev. Its
   UErrorCode differs from the one in Foundation's private _FoundationICU module, and any Swift file that sees both
   fails with "'UErrorCode' has different definitions in different modules". We never touch the ICU-only fields of
   xmlCharEncodingHandler (and only ever handle that struct by pointer), so hide them. */
#undef LIBXML_ICU_ENABLED
#include <libxml/parser.h>
#include <libxml/HTMLparser.h>
#include <libxml/xmlerror.h>
#include <libxml/tree.h>
#include <stdlib.h>
#include <string.h>

/* xmlFree is a global function-pointer variable, which Swift 6 refuses to read. */
static inline void trellis_xml_free(void *p) { xmlFree(p); }

/* The version of the headers Trellis was compiled against, e.g. "2.9.14". */
static inline const char *trellis_libxml2_compiled_version(void) { return LIBXML_DOTTED_VERSION; }

/* The version of the library actually loaded, as a number: 20914 for 2.9.14. xmlParserVersion is a macro over a
   function in 2.9 and a plain variable in 2.14+, neither of which Swift imports. */
static inline int trellis_libxml2_runtime_version(void) { return atoi(xmlParserVersion); }

/* Installs a structured error handler on one parser context only (never the thread-global one), so that other
   libxml2 users in the process neither steal nor receive our errors. The handler gets the context as user data.
   Before 2.13 this is the SAX block's serror, which libxml2 consults only when initialized == XML_SAX2_MAGIC (HTML
   contexts start with 1). */
static inline void trellis_set_error_handler(xmlParserCtxtPtr ctxt, xmlStructuredErrorFunc handler) {
#if LIBXML_VERSION >= 21300
    xmlCtxtSetErrorHandler(ctxt, handler, ctxt);
#else
    ctxt->sax->initialized = XML_SAX2_MAGIC;
    ctxt->sax->serror = handler;
#endif
}

/* Tells libxml2 that an error the handler dropped (noise, such as an HTML5 element reported as unknown) does not
   count: since 2.11 a parse stops reporting errors after 100, and a page with 100 <section>s would otherwise hide
   every real mistake after them. Earlier releases have no limit and no counter. */
static inline void trellis_forget_error(xmlParserCtxtPtr ctxt) {
#if LIBXML_VERSION >= 21100
    if (ctxt->nbErrors > 0) ctxt->nbErrors--;
#else
    (void)ctxt;
#endif
}

/* Where the parser is in its current input, for issues that Trellis raises from a SAX callback: the line, and the
   byte offset from the start of the document (in a start-element callback, that of the tag's closing '>'). The
   column counter of 2.14+ lags behind (it is not advanced over some runs of text and attributes), and the buffer
   may have been shrunk past the start of the line, so the caller counts the column in its own copy of the
   document instead. */
static inline int trellis_input_line(xmlParserCtxtPtr ctxt) { return ctxt->input != NULL ? ctxt->input->line : 0; }

static inline long trellis_input_offset(xmlParserCtxtPtr ctxt) {
    if (ctxt->input == NULL || ctxt->input->cur == NULL || ctxt->input->base == NULL) return -1;
    return (long)ctxt->input->consumed + (long)(ctxt->input->cur - ctxt->input->base);
}

/* Element names of the HTML Living Standard, sorted for bsearch (strcmp order), lowercase as libxml2 reports them.
   libxml2's HTML parser knows only HTML 4 (before 2.14 it raises error 801 "Tag X invalid" for every other
   element; from 2.14 on it raises nothing), so these are checked here. */
static const char *const trellis_html5_element_names[] = {
    "a", "abbr", "address", "area", "article", "aside", "audio", "b", "base", "bdi", "bdo", "blockquote", "body",
    "br", "button", "canvas", "caption", "cite", "code", "col", "colgroup", "data", "datalist", "dd", "del",
    "details", "dfn", "dialog", "div", "dl", "dt", "em", "embed", "fieldset", "figcaption", "figure", "footer",
    "form", "h1", "h2", "h3", "h4", "h5", "h6", "head", "header", "hgroup", "hr", "html", "i", "iframe", "img",
    "input", "ins", "kbd", "label", "legend", "li", "link", "main", "map", "mark", "math", "menu", "meta", "meter",
    "nav", "noscript", "object", "ol", "optgroup", "option", "output", "p", "picture", "pre", "progress", "q", "rp",
    "rt", "ruby", "s", "samp", "script", "search", "section", "select", "selectedcontent", "slot", "small", "source",
    "span", "strong", "style", "sub", "summary", "sup", "svg", "table", "tbody", "td", "template", "textarea",
    "tfoot", "th", "thead", "time", "title", "tr", "track", "u", "ul", "var", "video", "wbr"
};

/* Elements of libxml2 2.9's HTML 4 table that the Living Standard dropped. 2.9 accepts them silently, so they stay
   accepted on every release (2.14+ added bgsound, keygen, noembed, plaintext and xmp to its table: those are not
   accepted, as in 2.9). */
static const char *const trellis_legacy_html4_element_names[] = {
    "acronym", "applet", "basefont", "big", "center", "dir", "font", "frame", "frameset", "isindex", "noframes",
    "param", "strike", "tt"
};

static inline int trellis_compare_names(const void *key, const void *element) {
    return strcmp((const char *)key, *(const char *const *)element);
}

static inline int trellis_name_is_listed(const char *const *names, size_t count, const xmlChar *name) {
    return bsearch(name, names, count, sizeof(names[0]), trellis_compare_names) != NULL;
}

/* Whether an <svg> or <math> element is open: everything inside them (linearGradient, foreignObject, mi, ...) is
   foreign content that the HTML parser cannot judge. */
static inline int trellis_in_foreign_content(xmlParserCtxtPtr ctxt) {
    if (ctxt->nameTab == NULL) return 0;
    for (int depth = 0; depth < ctxt->nameNr; depth++) {
        const xmlChar *open = ctxt->nameTab[depth];
        if (open != NULL && (strcmp((const char *)open, "svg") == 0 || strcmp((const char *)open, "math") == 0))
            return 1;
    }
    return 0;
}

/* Whether an element name is fine for the HTML parser: an HTML Living Standard element, one that libxml2 2.9
   knows from HTML 4, a custom element (its name contains '-'), or anything inside svg/math. Everything else (a
   typo such as <secton>) is reported as 801 "Tag X invalid", on every libxml2 release. */
static inline int trellis_is_accepted_element(xmlParserCtxtPtr ctxt, const xmlChar *name) {
    if (name == NULL) return 1;
    if (strchr((const char *)name, '-') != NULL) return 1;
    if (trellis_name_is_listed(trellis_html5_element_names,
                               sizeof(trellis_html5_element_names) / sizeof(trellis_html5_element_names[0]), name))
        return 1;
    if (trellis_name_is_listed(trellis_legacy_html4_element_names,
                               sizeof(trellis_legacy_html4_element_names) /
                                   sizeof(trellis_legacy_html4_element_names[0]),
                               name))
        return 1;
    return trellis_in_foreign_content(ctxt);
}

/* A bare '&' as the HTML parser before 2.14 reports it: 23 "htmlParseEntityRef: expecting ';'" (`?a=1&b=2`) or
   68 "htmlParseEntityRef: no name" (`Tom & Jerry`). HTML5 allows both; code 68 also means "error parsing attribute
   name", which is kept, hence the message check. */
static inline int trellis_is_bare_ampersand_error(const xmlError *error) {
    if (error->domain != XML_FROM_HTML) return 0;
    if (error->code != XML_ERR_ENTITYREF_SEMICOL_MISSING && error->code != XML_ERR_NAME_REQUIRED) return 0;
    return error->message != NULL && strncmp(error->message, "htmlParseEntityRef", 18) == 0;
}

/* "Unexpected end tag : b" from the HTML parser before 2.14, which closes the HTML 4 font-style elements (b, i, u, s,
   small, big, tt, strike) when a <p> starts inside them, and <a> when a <table> does, as HTML 4 allowed neither. HTML5
   allows both, and a browser keeps them as written; the end tag then looks stray to libxml2 alone. Trellis's own
   HTML5 check, which every template and `trellis validate` run, reports the real stray end tags, and the XML parser
   checks that the output's tags match. */
static inline int trellis_is_html4_content_model_error(const xmlError *error) {
    static const char *const closed_by_blocks[] = {"a", "b", "big", "i", "s", "small", "strike", "tt", "u"};
    if (error->domain != XML_FROM_HTML || error->code != XML_ERR_TAG_NAME_MISMATCH || error->str1 == NULL) return 0;
    if (error->message == NULL || strncmp(error->message, "Unexpected end tag", 18) != 0) return 0;
    for (size_t i = 0; i < sizeof(closed_by_blocks) / sizeof(closed_by_blocks[0]); i++) {
        if (strcmp(error->str1, closed_by_blocks[i]) == 0) return 1;
    }
    return 0;
}

#endif
