/// One server component: `{type, id, data}` in the wrapped form, or a flat object.
public struct Component: Sendable, Equatable {
    /// Matched exactly against `Templates/components/<type>.mustache`.
    public var type: String
    /// Unique within its page; defaulted to `<section id>-<index>` when the server sends none.
    public var id: String
    /// The model; nil when the server sent `"data": null`, which hides the component.
    public var data: ComponentData?
    /// The raw `size` object of the wrapped form; the layout bridge validates and reads it.
    public var size: JSONNode?
    /// The data as written, with positions (children still as JSON), for checking against the contract:
    /// the `data` object of the wrapped form, or the object without `type`, `id` and `feature` when flat.
    public var dataSource: JSONNode?
    /// Flat form only: the object as the server sent it, `type` and `id` included (only Trellis's `feature` gate
    /// left out), for a contract whose schema describes those keys too, as a server's own schema does.
    public var objectSource: JSONNode?
    /// The JSON path of `dataSource` (`….data` when wrapped, the component's own path when flat).
    public var dataPath: String
    /// Where the component object starts, and its JSON path in that file.
    public var location: SourceLocation
    public var path: String

    public init(
        type: String,
        id: String,
        data: ComponentData?,
        size: JSONNode? = nil,
        dataSource: JSONNode? = nil,
        dataPath: String? = nil,
        location: SourceLocation,
        path: String
    ) {
        self.type = type
        self.id = id
        self.data = data
        self.size = size
        self.dataSource = dataSource
        self.dataPath = dataPath ?? path
        self.location = location
        self.path = path
    }

    public var isHidden: Bool { data == nil }
}
