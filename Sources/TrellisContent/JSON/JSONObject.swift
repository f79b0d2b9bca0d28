/// A JSON object with its keys in the order they were written, and the position of each key.
public struct JSONObject: Sendable, Equatable {
    public struct Member: Sendable, Equatable {
        public var key: String
        public var keyLocation: SourceLocation
        public var value: JSONNode
    }

    public private(set) var members: [Member] = []
    private var index: [String: Int] = [:]

    public init() {}

    public var isEmpty: Bool { members.isEmpty }
    public var count: Int { members.count }
    public var keys: [String] { members.map(\.key) }

    public subscript(key: String) -> JSONNode? {
        guard let position = index[key] else { return nil }
        return members[position].value
    }

    public func member(_ key: String) -> Member? {
        guard let position = index[key] else { return nil }
        return members[position]
    }

    /// Adds a member; returns false (and changes nothing) when the key is already present.
    @discardableResult
    public mutating func append(key: String, keyLocation: SourceLocation, value: JSONNode) -> Bool {
        guard index[key] == nil else { return false }
        index[key] = members.count
        members.append(Member(key: key, keyLocation: keyLocation, value: value))
        return true
    }

    /// Sets a key, replacing its value in place when present (used to merge layout overrides).
    public mutating func set(key: String, keyLocation: SourceLocation, value: JSONNode) {
        if let position = index[key] {
            members[position].value = value
            members[position].keyLocation = keyLocation
        } else {
            append(key: key, keyLocation: keyLocation, value: value)
        }
    }

    public mutating func remove(key: String) {
        guard let position = index[key] else { return }
        members.remove(at: position)
        index = [:]
        for (offset, member) in members.enumerated() { index[member.key] = offset }
    }
}
