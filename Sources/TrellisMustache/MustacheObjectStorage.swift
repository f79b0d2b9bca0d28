/// The members of a `MustacheObject`, behind one reference so that looking into an object during rendering
/// retains one thing rather than three arrays.
final class MustacheObjectStorage: Sendable {
    let keys: [String]
    let values: [MustacheValue]
    /// For objects with more than `indexThreshold` members: the position of each key's last occurrence.
    let index: [String: Int]?
    static let indexThreshold = 12

    init(keys: [String], values: [MustacheValue]) {
        self.keys = keys
        self.values = values
        if keys.count > Self.indexThreshold {
            var index: [String: Int] = [:]
            index.reserveCapacity(keys.count)
            for (position, key) in keys.enumerated() { index[key] = position }
            self.index = index
        } else {
            index = nil
        }
    }

    func value(forKey key: String) -> MustacheValue? {
        if let index {
            return index[key].map { values[$0] }
        }
        var position = keys.count - 1
        while position >= 0 {
            if keys[position] == key { return values[position] }
            position -= 1
        }
        return nil
    }
}
