import Dispatch
import TrellisSite

/// Builds the site as `trellis build` does (unchanged pages come from the build cache), and shows the pages an edit
/// concerns before that build has finished.
///
/// Builds are synchronous and keep every core busy for their duration (they spread their own work with
/// `DispatchQueue.concurrentPerform`); they run on a queue of their own so that they never occupy one of the few
/// threads Swift concurrency has, which answer the browser's requests meanwhile. Previews run on another queue,
/// so that a page requested during a build is rendered at once rather than after it: the session they share takes
/// the last good build under a lock, and a preview renders into memory only.
public struct SiteRebuild: PreviewBuilder {
    public let options: BuildOptions
    private let queue = DispatchQueue(label: "trellis.serve.build")
    private let previewQueue = DispatchQueue(label: "trellis.serve.preview", attributes: .concurrent)
    private let session = PreviewSession()

    public init(options: BuildOptions) {
        self.options = options
    }

    public func build(changedFiles: [String]) async -> BuildResult {
        var configured = SiteBuilder(options: options)
        configured.session = session
        let builder = configured
        return await withCheckedContinuation { continuation in
            queue.async { continuation.resume(returning: builder.build()) }
        }
    }

    public func preview(_ request: PreviewRequest) async -> [String: [UInt8]]? {
        let session = session
        let project = options.projectDirectory
        return await withCheckedContinuation { continuation in
            previewQueue.async {
                continuation.resume(returning: session.renderPreview(request, projectDirectory: project))
            }
        }
    }
}
