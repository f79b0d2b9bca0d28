import ArgumentParser
import TrellisContent
import TrellisValidation

/// `trellis validate DIR`: the libxml2 check of any folder of HTML files.
public struct ValidateCommand: ParsableCommand {
    public static let configuration = CommandConfiguration(
        commandName: "validate",
        abstract: "Check every HTML file in a folder with libxml2.",
        discussion:
            "Polyglot XHTML files are also checked for XML well-formedness. Exit status 1 when any file has errors."
    )

    @Argument(help: "The folder to check.")
    public var directory: String

    @Option(help: "How to print errors: text or json (one object per line).")
    public var diagnostics: DiagnosticFormat = .text

    public init() {}

    public func run() throws {
        let report: ValidationReport
        do {
            report = try HTMLValidator().validate(directory: directory)
        } catch {
            DiagnosticPrinter(format: diagnostics).print([
                .error("missing-folder", at: SourceLocation(file: directory), "\(error)")
            ])
            throw ExitCode(1)
        }
        let found = report.issues.map { issue in
            Diagnostic.error(
                "invalid-html", at: SourceLocation(file: issue.file, line: issue.line, column: issue.column),
                "\(issue.message) (libxml2 \(issue.checker.rawValue) parser)")
        }
        DiagnosticPrinter(format: diagnostics).print(found)
        if diagnostics == .text {
            TerminalOutput.output("trellis: \(report.filesChecked) HTML files checked, \(found.count) errors")
        }
        if !found.isEmpty { throw ExitCode(1) }
    }
}
