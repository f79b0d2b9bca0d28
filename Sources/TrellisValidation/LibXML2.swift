internal import CLibXML2

/// The libxml2 that is loaded: its one-time set-up, its versions, and the behaviour that depends on the release.
///
/// Two releases of libxml2 behave differently enough to matter (see the shim header and docs/validation.md):
/// since 2.13 the "no error output" parser options also silence the structured error handler, and since 2.14 the
/// HTML parser tokenizes as HTML5 does and reports far fewer mistakes. The run-time version decides, because a
/// program compiled against 2.9's headers still loads a 2.13 `libxml2.so.2`.
enum LibXML2 {
    /// Calls `xmlInitParser()` exactly once, before any thread parses. `xmlCleanupParser()` is never called: other
    /// threads may still parse, and libxml2 cleans up in its library destructor anyway.
    static let initialized: Bool = {
        xmlInitParser()
        return true
    }()

    /// The version of the headers Trellis was compiled against, for example "2.9.14".
    static let compiledVersion = String(cString: trellis_libxml2_compiled_version())

    /// The version of the library loaded at run time as libxml2 encodes it: 20914 for 2.9.14.
    static let runtimeVersionNumber = Int(trellis_libxml2_runtime_version())

    /// The version of the library loaded at run time, for example "2.15.4".
    static let runtimeVersion =
        "\(runtimeVersionNumber / 10000).\(runtimeVersionNumber / 100 % 100).\(runtimeVersionNumber % 100)"

    /// Since 2.13, `XML_PARSE_NOERROR`/`HTML_PARSE_NOERROR` also silence the structured error handlers, so every
    /// page would pass. Before 2.13 they only remove libxml2's stderr printers (which some old code paths call
    /// directly) and must stay; from 2.13 on they are unnecessary, because a context's own handler takes
    /// precedence over every printer.
    static let noErrorOptionSilencesHandlers = runtimeVersionNumber >= 21300

    /// From 2.14 on, the HTML parser follows HTML5 tokenization: it never reports an unknown element (801) or an
    /// empty document, so Trellis raises those itself, to report the same mistakes on every release.
    static let hasHTML5Tokenizer = runtimeVersionNumber >= 21400
}
