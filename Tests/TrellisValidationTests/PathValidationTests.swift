import Dispatch
import Foundation
import Testing
import TrellisValidation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

@Suite("Files and folders given by a user")
struct PathValidationTests {
    let validator = HTMLValidator()

    @Test("Files and folders mix; a named file is checked whatever its extension; a path named twice once")
    func filesAndFolders() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let index = try folder.write("<p>x</p></div>", to: "site/index.html")
        try folder.write(Fixtures.validPolyglotPage, to: "other/a.html")
        let nested = try folder.write("<b><i>x</b></i>", to: "other/deeper/b.htm")
        let named = try folder.write("<p>y</p></span>", to: "x.htm")
        let snippet = try folder.write("<p>z</p></em>", to: "snippet.txt")

        let report = try validator.validate(paths: [index, folder.path + "/other", named, snippet, index])

        #expect(report.filesChecked == 5)
        #expect(Set(report.issues.map(\.file)) == [index, nested, named, snippet])
        #expect(report.issues.filter { $0.file == index }.map(\.code) == [76])
        #expect(report.issues == report.issues.sorted())
    }

    @Test("A path that does not exist is an error naming it")
    func missingPath() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let good = try folder.write(Fixtures.validPolyglotPage, to: "good.html")
        let missing = folder.path + "/typo.html"
        let error = #expect(throws: ValidationError.self) { try validator.validate(paths: [good, missing]) }
        #expect(error == .pathNotFound(path: missing))
        #expect(error?.description == "cannot validate '\(missing)': no such file or directory")
    }

    @Test("A FIFO named *.html is reported, not read, whether named or found in a folder; other FIFOs are ignored")
    func fifoIsNeverRead() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let good = try folder.write(Fixtures.validPolyglotPage, to: "site/good.html")
        let fifo = folder.path + "/site/pipe.html"
        let ignored = folder.path + "/site/pipe.txt"
        #expect(mkfifo(fifo, 0o600) == 0)
        #expect(mkfifo(ignored, 0o600) == 0)
        let named = folder.path + "/named-pipe"
        #expect(mkfifo(named, 0o600) == 0)

        let report = try #require(
            finishing(unblocking: [fifo, ignored, named]) {
                try? validator.validate(paths: [folder.path + "/site", named])
            }, "validation blocked on a FIFO")

        #expect(report.filesChecked == 1)
        #expect(report.issues.map(\.file) == [named, fifo])
        #expect(report.issues.allSatisfy { $0.message == "cannot read file: not a regular file (a FIFO)" })
        #expect(report.issues.allSatisfy { $0.line == 0 && $0.column == 0 && $0.file != good })
    }

    @Test("A device is reported, not read")
    func deviceIsNeverRead() throws {
        let report = try validator.validate(paths: ["/dev/null"])
        #expect(report.filesChecked == 0)
        #expect(report.issues.map(\.message) == ["cannot read file: not a regular file (a character device)"])
    }

    @Test("Symbolic links are followed to files and folders, without looping; broken links are reported")
    func symbolicLinks() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let root = folder.path + "/site"
        let page = try folder.write("<p>x</p></div>", to: "site/page.html")
        let nested = try folder.write("<p>y</p></div>", to: "site/sub/nested.html")
        let outside = try folder.write("<p>z</p></div>", to: "elsewhere/outside.html")
        let links = FileManager.default
        try links.createSymbolicLink(atPath: root + "/link.html", withDestinationPath: page)
        try links.createSymbolicLink(atPath: root + "/sub/up", withDestinationPath: root)
        try links.createSymbolicLink(atPath: root + "/sub/self", withDestinationPath: root + "/sub")
        try links.createSymbolicLink(atPath: root + "/again", withDestinationPath: root + "/sub")
        try links.createSymbolicLink(atPath: root + "/elsewhere", withDestinationPath: folder.path + "/elsewhere")
        try links.createSymbolicLink(atPath: root + "/dangling.html", withDestinationPath: root + "/nothing.html")
        try links.createSymbolicLink(atPath: root + "/loop.html", withDestinationPath: root + "/loop.html")

        let report = try #require(finishing(unblocking: []) { try? validator.validate(paths: [root]) })

        // "again" and "sub" are one folder (entered once, as "again", which sorts first); "up" and "self" lead
        // back into folders already entered.
        let nestedViaLink = root + "/again/nested.html"
        let issuesByFile = Dictionary(grouping: report.issues, by: \.file).mapValues { $0.map(\.message) }
        #expect(
            issuesByFile == [
                page: ["Unexpected end tag : div"],
                root + "/link.html": ["Unexpected end tag : div"],
                nestedViaLink: ["Unexpected end tag : div"],
                root + "/elsewhere/outside.html": ["Unexpected end tag : div"],
                root + "/dangling.html": ["cannot read file: no such file or directory"],
                root + "/loop.html": ["cannot read file: too many levels of symbolic links"],
            ])
        #expect(report.filesChecked == 4)
        #expect(!report.issues.contains { $0.file == nested || $0.file == outside })
    }

    @Test("validate(directory:) follows the same rules")
    func directoryWalkRefusesFIFOs() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let fifo = folder.path + "/pipe.html"
        #expect(mkfifo(fifo, 0o600) == 0)
        try FileManager.default.createSymbolicLink(atPath: folder.path + "/loop", withDestinationPath: folder.path)
        let report = try #require(finishing(unblocking: [fifo]) { try? validator.validate(directory: folder.path) })
        #expect(report.issues.map(\.file) == [fifo])
        #expect(report.filesChecked == 0)
    }
}

/// Runs `body` on another thread and waits up to ten seconds for it. Should it still be running then (blocked
/// opening or reading one of the FIFOs), each FIFO is opened for writing and closed again, which gives a blocked
/// reader end-of-file, so that the test fails instead of hanging; the result is then nil.
private func finishing<Result: Sendable>(
    unblocking fifos: [String], _ body: @escaping @Sendable () -> Result?
) -> Result? {
    let done = DispatchSemaphore(value: 0)
    let box = ResultBox<Result>()
    Thread.detachNewThread {
        box.value = body()
        done.signal()
    }
    if done.wait(timeout: .now() + 10) == .success { return box.value }
    while done.wait(timeout: .now() + 0.1) == .timedOut {
        for fifo in fifos {
            let descriptor = open(fifo, O_WRONLY | O_NONBLOCK)
            if descriptor >= 0 { close(descriptor) }
        }
    }
    return nil
}

/// The result of `finishing`'s thread, handed over through the semaphore (which orders the write before the read).
private final class ResultBox<Result>: @unchecked Sendable {
    var value: Result?
}
