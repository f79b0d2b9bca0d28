import Foundation
import TrellisContent
import TrellisTestSupport

@testable import TrellisSite

/// Helpers for the output-safety tests: exact pictures of folders, dead process ids, builds with injected faults.
enum OutputSafetySupport {
    /// Everything below `folder`, hidden entries included, links not followed: each path with its kind and its
    /// bytes or link destination. Two equal pictures mean nothing was added, removed, changed or replaced.
    static func picture(of folder: URL) -> [String: String] {
        var result: [String: String] = [:]
        func walk(_ url: URL, _ relative: String) {
            let names = (try? FileManager.default.contentsOfDirectory(atPath: url.path)) ?? []
            for name in names {
                let child = url.appendingPathComponent(name)
                let path = relative.isEmpty ? name : relative + "/" + name
                let type = (try? FileManager.default.attributesOfItem(atPath: child.path))?[.type] as? FileAttributeType
                switch type {
                case .typeDirectory?:
                    result[path] = "folder"
                    walk(child, path)
                case .typeSymbolicLink?:
                    result[path] =
                        "link to " + ((try? FileManager.default.destinationOfSymbolicLink(atPath: child.path)) ?? "?")
                default:
                    result[path] = "file " + ((try? Data(contentsOf: child))?.base64EncodedString() ?? "?")
                }
            }
        }
        walk(folder, "")
        return result
    }

    /// Names in a folder that look like a build's working folders.
    static func workingFolders(in folder: URL) -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).filter {
            $0.contains(".trellis-tmp-") || $0.contains(".trellis-old-") || $0.contains(".trellis-update-")
                || $0.contains(".trellis-spill-")
        }.sorted()
    }

    /// Every regular file below `folder`, as paths relative to it, links not followed.
    static func files(in folder: URL) -> [String] {
        picture(of: folder).filter { $0.value.hasPrefix("file ") }.map(\.key).sorted()
    }

    /// The id of a process that has ended: what a crashed build leaves in its working folders' names.
    static func deadProcessID() throws -> Int32 {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        process.arguments = ["-c", "exit 0"]
        try process.run()
        process.waitUntilExit()
        return process.processIdentifier
    }

    static func isSymbolicLink(_ url: URL) -> Bool {
        (try? FileManager.default.attributesOfItem(atPath: url.path))?[.type] as? FileAttributeType
            == .typeSymbolicLink
    }

    /// Builds like `TemporaryProject.build`, with `step` failing with `code`.
    static func build(
        _ project: TemporaryProject,
        output: String? = nil,
        force: Bool = false,
        failing step: PublishStep?,
        with code: Int32 = ENOSPC
    ) -> BuildResult {
        var options = BuildOptions(projectDirectory: project.path, outputDirectory: output.map { project.url($0).path })
        options.force = force
        var builder = SiteBuilder(options: options)
        if let step { builder.faults = { $0 == step ? code : nil } }
        return builder.build()
    }
}
