/// Why `trellis serve` could not start.
public struct PreviewServerError: Error, CustomStringConvertible {
    public var description: String

    static func noFreePort(host: String, from port: Int, attempts: Int) -> PreviewServerError {
        let range = attempts > 1 ? "ports \(port) to \(port + attempts - 1) are" : "port \(port) is"
        return PreviewServerError(
            description:
                "cannot listen on \(host): \(range) in use or not available; choose another with --port (or --host)"
        )
    }
}
