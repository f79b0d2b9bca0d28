/// RFC 3339 Appendix A durations for the `duration` format: `P1Y2M3DT4H5M6S`, `PT36H`, `P2W`.
///
/// The ABNF is stricter than ISO 8601 at large: whole numbers only, units in order without gaps (`P1Y2D` skips the
/// months and is refused), weeks alone, and at least one component after `P` and after `T`.
enum DurationText {
    static func isDuration(_ text: String) -> Bool {
        var bytes = Array(text.utf8)[...]
        guard bytes.popFirst() == UInt8(ascii: "P") else { return false }
        let timeStart = bytes.firstIndex(of: UInt8(ascii: "T"))
        guard let dateUnits = units(bytes[..<(timeStart ?? bytes.endIndex)]) else { return false }
        if let timeStart {
            guard let timeUnits = units(bytes[(timeStart + 1)...]), !timeUnits.isEmpty,
                isContiguous(timeUnits, in: "HMS")
            else { return false }
            return isContiguous(dateUnits, in: "YMD")
        }
        if dateUnits == "W" { return true }
        return !dateUnits.isEmpty && isContiguous(dateUnits, in: "YMD")
    }

    /// The unit letters of a run of `1*DIGIT unit` components, or nil when a component has no digits or no unit.
    private static func units(_ bytes: ArraySlice<UInt8>) -> String? {
        var letters = ""
        var digits = 0
        for byte in bytes {
            if ASCIIText.isDigit(byte) {
                digits += 1
            } else {
                guard digits > 0, ASCIIText.isLetter(byte) else { return nil }
                letters.append(Character(Unicode.Scalar(byte)))
                digits = 0
            }
        }
        return digits == 0 ? letters : nil
    }

    /// Whether the units appear in order and without a gap (`YM`, `MD`, `HMS`, but not `YD` or `HS`).
    private static func isContiguous(_ units: String, in order: String) -> Bool {
        units.isEmpty || order.contains(units)
    }
}
