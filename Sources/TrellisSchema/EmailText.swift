/// E-mail addresses for the `email` and `idn-email` formats: RFC 5321 `Mailbox`, the address as SMTP carries it
/// (not the RFC 5322 header syntax with display names and comments), and its RFC 6531 extension to Unicode.
///
/// The local part is a dot-atom (`joe.bloggs`, `te~st`; no leading, trailing or doubled dot) or a quoted string
/// (`"joe bloggs"`); the domain is a host name or an address literal (`[127.0.0.1]`, `[IPv6:::1]`). An
/// internationalized address may also use any non-ASCII character in the local part (`δοκιμή@example.com`), and an
/// internationalized host name (`idn-hostname`) as its domain.
enum EmailText {
    static func isEmail(_ text: String, international: Bool = false) -> Bool {
        let bytes = Array(text.utf8)[...]
        guard let localEnd = localPartEnd(bytes, international: international), localEnd < bytes.endIndex,
            bytes[localEnd] == UInt8(ascii: "@")
        else { return false }
        return isDomain(bytes[(localEnd + 1)...], international: international)
    }

    /// The index just past a valid local part at the start, or nil. In UTF-8 every byte of a non-ASCII character
    /// is 0x80 or above, so allowing those bytes allows exactly the non-ASCII characters.
    private static func localPartEnd(_ bytes: ArraySlice<UInt8>, international: Bool) -> Int? {
        let quote = UInt8(ascii: "\"")
        if bytes.first == quote {
            // `qtextSMTP = %d32-33 / %d35-91 / %d93-126`, `quoted-pairSMTP = "\" %d32-126`.
            var index = bytes.startIndex + 1
            while index < bytes.endIndex {
                let byte = bytes[index]
                if byte == quote { return index + 1 }
                if byte == UInt8(ascii: "\\") {
                    guard index + 1 < bytes.endIndex, (32...126).contains(bytes[index + 1]) else { return nil }
                    index += 2
                } else {
                    guard (32...126).contains(byte) || (international && byte >= 0x80) else { return nil }
                    index += 1
                }
            }
            return nil
        }
        let dot = UInt8(ascii: ".")
        let local = bytes.prefix { isAtomText($0) || $0 == dot || (international && $0 >= 0x80) }
        let atoms = local.split(separator: dot, omittingEmptySubsequences: false)
        guard !local.isEmpty, atoms.allSatisfy({ !$0.isEmpty }) else { return nil }
        return local.endIndex
    }

    /// RFC 5322 `atext`: letters, digits and ``!#$%&'*+-/=?^_`{|}~``.
    private static func isAtomText(_ byte: UInt8) -> Bool {
        ASCIIText.isLetter(byte) || ASCIIText.isDigit(byte) || "!#$%&'*+-/=?^_`{|}~".utf8.contains(byte)
    }

    /// A host name, or `[IPv4]` / `[IPv6:…]`.
    private static func isDomain(_ bytes: ArraySlice<UInt8>, international: Bool) -> Bool {
        guard bytes.first == UInt8(ascii: "["), bytes.last == UInt8(ascii: "]") else {
            if international { return InternationalHostnameText.isHostname(String(decoding: bytes, as: UTF8.self)) }
            return HostnameText.isHostname(bytes)
        }
        let literal = bytes.dropFirst().dropLast()
        let tag = Array("ipv6:".utf8)
        if literal.count > tag.count, literal.prefix(tag.count).map({ ASCIIText.isLetter($0) ? $0 | 0x20 : $0 }) == tag
        {
            return IPAddressText.isIPv6(literal.dropFirst(tag.count))
        }
        return IPAddressText.isIPv4(literal)
    }
}
