import Testing

@testable import TrellisHTML

/// Which attribute and element names XML can hold, byte-wise for ASCII and by the scalar rules for the rest.
@Suite("XML names")
struct XMLNameTests {
    @Test(arguments: [
        ("a", true), ("_a", true), ("a-b", true), ("a.b", true), ("a1", true), ("data-x_y.z9", true), ("Z", true),
        ("", false), ("1a", false), ("-a", false), (".a", false), ("a b", false), ("a:b", false), ("a\"", false),
        ("a=", false), ("é", true), ("aé", true), ("a\u{B7}", true), ("\u{B7}a", false), ("\u{300}a", false),
        ("a\u{300}", true), ("€", true), ("\u{D7}", false), ("a\u{F7}", false),
    ])
    func validity(_ row: (name: String, isValid: Bool)) {
        #expect(XMLName.isValid(row.name) == row.isValid, "\(row.name)")
    }
}
