import Foundation
import Testing

/// Conformance with the official JSON Schema Test Suite, draft 2020-12: every required file passes in full.
@Suite struct JSONSchemaTestSuiteTests {
    static let requiredFiles = SchemaTestSuite.files(in: "draft2020-12")

    @Test func suiteIsPresent() {
        #expect(Self.requiredFiles.count >= 40, "expected the test suite at \(SchemaTestSuite.root.path)" as Comment)
    }

    @Test(arguments: requiredFiles)
    func requiredFilePasses(_ name: String) {
        let (failures, total) = SchemaTestSuite.run("draft2020-12/" + name)
        #expect(total > 0)
        print("suite \(name): \(total - failures.count)/\(total)")
        #expect(
            failures.isEmpty,
            Comment(rawValue: "\(failures.count) of \(total) failed:\n" + failures.joined(separator: "\n")))
    }
}
