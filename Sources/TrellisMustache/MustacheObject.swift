/// Named values, in the order given. Lookups scan the keys while an object is small (component data usually
/// has a handful of keys), which is faster than hashing; larger objects get a hash index.
public struct MustacheObject: Sendable {
    private let storage: MustacheObjectStorage

    /// When a key occurs more than once the last value wins, as in JSON parsers.
    public init(_ members: [(key: String, value: MustacheValue)]) {
        storage = MustacheObjectStorage(keys: members.map(\.key), values: members.map(\.value))
    }

    /// The members in the order given.
    public var members: [(key: String, value: MustacheValue)] {
        zip(storage.keys, storage.values).map { (key: $0, value: $1) }
    }

    /// How many members it has (a repeated key counts each time).
    public var count: Int { storage.keys.count }

    /// The value of `key` (the last one when the key repeats); nil when absent.
    public subscript(key: String) -> MustacheValue? {
        storage.value(forKey: key)
    }
}
