import Foundation
import Testing

/// The optional files of the official suite that Trellis supports in full (listed with their counts in
/// `docs/contracts.md`).
@Suite struct OptionalSuiteTests {
    /// Optional behaviour that Trellis implements; each file must pass in full.
    static let supported: [String] = [
        "anchor.json", "bignum.json", "cross-draft.json", "dependencies-compatibility.json", "dynamicRef.json",
        "ecmascript-regex.json", "float-overflow.json", "format-assertion.json", "id.json", "no-schema.json",
        "non-bmp-regex.json", "refOfUnknownKeyword.json", "unknownKeyword.json",
    ]

    /// The format files that pass in full with formats asserted: one per format Trellis asserts (all those of
    /// JSON Schema 2020-12), plus `ecmascript-regex` (the `regex` format's ECMA-262 syntax) and `unknown` (unknown
    /// formats are ignored).
    static let supportedFormats: [String] = [
        "date-time.json", "date.json", "duration.json", "ecmascript-regex.json", "email.json", "hostname.json",
        "idn-email.json", "idn-hostname.json", "ipv4.json", "ipv6.json", "iri-reference.json", "iri.json",
        "json-pointer.json", "regex.json",
        "relative-json-pointer.json", "time.json", "unknown.json", "uri-reference.json", "uri-template.json",
        "uri.json", "uuid.json",
    ]

    static let optionalFiles = SchemaTestSuite.files(in: "draft2020-12/optional")
    static let formatFiles = SchemaTestSuite.files(in: "draft2020-12/optional/format")

    @Test func everyListedFileExists() {
        #expect(
            Self.optionalFiles.count >= Self.supported.count,
            "expected the test suite at \(SchemaTestSuite.root.path)" as Comment)
        for name in Self.supported {
            #expect(Self.optionalFiles.contains(name), "\(name) is listed as supported but is not in the suite")
        }
        for name in Self.supportedFormats {
            #expect(Self.formatFiles.contains(name), "\(name) is listed as supported but is not in the suite")
        }
    }

    @Test(arguments: optionalFiles)
    func optionalFile(_ name: String) {
        guard Self.supported.contains(name) else { return }
        let (failures, total) = SchemaTestSuite.run("draft2020-12/optional/" + name)
        #expect(total > 0)
        #expect(failures.isEmpty, Self.report(name, failures, total))
    }

    /// A supported format passes its file in full; any other format must at least never refuse a valid value
    /// (it is an annotation, so it should accept everything).
    @Test(arguments: formatFiles)
    func formatFile(_ name: String) {
        let (failures, total) = SchemaTestSuite.run("draft2020-12/optional/format/" + name, assertsFormats: true)
        #expect(total > 0)
        if Self.supportedFormats.contains(name) {
            #expect(failures.isEmpty, Self.report(name, failures, total))
        } else {
            let refusedValid = failures.filter { $0.contains(": expected valid") }
            #expect(refusedValid.isEmpty, Self.report(name, refusedValid, total))
        }
    }

    private static func report(_ name: String, _ failures: [String], _ total: Int) -> Comment {
        Comment(rawValue: "\(name): \(failures.count) of \(total) failed:\n" + failures.joined(separator: "\n"))
    }
}
