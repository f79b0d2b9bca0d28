import ArgumentParser

/// `--feature NAME=on|off`: turns a `site.json` toggle on or off for one build.
public struct FeatureOverride: ExpressibleByArgument, Sendable, Equatable {
    public var name: String
    public var isOn: Bool

    public init?(argument: String) {
        let parts = argument.split(separator: "=", maxSplits: 1).map(String.init)
        guard parts.count == 2, !parts[0].isEmpty else { return nil }
        switch parts[1].lowercased() {
        case "on", "true", "1", "yes": isOn = true
        case "off", "false", "0", "no": isOn = false
        default: return nil
        }
        name = parts[0]
    }

    public static var defaultCompletionKind: CompletionKind { .default }
}
