/// Where a build keeps the files of the pages it has rendered and validated until the whole site is ready: on
/// disk, in a working folder beside the output (`._site.trellis-spill-<pid>`), instead of in memory. A page's
/// renderings and preview are about nine tenths of what a site holds in memory; kept until the write,
/// they made a 10,000-page build hold every page's output at once.
///
/// Publishing moves each file into place with a rename, so its bytes are written once. A file written over a spare
/// file waits where that spare is, in the trash beside the site (`SpareFiles.openInPlace`). The folder belongs to
/// one build and goes when that build ends, whatever its outcome; a crashed build's folder goes with the next
/// build's other leftovers. docs/safety.md.
struct SpillFolder: Sendable {
    let path: String
    /// Files earlier updates replaced, written over before new ones are made.
    var spares: SpareFiles = .empty

    /// Files are spread over this many subfolders: threads creating files in one folder wait on its lock (3 % of a
    /// cold build's samples on ext4 with one folder), and with the folder marked (`placeSubfoldersApart`) each
    /// subfolder is placed in a block group of its own, so that a build right after a delete makes a few hundred
    /// files in each group instead of thousands in a few (40,000 files at 10,000 pages: 16 subfolders left 7–10 s of
    /// system time searching for inodes, 128 about half). Each is made when a file first goes there (`LazyFolders`).
    static let subfolderCount = 128
    /// The subfolders made so far.
    let subfolders: LazyFolders
    /// The subfolders' names: their number and a number drawn for this folder. ext4 starts its search for a place
    /// for a subfolder of a folder marked as a top of a hierarchy (`FastFileSystem.placeSubfoldersApart`) at a hash
    /// of its name; with the same names every build, builds a few seconds apart put their files in the same
    /// block groups, where the previous build's files were just deleted.
    let subfolderNames: [String]

    /// Makes the folder (removing a leftover of the same name first); nil when it cannot be made, and the build
    /// then keeps its files in memory.
    static func make(at path: String, recycling spares: SpareFiles = .empty) -> SpillFolder? {
        _ = FastFileSystem.removeTree(atPath: path)
        guard (try? FastFileSystem.makeFolder(path)) != nil else { return nil }
        FastFileSystem.placeSubfoldersApart(in: path)
        let drawn = String(UInt32.random(in: 0...UInt32.max))
        return SpillFolder(
            path: path, spares: spares, subfolders: LazyFolders(root: path),
            subfolderNames: (0..<subfolderCount).map { String($0) + "." + drawn })
    }

    /// Moves the bytes of a page's files to disk under `page` (a name no other page of the build uses). A file that
    /// cannot be written stays in memory.
    func spill(_ files: inout [SiteFile], page: String) {
        // One prefix string for all the page's files; each file adds its index.
        let subfolder = subfolderNames[Int(UInt(bitPattern: page.hashValue) % UInt(Self.subfolderCount))]
        let prefix = path + "/" + subfolder + "/\(page)-"
        var hasSubfolder: Bool?
        for index in files.indices where files[index].spilled == nil {
            let file = files[index]
            guard file.isValidated, file.reused == nil, !file.contents.isEmpty else { continue }
            // Over a spare file where it is, in the trash, when there is one: the update moves it into the site
            // from there (a failed build leaves it there, a spare again).
            if let spare = spares.openInPlace(toHold: file.contents.count),
                FastFileSystem.writeOver(spare.descriptor, size: spare.size, with: file.contents) == nil
            {
                files[index].spilled = spare.path
                files[index].spilledByteCount = file.contents.count
                files[index].contents = []
                continue
            }
            if hasSubfolder == nil { hasSubfolder = subfolders.make(subfolder) == nil }
            let spilled = prefix + String(index)
            guard hasSubfolder == true, FastFileSystem.writeFile(file.contents, to: spilled) == nil else {
                _ = FastFileSystem.removeTree(atPath: spilled)
                continue
            }
            files[index].spill(to: prefix, number: index)
            files[index].spilledByteCount = file.contents.count
            files[index].contents = []
        }
    }

    /// Removes the folder and what is left in it (files of a failed build, or unchanged ones not moved).
    func remove() {
        _ = FastFileSystem.removeTree(atPath: path)
    }
}
