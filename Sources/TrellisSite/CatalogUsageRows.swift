import TrellisMustache

/// The rows of one component page's "Used on" list, as the theme gets them (`CatalogPages.usageRows`).
struct CatalogUsageRows: Sendable {
    var type: String
    var rows: [MustacheValue]
}
