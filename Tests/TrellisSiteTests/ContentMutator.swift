import Foundation
import TrellisTestSupport

/// Breaks valid content files at random, both as bytes and as JSON structure, for the robustness test.
struct ContentMutator {
    var random: SeededGenerator

    /// Values that stress every kind of check: wrong types, huge and tiny numbers, hostile strings.
    static var nastyValues: [Any] {
        [
            NSNull(), true, 0, -1, 1e308, -0.0, 3.5, "", "two", "../../etc/passwd", "javascript:alert(1)",
            "<script>alert(1)</script>", "\u{0}", String(repeating: "x", count: 5000), [Any](), [String: Any](),
            ["type": "box"], ["type": "grid", "columns": "two"], ["width": -1, "height": "auto"], [1, "a", NSNull()],
        ]
    }

    mutating func mutate(_ data: Data) -> Data {
        if Bool.random(using: &random), let structural = mutateStructure(data) { return structural }
        return mutateBytes(data)
    }

    mutating func mutateBytes(_ data: Data) -> Data {
        var bytes = [UInt8](data)
        guard !bytes.isEmpty else { return Data([UInt8.random(in: 0...255, using: &random)]) }
        let position = Int.random(in: 0..<bytes.count, using: &random)
        switch Int.random(in: 0..<7, using: &random) {
        case 0: bytes[position] = UInt8.random(in: 0...255, using: &random)
        case 1: bytes.removeSubrange(position..<min(bytes.count, position + Int.random(in: 1...20, using: &random)))
        case 2: bytes.insert(contentsOf: Array("{[,:\"}]".utf8).shuffled(using: &random).prefix(3), at: position)
        case 3: bytes = Array(bytes[..<position])
        case 4: bytes.insert(contentsOf: [0xEF, 0xBB, 0xBF], at: 0)
        case 5: bytes.insert(contentsOf: [0xC3, 0x28, 0xFF], at: position)
        default:
            let end = min(bytes.count, position + Int.random(in: 1...40, using: &random))
            bytes.insert(contentsOf: bytes[position..<end], at: position)
        }
        return Data(bytes)
    }

    mutating func mutateStructure(_ data: Data) -> Data? {
        guard let root = try? JSONSerialization.jsonObject(with: data, options: [.fragmentsAllowed]) else { return nil }
        let mutated = mutateValue(root, depth: 0)
        return try? JSONSerialization.data(withJSONObject: mutated, options: [.fragmentsAllowed])
    }

    private mutating func mutateValue(_ value: Any, depth: Int) -> Any {
        if var object = value as? [String: Any], !object.isEmpty {
            let key = object.keys.sorted()[Int.random(in: 0..<object.count, using: &random)]
            switch Int.random(in: 0..<4, using: &random) {
            case 0: object[key] = nil
            case 1: object[key] = Self.nastyValues.randomElement(using: &random)
            case 2: object[key + "x"] = object[key]
            default: object[key] = mutateValue(object[key] as Any, depth: depth + 1)
            }
            return object
        }
        if var array = value as? [Any], !array.isEmpty {
            let index = Int.random(in: 0..<array.count, using: &random)
            switch Int.random(in: 0..<4, using: &random) {
            case 0: array.remove(at: index)
            case 1: array.append(array[index])
            case 2: array[index] = Self.nastyValues.randomElement(using: &random) as Any
            default: array[index] = mutateValue(array[index], depth: depth + 1)
            }
            return array
        }
        if depth > 0 && Int.random(in: 0..<3, using: &random) == 0 {
            var nested: Any = value
            for _ in 0..<Int.random(in: 1...300, using: &random) { nested = [nested] }
            return nested
        }
        return Self.nastyValues.randomElement(using: &random) as Any
    }
}
