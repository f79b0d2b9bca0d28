import TrellisContent

/// The starter project `trellis init` writes: a small coffee-shop app that builds with no error and no warning, and
/// shows a newcomer every idea of Trellis once — viewports and a feature toggle in `site.json`; list, grid (with
/// columns per viewport) and carousel sections; an include, a variant, headers and footers, a feature-gated section
/// and a hidden component; three component types in plain HTML5, each with a contract and a stylesheet.
///
/// The files are Swift string literals (`ProjectScaffold+Content.swift`, `ProjectScaffold+Templates.swift`), and
/// those literals are the scaffold's source of truth: there is no copy on disk to drift from them, and the `trellis`
/// binary stays self-contained, as with the built-in theme. `InitCommandTests` builds the scaffold and requires a
/// clean build, so a change here that breaks a contract or a template fails the tests.
public enum ProjectScaffold {
    /// Every file of the starter project, in the order they are written and listed.
    public static let files: [ProjectScaffoldFile] = [
        gitignore, readme, siteSettings, homePage, beansPage, visitUsSection, sharedStyles,
        menuItemTemplate, menuItemContract, menuItemStyles, promoCardTemplate, promoCardContract, promoCardStyles,
        sectionTitleTemplate, sectionTitleContract, sectionTitleStyles,
    ]

    /// Writes the starter project into `folder`, creating it (and any missing folder above it) when it does not
    /// exist, and returns the paths written, relative to `folder`.
    ///
    /// A folder that holds anything but a version-control repository (`git init` first is a common start) is refused
    /// before anything is written: a scaffold mixed into someone's files could not be told apart from them, or
    /// removed without risk. Files are created exclusively and never
    /// through a link, so nothing is ever overwritten, even by a file that appears while `init` runs. When a write
    /// fails, the files and folders this call made are removed again and the error names the file that failed.
    public static func write(into folder: String) throws(Diagnostic) -> [String] {
        try write(into: folder, fault: nil)
    }

    /// `write(into:)`, asking `fault` before each file (by its path in the project) for an `errno` to fail it with,
    /// so that tests reach the clean-up after a failed write, which a root user on a healthy disk never sees.
    static func write(into typed: String, fault: (@Sendable (String) -> Int32?)?) throws(Diagnostic) -> [String] {
        let shown = shownName(of: typed)
        let folder = normalized(typed)
        let isCurrentFolder = folder == "."
        guard !folder.isEmpty else {
            throw .error("init-not-a-folder", at: nil, "the folder name is empty; name a new folder or an empty one")
        }
        var createdFolders: [String] = []
        var writtenFiles: [String] = []
        /// Removes what this call made, newest first; folders only when empty, so nothing else can go with them.
        func undo() {
            for file in writtenFiles.reversed() { FastFileSystem.removeTree(atPath: folder + "/" + file) }
            for made in createdFolders.reversed() { FastFileSystem.removeEmptyFolder(made) }
        }

        if FastFileSystem.kind(atPath: folder) == .missing {
            do {
                createdFolders = try makeFolders(folder)
            } catch {
                throw .error("init-write-failed", at: nil, "cannot create \(shown): \(error.reason)")
            }
        } else if FastFileSystem.isFolder(atPath: folder) {  // a folder, or a link to one
            let entries = FastFileSystem.entryNames(ofFolder: folder).sorted().filter {
                !Self.housekeeping.contains($0)
            }
            if !entries.isEmpty {
                throw .error(
                    "init-not-empty", at: nil,
                    "\(shown) is not empty (it holds \(listed(entries))); trellis init writes only into an empty or a "
                        + "new folder, so that it never mixes its files with yours")
            }
        } else {
            throw .error(
                "init-not-a-folder", at: nil, "\(shown) exists and is not a folder; name a new folder or an empty one")
        }

        for file in files {
            let path = folder + "/" + file.path
            do {
                var parent = ""
                for component in file.path.split(separator: "/").dropLast() {
                    parent += parent.isEmpty ? String(component) : "/" + component
                    let made = folder + "/" + parent
                    guard !createdFolders.contains(made) else { continue }
                    try FastFileSystem.makeFolder(made)
                    createdFolders.append(made)
                }
                if let code = fault?(file.path) ?? FastFileSystem.writeFile(Array(file.contents.utf8), to: path) {
                    throw FastFileSystem.WriteError(path: path, code: code)
                }
                writtenFiles.append(file.path)
            } catch {
                undo()
                throw .error(
                    "init-write-failed", at: SourceLocation(file: isCurrentFolder ? file.path : path),
                    "cannot write \(file.path): \(error.reason); nothing was left behind")
            }
        }
        return writtenFiles
    }

    /// Creates `folder` and every missing folder above it, outermost first, and returns the ones it made; when one
    /// cannot be made, those made before it are removed again.
    private static func makeFolders(_ folder: String) throws -> [String] {
        var missing: [String] = []
        var path = folder
        while !path.isEmpty, FastFileSystem.kind(atPath: path) == .missing {
            missing.append(path)
            guard let slash = path.lastIndex(of: "/") else { break }
            path = String(path[..<slash])
        }
        var made: [String] = []
        for path in missing.reversed() {
            do {
                try FastFileSystem.makeFolder(path)
            } catch {
                for folder in made.reversed() { FastFileSystem.removeEmptyFolder(folder) }
                throw error
            }
            made.append(path)
        }
        return made
    }

    /// The path with repeated and trailing slashes dropped (`a//b/` is `a/b`), so that each folder above it is
    /// named one way only; `/` stays `/`.
    private static func normalized(_ path: String) -> String {
        let absolute = path.hasPrefix("/")
        let joined = path.split(separator: "/").joined(separator: "/")
        return absolute ? "/" + joined : joined
    }

    /// The folder as the messages name it: as typed, in quotes, except the current folder, which is named by its
    /// absolute path (`.` alone says little in an error).
    private static func shownName(of folder: String) -> String {
        guard normalized(folder) == "." else { return "\"\(folder)\"" }
        return (try? FastFileSystem.realPath(folder)).map { "the current folder (\($0))" } ?? "the current folder"
    }

    /// What a folder may hold and still count as empty: a version-control repository's own folder, and the file
    /// Finder leaves. The scaffold writes none of these names.
    static let housekeeping: Set<String> = [".git", ".hg", ".jj", ".svn", ".DS_Store"]

    /// `README.md`, `a`, `b` and 3 more: enough entries to recognise the folder, never a screenful.
    private static func listed(_ entries: [String]) -> String {
        let shown = entries.prefix(3)
        let more = entries.count - shown.count
        if more > 0 { return shown.joined(separator: ", ") + " and \(more) more" }
        if shown.count == 1 { return shown[0] }
        return shown.dropLast().joined(separator: ", ") + " and " + shown[shown.count - 1]
    }
}

extension Error {
    /// The system's words for a failed file operation, without the path: the message names the file itself.
    fileprivate var reason: String {
        guard let error = self as? FastFileSystem.WriteError else { return "\(self)" }
        return String(error.description.dropFirst(error.path.count + 2))
    }
}
