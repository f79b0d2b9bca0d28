import Mustache
import TrellisContent

/// Compiles Mustache source, turning swift-mustache's parser errors into diagnostics with the template's
/// file, line and column.
public enum MustacheCompiler {
    public static func compile(_ source: String, file: String) -> Result<MustacheTemplate, Diagnostic> {
        let pragma = TrellisHTMLContentType.pragma
        do {
            return .success(try MustacheTemplate(string: pragma + source))
        } catch let error as MustacheTemplate.ParserError {
            let line = error.context.lineNumber
            let column = line == 1 ? max(1, error.context.columnNumber - pragma.count) : error.context.columnNumber
            let location = SourceLocation(file: file, line: line, column: column)
            return .failure(.error("template-syntax", at: location, describe(error.error)))
        } catch {
            return .failure(.error("template-syntax", at: SourceLocation(file: file), "\(error)"))
        }
    }

    static func describe(_ error: any Error) -> String {
        guard let mustache = error as? MustacheTemplate.Error else { return "Mustache syntax error: \(error)" }
        switch mustache {
        case .sectionCloseNameIncorrect:
            return "Mustache syntax error: a section is closed with a different name than it was opened with"
        case .unfinishedName: return "Mustache syntax error: unfinished tag; expected '}}'"
        case .expectedSectionEnd: return "Mustache syntax error: a section is never closed; expected {{/name}}"
        case .invalidSetDelimiter: return "Mustache syntax error: malformed set-delimiter tag"
        case .transformAppliedToInheritanceSection:
            return "Mustache syntax error: a transform cannot apply to an inherited section"
        case .illegalTokenInsideInheritSection: return "Mustache syntax error: illegal tag inside an inherited section"
        case .textInsideInheritSection: return "Mustache syntax error: text inside an inherited section"
        case .invalidConfigVariableSyntax: return "Mustache syntax error: malformed configuration tag"
        case .unrecognisedConfigVariable: return "Mustache syntax error: unrecognised configuration variable"
        }
    }
}
