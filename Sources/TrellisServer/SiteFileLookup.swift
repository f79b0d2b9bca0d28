/// Finds the file that a checked request path names below the site root, and makes sure it really is below it.
///
/// `SiteRequestPath` has already refused every path that could step outside by its spelling; what remains is a link
/// inside the site that points elsewhere (a link in the output folder, or `Assets/` content someone replaced by
/// one). So the file's real path, every link resolved, must lie inside the root's real path, or the file does not
/// exist as far as the server is concerned. Hidden names (`.trellis-site`, the builder's marker) are not served.
struct SiteFileLookup: Sendable {
    enum Outcome: Equatable, Sendable {
        /// A regular file inside the site: its real path, and the name it was asked for (whose extension decides
        /// the content type: `index.html` for a folder).
        case file(realPath: String, name: String)
        /// A folder asked for without its trailing slash: relative links in its `index.html` only work from
        /// `/pages/home/`, so the browser is sent there.
        case folderWithoutSlash
        case notFound
    }

    /// The site's root folder with every link resolved.
    let root: String

    func find(_ segments: [String], endsWithSlash: Bool) -> Outcome {
        guard !segments.contains(where: { $0.hasPrefix(".") }) else { return .notFound }
        let requested = segments.isEmpty ? root : root + "/" + segments.joined(separator: "/")
        // Links are resolved before anything is decided, so that not even a redirect tells what lies outside.
        guard let real = PosixFiles.realPath(requested), isInside(real), let status = PosixFiles.status(real) else {
            return .notFound
        }
        switch status.kind {
        case .folder:
            guard endsWithSlash || segments.isEmpty else { return .folderWithoutSlash }
            guard let index = PosixFiles.realPath(real + "/index.html"), isInside(index),
                PosixFiles.status(index)?.kind == .file
            else { return .notFound }
            return .file(realPath: index, name: "index.html")
        case .file:
            guard !endsWithSlash else { return .notFound }
            return .file(realPath: real, name: segments.last ?? "")
        case .link, .other:
            return .notFound
        }
    }

    /// True for the root itself and everything below it.
    private func isInside(_ real: String) -> Bool {
        real == root || real.hasPrefix(root.hasSuffix("/") ? root : root + "/")
    }
}
