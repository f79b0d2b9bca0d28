/// A complete new site, written beside the output folder (or inside the folder a linked output points to),
/// waiting to be swapped in.
struct StagingFolder {
    let path: String
    /// Folders above the output that did not exist and were made for it, shallowest first: a build that does not
    /// finish removes them again, so that it leaves nothing new on disk.
    let createdFolders: [String]
}
