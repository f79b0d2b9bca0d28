/// The rows of one component page's "Used on" list, as the theme gets them (`CatalogPages.usageRows`).
///
/// `@unchecked Sendable`: theme contexts are `[String: Any]`, here made of strings, numbers and arrays of them only,
/// never changed once made.
struct CatalogUsageRows: @unchecked Sendable {
    var type: String
    var rows: [[String: Any]]
}
