import TrellisContent

/// Finds output files that would overwrite each other, before anything is rendered or written.
///
/// Page ids come from file names and every page is a folder of files named after the viewports and variants, so
/// two sources can name one output path: page `home/phone.html` (from `Content/pages/home/phone.html.json`) needs a
/// folder where page `home` writes its phone rendering, and a viewport named `index` would write where every page's
/// preview is. Paths are also compared ignoring letter case, because the disks of macOS and Windows do: there
/// `pages/About/` and `pages/about/` are one folder, and one page would silently replace the other.
///
/// `build` and `check` both run this (through `SiteBuilder.prepare`), so a collision is an error in either; the
/// writer, which creates every file exclusively, would otherwise fail half-way with a path in the staging folder.
enum OutputCollisions {
    /// One output file, with what it is and who makes it, for the message.
    struct Planned {
        var path: String
        /// `the rendering at viewport "phone" of page "home"`.
        var what: String
        /// `page "home"`: a pair of owners is reported once, however many of their files collide.
        var owner: String
        /// The content file that makes it, named in messages about the other file of a pair.
        var source: String?
        var location: SourceLocation?

        /// What the file is and where it comes from, for the message reported at the other file.
        var described: String { what + (source.map { " (\($0))" } ?? "") }
        var ownerKey: String { owner + "|" + (source ?? "") }
    }

    static let code = "output-collision"

    /// Collisions between the files of the site's pages, and viewports that would overwrite every page's preview.
    static func check(site: Site, siteFile: String) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        var viewports: [Viewport] = []
        let preview = "index"
        var namesSeen: [String: String] = [:]
        for (index, viewport) in site.settings.viewports.enumerated() {
            // Two viewports whose names differ only in case collide on every page: said once, at the second.
            let caseless = viewport.name.lowercased()
            if let first = namesSeen[caseless] {
                diagnostics.append(
                    .error(
                        code, at: SourceLocation(file: siteFile), path: JSONPath.index("viewports", index),
                        "viewports \"\(first)\" and \"\(viewport.name)\" would write every page's renderings to "
                            + "pages/<page>/\(first).html and \(viewport.name).html: \(caseNote); rename one of the two"
                    ))
                continue
            }
            namesSeen[caseless] = viewport.name
            guard SitePaths.renderingName(viewport: viewport, variant: nil).lowercased() == preview else {
                viewports.append(viewport)
                continue
            }
            diagnostics.append(
                .error(
                    code, at: SourceLocation(file: siteFile), path: JSONPath.index("viewports", index),
                    "a viewport named \"\(viewport.name)\" would write every page's rendering to pages/<page>/\(viewport.name).html, which is the page's preview (\(preview).html); give the viewport another name"
                ))
        }
        // Only the paths are kept for every file; what a file is, for the message, is worked out again for the few
        // that collide (60,000 descriptions at 10,000 pages and 3 viewports were megabytes held for nothing).
        var paths: [String] = []
        var pageOfFile: [Int] = []
        var firstFileOfPage: [Int] = []
        for (pageIndex, page) in site.pages.enumerated() {
            firstFileOfPage.append(paths.count)
            for file in SitePaths.files(of: page, viewports: viewports) {
                paths.append(file.path)
                pageOfFile.append(pageIndex)
            }
        }
        let collided = collisions(paths) { index in
            let pageIndex = pageOfFile[index]
            let page = site.pages[pageIndex]
            let owner = "page \"\(page.id)\""
            let file = SitePaths.files(of: page, viewports: viewports)[index - firstFileOfPage[pageIndex]]
            return Planned(
                path: file.path, what: "\(file.what) of \(owner)", owner: owner, source: page.file,
                location: SourceLocation(file: page.file))
        }
        return diagnostics + collided
    }

    /// The same check on the files actually rendered, the catalog's included: a net under the plan above, so that
    /// no collision reaches the writer even if the renderer and `SitePaths.files(of:viewports:)` drift apart.
    static func check(files: [SiteFile], shownRoot: String) -> [Diagnostic] {
        collisions(files.map(\.path)) { index in
            let file = files[index]
            let what =
                file.path.hasPrefix("components/") && file.path.hasSuffix(".html")
                ? "the catalog page of component type \"\(file.path.dropFirst(11).dropLast(5))\""
                : "the site file \(file.path)"
            return Planned(
                path: file.path, what: what, owner: what, source: nil,
                location: SourceLocation(file: shownRoot + file.path))
        }
    }

    /// Every pair of planned files that are one path, or where one is a folder the other must be inside, letter
    /// case ignored; reported at the later file, naming both. `planned` describes the file at an index of `paths`,
    /// and is asked only for files that collide.
    static func collisions(_ paths: [String], planned: (Int) -> Planned) -> [Diagnostic] {
        var fileAt: [String: Int] = [:]
        fileAt.reserveCapacity(paths.count)
        var reported: Set<[String]> = []
        var diagnostics: [Diagnostic] = []
        for (index, path) in paths.enumerated() {
            let key = folded(path)
            guard let firstIndex = fileAt[key] else {
                fileAt[key] = index
                continue
            }
            let first = planned(firstIndex)
            let file = planned(index)
            guard reported.insert([first.ownerKey, file.ownerKey]).inserted else { continue }
            let message =
                first.path == file.path
                ? "\(file.what) would be written to \(file.path), where \(first.described) is written too; rename one of the two"
                : "\(file.what) would be written to \(file.path) and \(first.described) to \(first.path): \(caseNote); rename one of the two"
            diagnostics.append(.error(code, at: file.location, message))
        }
        // Folders (folded) with no file at them or at any folder above: the files of one page share them, and are
        // not walked up again.
        var clear: Set<String> = []
        for (index, path) in paths.enumerated() {
            var walked: [String] = []
            var folder = Substring(path)
            var blocked = false
            while let slash = folder.utf8.lastIndex(of: UInt8(ascii: "/")) {
                folder = folder[..<slash]
                let key = folded(String(folder))
                if clear.contains(key) { break }
                guard let blockerIndex = fileAt[key] else {
                    walked.append(key)
                    continue
                }
                blocked = true
                let blocker = planned(blockerIndex)
                let file = planned(index)
                if reported.insert([blocker.ownerKey, file.ownerKey]).inserted {
                    let note = blocker.path == folder ? "" : "; \(caseNote)"
                    diagnostics.append(
                        .error(
                            code, at: file.location,
                            "\(file.owner) would be written into the folder \(folder)/, but \(blocker.path) is a file: \(blocker.described)\(note); rename one of the two"
                        ))
                }
                break
            }
            if !blocked { clear.formUnion(walked) }
        }
        return diagnostics
    }

    /// A path as disks that ignore letter case compare it; most paths are lowercase ASCII already.
    private static func folded(_ path: String) -> String {
        path.utf8.allSatisfy { $0 < 0x80 && !(0x41...0x5A).contains($0) } ? path : path.lowercased()
    }

    private static let caseNote =
        "the paths differ only in letter case, and on disks that ignore case (the default on macOS and Windows) one would replace the other"
}
