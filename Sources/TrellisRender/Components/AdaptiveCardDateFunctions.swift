/// The date and time functions of Adaptive Cards text: `{{DATE(2017-02-14T06:08:39Z, SHORT)}}` and
/// `{{TIME(2017-02-14T06:08:39Z)}}` in a `TextBlock`'s text or a fact's value are shown by a card's renderer as a
/// date and a time. `{{{trellis.markdown.key}}}` applies them before the Markdown, so that an Adaptive Cards template
/// pack previews them as a device does instead of as typed.
///
/// The rules are the card format's: the function name in capitals, no spaces inside the braces or before the
/// parenthesis, a strict RFC 3339 date and time with a zone (`Z` or `±hh:mm`), a date that exists, and for `DATE` an
/// optional `COMPACT` (the default), `SHORT` or `LONG` after a comma. Anything else is left exactly as typed, as a
/// card's renderer leaves it.
///
/// A device shows the moment in its own time zone and language; a preview has neither, so the date and time are
/// shown as written (in the zone the value gives, UTC for `Z`) in US English, as the renderer shows them there:
/// `2/14/2017`, `Tue, Feb 14, 2017`, `Tuesday, February 14, 2017`, `6:08 AM`.
public enum AdaptiveCardDateFunctions {
    /// `text` with every well-formed date and time function replaced by the date or time it shows.
    public static func expanded(_ text: String) -> String {
        // Most text holds no function: no copy, no scan past the first check.
        guard text.utf8.contains(UInt8(ascii: "{")) else { return text }
        let bytes = Array(text.utf8)
        var result: [UInt8] = []
        var copiedUpTo = 0
        var index = 0
        while index + 1 < bytes.count {
            guard bytes[index] == UInt8(ascii: "{"), bytes[index + 1] == UInt8(ascii: "{"),
                let (shown, end) = function(in: bytes, at: index + 2)
            else {
                index += 1
                continue
            }
            result += bytes[copiedUpTo..<index]
            result += shown.utf8
            copiedUpTo = end
            index = end
        }
        guard copiedUpTo > 0 else { return text }
        result += bytes[copiedUpTo...]
        return String(decoding: result, as: UTF8.self)
    }

    private enum Style: String {
        case compact = "COMPACT"
        case short = "SHORT"
        case long = "LONG"
    }

    /// The text a function starting at `start` (just after its `{{`) shows, and the offset after its `}}`; nil when
    /// what is there is not a function by the rules above.
    private static func function(in bytes: [UInt8], at start: Int) -> (String, Int)? {
        var reader = Reader(bytes: bytes, index: start)
        let name = reader.word()
        guard name == "DATE" || name == "TIME", reader.take("("), let moment = reader.moment() else { return nil }
        var style = Style.compact
        if name == "DATE", reader.take(",") {
            while reader.take(" ") {}
            guard let named = Style(rawValue: reader.word()) else { return nil }
            style = named
        }
        guard reader.take(")"), reader.take("}"), reader.take("}") else { return nil }
        return (name == "TIME" ? time(moment) : date(moment, style), reader.index)
    }

    private static let weekdays = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"]
    private static let months = [
        "January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November",
        "December",
    ]

    private static func date(_ moment: Moment, _ style: Style) -> String {
        let weekday = weekdays[moment.weekday]
        let month = months[moment.month - 1]
        switch style {
        case .compact: return "\(moment.month)/\(moment.day)/\(moment.year)"
        case .short: return "\(weekday.prefix(3)), \(month.prefix(3)) \(moment.day), \(moment.year)"
        case .long: return "\(weekday), \(month) \(moment.day), \(moment.year)"
        }
    }

    private static func time(_ moment: Moment) -> String {
        let hour = moment.hour % 12 == 0 ? 12 : moment.hour % 12
        let minute = moment.minute < 10 ? "0\(moment.minute)" : "\(moment.minute)"
        return "\(hour):\(minute) \(moment.hour < 12 ? "AM" : "PM")"
    }

    /// A date and time as written, in the zone the value gives.
    private struct Moment {
        var year: Int
        var month: Int
        var day: Int
        var hour: Int
        var minute: Int

        /// 0 for Sunday: days since 1970-01-01 (a Thursday) by the civil-calendar count, proleptic Gregorian.
        var weekday: Int {
            let shiftedYear = month <= 2 ? year - 1 : year
            let era = (shiftedYear >= 0 ? shiftedYear : shiftedYear - 399) / 400
            let yearOfEra = shiftedYear - era * 400
            let dayOfYear = (153 * (month + (month > 2 ? -3 : 9)) + 2) / 5 + day - 1
            let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
            let days = era * 146_097 + dayOfEra - 719_468
            return ((days % 7) + 7 + 4) % 7
        }
    }

    /// Reads a function's parts strictly, byte by byte.
    private struct Reader {
        let bytes: [UInt8]
        var index: Int

        /// Capital letters, as many as there are (none gives "").
        mutating func word() -> String {
            let start = index
            while index < bytes.count, (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(bytes[index]) { index += 1 }
            return String(decoding: bytes[start..<index], as: UTF8.self)
        }

        mutating func take(_ character: Unicode.Scalar) -> Bool {
            guard index < bytes.count, bytes[index] == UInt8(ascii: character) else { return false }
            index += 1
            return true
        }

        /// Exactly `count` digits as a number.
        mutating func number(_ count: Int) -> Int? {
            guard index + count <= bytes.count else { return nil }
            var value = 0
            for byte in bytes[index..<index + count] {
                guard (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) else { return nil }
                value = value * 10 + Int(byte - UInt8(ascii: "0"))
            }
            index += count
            return value
        }

        /// `YYYY-MM-DDThh:mm:ss`, optional fractional seconds, then `Z` or `±hh:mm`; nil unless the date exists.
        mutating func moment() -> Moment? {
            guard let year = number(4), take("-"), let month = number(2), take("-"), let day = number(2), take("T"),
                let hour = number(2), take(":"), let minute = number(2), take(":"), let second = number(2)
            else { return nil }
            if take(".") {
                guard number(1) != nil else { return nil }
                while number(1) != nil {}
            }
            if !take("Z") {
                guard take("+") || take("-"), let zoneHour = number(2), take(":"), let zoneMinute = number(2),
                    zoneHour < 24, zoneMinute < 60
                else { return nil }
            }
            guard (1...12).contains(month), day >= 1, day <= Self.days(in: month, of: year), hour < 24, minute < 60,
                second < 60
            else { return nil }
            return Moment(year: year, month: month, day: day, hour: hour, minute: minute)
        }

        static func days(in month: Int, of year: Int) -> Int {
            switch month {
            case 2: (year % 4 == 0 && year % 100 != 0) || year % 400 == 0 ? 29 : 28
            case 4, 6, 9, 11: 30
            default: 31
            }
        }
    }
}
