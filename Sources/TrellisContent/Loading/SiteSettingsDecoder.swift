/// Reads `Content/site.json`; every key is optional and defaults as the content format says.
struct SiteSettingsDecoder {
    static let keys = ["title", "baseURL", "viewports", "features", "components", "colorScheme", "contracts"]
    static let contractKeys = ["openapi"]
    static let viewportKeys = ["name", "width", "height"]

    /// Why a `baseURL` cannot be what it was meant to be, or nil: it is an absolute `http(s)://` URL (a sitemap is
    /// written) or a path from the server's root (`/`, `/catalog/`). `example.com/catalog` is neither, and would
    /// silently give no sitemap.
    static func baseURLProblem(_ url: String) -> String? {
        let lowered = url.lowercased()
        if lowered.hasPrefix("https://") || lowered.hasPrefix("http://") {
            return url.dropFirst(lowered.hasPrefix("https://") ? 8 : 7).isEmpty
                ? "expected a URL with a host, such as \"https://design.example.com/catalog/\", found \"\(url)\"" : nil
        }
        if url.hasPrefix("/") { return nil }
        let suggestion = url.contains(".") && !url.contains(":") ? "; did you mean \"https://\(url)\"?" : ""
        return "expected an absolute http(s) URL (a sitemap is written for it) or a path starting with \"/\", "
            + "found \"\(url)\"\(suggestion)"
    }

    var log = DiagnosticLog()

    /// - Parameters:
    ///   - root: `site.json`, or nil when the project has none (and so declares no toggles).
    ///   - overrides: `--feature NAME=on|off`; each must name a toggle `site.json` declares.
    mutating func decode(_ root: JSONNode?, defaultTitle: String, overrides: [String: Bool]) -> SiteSettings {
        var settings = SiteSettings(title: defaultTitle)
        guard let root else {
            applyOverrides(&settings, overrides, declared: [])
            return settings
        }
        var decoder = ContentDecoder(form: .auto, features: [:])
        guard let object = decoder.expectObject(root, path: "", what: "an object of site settings") else {
            log.append(contentsOf: decoder.log.diagnostics)
            applyOverrides(&settings, overrides, declared: nil)
            return settings
        }
        // Every name under "features", valid or not (a bad one is reported where it is); nil when "features" is
        // there but is not an object, so which toggles were meant is unknown.
        var declared: Set<String>? = object["features"] == nil ? [] : nil
        decoder.checkKeys(object, allowed: Self.keys, path: "", what: "site.json")
        if let node = object["title"], let title = decoder.string(node, path: "title") {
            if title.allSatisfy(\.isWhitespace) {
                decoder.log.append(
                    .warning(
                        "empty-title", at: node.location, path: "title",
                        "the site's title is empty; the project folder's name, \"\(settings.title)\", is used"))
            } else {
                settings.title = title
            }
        }
        if let node = object["baseURL"], let url = decoder.string(node, path: "baseURL") {
            settings.baseURL = url
            if let problem = Self.baseURLProblem(url) {
                decoder.log.append(.warning("invalid-base-url", at: node.location, path: "baseURL", problem))
            }
        }
        if let node = object["colorScheme"], let text = decoder.string(node, path: "colorScheme") {
            if SiteSettings.colorSchemes.contains(text) {
                settings.colorScheme = text
            } else {
                decoder.log.append(
                    .error(
                        "invalid-value", at: node.location, path: "colorScheme",
                        "expected \"light\", \"dark\" or \"both\", found \"\(text)\"\(Suggestion.hint(for: text, among: SiteSettings.colorSchemes))"
                    ))
            }
        }
        if let node = object["contracts"],
            let contracts = decoder.expectObject(
                node, path: "contracts", what: "an object such as {\"openapi\": \"api/openapi.yaml\"}")
        {
            decoder.checkKeys(contracts, allowed: Self.contractKeys, path: "contracts", what: "\"contracts\"")
            if let value = contracts["openapi"], let path = decoder.string(value, path: "contracts.openapi") {
                let segments = path.split(separator: "/", omittingEmptySubsequences: false)
                if path.isEmpty || path.hasPrefix("/") || path.contains("\\") || segments.contains("..") {
                    decoder.log.append(
                        .error(
                            "invalid-value", at: value.location, path: "contracts.openapi",
                            "expected a path inside the project folder, such as \"api/openapi.yaml\", found \"\(path)\""
                        ))
                } else {
                    settings.openAPIDocument = path
                    settings.openAPILocation = value.location
                }
            }
        }
        if let node = object["components"], let text = decoder.string(node, path: "components") {
            if let form = ComponentForm(rawValue: text) {
                settings.componentForm = form
            } else {
                decoder.log.append(
                    .error(
                        "invalid-value", at: node.location, path: "components",
                        "expected \"auto\", \"wrapped\" or \"flat\", found \"\(text)\""))
            }
        }
        if let node = object["features"],
            let features = decoder.expectObject(node, path: "features", what: "an object of feature name → true/false")
        {
            declared = Set(features.members.map(\.key))
            for member in features.members {
                let path = JSONPath.key("features", member.key)
                guard Identifier.isSafeSegment(member.key) else {
                    decoder.log.append(
                        .error(
                            "invalid-feature", at: member.keyLocation, path: path,
                            "a feature name is letters, digits, '.', '_' or '-', found \"\(member.key)\""))
                    continue
                }
                guard let flag = member.value.boolValue else {
                    decoder.log.append(
                        .error(
                            "wrong-type", at: member.value.location, path: path,
                            "expected true or false, found \(member.value.value.briefDescription)"))
                    // Still declared (the build fails on the error): pages that use it are not also told it is not.
                    settings.features.append(SiteSettings.Feature(name: member.key, isOn: false))
                    continue
                }
                settings.features.append(SiteSettings.Feature(name: member.key, isOn: flag))
            }
        }
        if let node = object["viewports"], let items = decoder.array(node, path: "viewports") {
            var viewports: [Viewport] = []
            for (index, item) in items.enumerated() {
                if let viewport = self.viewport(item, path: JSONPath.index("viewports", index), decoder: &decoder) {
                    if viewports.contains(where: { $0.name == viewport.name }) {
                        decoder.log.append(
                            .error(
                                "duplicate-id", at: item.location, path: JSONPath.index("viewports", index),
                                "duplicate viewport name \"\(viewport.name)\""))
                    } else {
                        viewports.append(viewport)
                    }
                }
            }
            if items.isEmpty {
                decoder.log.append(
                    .error("invalid-value", at: node.location, path: "viewports", "expected at least one viewport"))
            } else if !viewports.isEmpty {
                settings.viewports = viewports
            }
        }
        log.append(contentsOf: decoder.log.diagnostics)
        applyOverrides(&settings, overrides, declared: declared)
        return settings
    }

    /// Sets each overridden toggle. A name `site.json` does not declare is an error, not a new toggle: a typo
    /// (`--feature promoo=on`) would otherwise build the site with the real toggle silently left as it was.
    ///
    /// - Parameter declared: the names under `"features"`; nil when they cannot be known (a `site.json` that is
    ///   not an object, or whose `"features"` is not), which is already an error, so the names go unchecked.
    private mutating func applyOverrides(
        _ settings: inout SiteSettings, _ overrides: [String: Bool], declared: Set<String>?
    ) {
        for (name, isOn) in overrides.sorted(by: { $0.key < $1.key }) {
            if let index = settings.features.firstIndex(where: { $0.name == name }) {
                settings.features[index].isOn = isOn
            } else if let declared, !declared.contains(name) {
                log.append(Self.unknownOverride(name, isOn: isOn, declared: declared))
            }
        }
    }

    /// `--feature promoo=on names no toggle declared in site.json "features"; did you mean "promo"?`, at no file: the
    /// mistake is on the command line.
    static func unknownOverride(_ name: String, isOn: Bool, declared: Set<String>) -> Diagnostic {
        let names = declared.sorted()
        var advice = Suggestion.hint(for: name, among: names)
        if advice.isEmpty {
            advice =
                names.isEmpty
                ? "; it declares none" : "; it declares \(names.map { "\"\($0)\"" }.joined(separator: ", "))"
        }
        return .error(
            "unknown-feature", at: nil,
            "--feature \(name)=\(isOn ? "on" : "off") names no toggle declared in site.json \"features\"\(advice)")
    }

    private func viewport(_ node: JSONNode, path: String, decoder: inout ContentDecoder) -> Viewport? {
        guard let object = decoder.expectObject(node, path: path, what: "a viewport {\"name\", \"width\", \"height\"}")
        else { return nil }
        decoder.checkKeys(object, allowed: Self.viewportKeys, path: path, what: "viewport")
        guard let nameNode = object["name"] else {
            decoder.log.append(.error("missing-key", at: node.location, path: path, "a viewport needs a \"name\""))
            return nil
        }
        guard let name = decoder.string(nameNode, path: JSONPath.key(path, "name")) else { return nil }
        guard Identifier.isFileNameWord(name) else {
            decoder.log.append(
                .error(
                    "invalid-name", at: nameNode.location, path: JSONPath.key(path, "name"),
                    "a viewport name is letters, digits, '_' or '-', found \"\(name)\""))
            return nil
        }
        if let problem = Identifier.fileNameWordProblem(name, what: "viewport") {
            decoder.log.append(.error("invalid-name", at: nameNode.location, path: JSONPath.key(path, "name"), problem))
            return nil
        }
        guard let widthNode = object["width"] else {
            decoder.log.append(.error("missing-key", at: node.location, path: path, "a viewport needs a \"width\""))
            return nil
        }
        guard let width = Self.pixels(widthNode, path: JSONPath.key(path, "width"), decoder: &decoder) else {
            return nil
        }
        var height = 800.0
        if let heightNode = object["height"] {
            guard let value = Self.pixels(heightNode, path: JSONPath.key(path, "height"), decoder: &decoder) else {
                return nil
            }
            height = value
        }
        return Viewport(name: name, width: width, height: height)
    }

    /// A viewport dimension: a whole number from 1 to 10,000 CSS pixels (an iframe's width is an integer).
    private static func pixels(_ node: JSONNode, path: String, decoder: inout ContentDecoder) -> Double? {
        guard let number = node.numberValue?.integerValue, number >= 1, number <= 10_000 else {
            decoder.log.append(
                .error(
                    "invalid-value", at: node.location, path: path,
                    "expected a whole number of pixels from 1 to 10000, found \(node.value.briefDescription)"))
            return nil
        }
        return Double(number)
    }
}
