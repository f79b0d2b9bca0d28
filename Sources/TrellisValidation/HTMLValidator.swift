import Dispatch
import Foundation

/// Checks generated HTML with libxml2: the HTML parser on every document, plus the XML parser (strict
/// well-formedness) on polyglot XHTML5. See docs/validation.md.
public struct HTMLValidator: Sendable {
    public init() {}

    /// Checks one document. Runs libxml2's HTML parser (filtered: error 801 "Tag X invalid" is ignored for HTML5
    /// element names, custom elements with '-', and anything inside svg/math; everything else is an error) on every
    /// document, and additionally the XML parser (strict well-formedness) when the document is polyglot XHTML, i.e.
    /// its <html> start tag declares xmlns="http://www.w3.org/1999/xhtml".
    public func validate(_ bytes: [UInt8], file: String) -> [ValidationIssue] {
        bytes.withUnsafeBufferPointer { check($0, file: file) }
    }

    /// Checks only XML well-formedness, about three times faster than `validate(_:file:)`: for a document whose
    /// element names and HTML nesting were already checked in another document with the same content (the
    /// same page at another viewport), where only the structure around that content differs.
    public func validateWellFormedness(_ bytes: [UInt8], file: String) -> [ValidationIssue] {
        bytes.withUnsafeBufferPointer { buffer in
            ParserPool.withContexts { contexts in
                contexts.check(buffer, file: file, checker: .xml)
            } ?? [contextFailure(file: file)]
        }.sorted()
    }

    /// Checks a fragment of markup that a component template produced, as if it stood inside <body> of a polyglot
    /// page: XML well-formedness + HTML parser checks; line/column relative to the fragment (line 1 = fragment's
    /// first line).
    public func validateFragment(_ markup: String, file: String) -> [ValidationIssue] {
        var bytes = fragmentPrefix
        bytes.reserveCapacity(fragmentPrefix.count + markup.utf8.count + fragmentSuffix.count)
        bytes.append(contentsOf: markup.utf8)
        bytes.append(contentsOf: fragmentSuffix)
        let issues = bytes.withUnsafeBufferPointer { buffer in
            ParserPool.withContexts { contexts in
                contexts.check(buffer, file: file, checker: .xml) + contexts.check(buffer, file: file, checker: .html)
            } ?? [contextFailure(file: file)]
        }
        return issues.map { issue in
            var issue = issue
            // The prefix has no newline, so only positions on the first line shift.
            if issue.line == 1 { issue.column = max(1, issue.column - fragmentPrefix.count) }
            return issue
        }.sorted()
    }

    /// Reads and checks files (in parallel on all cores, deterministic result order). A file that cannot be read
    /// gives one issue at line 0, column 0 (checker `.html`, code 1549 `XML_IO_LOAD_ERROR`) saying why.
    public func validate(files: [String]) -> ValidationReport {
        var results = [FileResult](repeating: FileResult(), count: files.count)
        if files.count < 2 {
            for index in files.indices { results[index] = check(path: files[index]) }
        } else {
            results.withUnsafeMutableBufferPointer { buffer in
                let slots = ResultSlots(base: buffer.baseAddress!)
                DispatchQueue.concurrentPerform(iterations: files.count) { index in
                    slots.base[index] = check(path: files[index])
                }
            }
        }
        var issues: [ValidationIssue] = []
        issues.reserveCapacity(results.reduce(0) { $0 + $1.issues.count })
        for result in results { issues.append(contentsOf: result.issues) }
        return ValidationReport(filesChecked: results.count { $0.wasRead }, issues: issues.sorted())
    }

    /// Every *.html / *.htm / *.xhtml below a folder (extensions compared ignoring case), recursively, sorted.
    /// Paths in the issues are the directory path joined with the path below it.
    public func validate(directory: String) throws -> ValidationReport {
        try validate(files: htmlFiles(below: directory))
    }

    // MARK: - Internals

    private func check(_ bytes: UnsafeBufferPointer<UInt8>, file: String) -> [ValidationIssue] {
        let polyglot = declaresXHTMLNamespace(bytes)
        let issues =
            ParserPool.withContexts { contexts in
                var issues = contexts.check(bytes, file: file, checker: .html)
                if polyglot { issues += contexts.check(bytes, file: file, checker: .xml) }
                return issues
            } ?? [contextFailure(file: file)]
        return issues.sorted()
    }

    private struct FileResult {
        var wasRead = false
        var issues: [ValidationIssue] = []
    }

    /// The results array, written concurrently: iteration `i` of `concurrentPerform` is the only writer of slot `i`,
    /// and the array outlives the call.
    private final class ResultSlots: @unchecked Sendable {
        let base: UnsafeMutablePointer<FileResult>
        init(base: UnsafeMutablePointer<FileResult>) { self.base = base }
    }

    private func check(path: String) -> FileResult {
        switch readFile(atPath: path) {
        case .success(let bytes):
            return FileResult(wasRead: true, issues: bytes.withUnsafeBufferPointer { check($0, file: path) })
        case .failure(let failure):
            let issue = ValidationIssue(
                file: path, line: 0, column: 0, checker: .html, code: ioLoadErrorCode,
                message: "cannot read file: \(failure.reason)")
            return FileResult(wasRead: false, issues: [issue])
        }
    }

    private func contextFailure(file: String) -> ValidationIssue {
        ValidationIssue(
            file: file, line: 0, column: 0, checker: .html, code: 2,
            message: "libxml2 could not create a parser context")
    }

    func htmlFiles(below directory: String) throws -> [String] {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: directory, isDirectory: &isDirectory) else {
            throw ValidationError.directoryNotFound(path: directory)
        }
        guard isDirectory.boolValue else { throw ValidationError.notADirectory(path: directory) }
        let relativePaths: [String]
        do {
            relativePaths = try FileManager.default.subpathsOfDirectory(atPath: directory)
        } catch {
            throw ValidationError.unreadableDirectory(path: directory, reason: describe(error))
        }
        let base = directory.hasSuffix("/") ? directory : directory + "/"
        return
            relativePaths
            .filter { path in
                guard let dot = path.lastIndex(of: "."), !path[dot...].contains("/") else { return false }
                return htmlExtensions.contains(path[path.index(after: dot)...].lowercased())
            }
            .map { base + $0 }
            .filter { path in
                var isDirectory: ObjCBool = false
                return FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) && !isDirectory.boolValue
            }
            .sorted()
    }

    private func describe(_ error: any Error) -> String {
        if let posix = (error as NSError).userInfo[NSUnderlyingErrorKey] as? NSError, posix.domain == NSPOSIXErrorDomain
        {
            return String(cString: strerror(Int32(posix.code)))
        }
        return error.localizedDescription
    }
}

extension ValidationError: LocalizedError {
    public var errorDescription: String? { description }
}

private let htmlExtensions: Set<String> = ["html", "htm", "xhtml"]

/// libxml2's XML_IO_LOAD_ERROR.
private let ioLoadErrorCode = 1549

/// The page a fragment is checked inside: a polyglot document whose `<body>` starts on line 1, so that fragment
/// lines need no shifting and only first-line columns do.
private let fragmentPrefix = Array(
    "<!DOCTYPE html><html xmlns=\"http://www.w3.org/1999/xhtml\" lang=\"en\"><head><title>fragment</title></head><body>"
        .utf8)
private let fragmentSuffix = Array("</body></html>\n".utf8)
