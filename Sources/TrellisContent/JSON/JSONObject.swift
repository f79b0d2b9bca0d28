/// A JSON object with its keys in the order they were written, and the position of each key.
public struct JSONObject: Sendable, Equatable {
    public static func == (lhs: JSONObject, rhs: JSONObject) -> Bool { lhs.members == rhs.members }

    public struct Member: Sendable, Equatable {
        public var key: String
        public var keyLocation: SourceLocation
        public var value: JSONNode
    }

    public private(set) var members: [Member] = []
    /// Key → position, built only for large objects: most objects have a handful of keys, where a linear
    /// search is faster than hashing.
    private var index: [String: Int] = [:]
    private static let indexThreshold = 12

    private func position(of key: String) -> Int? {
        if members.count > Self.indexThreshold { return index[key] }
        return members.firstIndex { $0.key == key }
    }

    public init() {}

    /// An object of these members, whose keys are all different (the parser's, which finds repeated keys itself):
    /// the array is kept as given, so it holds exactly its members.
    init(distinctMembers: [Member]) {
        members = distinctMembers
        if members.count > Self.indexThreshold {
            for (offset, member) in members.enumerated() { index[member.key] = offset }
        }
    }

    public var isEmpty: Bool { members.isEmpty }
    public var count: Int { members.count }
    public var keys: [String] { members.map(\.key) }

    public subscript(key: String) -> JSONNode? {
        guard let position = position(of: key) else { return nil }
        return members[position].value
    }

    public func member(_ key: String) -> Member? {
        guard let position = position(of: key) else { return nil }
        return members[position]
    }

    /// Adds a member; returns false (and changes nothing) when the key is already present.
    @discardableResult
    public mutating func append(key: String, keyLocation: SourceLocation, value: JSONNode) -> Bool {
        guard position(of: key) == nil else { return false }
        // Room for a small object at once, instead of growing through 1, 2 and 4 members.
        if members.isEmpty { members.reserveCapacity(4) }
        members.append(Member(key: key, keyLocation: keyLocation, value: value))
        if members.count > Self.indexThreshold {
            if index.isEmpty {
                for (offset, member) in members.enumerated() { index[member.key] = offset }
            } else {
                index[key] = members.count - 1
            }
        }
        return true
    }

    /// Sets a key, replacing its value in place when present (used to merge layout overrides).
    public mutating func set(key: String, keyLocation: SourceLocation, value: JSONNode) {
        if let position = position(of: key) {
            members[position].value = value
            members[position].keyLocation = keyLocation
        } else {
            append(key: key, keyLocation: keyLocation, value: value)
        }
    }
}
