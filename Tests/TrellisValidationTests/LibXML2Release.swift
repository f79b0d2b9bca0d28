import TrellisValidation

/// The libxml2 release the tests run against, for the few expectations that differ between releases.
enum LibXML2Release {
    /// "2.15.4" as [2, 15, 4].
    static let version: [Int] = HTMLValidator.libxml2Version.split(separator: ".").compactMap { Int($0) }

    /// Before 2.14, libxml2's HTML parser has its own HTML 4 era tokenizer, which also reports duplicate
    /// attributes, a bare `&` (in polyglot pages), bad character references, unterminated comments and quotes and a
    /// misplaced DOCTYPE. From 2.14 on it tokenizes as HTML5 does and reports only mismatched end tags, misplaced
    /// html/head/body and bad encoding (Trellis adds unknown elements and empty documents); in polyglot pages, the
    /// XML parser still reports all of the rest.
    static let hasLegacyHTMLTokenizer = version.lexicographicallyPrecedes([2, 14])
}
