import Dispatch
import TrellisSite

/// Builds the whole site every time, exactly as `trellis build` does.
///
/// The build is synchronous and keeps every core busy for its duration (it spreads its own work with
/// `DispatchQueue.concurrentPerform`); it runs on a queue of its own so that it never occupies one of the few
/// threads Swift concurrency has, which answer the browser's requests meanwhile.
public struct FullSiteRebuild: PreviewBuilder {
    public let options: BuildOptions
    private let queue = DispatchQueue(label: "trellis.serve.build")

    public init(options: BuildOptions) {
        self.options = options
    }

    public func build(changedFiles: [String]) async -> BuildResult {
        let options = options
        return await withCheckedContinuation { continuation in
            queue.async { continuation.resume(returning: SiteBuilder(options: options).build()) }
        }
    }
}
