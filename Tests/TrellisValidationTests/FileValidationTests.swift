import Foundation
import Testing
import TrellisValidation

@Suite("Files and directories")
struct FileValidationTests {
    let validator = HTMLValidator()

    @Test("A directory is searched recursively for .html/.htm/.xhtml; issues come sorted by file, line, column")
    func directory() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try folder.write(Fixtures.validPolyglotPage, to: "index.html")
        try folder.write(Fixtures.polyglotPage(body: "<p>a&nbsp;b</p>\n<p>x</p></div>"), to: "blog/post-2.html")
        try folder.write(Fixtures.polyglotPage(body: "<p class=\"a\" class=\"b\">x</p>"), to: "blog/post-1.html")
        try folder.write(Fixtures.validPlainHTML5Page, to: "blog/archive/old.htm")
        try folder.write(Fixtures.validPolyglotPage, to: "feed/page.XHTML")
        try folder.write("<p>not html: <<<</div>", to: "notes.txt")
        try folder.write("body > p { }", to: "style.css")
        try FileManager.default.createDirectory(atPath: folder.path + "/folder.html", withIntermediateDirectories: true)

        let report = try validator.validate(directory: folder.path)

        #expect(report.filesChecked == 5)
        #expect(report.issues == report.issues.sorted())
        let post1 = folder.path + "/blog/post-1.html"
        let post2 = folder.path + "/blog/post-2.html"
        #expect(Set(report.issues.map(\.file)) == [post1, post2])
        let summary = report.issues.map {
            "\($0.file == post1 ? "post-1" : "post-2") \($0.line) \($0.checker) \($0.code)"
        }
        // From 2.14 on, the HTML parser accepts duplicate attributes silently and the XML parser stops its cascade
        // before "Extra content at the end of the document".
        #expect(
            summary
                == (LibXML2Release.hasLegacyHTMLTokenizer
                    ? [
                        "post-1 8 html 42", "post-1 8 xml 42",
                        "post-2 8 xml 26", "post-2 9 html 76", "post-2 9 xml 76", "post-2 10 xml 76", "post-2 11 xml 5",
                    ]
                    : [
                        "post-1 8 xml 42",
                        "post-2 8 xml 26", "post-2 9 html 76", "post-2 9 xml 76", "post-2 10 xml 76",
                    ]))
    }

    @Test("A directory path with a trailing slash gives the same paths")
    func trailingSlash() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let path = try folder.write("<p>x</p></div>", to: "a.html")
        let report = try validator.validate(directory: folder.path + "/")
        #expect(report.issues.map(\.file) == [path])
    }

    @Test("An empty directory checks nothing")
    func emptyDirectory() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let report = try validator.validate(directory: folder.path)
        #expect(report.filesChecked == 0)
        #expect(report.issues.isEmpty)
    }

    @Test("A missing directory is an error naming the path")
    func missingDirectory() throws {
        let path = FileManager.default.temporaryDirectory.path + "/trellis-no-such-folder-\(UUID().uuidString)"
        let error = #expect(throws: ValidationError.self) { try validator.validate(directory: path) }
        #expect(error == .directoryNotFound(path: path))
        #expect(error?.description.contains(path) == true)
        #expect((error as (any Error)?)?.localizedDescription.contains(path) == true)
    }

    @Test("A file given as directory is an error naming the path")
    func notADirectory() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let path = try folder.write(Fixtures.validPolyglotPage, to: "index.html")
        let error = #expect(throws: ValidationError.self) { try validator.validate(directory: path) }
        #expect(error == .notADirectory(path: path))
        #expect(error?.description.contains(path) == true)
    }

    @Test("An unreadable file gives one issue at 0:0 and is not counted as checked")
    func unreadableFile() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let good = try folder.write(Fixtures.validPolyglotPage, to: "good.html")
        let missing = folder.path + "/missing.html"
        let report = validator.validate(files: [missing, good, folder.path])
        #expect(report.filesChecked == 1)
        #expect(report.issues.map(\.file) == [folder.path, missing])
        #expect(report.issues.allSatisfy { $0.line == 0 && $0.column == 0 && $0.message.hasPrefix("cannot read file") })
        #expect(report.issues.last?.message == "cannot read file: no such file or directory")
    }

    @Test("Parallel validation of many files equals validating them one by one")
    func parallelEqualsSequential() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let variants = [
            Fixtures.validPolyglotPage,
            Fixtures.polyglotPage(body: "<p>a&nbsp;b</p>"),
            Fixtures.polyglotPage(body: "<div><span>x</div>"),
            Fixtures.validPlainHTML5Page,
            Fixtures.polyglotPage(body: "<p>Tom & Jerry</p><secton>x</secton>"),
            "",
            Fixtures.polyglotPage(body: "<!-- open"),
        ]
        var paths: [String] = []
        for index in 0..<120 {
            let body = variants[index % variants.count]
            paths.append(try folder.write(body, to: "d\(index % 5)/page-\(index).html"))
        }
        paths.shuffle()

        let parallel = validator.validate(files: paths)
        var sequential: [ValidationIssue] = []
        for path in paths {
            let bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: path)))
            sequential += validator.validate(bytes, file: path)
        }

        #expect(parallel.filesChecked == paths.count)
        #expect(parallel.issues.count > 100)
        #expect(parallel.issues == sequential.sorted())
        #expect(validator.validate(files: paths).issues == parallel.issues)
        #expect(try validator.validate(directory: folder.path).issues == parallel.issues)
    }

    @Test("Many threads validating at once get the same answers")
    func concurrentCallers() async {
        let documents = [
            Array(Fixtures.validPolyglotPage.utf8),
            Array(Fixtures.polyglotPage(body: "<p>a&nbsp;b</p>\n<p>x</p></div>").utf8),
        ]
        let expected = documents.map { HTMLValidator().validate($0, file: "f") }
        let results = await withTaskGroup(of: Bool.self) { group in
            for index in 0..<64 {
                group.addTask {
                    HTMLValidator().validate(documents[index % 2], file: "f") == expected[index % 2]
                }
            }
            return await group.reduce(into: [Bool]()) { $0.append($1) }
        }
        #expect(results.count == 64)
        #expect(results.allSatisfy { $0 })
    }
}
