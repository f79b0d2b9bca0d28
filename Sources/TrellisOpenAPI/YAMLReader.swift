import TrellisContent
import Yams

/// Reads a YAML document into the same positioned JSON model the JSON parser produces, so everything downstream
/// (OpenAPI analysis, schema compilation, diagnostics) works on one representation whatever the file format.
///
/// Scalars are typed by the YAML 1.2 core schema, not YAML 1.1: `yes`, `no`, `on`, `off`, `2024-01-01` and `0755`
/// are not booleans, dates or octals but what a JSON-minded author expects (`0755` is the integer 755, the rest
/// are strings), which is also how OpenAPI tools read YAML. Merge keys (`<<: *base`) are expanded because
/// hand-written OpenAPI files use them. Only values JSON can hold are accepted: `.inf`, `.nan` and non-scalar keys
/// are errors at their position, never a crash.
public enum YAMLReader {
    /// Documents that expand to more values than this (or than their byte count, whichever is larger) through
    /// aliases are refused: a few lines of nested aliases ("billion laughs") can otherwise expand to billions of
    /// values. A document without aliases can never reach its byte count, so this limit only ever stops expansion.
    public static let minimumExpansionLimit = 1_000_000

    /// Deeper nesting is refused with a message, like the JSON parser does, instead of risking the stack.
    public static let maximumDepth = JSONParser.maximumDepth

    /// Reads exactly one YAML document. `file` is the display path used in every location.
    public static func read(_ bytes: [UInt8], file: String) -> Result<JSONNode, Diagnostic> {
        let text: String
        switch YAMLTextDecoding.decode(bytes, file: file) {
        case .success(let decoded): text = decoded
        case .failure(let diagnostic): return .failure(diagnostic)
        }
        let root: Node?
        do {
            root = try Yams.compose(yaml: text, YAMLScalarResolution.resolver)
        } catch let error as YamlError {
            return .failure(YAMLErrorTranslation.diagnostic(for: error, text: text, file: file))
        } catch {
            return .failure(.error("yaml-syntax", at: SourceLocation(file: file, line: 1, column: 1), "\(error)"))
        }
        guard let root else {
            return .failure(
                .error(
                    "yaml-syntax", at: SourceLocation(file: file, line: 1, column: 1),
                    "the file is empty; expected a YAML document"))
        }
        var converter = YAMLNodeConverter(
            file: file, expansionLimit: max(minimumExpansionLimit, bytes.count + 1), maximumDepth: maximumDepth)
        do {
            return .success(try converter.convert(root))
        } catch {
            return .failure(error)
        }
    }
}
