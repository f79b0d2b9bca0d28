/// A request path, checked against every way a URL can name something outside the site, before any file is looked
/// at.
///
/// The checks work on the path as it came over the wire, segment by segment, and decode each segment only once:
/// decoding the whole path first and splitting afterwards is how `%2f` turns into a separator and `%2e%2e` into a
/// step up. Anything that could only be an attempt to leave the site, or that different systems read differently,
/// is refused outright rather than normalized: a preview server has no reason to be lenient with `..`, encoded
/// separators, `\`, empty segments (`//etc/passwd` is an absolute path once joined) or control characters.
enum SiteRequestPath: Equatable, Sendable {
    /// A path inside the site: its decoded segments, none empty, `.` or `..`; `endsWithSlash` when it names a
    /// folder (`/pages/home/`). The root is no segments and a slash.
    case site(segments: [String], endsWithSlash: Bool)
    /// Never served: says why, for the 400 response.
    case refused(String)

    /// Checks a raw request path (percent-encoded, as received; a query or fragment is ignored).
    static func parse(_ raw: String) -> SiteRequestPath {
        var path = Substring(raw)
        if let end = path.firstIndex(where: { $0 == "?" || $0 == "#" }) { path = path[..<end] }
        guard path.first == "/" else { return .refused("the path must start with /") }
        if path.contains("\\") { return .refused("\\ is not a path separator here") }
        var pieces = path.dropFirst().split(separator: "/", omittingEmptySubsequences: false)
        let endsWithSlash = pieces.last?.isEmpty ?? true
        if endsWithSlash && !pieces.isEmpty { pieces.removeLast() }
        var segments: [String] = []
        for piece in pieces {
            guard !piece.isEmpty else { return .refused("empty path segments (//) are not allowed") }
            switch decode(piece) {
            case .failure(let refusal): return .refused(refusal.reason)
            case .success(let segment):
                if segment == "." || segment == ".." { return .refused("\(segment) is not allowed in a path") }
                segments.append(segment)
            }
        }
        return .site(segments: segments, endsWithSlash: endsWithSlash)
    }

    /// One segment with its `%XX` escapes decoded, or why it is refused: a bad escape, an encoded `/` or `\`, a
    /// control character (NUL above all, which C calls read as the end of the path) or bytes that are not UTF-8.
    private static func decode(_ piece: Substring) -> Result<String, Refusal> {
        var bytes: [UInt8] = []
        var input = Array(piece.utf8)[...]
        while let byte = input.popFirst() {
            guard byte == UInt8(ascii: "%") else {
                bytes.append(byte)
                continue
            }
            guard input.count >= 2, let high = hexValue(input.popFirst()!), let low = hexValue(input.popFirst()!) else {
                return .failure(Refusal("a % escape must be followed by two hexadecimal digits"))
            }
            bytes.append(high << 4 | low)
        }
        for byte in bytes {
            if byte == UInt8(ascii: "/") { return .failure(Refusal("an encoded / (%2F) is not allowed in a path")) }
            if byte == UInt8(ascii: "\\") { return .failure(Refusal("an encoded \\ (%5C) is not allowed in a path")) }
            if byte < 0x20 || byte == 0x7F { return .failure(Refusal("control characters are not allowed in a path")) }
        }
        guard let text = String(validating: bytes, as: UTF8.self) else {
            return .failure(Refusal("the path is not UTF-8"))
        }
        return .success(text)
    }

    private static func hexValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
        default: nil
        }
    }

    /// Why a segment is refused; an `Error` only so that `decode` can return a `Result`.
    private struct Refusal: Error {
        var reason: String
        init(_ reason: String) { self.reason = reason }
    }
}
