import ArgumentParser
import TrellisContent
import TrellisHTML
import TrellisValidation

/// `trellis validate PATH...`: the libxml2 check of any HTML files, and of every HTML file in any folders.
public struct ValidateCommand: ParsableCommand {
    public static let configuration = CommandConfiguration(
        commandName: "validate",
        abstract: "Check HTML files, and every HTML file in folders, with libxml2.",
        discussion: """
            A folder stands for every *.html, *.htm and *.xhtml file below it (symbolic links are followed, each \
            folder is entered once); a file is checked whatever its name. Only regular files are read: a FIFO, \
            socket or device is reported instead. Polyglot XHTML files are also checked for XML well-formedness; \
            plain HTML files follow HTML5's rules for a bare '&'. Exit status 1 when any file has errors.
            """
    )

    @Argument(help: "The HTML files and folders to check.")
    public var paths: [String]

    @Option(help: "How to print errors: text or json (one object per line, then a summary object).")
    public var diagnostics: DiagnosticFormat = .text

    public init() {}

    public func run() throws {
        let terminal = TerminalOutput.current
        let printer = DiagnosticPrinter(format: diagnostics)
        let report: ValidationReport
        do {
            report = try HTMLValidator(documentCheck: Self.html5Issues).validate(paths: paths)
        } catch let error as TrellisValidation.ValidationError {
            printer.print(
                [.error(Self.code(for: error), at: SourceLocation(file: error.path), "\(error)")], to: terminal)
            switch diagnostics {
            case .text: terminal.error("trellis: validation failed with 1 error")
            case .json: terminal.error(JSONSummary(command: "validate", succeeded: false, errors: 1, warnings: 0).line)
            }
            throw ExitCode(1)
        }
        // One mistake, two readers: where the HTML5 rules (a browser's reading) found something on a line, libxml2's
        // account of the same line would only repeat it, a few columns off.
        let html5Lines = Set(report.issues.filter { $0.checker == .html5 }.map { "\($0.file):\($0.line)" })
        let issues = report.issues.filter { $0.checker == .html5 || !html5Lines.contains("\($0.file):\($0.line)") }
        let found = issues.map { issue in
            issue.code == ValidationIssue.readFailureCode
                ? Diagnostic.error("unreadable-file", at: SourceLocation(file: issue.file), issue.message)
                : Diagnostic.error(
                    "invalid-html", at: SourceLocation(file: issue.file, line: issue.line, column: issue.column),
                    issue.checker == .html5
                        ? "\(issue.message) (HTML5 rules)"
                        : "\(issue.message) (libxml2 \(issue.checker.rawValue) parser)")
        }
        printer.print(found, to: terminal)
        switch diagnostics {
        case .text:
            // Like `build` and `check`: standard output for a clean result, standard error for a failed one.
            let line = "trellis: \(String(counting: report.filesChecked, "HTML file")) checked, "
            if found.isEmpty {
                terminal.output(line + "0 errors")
            } else {
                terminal.error(line + String(counting: found.count, "error"))
            }
        case .json:
            var line = JSONSummary(command: "validate", succeeded: found.isEmpty, errors: found.count, warnings: 0)
            line.add("filesChecked", report.filesChecked)
            terminal.error(line.line)
        }
        if !found.isEmpty { throw ExitCode(1) }
    }

    /// What a browser's HTML5 parser would repair in a document, by the rules Trellis checks templates with
    /// (WHATWG tokenizer and tree construction), at the document's line and column.
    @Sendable static func html5Issues(_ bytes: [UInt8], file: String) -> [ValidationIssue] {
        HTMLFragmentChecker.checkDocument(bytes).problems.map { problem in
            let position = HTMLSourcePosition(offset: problem.offset, in: bytes)
            let message = problem.message { offset in
                let related = HTMLSourcePosition(offset: offset, in: bytes)
                return "\(related.line):\(related.column)"
            }
            return ValidationIssue(
                file: file, line: position.line, column: position.column, checker: .html5, code: 0, message: message)
        }
    }

    /// The diagnostic code of a path that cannot be checked at all.
    private static func code(for error: TrellisValidation.ValidationError) -> String {
        switch error {
        case .pathNotFound, .directoryNotFound: "missing-path"
        case .notADirectory, .unreadableDirectory: "unreadable-path"
        }
    }
}
