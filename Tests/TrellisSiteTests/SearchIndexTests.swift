import Foundation
import Testing
import TrellisSite
import TrellisTestSupport

/// What the home page's search index holds for a page, read from the built `assets/search-index.js`: each word of
/// the text its components show once, lower-cased, without addresses or file paths.
@Suite("Search index entries")
struct SearchIndexTests {
    struct Case: Sendable, CustomTestStringConvertible {
        var texts: [String]
        /// Words the haystack holds exactly once.
        var once: [String]
        /// Words it does not hold.
        var absent: [String]
        var testDescription: String { texts.joined(separator: " | ") }
    }

    /// The page's haystack (the last string of its entry).
    static func haystack(_ texts: [String]) throws -> String {
        let components = texts.enumerated().map { index, text in
            #"{"type": "note", "id": "n\#(index)", "data": {"text": "\#(text)"}}"#
        }
        let project = try TemporaryProject(files: [
            "Content/site.json": #"{"title": "T", "viewports": [{"name": "phone", "width": 375, "height": 600}]}"#,
            "Content/pages/p.json": "[" + components.joined(separator: ", ") + "]",
            "Templates/components/note.mustache": "<p>{{text}}</p>",
        ])
        let result = project.build()
        #expect(result.succeeded, "\(result.diagnostics)")
        let script = try project.read("_site/assets/search-index.js")
        let line = try #require(script.split(separator: "\n").first { $0.hasPrefix(#"["p","#) })
        let entry = try #require(
            JSONSerialization.jsonObject(with: Data(line.trimmingCharacters(in: CharacterSet(charactersIn: ",")).utf8))
                as? [String])
        return try #require(entry.last)
    }

    @Test(arguments: [
        Case(texts: ["Alpha beta", "ALPHA Gamma beta"], once: ["alpha", "beta", "gamma"], absent: []),
        Case(
            texts: ["https://example.com/guide", "img/posters/dune.jpg", "Dune Part Two"],
            once: ["dune", "part", "two"], absent: ["example", "posters", "guide", "jpg"]),
        Case(texts: ["Crème brûlée, crème!", "co-op/co-op"], once: ["crème", "brûlée", "co", "op"], absent: []),
    ])
    func eachWordOnceWithoutAddresses(_ example: Case) throws {
        let words = try Self.haystack(example.texts).split(separator: " ").map(String.init)
        for word in example.once {
            #expect(words.count { $0 == word } == 1, "\(word) in \(words)")
        }
        for word in example.absent {
            #expect(!words.contains(word), "\(word) in \(words)")
        }
    }
}
