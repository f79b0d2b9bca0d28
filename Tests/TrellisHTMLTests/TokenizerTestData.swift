import Foundation

/// Finds the html5lib tokenizer tests, which live outside the repository (`<repo>/../shared/realworld/`) so
/// they are never copied into it. Falls back to `/work/shared/realworld` for scratch packages that reach
/// these tests through a symbolic link, where `#filePath` does not lead back to the repository.
enum TokenizerTestData {
    static let html5libTokenizer: URL = {
        var folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        let fileManager = FileManager.default
        while folder.path != "/" {
            if fileManager.fileExists(atPath: folder.appendingPathComponent("Package.swift").path) {
                let candidate = folder.deletingLastPathComponent()
                    .appendingPathComponent("shared/realworld/html5lib-tokenizer")
                if fileManager.fileExists(atPath: candidate.path) { return candidate }
                break
            }
            folder = folder.deletingLastPathComponent()
        }
        return URL(fileURLWithPath: "/work/shared/realworld/html5lib-tokenizer")
    }()
}
