/// The base URI and resource a schema object lies in, recorded while scanning so `$ref`s anywhere resolve
/// against the right base.
struct SchemaScope: Sendable {
    var base: String
    var resource: Int
}
