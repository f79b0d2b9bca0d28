import Foundation

/// The character rules for ids and type names, shared by every check so they cannot drift apart.
///
/// Ids become file names and URL segments in the site, so they are limited to characters that are safe
/// in both everywhere: no `..`, no slashes inside a segment, no backslashes, nothing absolute.
public enum Identifier {
    /// `[A-Za-z0-9._-]+`, and not `.` or `..`.
    public static func isSafeSegment(_ text: String) -> Bool {
        guard !text.isEmpty, text != ".", text != ".." else { return false }
        return text.utf8.allSatisfy(isSegmentByte)
    }

    /// `/`-separated safe segments (page ids, include names).
    public static func isSafePath(_ text: String) -> Bool {
        let segments = text.split(separator: "/", omittingEmptySubsequences: false)
        return !segments.isEmpty && segments.allSatisfy { isSafeSegment(String($0)) }
    }

    /// A component type: `[A-Za-z][A-Za-z0-9._-]*`.
    public static func isComponentType(_ text: String) -> Bool {
        guard let first = text.utf8.first, isLetter(first) else { return false }
        return text.utf8.allSatisfy(isSegmentByte)
    }

    /// A name that becomes part of a file name on its own (viewports, variants): `[A-Za-z0-9_-]+`.
    public static func isFileNameWord(_ text: String) -> Bool {
        !text.isEmpty && text.utf8.allSatisfy { isSegmentByte($0) && $0 != UInt8(ascii: ".") }
    }

    /// The longest viewport or variant name: a rendering's file is `<viewport>.<variant>.html`, and a file name has at
    /// most 255 bytes on common file systems.
    public static let fileNameWordLimit = 100

    /// Why a viewport or variant name that is a file-name word cannot be used, or nil: only its length.
    public static func fileNameWordProblem(_ text: String, what: String) -> String? {
        text.utf8.count > fileNameWordLimit
            ? "a \(what) name is at most \(fileNameWordLimit) characters (it names the renderings' files), found "
                + "\(text.utf8.count)"
            : nil
    }

    /// A safe path close to `text`, to suggest in a message: in each segment, every run of other characters
    /// becomes one `-`, and `-` is trimmed from the ends (`my page` → `my-page`, `100%` → `100`). A segment
    /// with nothing left becomes `page`.
    public static func suggestedPath(for text: String) -> String {
        // Accents dropped rather than the letters (`café` → `cafe`, not `caf`), however the name was composed.
        let folded = text.folding(options: [.diacriticInsensitive, .widthInsensitive], locale: nil)
        let segments = folded.split(separator: "/", omittingEmptySubsequences: false).map { segment -> String in
            var result = ""
            var pendingDash = false
            for byte in segment.utf8 {
                if isSegmentByte(byte) {
                    if pendingDash && !result.isEmpty { result.append("-") }
                    pendingDash = false
                    result.unicodeScalars.append(Unicode.Scalar(byte))
                } else {
                    pendingDash = true
                }
            }
            return isSafeSegment(result) ? result : "page"
        }
        return segments.joined(separator: "/")
    }

    private static func isLetter(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte) || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte)
    }

    private static func isSegmentByte(_ byte: UInt8) -> Bool {
        isLetter(byte) || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) || byte == UInt8(ascii: ".")
            || byte == UInt8(ascii: "_") || byte == UInt8(ascii: "-")
    }
}
