/// Where each line of a template's source starts, so byte offsets can be turned into the line:column a person
/// sees in an editor without rescanning the whole source for every diagnostic.
struct SourceLineIndex: Sendable {
    /// The UTF-8 offset of the first byte of every line; the first entry is always 0. A line ends at an LF, or at a
    /// CR the LF does not follow (a file saved with CR line ends counts its lines as editors do).
    let lineStarts: [Int]

    init(_ bytes: [UInt8]) {
        var starts = [0]
        for (offset, byte) in bytes.enumerated() {
            if byte == UInt8(ascii: "\n")
                || (byte == UInt8(ascii: "\r")
                    && (offset + 1 == bytes.count || bytes[offset + 1] != UInt8(ascii: "\n")))
            {
                starts.append(offset + 1)
            }
        }
        lineStarts = starts
    }

    /// 1-based line and column; the column counts Unicode scalars (not bytes), which is what editors show for
    /// text outside the astral planes and what a person can count. Offsets outside the source are clamped.
    func lineAndColumn(ofOffset offset: Int, in bytes: [UInt8]) -> (line: Int, column: Int) {
        let clamped = min(max(offset, 0), bytes.count)
        var low = 0
        var high = lineStarts.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if lineStarts[middle] <= clamped { low = middle } else { high = middle - 1 }
        }
        var column = 1
        var index = lineStarts[low]
        while index < clamped {
            // Continuation bytes (10xxxxxx) belong to the scalar already counted.
            if bytes[index] & 0b1100_0000 != 0b1000_0000 { column += 1 }
            index += 1
        }
        return (low + 1, column)
    }
}
