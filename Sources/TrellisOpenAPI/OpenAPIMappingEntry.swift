import TrellisContent

/// One `discriminator.mapping` entry whose target was found in the document.
struct OpenAPIMappingEntry {
    /// The mapping key: the `type` value that selects the target.
    var type: String
    var target: JSONPointer
    var node: JSONNode
    var path: String
    /// Where the mapping value (the reference or schema name) is written.
    var valueLocation: SourceLocation
}
