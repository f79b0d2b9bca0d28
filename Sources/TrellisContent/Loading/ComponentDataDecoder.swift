/// Reads a free-standing data object (a contract's example) the way page content is read, children included.
public enum ComponentDataDecoder {
    public static func decode(_ node: JSONNode, path: String, form: ComponentForm) -> (ComponentData?, [Diagnostic]) {
        var decoder = ContentDecoder(form: form, features: [:])
        decoder.idScope = "in this example"
        guard let object = decoder.expectObject(node, path: path, what: "a data object") else {
            return (nil, decoder.log.diagnostics)
        }
        var ids = IDRegistry()
        let data = decoder.componentData(object, path: { path }, ownerID: { "example" }, ids: &ids)
        let warnings = decoder.undeclaredFeatures.map { ContentDecoder.undeclaredFeatureWarning($0, declared: []) }
        return (data, decoder.log.diagnostics + warnings)
    }
}
