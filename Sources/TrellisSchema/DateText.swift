/// RFC 3339 dates for the `date` and `date-time` formats.
///
/// RFC 3339 is the strict profile of ISO 8601 the formats name: four-digit years, two-digit months and days, no
/// week or ordinal dates, no extended years. `T` and `Z` may be lower case (RFC 3339 §5.6 note).
enum DateText {
    /// `full-date`: `YYYY-MM-DD`, a real day of a real month.
    static func isFullDate(_ text: String) -> Bool {
        isFullDate(Array(text.utf8)[...])
    }

    /// `full-date "T" full-time`, such as `2024-05-01T09:30:00Z` or `2024-05-01T11:30:00.5+02:00`.
    static func isDateTime(_ text: String) -> Bool {
        let bytes = Array(text.utf8)
        guard bytes.count > 10, bytes[10] == UInt8(ascii: "T") || bytes[10] == UInt8(ascii: "t") else { return false }
        return isFullDate(bytes[..<10]) && TimeText.isFullTime(bytes[11...])
    }

    static func isFullDate(_ bytes: ArraySlice<UInt8>) -> Bool {
        let start = bytes.startIndex
        guard bytes.count == 10, bytes[start + 4] == UInt8(ascii: "-"), bytes[start + 7] == UInt8(ascii: "-"),
            let year = ASCIIText.number(bytes[start..<start + 4]),
            let month = ASCIIText.number(bytes[start + 5..<start + 7]),
            let day = ASCIIText.number(bytes[start + 8..<start + 10]),
            (1...12).contains(month), day >= 1
        else { return false }
        let isLeap = year % 4 == 0 && (year % 100 != 0 || year % 400 == 0)
        let lengths = [31, isLeap ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31]
        return day <= lengths[month - 1]
    }
}
