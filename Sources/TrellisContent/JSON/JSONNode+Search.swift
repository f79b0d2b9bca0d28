extension JSONNode {
    /// The first string value equal to `text`, depth first, with its JSON path below `path`: used to point a
    /// diagnostic about rendered output back at the content value it came from.
    public func firstString(equalTo text: String, path: String) -> (node: JSONNode, path: String)? {
        var pending: [(JSONNode, String)] = [(self, path)]
        while let (node, nodePath) = pending.popLast() {
            switch node.value {
            case .string(let value) where value == text:
                return (node, nodePath)
            case .array(let items):
                pending += items.enumerated().reversed().map { ($1, JSONPath.index(nodePath, $0)) }
            case .object(let object):
                pending += object.members.reversed().map { ($0.value, JSONPath.key(nodePath, $0.key)) }
            default:
                break
            }
        }
        return nil
    }
}
