/// A place where a file stops being valid JSON, with a message that says what was expected there.
public struct JSONSyntaxError: Error, Sendable, Equatable {
    public var location: SourceLocation
    public var message: String

    public init(at location: SourceLocation, _ message: String) {
        self.location = location
        self.message = message
    }

    public var diagnostic: Diagnostic {
        .error("json-syntax", at: location, message)
    }
}
