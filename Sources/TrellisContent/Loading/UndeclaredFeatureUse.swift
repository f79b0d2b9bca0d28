/// A `feature` gate naming a toggle that `site.json` does not declare.
///
/// Decoders only record the first use of each name; the loader turns them into warnings in page order, so
/// the site warns once per toggle, at the same place on every run, however many pages and threads found it.
struct UndeclaredFeatureUse: Sendable {
    var name: String
    var location: SourceLocation
    var path: String
}
