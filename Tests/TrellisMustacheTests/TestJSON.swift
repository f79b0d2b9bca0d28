import Foundation
import TrellisMustache

/// JSON decoded into a form that keeps booleans, numbers and strings apart, and converted to `MustacheValue`
/// the way Trellis does: numbers printed as JSON writes them (`85`, not `85.0`; `1.21`).
enum TestJSON: Decodable {
    case null
    case bool(Bool)
    case number(Double)
    case string(String)
    case array([TestJSON])
    case object([String: TestJSON])

    init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if container.decodeNil() {
            self = .null
        } else if let flag = try? container.decode(Bool.self) {
            self = .bool(flag)
        } else if let number = try? container.decode(Double.self) {
            self = .number(number)
        } else if let string = try? container.decode(String.self) {
            self = .string(string)
        } else if let array = try? container.decode([TestJSON].self) {
            self = .array(array)
        } else {
            self = .object(try container.decode([String: TestJSON].self))
        }
    }

    var mustacheValue: MustacheValue {
        switch self {
        case .null: return .null
        case .bool(let flag): return .bool(flag)
        case .number(let number):
            if number == number.rounded(), abs(number) < 1e15 { return .number(String(Int64(number))) }
            return .number(String(number))
        case .string(let string): return .text(string)
        case .array(let items): return .list(items.map(\.mustacheValue))
        case .object(let members):
            return .object(MustacheObject(members.sorted { $0.key < $1.key }.map { ($0.key, $0.value.mustacheValue) }))
        }
    }

    /// `json` (a JSON text) as a `MustacheValue`, for compact test tables.
    static func value(_ json: String) throws -> MustacheValue {
        try JSONDecoder().decode(TestJSON.self, from: Data(json.utf8)).mustacheValue
    }
}
