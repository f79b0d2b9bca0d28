import TrellisContent

/// What reading the layouts and sizes of some pages found: reading problems, and engine findings with the
/// renderings (viewports and variants) each applies to.
///
/// One page's findings are what a planner reading that page alone reports; the findings of a whole site are those
/// of its pages absorbed in page order (`absorb`), which is what one planner reading every page reports. That is
/// why a page's findings can be kept in the build cache with its rendering: an unchanged page is not read again,
/// and the site still reports each problem once, naming every rendering it applies to.
public struct LayoutFindings: Sendable {
    /// One engine finding, without the renderings named in its message, and the renderings it applies to, each list
    /// in the order first found.
    public struct Finding: Sendable, Equatable {
        public var diagnostic: Diagnostic
        public var viewports: [String]
        public var variants: [String?]

        public init(diagnostic: Diagnostic, viewports: [String], variants: [String?]) {
            self.diagnostic = diagnostic
            self.viewports = viewports
            self.variants = variants
        }
    }

    /// Reading problems (keys, values, sizes, contract sizes), each once, in the order found.
    public private(set) var problems: [Diagnostic] = []
    /// Engine findings, each once, in the order first found.
    public private(set) var findings: [Finding] = []
    private var knownProblems: Set<Diagnostic> = []
    private var findingPositions: [Diagnostic: Int] = [:]

    public init() {}

    /// Findings as the build cache kept them.
    public init(problems: [Diagnostic], findings: [Finding]) {
        for problem in problems { report(problem) }
        for finding in findings {
            for viewport in finding.viewports {
                for variant in finding.variants { record(finding.diagnostic, viewport: viewport, variant: variant) }
            }
        }
    }

    public var isEmpty: Bool { problems.isEmpty && findings.isEmpty }

    /// Adds a reading problem unless it is already known (a layout object read by two pages is one problem).
    mutating func report(_ problem: Diagnostic) {
        if knownProblems.insert(problem).inserted { problems.append(problem) }
    }

    /// Notes that the rendering at `viewport` in `variant` (nil: the page's default) has the engine finding.
    mutating func record(_ finding: Diagnostic, viewport: String, variant: String?) {
        guard let position = findingPositions[finding] else {
            findingPositions[finding] = findings.count
            findings.append(Finding(diagnostic: finding, viewports: [viewport], variants: [variant]))
            return
        }
        if !findings[position].viewports.contains(viewport) { findings[position].viewports.append(viewport) }
        if !findings[position].variants.contains(variant) { findings[position].variants.append(variant) }
    }

    /// Takes in the findings of pages that follow, as if the same planner had gone on to read them: problems
    /// already known are not repeated, and each finding names the renderings of both.
    public mutating func absorb(_ later: LayoutFindings) {
        for problem in later.problems { report(problem) }
        for finding in later.findings {
            for viewport in finding.viewports {
                for variant in finding.variants { record(finding.diagnostic, viewport: viewport, variant: variant) }
            }
        }
    }

    /// Every problem, each once: reading problems first, then engine findings naming their renderings (the width
    /// of a viewport comes from `viewports`, the site's).
    public func diagnostics(viewports: [Viewport]) -> [Diagnostic] {
        problems
            + findings.map { finding in
                let named = finding.viewports.map { name in
                    viewports.first { $0.name == name } ?? Viewport(name: name, width: 0, height: 0)
                }
                let variants = finding.variants.contains(nil) ? [] : finding.variants.compactMap { $0 }
                var diagnostic = finding.diagnostic
                diagnostic.message += " " + LayoutResolver.viewportNote(named, variants: variants)
                return diagnostic
            }
    }
}

extension LayoutFindings: Equatable {
    public static func == (lhs: LayoutFindings, rhs: LayoutFindings) -> Bool {
        lhs.problems == rhs.problems && lhs.findings == rhs.findings
    }
}
