import Foundation

/// Paths of the repository's own fixtures, found from this source file so tests run from any folder.
public enum Fixtures {
    /// The repository root (the folder holding Package.swift).
    public static let repositoryRoot: URL = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// The example catalog that `swift run trellis build` builds.
    public static var exampleCatalog: URL { repositoryRoot }

    /// The Adaptive Cards project: 50 real cards and a template pack.
    public static var adaptiveCards: URL { repositoryRoot.appendingPathComponent("Tests/Fixtures/AdaptiveCards") }

    /// A minimal valid page object with one list section, for tests that vary one thing.
    public static func page(sections: String, extra: String = "") -> String {
        "{\"title\": \"Test\", \"sections\": [\(sections)]\(extra.isEmpty ? "" : ", " + extra)}"
    }
}
