import TrellisContent

/// Writes a positioned document back to JSON text, so that OpenAPIKit (which decodes through `Decodable`) can
/// check the structure of a document that may have been YAML.
///
/// Numbers keep the literal they were read as (YAML numbers are already normalised to JSON literals), so nothing
/// is rounded on the way.
enum JSONNodeSerialization {
    static func bytes(of node: JSONNode) -> [UInt8] {
        var output: [UInt8] = []
        write(node, to: &output)
        return output
    }

    private static func write(_ node: JSONNode, to output: inout [UInt8]) {
        switch node.value {
        case .null: output += Array("null".utf8)
        case .bool(let flag): output += Array((flag ? "true" : "false").utf8)
        case .number(let number): output += Array(number.text.utf8)
        case .string(let text): output += Array(JSONWriter.string(text).utf8)
        case .array(let items):
            output.append(UInt8(ascii: "["))
            for (index, item) in items.enumerated() {
                if index > 0 { output.append(UInt8(ascii: ",")) }
                write(item, to: &output)
            }
            output.append(UInt8(ascii: "]"))
        case .object(let object):
            output.append(UInt8(ascii: "{"))
            for (index, member) in object.members.enumerated() {
                if index > 0 { output.append(UInt8(ascii: ",")) }
                output += Array(JSONWriter.string(member.key).utf8)
                output.append(UInt8(ascii: ":"))
                write(member.value, to: &output)
            }
            output.append(UInt8(ascii: "}"))
        }
    }
}
