import Foundation

/// Finds the shared real-world test data, which lives outside the repository (`<repo>/../shared/realworld/`) so it
/// is never copied into it. Falls back to `/work/shared/realworld` for scratch packages that reach these tests
/// through a symbolic link, where `#filePath` does not lead back to the repository.
enum SharedTestData {
    static let realWorld: URL = {
        var folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        let fileManager = FileManager.default
        while folder.path != "/" {
            if fileManager.fileExists(atPath: folder.appendingPathComponent("Package.swift").path) {
                let candidate = folder.deletingLastPathComponent().appendingPathComponent("shared/realworld")
                if fileManager.fileExists(atPath: candidate.path) { return candidate }
                break
            }
            folder = folder.deletingLastPathComponent()
        }
        return URL(fileURLWithPath: "/work/shared/realworld")
    }()

    static let mustacheSpec = realWorld.appendingPathComponent("mustache-spec")
}
