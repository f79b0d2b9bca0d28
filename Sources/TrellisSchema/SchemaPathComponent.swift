/// One step from a checked value into its children.
enum SchemaPathComponent: Sendable, Equatable {
    case key(String)
    case index(Int)
}
