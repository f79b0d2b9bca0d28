/// IP address text for the `ipv4` and `ipv6` formats, for IP literals in URIs and for e-mail address literals.
///
/// Only the forms RFC 3986 §3.2.2 writes are accepted: dotted decimal with four parts and no leading zeros (so
/// `010.0.0.1` cannot be read as octal by one tool and as decimal by another), and RFC 4291 hexadecimal groups with at
/// most one `::` and an optional dotted-decimal tail. No zone (`%eth0`), prefix length (`/64`) or brackets.
enum IPAddressText {
    static func isIPv4(_ text: String) -> Bool {
        isIPv4(Array(text.utf8)[...])
    }

    static func isIPv6(_ text: String) -> Bool {
        isIPv6(Array(text.utf8)[...])
    }

    /// `dec-octet "." dec-octet "." dec-octet "." dec-octet`.
    static func isIPv4(_ bytes: ArraySlice<UInt8>) -> Bool {
        let parts = bytes.split(separator: UInt8(ascii: "."), omittingEmptySubsequences: false)
        return parts.count == 4 && parts.allSatisfy(isDecimalOctet)
    }

    /// `0`–`255` in ASCII digits, without a leading zero.
    private static func isDecimalOctet(_ part: ArraySlice<UInt8>) -> Bool {
        guard (1...3).contains(part.count), part.allSatisfy(ASCIIText.isDigit) else { return false }
        if part.count > 1, part.first == UInt8(ascii: "0") { return false }
        return part.reduce(0) { $0 * 10 + Int($1 - 0x30) } <= 255
    }

    /// Eight 16-bit groups, where one `::` may stand for one or more zero groups and the last two groups may be
    /// written as an IPv4 address.
    static func isIPv6(_ bytes: ArraySlice<UInt8>) -> Bool {
        let colon = UInt8(ascii: ":")
        var doubleColon: Int?
        var index = bytes.startIndex
        while index < bytes.endIndex - 1 {
            if bytes[index] == colon, bytes[index + 1] == colon {
                guard doubleColon == nil else { return false }
                doubleColon = index
                index += 2
            } else {
                index += 1
            }
        }
        guard let doubleColon else {
            return groupCount(bytes, endsAddress: true) == 8
        }
        let head = bytes[..<doubleColon]
        let tail = bytes[(doubleColon + 2)...]
        guard let headCount = groupCount(head, endsAddress: tail.isEmpty),
            let tailCount = groupCount(tail, endsAddress: true)
        else { return false }
        return headCount + tailCount <= 7
    }

    /// How many 16-bit groups a colon-separated run holds (an IPv4 tail counts two), or nil when one is malformed.
    private static func groupCount(_ bytes: ArraySlice<UInt8>, endsAddress: Bool) -> Int? {
        if bytes.isEmpty { return 0 }
        let parts = bytes.split(separator: UInt8(ascii: ":"), omittingEmptySubsequences: false)
        var count = 0
        for (offset, part) in parts.enumerated() {
            if (1...4).contains(part.count), part.allSatisfy(ASCIIText.isHexDigit) {
                count += 1
            } else if endsAddress, offset == parts.count - 1, isIPv4(part) {
                count += 2
            } else {
                return nil
            }
        }
        return count
    }
}
