/// The URL check on its own (used for href and src attributes written by templates).
public enum URLSafety {
    /// The schemes whose URLs run script or carry a whole document when followed.
    static let scriptCapableSchemes: Set<String> = ["javascript", "vbscript", "data"]

    /// True when `text` has a script-capable scheme (`javascript:`, `vbscript:` or `data:`), compared
    /// case-insensitively after dropping leading white space and control characters and every tab and
    /// newline, as browsers' URL parsers do (` JaVa\tScRiPt:alert(1)` runs script).
    ///
    /// A `data:` URL of a raster image (`data:image/png;base64,…`; PNG, GIF, JPEG, WebP, AVIF, BMP, ICO) is allowed:
    /// formats such as Adaptive Cards send small images inline, and no browser runs script from one. SVG, which
    /// can carry script, and every other media type stay refused.
    public static func isScriptCapable(_ text: String) -> Bool {
        // Every such scheme starts with j, v or d: most URLs (`https:…`, paths) are told apart by their first letter,
        // without the scalar walk below. One that starts with a non-ASCII character (white space a browser drops,
        // perhaps) takes the walk.
        for byte in text.utf8 where byte > 0x20 {
            guard byte < 0x80 else { break }
            switch byte | 0x20 {
            case UInt8(ascii: "j"), UInt8(ascii: "v"), UInt8(ascii: "d"): break
            default: return false
            }
            break
        }
        var scheme = ""
        var started = false
        for index in text.unicodeScalars.indices {
            let scalar = text.unicodeScalars[index]
            if !started {
                if scalar.value <= 0x20 || scalar.properties.isWhitespace { continue }
                started = true
            }
            if scalar == "\t" || scalar == "\n" || scalar == "\r" { continue }
            if scalar == ":" {
                guard scriptCapableSchemes.contains(scheme) else { return false }
                return scheme != "data"
                    || !isRasterImage(afterScheme: text.unicodeScalars[text.unicodeScalars.index(after: index)...])
            }
            guard scalar.isASCII, scheme.count < 16 else { return false }
            let byte = UInt8(scalar.value)
            let isLetter = (0x41...0x5A).contains(byte) || (0x61...0x7A).contains(byte)
            let isOther = (0x30...0x39).contains(byte) || byte == 0x2B || byte == 0x2D || byte == 0x2E
            guard isLetter || (isOther && !scheme.isEmpty) else { return false }
            scheme.unicodeScalars.append(Unicode.Scalar(isLetter ? byte | 0x20 : byte))
        }
        return false
    }

    /// The raster image types a `data:` URL may carry.
    static let rasterImageTypes: Set<String> = [
        "image/png", "image/gif", "image/jpeg", "image/jpg", "image/pjpeg", "image/webp", "image/avif", "image/bmp",
        "image/x-icon", "image/vnd.microsoft.icon",
    ]

    /// Whether the media type of a `data:` URL (up to `;` or `,`, tabs and newlines dropped, any case) is one of them.
    private static func isRasterImage(afterScheme rest: Substring.UnicodeScalarView) -> Bool {
        var mediaType = ""
        for scalar in rest {
            if scalar == "\t" || scalar == "\n" || scalar == "\r" { continue }
            if scalar == ";" || scalar == "," { break }
            guard scalar.isASCII, mediaType.count < 40 else { return false }
            mediaType.unicodeScalars.append(scalar.properties.lowercaseMapping.unicodeScalars.first ?? scalar)
        }
        return rasterImageTypes.contains(mediaType)
    }
}
