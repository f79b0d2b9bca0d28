import TrellisContent

/// Turns the file's bytes into text for the YAML parser, refusing invalid UTF-8 at the exact line and column:
/// decoding with replacement characters would silently change names and values.
///
/// A UTF-8 byte-order mark is dropped: Yams tells libyaml the encoding, and libyaml then reads the mark as content.
/// Editors do not show it, so positions stay as the author sees them.
enum YAMLTextDecoding {
    static func decode(_ bytes: [UInt8], file: String) -> Result<String, Diagnostic> {
        let bytes = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? Array(bytes.dropFirst(3)) : bytes
        if bytes.starts(with: [0xFF, 0xFE]) || bytes.starts(with: [0xFE, 0xFF]) {
            return .failure(
                .error(
                    "yaml-syntax", at: SourceLocation(file: file, line: 1, column: 1),
                    "the file is UTF-16; save it as UTF-8"))
        }
        var line = 1
        var column = 1
        var iterator = bytes.makeIterator()
        var decoder = UTF8()
        var previousWasCarriageReturn = false
        decoding: while true {
            switch decoder.decode(&iterator) {
            case .scalarValue(let scalar):
                if scalar == "\n" {
                    if !previousWasCarriageReturn { line += 1 }
                    column = 1
                } else if scalar == "\r" {
                    line += 1
                    column = 1
                } else {
                    column += 1
                }
                previousWasCarriageReturn = scalar == "\r"
            case .emptyInput:
                break decoding
            case .error:
                return .failure(
                    .error(
                        "yaml-syntax", at: SourceLocation(file: file, line: line, column: column),
                        "invalid UTF-8; YAML files must be UTF-8"))
            }
        }
        return .success(String(decoding: bytes, as: UTF8.self))
    }
}
