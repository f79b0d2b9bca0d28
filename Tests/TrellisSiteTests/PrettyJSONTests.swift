import Testing
import TrellisContent

@testable import TrellisSite

/// The schema as written, on a component page: indented, in written order, short containers on one line.
@Suite("Pretty JSON")
struct PrettyJSONTests {
    @Test(arguments: [
        ("scalars", #"[1, 4.50, true, null, "a\"b\\c"]"#, #"[1, 4.50, true, null, "a\"b\\c"]"#),
        ("empty containers", #"{"a": {}, "b": []}"#, #"{"a": {}, "b": []}"#),
        ("control characters escaped, the rest kept", "[\"tab\\t\\u0001 é 👍🏽 <b>\"]", "[\"tab\\t\\u0001 é 👍🏽 <b>\"]"),
        (
            "nested containers break, key order kept",
            #"{"z": 1, "a": {"type": "string", "enum": ["x"]}, "m": [{"k": 1}]}"#,
            """
            {
              "z": 1,
              "a": {"type": "string", "enum": ["x"]},
              "m": [
                {"k": 1}
              ]
            }
            """
        ),
        (
            "a long line breaks",
            "{\"enum\": [\"" + String(repeating: "a", count: 60) + "\", \"" + String(repeating: "b", count: 40)
                + "\"]}",
            """
            {
              "enum": [
                "\(String(repeating: "a", count: 60))",
                "\(String(repeating: "b", count: 40))"
              ]
            }
            """
        ),
    ])
    func text(_ name: String, _ json: String, _ expected: String) throws {
        #expect(PrettyJSON.text(try JSONParser.parse(json, file: "x.json")) == expected, "\(name)")
    }
}
