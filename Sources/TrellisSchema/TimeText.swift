/// RFC 3339 `full-time` for the `time` format and the time part of `date-time`: `HH:MM:SS[.fraction]` and a
/// required offset, `Z` or `±HH:MM`.
///
/// A leap second (`:60`) is accepted only where one can happen: at 23:59 UTC once the offset is taken away, so
/// `23:59:60Z` and `15:59:60-08:00` pass and `22:59:60Z` does not. Which days actually had a leap second is not
/// checked (that list grows, and the IERS publishes it, not RFC 3339).
enum TimeText {
    static func isFullTime(_ text: String) -> Bool {
        isFullTime(Array(text.utf8)[...])
    }

    static func isFullTime(_ bytes: ArraySlice<UInt8>) -> Bool {
        let start = bytes.startIndex
        guard bytes.count >= 9, bytes[start + 2] == UInt8(ascii: ":"), bytes[start + 5] == UInt8(ascii: ":"),
            let hour = ASCIIText.number(bytes[start..<start + 2]),
            let minute = ASCIIText.number(bytes[start + 3..<start + 5]),
            let second = ASCIIText.number(bytes[start + 6..<start + 8]),
            hour <= 23, minute <= 59, second <= 60
        else { return false }
        var rest = bytes[(start + 8)...]
        if rest.first == UInt8(ascii: ".") {
            let digits = rest.dropFirst().prefix(while: ASCIIText.isDigit)
            guard !digits.isEmpty else { return false }
            rest = rest[digits.endIndex...]
        }
        guard let offsetMinutes = offset(rest) else { return false }
        if second == 60 {
            let utc = ((hour * 60 + minute - offsetMinutes) % 1440 + 1440) % 1440
            return utc == 23 * 60 + 59
        }
        return true
    }

    /// `time-offset`, in minutes east of UTC (`-00:00`, "offset unknown", counts as UTC); nil when malformed.
    private static func offset(_ bytes: ArraySlice<UInt8>) -> Int? {
        if bytes.count == 1, bytes.first == UInt8(ascii: "Z") || bytes.first == UInt8(ascii: "z") { return 0 }
        let start = bytes.startIndex
        guard bytes.count == 6, let sign = bytes.first, sign == UInt8(ascii: "+") || sign == UInt8(ascii: "-"),
            bytes[start + 3] == UInt8(ascii: ":"),
            let hours = ASCIIText.number(bytes[start + 1..<start + 3]),
            let minutes = ASCIIText.number(bytes[start + 4..<start + 6]),
            hours <= 23, minutes <= 59
        else { return nil }
        return (sign == UInt8(ascii: "-") ? -1 : 1) * (hours * 60 + minutes)
    }
}
