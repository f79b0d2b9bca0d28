import Foundation
import TrellisContent
import TrellisSchema

/// The official JSON Schema Test Suite, read from the shared folder beside the repository (never copied in).
enum SchemaTestSuite {
    /// `<repo>/../shared/realworld/json-schema-test-suite`.
    static let root: URL = {
        var url = URL(fileURLWithPath: #filePath).resolvingSymlinksInPath()
        while url.path != "/", !FileManager.default.fileExists(atPath: url.appendingPathComponent("Package.swift").path)
        {
            url.deleteLastPathComponent()
        }
        return url.deletingLastPathComponent().appendingPathComponent("shared/realworld/json-schema-test-suite")
    }()

    /// A registry with every file of `remotes/` at its `http://localhost:1234/…` URL, as the suite's README says.
    static let remotesRegistry: SchemaRegistry = {
        var registry = SchemaRegistry()
        let remotes = root.appendingPathComponent("remotes")
        let files = FileManager.default.enumerator(atPath: remotes.path)?.compactMap { $0 as? String } ?? []
        for relative in files.sorted() where relative.hasSuffix(".json") {
            guard let data = FileManager.default.contents(atPath: remotes.appendingPathComponent(relative).path),
                let node = try? JSONParser.parse([UInt8](data), file: "remotes/" + relative)
            else { continue }
            registry.add(node, uri: "http://localhost:1234/" + relative, display: "remotes/" + relative)
        }
        return registry
    }()

    struct Case: Sendable {
        var file: String
        var group: String
        var description: String
        var schema: JSONNode
        var data: JSONNode
        var valid: Bool
    }

    /// The JSON files of a folder of the suite (`draft2020-12`, `draft2020-12/optional`), by name.
    static func files(in folder: String) -> [String] {
        let url = root.appendingPathComponent(folder)
        let names = (try? FileManager.default.contentsOfDirectory(atPath: url.path)) ?? []
        return names.filter { $0.hasSuffix(".json") }.sorted()
    }

    /// Every group of a test file with its cases; the group's schema is shared by its cases.
    static func groups(_ relative: String) -> [(description: String, schema: JSONNode, cases: [Case])] {
        guard let data = FileManager.default.contents(atPath: root.appendingPathComponent(relative).path),
            let document = try? JSONParser.parse([UInt8](data), file: relative), let groups = document.arrayValue
        else { return [] }
        return groups.compactMap { group in
            guard let object = group.objectValue, let schema = object["schema"],
                let description = object["description"]?.stringValue
            else { return nil }
            let cases = (object["tests"]?.arrayValue ?? []).compactMap { test -> Case? in
                guard let test = test.objectValue, let data = test["data"], let valid = test["valid"]?.boolValue
                else { return nil }
                return Case(
                    file: relative, group: description, description: test["description"]?.stringValue ?? "",
                    schema: schema, data: data, valid: valid)
            }
            return (description, schema, cases)
        }
    }

    /// Runs one file; returns the descriptions of the cases that did not give the expected result, and the count.
    static func run(_ relative: String, assertsFormats: Bool = false) -> (failures: [String], total: Int) {
        var failures: [String] = []
        var total = 0
        for (offset, group) in groups(relative).enumerated() {
            var registry = remotesRegistry
            let uri = "https://trellis.invalid/suite/\(relative)/\(offset)"
            registry.add(group.schema, uri: uri, display: relative)
            var compiler = SchemaCompiler(
                registry: registry,
                options: .init(assertsFormats: assertsFormats, reportsUnknownKeywords: false))
            let entry = compiler.compile(uri: uri)
            let program = compiler.finish()
            for test in group.cases {
                total += 1
                guard let entry else {
                    failures.append("\(group.description) / \(test.description): schema did not compile")
                    continue
                }
                let valid = program.isValid(test.data, against: entry)
                let diagnostics = program.check(test.data, against: entry, path: "", subject: "test")
                if valid != test.valid {
                    failures.append(
                        "\(group.description) / \(test.description): expected \(test.valid ? "valid" : "invalid")"
                            + (diagnostics.first.map { " — \($0.message)" } ?? ""))
                } else if diagnostics.isEmpty != valid {
                    failures.append(
                        "\(group.description) / \(test.description): check() disagrees with isValid() (\(diagnostics.count) diagnostics)"
                    )
                }
            }
        }
        return (failures, total)
    }
}
