/// Reads a free-standing data object (a contract's example) the way page content is read, children included.
public enum ComponentDataDecoder {
    public static func decode(_ node: JSONNode, path: String, form: ComponentForm) -> (ComponentData?, [Diagnostic]) {
        var decoder = ContentDecoder(form: form, features: [:]) { _, _, _ in nil }
        guard let object = decoder.expectObject(node, path: path, what: "a data object") else {
            return (nil, decoder.log.diagnostics)
        }
        var ids = IDRegistry()
        let data = decoder.componentData(object, path: path, ownerID: "example", ids: &ids)
        return (data, decoder.log.diagnostics)
    }
}
