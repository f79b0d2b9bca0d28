import TrellisContent
import TrellisSchema

/// Schemas from outside `Templates/` that can be contracts: an OpenAPI document's component schemas.
public struct ExternalSchemaSource: Sendable {
    /// One schema the source offers as the contract of a component type.
    public struct Candidate: Sendable {
        public var type: String
        /// JSON pointer of the schema in `document`.
        public var pointer: String
        /// Where the source names the type (the schema, or the discriminator mapping entry).
        public var location: SourceLocation
        /// How the catalog and report name where the type came from (`Card`, `Component.oneOf` union).
        public var origin: String

        public init(type: String, pointer: String, location: SourceLocation, origin: String) {
            self.type = type
            self.pointer = pointer
            self.location = location
            self.origin = origin
        }
    }

    public var document: JSONNode
    /// The URI `$ref`s from contract files use for the document (`file:///api/openapi.yaml`).
    public var uri: String
    /// The project-relative path messages show.
    public var display: String
    /// Every schema the document holds (`/components/schemas/<name>`), scanned for `$id`s and anchors.
    public var schemaRoots: [String]
    /// The rules its schemas follow unless they say otherwise.
    public var draft: SchemaDraft
    public var candidates: [Candidate]

    public init(
        document: JSONNode, uri: String, display: String, schemaRoots: [String], draft: SchemaDraft,
        candidates: [Candidate]
    ) {
        self.document = document
        self.uri = uri
        self.display = display
        self.schemaRoots = schemaRoots
        self.draft = draft
        self.candidates = candidates
    }
}
