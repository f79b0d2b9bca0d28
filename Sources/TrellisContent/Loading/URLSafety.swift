/// The URL check on its own (used for href and src attributes written by templates).
public enum URLSafety {
    /// The schemes whose URLs run script or carry a whole document when followed.
    static let scriptCapableSchemes: Set<String> = ["javascript", "vbscript", "data"]

    /// True when `text` has a script-capable scheme (`javascript:`, `vbscript:` or `data:`), compared
    /// case-insensitively after dropping leading white space and control characters and every tab and
    /// newline, as browsers' URL parsers do (` JaVa\tScRiPt:alert(1)` runs script).
    public static func isScriptCapable(_ text: String) -> Bool {
        var scheme = ""
        var started = false
        for scalar in text.unicodeScalars {
            if !started {
                if scalar.value <= 0x20 || scalar.properties.isWhitespace { continue }
                started = true
            }
            if scalar == "\t" || scalar == "\n" || scalar == "\r" { continue }
            if scalar == ":" { return scriptCapableSchemes.contains(scheme) }
            guard scalar.isASCII, scheme.count < 16 else { return false }
            let byte = UInt8(scalar.value)
            let isLetter = (0x41...0x5A).contains(byte) || (0x61...0x7A).contains(byte)
            let isOther = (0x30...0x39).contains(byte) || byte == 0x2B || byte == 0x2D || byte == 0x2E
            guard isLetter || (isOther && !scheme.isEmpty) else { return false }
            scheme.unicodeScalars.append(Unicode.Scalar(isLetter ? byte | 0x20 : byte))
        }
        return false
    }
}
