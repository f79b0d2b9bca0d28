import Dispatch
import Foundation

/// Checks generated HTML with libxml2: the HTML parser on every document, plus the XML parser (strict
/// well-formedness) on polyglot XHTML5. See docs/validation.md.
public struct HTMLValidator: Sendable {
    /// A further check of every file read by `validate(files:)`/`validate(paths:)`, given the bytes and the file
    /// name: `trellis validate` adds the WHATWG HTML5 rules this way, which libxml2 (HTML 4 before 2.14) lacks.
    private let documentCheck: (@Sendable ([UInt8], String) -> [ValidationIssue])?
    /// The section shapes this validator found clean or not (`validate(_:checkedApart:sections:file:)`).
    private let sectionShapes = SectionShapes()

    public init(documentCheck: (@Sendable ([UInt8], String) -> [ValidationIssue])? = nil) {
        self.documentCheck = documentCheck
    }

    /// The version of libxml2 loaded at run time, for example "2.9.14" or "2.15.4". Releases differ in what their
    /// HTML parser reports (see docs/validation.md), so a report is only fully comparable with one from the same
    /// release.
    public static var libxml2Version: String { LibXML2.runtimeVersion }

    /// The version of the libxml2 headers Trellis was compiled against (`LIBXML_DOTTED_VERSION`).
    public static var libxml2CompiledVersion: String { LibXML2.compiledVersion }

    /// Checks one document. Runs libxml2's HTML parser on every document, and additionally the XML parser (strict
    /// well-formedness) when the document is polyglot XHTML, i.e. its <html> start tag declares
    /// xmlns="http://www.w3.org/1999/xhtml". An element name that is neither HTML (Living Standard, or HTML 4 as
    /// libxml2 knows it) nor custom (with '-') nor inside svg/math is an error 801 "Tag X invalid". In a plain HTML
    /// document HTML5's rules apply to a bare `&` (`?a=1&b=2`, `Tom & Jerry`): it is not an error.
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

    /// Checks a polyglot page some of whose parts (`checkedApart`, byte ranges of `bytes`) are component markup
    /// that `isCleanInItemBox` already found clean: both parsers read the page with those parts cut out. A part
    /// found clean alone is clean where a page places it: it is balanced markup that an item box holds alone, and
    /// well-formedness is local (no DTD, no entity but XML's own, namespaces declared inside the part). So when
    /// the cut page reads clean, the page is, and nothing needs reporting. Otherwise — or for a page that is not
    /// polyglot — the page is read again in full, exactly as `validate(_:file:)` does, so every issue is reported
    /// with its real place.
    public func validate(_ bytes: [UInt8], checkedApart: [Range<Int>], file: String) -> [ValidationIssue] {
        guard !checkedApart.isEmpty, bytes.withUnsafeBufferPointer(declaresXHTMLNamespace) else {
            return validate(bytes, file: file)
        }
        let skeleton = Self.cutting(checkedApart, from: bytes)
        let isClean = ParserPool.withContexts { contexts in
            skeleton.withUnsafeBufferPointer { buffer in
                contexts.check(buffer, file: file, checker: .html).isEmpty
                    && contexts.check(buffer, file: file, checker: .xml).isEmpty
            }
        }
        return isClean == true ? [] : validate(bytes, file: file)
    }

    /// `validateWellFormedness(_:file:)` for a page with parts checked apart (see `validate(_:checkedApart:file:)`):
    /// the XML parser reads the page without them, and the whole page again if it finds anything.
    public func validateWellFormedness(_ bytes: [UInt8], checkedApart: [Range<Int>], file: String)
        -> [ValidationIssue]
    {
        guard !checkedApart.isEmpty else { return validateWellFormedness(bytes, file: file) }
        let skeleton = Self.cutting(checkedApart, from: bytes)
        let isClean = ParserPool.withContexts { contexts in
            skeleton.withUnsafeBufferPointer { contexts.check($0, file: file, checker: .xml).isEmpty }
        }
        return isClean == true ? [] : validateWellFormedness(bytes, file: file)
    }

    /// `validate(_:checkedApart:file:)` for a rendering whose `sections` (byte ranges of `bytes`, in order, each
    /// holding the parts checked apart that fall in it) are Trellis's own section markup: the page is read with
    /// each section replaced by an empty `<section>`, and each section (its parts cut out) in the `<main>` of a page
    /// of its own — once per shape for the whole build (`SectionShapes`), since sections repeat a few arrangements
    /// with other numbers and ids. Each section is balanced markup that a `<main>` holds, as the page holds it, and
    /// well-formedness is local, so when the page and every section read clean the page is clean. Otherwise the
    /// page is read again in full, so every issue is reported with its real place; sections that do not fit the
    /// page give `validate(_:checkedApart:file:)`.
    public func validate(
        _ bytes: [UInt8], checkedApart: [Range<Int>], sections: [Range<Int>], file: String
    ) -> [ValidationIssue] {
        guard bytes.withUnsafeBufferPointer(declaresXHTMLNamespace),
            let isClean = isClean(bytes, checkedApart: checkedApart, sections: sections, checkers: .htmlAndXML)
        else { return validate(bytes, checkedApart: checkedApart, file: file) }
        return isClean ? [] : validate(bytes, file: file)
    }

    /// `validateWellFormedness(_:checkedApart:file:)` with the sections read apart, once per shape (see
    /// `validate(_:checkedApart:sections:file:)`): the XML parser alone.
    public func validateWellFormedness(
        _ bytes: [UInt8], checkedApart: [Range<Int>], sections: [Range<Int>], file: String
    ) -> [ValidationIssue] {
        guard let isClean = isClean(bytes, checkedApart: checkedApart, sections: sections, checkers: .xml) else {
            return validateWellFormedness(bytes, checkedApart: checkedApart, file: file)
        }
        return isClean ? [] : validateWellFormedness(bytes, file: file)
    }

    /// Whether the page with its sections replaced and every section apart read clean; nil when the sections and
    /// parts do not fit the page (out of order or range, a part outside every section).
    private func isClean(
        _ bytes: [UInt8], checkedApart parts: [Range<Int>], sections: [Range<Int>], checkers: SectionShapes.Checkers
    ) -> Bool? {
        guard !sections.isEmpty else { return nil }
        var page: [UInt8] = []
        page.reserveCapacity(bytes.count / 4)
        var skeletons: [[UInt8]] = []
        skeletons.reserveCapacity(sections.count)
        var copied = 0
        var partIndex = 0
        for section in sections {
            guard section.lowerBound >= copied, section.upperBound <= bytes.count else { return nil }
            page.append(contentsOf: bytes[copied..<section.lowerBound])
            page.append(contentsOf: sectionPlaceholder)
            var skeleton: [UInt8] = []
            skeleton.reserveCapacity(section.count / 2)
            var from = section.lowerBound
            while partIndex < parts.count, parts[partIndex].lowerBound < section.upperBound {
                let part = parts[partIndex]
                guard part.lowerBound >= from, part.upperBound <= section.upperBound else { return nil }
                skeleton.append(contentsOf: bytes[from..<part.lowerBound])
                from = part.upperBound
                partIndex += 1
            }
            skeleton.append(contentsOf: bytes[from..<section.upperBound])
            skeletons.append(skeleton)
            copied = section.upperBound
        }
        guard partIndex == parts.count else { return nil }
        page.append(contentsOf: bytes[copied...])
        guard parse(page, checkers: checkers, file: "") else { return false }
        for skeleton in skeletons {
            let isClean = sectionShapes.isClean(skeleton, checkers: checkers) { section in
                var page = sectionPagePrefix
                page.reserveCapacity(sectionPagePrefix.count + section.count + sectionPageSuffix.count)
                page.append(contentsOf: section)
                page.append(contentsOf: sectionPageSuffix)
                return parse(page, checkers: checkers, file: "")
            }
            guard isClean else { return false }
        }
        return true
    }

    /// Whether the parsers find nothing in `bytes`.
    private func parse(_ bytes: [UInt8], checkers: SectionShapes.Checkers, file: String) -> Bool {
        let isClean = bytes.withUnsafeBufferPointer { buffer in
            ParserPool.withContexts { contexts in
                (checkers == .xml || contexts.check(buffer, file: file, checker: .html).isEmpty)
                    && contexts.check(buffer, file: file, checker: .xml).isEmpty
            }
        }
        return isClean == true
    }

    /// Whether libxml2 finds nothing in component markup (polyglot XHTML) placed as a page places it, in an item
    /// box (`<div>`) of a section of the page's `<main>`: neither its HTML parser nor its XML parser.
    public func isCleanInItemBox(_ markup: [UInt8]) -> Bool {
        var bytes = itemBoxPrefix
        bytes.reserveCapacity(itemBoxPrefix.count + markup.count + itemBoxSuffix.count)
        bytes.append(contentsOf: markup)
        bytes.append(contentsOf: itemBoxSuffix)
        let isClean = bytes.withUnsafeBufferPointer { buffer in
            ParserPool.withContexts { contexts in
                contexts.check(buffer, file: "", checker: .html).isEmpty
                    && contexts.check(buffer, file: "", checker: .xml).isEmpty
            }
        }
        return isClean == true
    }

    /// `bytes` without `parts` (sorted, not overlapping; a part out of order or out of range is left in).
    private static func cutting(_ parts: [Range<Int>], from bytes: [UInt8]) -> [UInt8] {
        var skeleton: [UInt8] = []
        skeleton.reserveCapacity(bytes.count)
        var copied = 0
        for part in parts where part.lowerBound >= copied && part.upperBound <= bytes.count {
            skeleton.append(contentsOf: bytes[copied..<part.lowerBound])
            copied = part.upperBound
        }
        skeleton.append(contentsOf: bytes[copied...])
        return skeleton
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
    /// gives one issue at line 0, column 0 (checker `.html`, code `ValidationIssue.readFailureCode`) saying why; so
    /// does a path that is not a regular file (a FIFO, a socket, a device), which is never opened for reading.
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
    /// Paths in the issues are the directory path joined with the path below it. Symbolic links are followed, but
    /// every folder is entered once; an HTML-named entry that is not a regular file (a FIFO, a socket, a dangling
    /// link) gives an issue instead of being read.
    public func validate(directory: String) throws -> ValidationReport {
        try validate(files: HTMLFileFinder.files(below: directory))
    }

    /// Checks files and folders given by a user, as `trellis validate` does: a folder stands for the HTML files
    /// below it (as in `validate(directory:)`), any other path is checked as a document, whatever its name. A path
    /// named twice is checked once. A path that does not exist throws `ValidationError.pathNotFound`; one that
    /// exists but is not a regular file (a FIFO, a socket, a device) gives an issue saying so and is never read.
    public func validate(paths: [String]) throws -> ValidationReport {
        var files: [String] = []
        var listed: Set<String> = []
        for path in paths {
            let found: [String]
            switch pathKind(path) {
            case .missing: throw ValidationError.pathNotFound(path: path)
            case .directory: found = try HTMLFileFinder.files(below: path)
            case .other: found = [path]
            }
            for file in found where listed.insert(file).inserted { files.append(file) }
        }
        return validate(files: files)
    }

    // MARK: - Internals

    private func check(_ bytes: UnsafeBufferPointer<UInt8>, file: String) -> [ValidationIssue] {
        let polyglot = declaresXHTMLNamespace(bytes)
        let issues =
            ParserPool.withContexts { contexts in
                var issues = contexts.check(bytes, file: file, checker: .html, isPlainHTML: !polyglot)
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
            var issues = bytes.withUnsafeBufferPointer { check($0, file: path) }
            if let documentCheck { issues = (issues + documentCheck(bytes, path)).sorted() }
            return FileResult(wasRead: true, issues: issues)
        case .failure(let failure):
            let issue = ValidationIssue(
                file: path, line: 0, column: 0, checker: .html, code: ValidationIssue.readFailureCode,
                message: "cannot read file: \(failure.reason)")
            return FileResult(wasRead: false, issues: [issue])
        }
    }

    private func contextFailure(file: String) -> ValidationIssue {
        ValidationIssue(
            file: file, line: 0, column: 0, checker: .html, code: 2,
            message: "libxml2 could not create a parser context")
    }

    private enum PathKind {
        case missing, directory, other
    }

    /// What a user-given path is, following symbolic links. Only a path that does not exist at all is `missing`; a
    /// path that cannot be examined for another reason (a looping link, no permission) is `other`, so that reading
    /// it reports why.
    private func pathKind(_ path: String) -> PathKind {
        var status = stat()
        if stat(path, &status) == 0 { return (status.st_mode & S_IFMT) == S_IFDIR ? .directory : .other }
        return errno == ENOENT ? .missing : .other
    }
}

extension ValidationError: LocalizedError {
    public var errorDescription: String? { description }
}

/// The page a fragment is checked inside: a polyglot document whose `<body>` starts on line 1, so that fragment
/// lines need no shifting and only first-line columns do.
private let fragmentPrefix = Array(
    "<!DOCTYPE html><html xmlns=\"http://www.w3.org/1999/xhtml\" lang=\"en\"><head><title>fragment</title></head><body>"
        .utf8)
private let fragmentSuffix = Array("</body></html>\n".utf8)

/// What stands for a section in a rendering read without its sections.
private let sectionPlaceholder = Array("<section></section>".utf8)

/// The page a rendering's section is checked in: in the `<main>` the built-in theme places sections in.
private let sectionPagePrefix = Array(
    ("<!DOCTYPE html>\n<html xmlns=\"http://www.w3.org/1999/xhtml\" lang=\"en\">\n<head>\n<meta charset=\"utf-8\" />\n"
        + "<title>section</title>\n</head>\n<body>\n<main>\n").utf8)
private let sectionPageSuffix = Array("</main>\n</body>\n</html>\n".utf8)

/// The page a component's markup is checked in by `isCleanInItemBox`: the elements a rendering places it in.
private let itemBoxPrefix = Array(
    ("<!DOCTYPE html>\n<html xmlns=\"http://www.w3.org/1999/xhtml\" lang=\"en\">\n<head>\n<meta charset=\"utf-8\" />\n"
        + "<title>item</title>\n</head>\n<body>\n<main>\n<section>\n<div class=\"t-sec\">\n<div class=\"t-item\">").utf8
)
private let itemBoxSuffix = Array("</div>\n</div>\n</section>\n</main>\n</body>\n</html>\n".utf8)
