/// The Unicode `Bidi_Class` of a code point, in the groups RFC 5893's Bidi rule tells apart, for IDNA labels.
///
/// The standard library has no `Bidi_Class`, so the tables are generated from Unicode 17.0 data. They cover what
/// an IDNA label can hold (code points IDNA2008 allows, or allows in context): right-to-left letters (`R`, `AL`),
/// the two kinds of digits, and the few neutral characters a label may contain (`-`, `·`, the modifier letters that
/// are `ON`, the joiners). Anything else in a valid label is left-to-right; nonspacing marks follow the general
/// category, less five spacing-like Kannada and Zanabazar marks that are `L`.
enum BidiCategory: Equatable {
    /// `L`.
    case leftToRight
    /// `R` or `AL`.
    case rightToLeft
    /// `AN`: Arabic-Indic digits.
    case arabicNumber
    /// `EN`: ASCII and Extended Arabic-Indic digits.
    case europeanNumber
    /// `NSM`.
    case nonspacingMark
    /// `ES`, `CS`, `ET`, `ON` or `BN`.
    case neutral

    init(_ scalar: Unicode.Scalar) {
        if Self.contains(Self.rightToLeftRanges, scalar) {
            self = .rightToLeft
        } else if Self.contains(Self.arabicNumberRanges, scalar) {
            self = .arabicNumber
        } else if Self.contains(Self.europeanNumberRanges, scalar) {
            self = .europeanNumber
        } else if Self.contains(Self.neutralRanges, scalar) {
            self = .neutral
        } else {
            switch scalar.properties.generalCategory {
            case .nonspacingMark, .enclosingMark:
                self = Self.leftToRightMarks.contains(scalar.value) ? .leftToRight : .nonspacingMark
            default:
                self = .leftToRight
            }
        }
    }

    private static let rightToLeftRanges: [ClosedRange<UInt32>] = [
        0x05BE...0x05BE,
        0x05C0...0x05C0,
        0x05C3...0x05C3,
        0x05C6...0x05C6,
        0x05D0...0x05F4,
        0x0608...0x0608,
        0x060B...0x060B,
        0x060D...0x060D,
        0x061B...0x064A,
        0x066D...0x066F,
        0x0671...0x06D5,
        0x06E5...0x06E6,
        0x06EE...0x06EF,
        0x06FA...0x0710,
        0x0712...0x072F,
        0x074D...0x07A5,
        0x07B1...0x07EA,
        0x07F4...0x07F5,
        0x07FA...0x07FA,
        0x07FE...0x0815,
        0x081A...0x081A,
        0x0824...0x0824,
        0x0828...0x0828,
        0x0830...0x0858,
        0x085E...0x088F,
        0x08A0...0x08C9,
        0x200F...0x200F,
        0xFB1D...0xFB1D,
        0xFB1F...0xFB28,
        0xFB2A...0xFBC2,
        0xFBD3...0xFD3D,
        0xFD50...0xFD8F,
        0xFD92...0xFDC7,
        0xFDF0...0xFDFC,
        0xFE70...0xFEFC,
        0x10800...0x1091B,
        0x10920...0x10A00,
        0x10A10...0x10A35,
        0x10A40...0x10AE4,
        0x10AEB...0x10B35,
        0x10B40...0x10D23,
        0x10D4A...0x10D65,
        0x10D6F...0x10D8F,
        0x10E80...0x10EA9,
        0x10EAD...0x10EC7,
        0x10F00...0x10F45,
        0x10F51...0x10F81,
        0x10F86...0x10FF6,
        0x1E800...0x1E8CF,
        0x1E900...0x1E943,
        0x1E94B...0x1EEBB,
    ]

    private static let arabicNumberRanges: [ClosedRange<UInt32>] = [
        0x0600...0x0605,
        0x0660...0x0669,
        0x066B...0x066C,
        0x06DD...0x06DD,
        0x0890...0x0891,
        0x08E2...0x08E2,
        0x10D30...0x10D49,
        0x10E60...0x10E7E,
    ]

    private static let europeanNumberRanges: [ClosedRange<UInt32>] = [
        0x0030...0x0039,
        0x00B2...0x00B3,
        0x00B9...0x00B9,
        0x06F0...0x06F9,
        0x2070...0x2070,
        0x2074...0x2079,
        0x2080...0x2089,
        0x2488...0x249B,
        0xFF10...0xFF19,
        0x102E1...0x102FB,
        0x1CCF0...0x1CCF9,
        0x1D7CE...0x1D7FF,
        0x1F100...0x1F10A,
        0x1FBF0...0x1FBF9,
    ]

    private static let neutralRanges: [ClosedRange<UInt32>] = [
        0x002D...0x002D,
        0x00B7...0x00B7,
        0x02B9...0x02BA,
        0x02C6...0x02CF,
        0x02EC...0x02EC,
        0x0375...0x0375,
        0x200C...0x200D,
        0x2E2F...0x2E2F,
        0x30FB...0x30FB,
        0xA67F...0xA67F,
        0xA717...0xA71F,
        0xA788...0xA788,
    ]

    private static let leftToRightMarks: Set<UInt32> = [0x0CBF, 0x0CC6, 0x11A07, 0x11A08, 0x11C3F]

    private static func contains(_ ranges: [ClosedRange<UInt32>], _ scalar: Unicode.Scalar) -> Bool {
        UnicodeRanges.contains(ranges, scalar)
    }
}
