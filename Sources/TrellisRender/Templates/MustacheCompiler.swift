import TrellisContent
import TrellisMustache

/// Compiles Mustache source, turning syntax errors into diagnostics with the template's file, line and column.
public enum MustacheCompiler {
    public static func compile(_ source: String, file: String) -> Result<MustacheTemplate, Diagnostic> {
        do {
            return .success(try MustacheTemplate(source: source, name: file))
        } catch {
            let location = SourceLocation(file: file, line: error.line, column: error.column)
            return .failure(.error("template-syntax", at: location, "Mustache syntax error: \(error.message)"))
        }
    }
}
