import Foundation

/// Decodes any JSON value into Foundation objects, for `JSONSerialization` to write back.
struct AnyJSON: Decodable {
    var object: Any

    init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if container.decodeNil() {
            object = NSNull()
        } else if let flag = try? container.decode(Bool.self) {
            object = flag
        } else if let number = try? container.decode(Double.self) {
            object = number
        } else if let text = try? container.decode(String.self) {
            object = text
        } else if let list = try? container.decode([AnyJSON].self) {
            object = list.map(\.object)
        } else {
            object = try container.decode([String: AnyJSON].self).mapValues(\.object)
        }
    }
}
