import Foundation

/// One test of the official Mustache spec (`{name, desc, data, template, partials?, expected}`).
struct SpecTestCase: Decodable {
    let name: String
    let desc: String
    let data: TestJSON
    let template: String
    let partials: [String: String]?
    let expected: String

    /// The tests of one spec file, e.g. `sections.json`.
    static func load(file: String) throws -> [SpecTestCase] {
        let url = SharedTestData.mustacheSpec.appendingPathComponent(file)
        return try JSONDecoder().decode(SpecFile.self, from: Data(contentsOf: url)).tests
    }
}
