import Testing

/// The optional files of the suite Trellis supports in full (listed with their counts in `docs/contracts.md`).
@Suite struct OptionalSuiteTests {
    /// Optional behaviour that Trellis implements; each file must pass in full.
    static let supported: [String] = []

    @Test(arguments: SchemaTestSuite.files(in: "draft2020-12/optional"))
    func optionalFile(_ name: String) {
        let (failures, total) = SchemaTestSuite.run("draft2020-12/optional/" + name)
        print("optional \(name): \(total - failures.count)/\(total)")
        for failure in failures { print("  optional \(name) FAIL: \(failure)") }
        if Self.supported.contains(name) {
            #expect(failures.isEmpty, "\(failures.count) of \(total) failed")
        }
    }

    @Test(arguments: SchemaTestSuite.files(in: "draft2020-12/optional/format"))
    func formatFile(_ name: String) {
        let (failures, total) = SchemaTestSuite.run("draft2020-12/optional/format/" + name, assertsFormats: true)
        print("format \(name): \(total - failures.count)/\(total)")
    }
}
