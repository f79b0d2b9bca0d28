/// How a build put its site in place (`SiteBuilder.publish`): what the build cache may then assume of the files the
/// new site took unchanged from the last one.
enum Publication: Equatable {
    /// Over the previous site, in place: only changed files were written, and a reused file is the very file the
    /// cache saw, untouched.
    case updatedInPlace
    /// Staged beside the site and swapped in: every file is a new link or a new file.
    case staged
}
