import Testing

@testable import TrellisContent

/// A component keeps its data's JSON path as a form of its own path when it can (no second string); what it gives
/// back must be exactly what it was given, whatever is changed afterwards.
@Suite("Component data paths")
struct ComponentDataPathTests {
    static let location = SourceLocation(file: "Content/pages/home.json", line: 3, column: 5)

    @Test(
        arguments: [
            ("sections[0].components[2]", nil, "sections[0].components[2]"),
            ("sections[0].components[2]", "sections[0].components[2]", "sections[0].components[2]"),
            ("sections[0].components[2]", "sections[0].components[2].data", "sections[0].components[2].data"),
            ("", "data", "data"),
            ("", "", ""),
            ("[1]", "[1].data", "[1].data"),
            ("[1]", "[1].datum", "[1].datum"),
            ("[1]", "[2].data", "[2].data"),
            ("a.data", "a.data.data", "a.data.data"),
            ("a", "examples[0]", "examples[0]"),
        ] as [(String, String?, String)])
    func theDataPathIsTheOneGiven(path: String, given: String?, expected: String) {
        var component = Component(
            type: "card", id: "c", data: nil, dataPath: given, location: Self.location, path: path)
        #expect(component.dataPath == expected)
        // A new path leaves the data path as it was; a new data path is taken as given.
        component.path = "elsewhere[9]"
        #expect(component.dataPath == expected)
        #expect(component.path == "elsewhere[9]")
        component.dataPath = "elsewhere[9].data"
        #expect(component.dataPath == "elsewhere[9].data")
        component.size = .init(.null, at: Self.location)
        #expect(component.dataPath == "elsewhere[9].data")
        component.dataPath = "x"
        component.objectSource = .init(.null, at: Self.location)
        #expect(component.dataPath == "x")
    }

    @Test func theDecoderGivesWrappedComponentsTheirDataMember() throws {
        let wrapped = Component(
            wrappedType: "card", id: "c", data: .object([]), size: nil,
            dataSource: .init(.object(JSONObject()), at: Self.location), location: Self.location,
            path: "sections[1].components[0]")
        #expect(wrapped.dataPath == "sections[1].components[0].data")
        let spelled = Component(
            type: "card", id: "c", data: .object([]), dataSource: .init(.object(JSONObject()), at: Self.location),
            dataPath: "sections[1].components[0].data", location: Self.location, path: "sections[1].components[0]")
        #expect(wrapped == spelled)
    }
}
