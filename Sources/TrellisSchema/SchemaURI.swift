import TrellisContent

/// RFC 3986 references as JSON Schema uses them: `$id`, `$ref` and `$schema` resolved against a base URI.
///
/// Foundation's `URL` resolves `urn:` and `tag:` bases and empty paths differently from RFC 3986 §5.2, which the
/// test suite's `$id` cases depend on, so the algorithm is written out here.
enum SchemaURI {
    /// The five parts of a URI reference; nil parts were absent (an empty query `?` is `""`).
    struct Parts: Equatable {
        var scheme: String?
        var authority: String?
        var path: String
        var query: String?
        var fragment: String?

        init(_ text: String) {
            var rest = Substring(text)
            if let hash = rest.firstIndex(of: "#") {
                fragment = String(rest[rest.index(after: hash)...])
                rest = rest[..<hash]
            }
            if let question = rest.firstIndex(of: "?") {
                query = String(rest[rest.index(after: question)...])
                rest = rest[..<question]
            }
            if let colon = rest.firstIndex(of: ":"),
                let first = rest.first, first.isASCII, first.isLetter,
                rest[..<colon].allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || "+-.".contains($0)) })
            {
                scheme = String(rest[..<colon])
                rest = rest[rest.index(after: colon)...]
            }
            if rest.hasPrefix("//") {
                rest = rest.dropFirst(2)
                let end = rest.firstIndex(of: "/") ?? rest.endIndex
                authority = String(rest[..<end])
                rest = rest[end...]
            }
            path = String(rest)
        }

        var text: String {
            var result = ""
            if let scheme { result += scheme + ":" }
            if let authority { result += "//" + authority }
            result += path
            if let query { result += "?" + query }
            if let fragment { result += "#" + fragment }
            return result
        }
    }

    /// `reference` resolved against the absolute `base` (RFC 3986 §5.2.2).
    static func resolve(_ reference: String, against base: String) -> String {
        let r = Parts(reference)
        if r.scheme != nil {
            var target = r
            target.path = removeDotSegments(r.path)
            return target.text
        }
        let b = Parts(base)
        var target = Parts("")
        target.scheme = b.scheme
        target.fragment = r.fragment
        if r.authority != nil {
            target.authority = r.authority
            target.path = removeDotSegments(r.path)
            target.query = r.query
        } else {
            target.authority = b.authority
            if r.path.isEmpty {
                target.path = b.path
                target.query = r.query ?? b.query
            } else {
                if r.path.hasPrefix("/") {
                    target.path = removeDotSegments(r.path)
                } else {
                    target.path = removeDotSegments(merge(base: b, path: r.path))
                }
                target.query = r.query
            }
        }
        return target.text
    }

    /// The reference without its fragment, and the fragment (percent-decoded), `""` when absent.
    static func splitFragment(_ uri: String) -> (base: String, fragment: String) {
        guard let hash = uri.firstIndex(of: "#") else { return (uri, "") }
        return (String(uri[..<hash]), PercentDecoding.decoded(String(uri[uri.index(after: hash)...])))
    }

    /// True when `text` names a scheme, so it can serve as a base URI.
    static func isAbsolute(_ text: String) -> Bool { Parts(text).scheme != nil }

    private static func merge(base: Parts, path: String) -> String {
        if base.authority != nil, base.path.isEmpty { return "/" + path }
        guard let slash = base.path.lastIndex(of: "/") else { return path }
        return String(base.path[...slash]) + path
    }

    /// RFC 3986 §5.2.4.
    static func removeDotSegments(_ path: String) -> String {
        guard path.contains(".") else { return path }
        var input = Substring(path)
        var output: [Substring] = []
        var absolute = false
        if input.hasPrefix("/") {
            absolute = true
        }
        let segments = input.split(separator: "/", omittingEmptySubsequences: false)
        input = ""
        for (offset, segment) in segments.enumerated() {
            if offset == 0 && absolute { continue }
            let isLast = offset == segments.count - 1
            switch segment {
            case ".":
                if isLast { output.append("") }
            case "..":
                if !output.isEmpty { output.removeLast() }
                if isLast { output.append("") }
            default:
                output.append(segment)
            }
        }
        return (absolute ? "/" : "") + output.joined(separator: "/")
    }
}
