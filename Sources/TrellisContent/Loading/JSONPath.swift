/// Builds the JSON paths shown in diagnostics: `sections[2].layout.columns`.
public enum JSONPath {
    public static func key(_ base: String, _ key: String) -> String {
        let isPlain =
            !key.isEmpty
            && key.utf8.allSatisfy { byte in
                (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte)
                    || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte)
                    || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) || byte == UInt8(ascii: "_")
                    || byte == UInt8(ascii: "$") || byte == UInt8(ascii: "-")
            }
        let component = isPlain ? key : "[\"\(key.replacingQuoted())\"]"
        if base.isEmpty { return component }
        return isPlain ? "\(base).\(component)" : "\(base)\(component)"
    }

    public static func index(_ base: String, _ index: Int) -> String { "\(base)[\(index)]" }
}

extension String {
    fileprivate func replacingQuoted() -> String {
        var result = ""
        for character in self {
            if character == "\"" || character == "\\" { result.append("\\") }
            result.append(character)
        }
        return result
    }
}
