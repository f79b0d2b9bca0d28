extension JSONNode {
    /// The value without the `feature` key of any child component in it (an object with a string `type`), at any
    /// depth: a gate is Trellis's own, so a parent's contract — written for what the server sends — never sees it.
    func removingChildGates() -> JSONNode {
        switch value {
        case .array(let items):
            return JSONNode(.array(items.map { $0.removingChildGates() }), at: location)
        case .object(let object):
            let isChild = object["type"]?.stringValue != nil
            let members = object.members.compactMap { member -> JSONObject.Member? in
                if isChild, member.key == "feature" { return nil }
                var kept = member
                kept.value = member.value.removingChildGates()
                return kept
            }
            return JSONNode(.object(JSONObject(distinctMembers: members)), at: location)
        default:
            return self
        }
    }
}
