/// A step of putting a new site in place, named so that tests can make exactly that step fail.
///
/// Disk-full, permission and rename failures are rare and hard to cause on purpose (as root most cannot be caused
/// at all), yet each one has its own clean-up path. The writer asks an injector before every step; a test's
/// injector answers with the `errno` the step should fail with, and the step then fails exactly as the system
/// call would have. Builds outside tests have no injector.
enum PublishStep: Sendable, Hashable {
    /// Writing one file of the staging folder (its path in the site).
    case writeFile(String)
    /// Writing the marker that labels the folder as a Trellis site, the staging folder's last file.
    case writeMarker
    /// Moving the previous site's folder (or one of its entries, when the output is a link) out of the way.
    case moveOldSiteAside(String)
    /// Moving the new site's folder (or one of its entries, when the output is a link) into place.
    case moveNewSiteIn(String)
    /// Removing the previous site once the new one is in place.
    case removeOldSite

    /// Answers the `errno` to fail a step with, or nil to let it run.
    typealias Injector = @Sendable (PublishStep) -> Int32?
}
