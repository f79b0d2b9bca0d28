/// The top level of a Mustache spec file: `{"tests": [...]}` (other keys, like `overview`, are ignored).
struct SpecFile: Decodable {
    let tests: [SpecTestCase]
}
