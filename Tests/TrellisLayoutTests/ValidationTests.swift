import Testing
import TrellisLayout

/// `SectionLayout.validate(containerWidth:)`: one row per error code (and the cases that must stay quiet).
struct ValidationTests {
    struct Case: Sendable, CustomStringConvertible {
        let description: String
        let layout: SectionLayout
        var containerWidth = 375.0
        /// (code, keyPath, message)
        let expected: [Expected]

        struct Expected: Sendable, Equatable {
            let code: String
            let keyPath: [String]
            let message: String
        }

        init(_ description: String, _ layout: SectionLayout, width: Double = 375, _ expected: [Expected]) {
            self.description = description
            self.layout = layout
            self.containerWidth = width
            self.expected = expected
        }
    }

    static func issue(_ code: String, _ keyPath: [String], _ message: String) -> Case.Expected {
        Case.Expected(code: code, keyPath: keyPath, message: message)
    }

    static let flow = SectionLayout(type: .flow)
    static let horizontal = SectionLayout(type: .flow, scrollDirection: .horizontal, height: 200)

    static let cases: [Case] = [
        Case(
            "negative spacing", SectionLayout(type: .flow, spacing: -4),
            [
                issue("E_NEGATIVE", ["spacing"], "expected a number ≥ 0, found -4")
            ]),
        Case(
            "NaN line spacing", SectionLayout(type: .grid, lineSpacing: .nan),
            [
                issue("E_NOT_FINITE", ["lineSpacing"], "expected a finite number ≥ 0, found NaN")
            ]),
        Case(
            "negative inset", SectionLayout(type: .list, insets: EdgeInsets(left: -1.5)),
            [
                issue("E_NEGATIVE", ["insets", "left"], "expected a number ≥ 0, found -1.5")
            ]),
        Case(
            "infinite inset", SectionLayout(type: .carousel, insets: EdgeInsets(top: .infinity)),
            [
                issue("E_NOT_FINITE", ["insets", "top"], "expected a finite number ≥ 0, found infinity")
            ]),
        Case(
            "zero item width", SectionLayout(type: .flow, itemSize: ItemSize(width: 0, height: 40)),
            [
                issue("E_NONPOSITIVE_SIZE", ["itemSize", "width"], "expected a number > 0, found 0")
            ]),
        Case(
            "NaN item height", SectionLayout(type: .carousel, itemSize: ItemSize(width: 40, height: .points(.nan))),
            [
                issue("E_NONPOSITIVE_SIZE", ["itemSize", "height"], "expected a number > 0, found NaN")
            ]),
        Case(
            "negative itemHeight", SectionLayout(type: .list, itemHeight: -10),
            [
                issue("E_NONPOSITIVE_SIZE", ["itemHeight"], "expected a number > 0, found -10")
            ]),
        Case(
            "absurd spacing", SectionLayout(type: .flow, spacing: 2_000_000),
            [
                issue("E_TOO_LARGE", ["spacing"], "expected at most 1000000, found 2000000")
            ]),
        Case(
            "absurd item width", SectionLayout(type: .flow, itemSize: ItemSize(width: 1e7, height: 10)),
            [
                issue("E_TOO_LARGE", ["itemSize", "width"], "expected at most 1000000, found 10000000")
            ]),
        Case(
            "zero columns", SectionLayout(type: .grid, columns: 0),
            [
                issue("E_OUT_OF_RANGE", ["columns"], "expected an integer ≥ 1, found 0")
            ]),
        Case(
            "negative rows", SectionLayout(type: .carousel, rows: -2),
            [
                issue("E_OUT_OF_RANGE", ["rows"], "expected an integer ≥ 1, found -2")
            ]),
        Case(
            "absurd columns", SectionLayout(type: .grid, columns: 20_000, spacing: 0),
            [
                issue("E_TOO_LARGE", ["columns"], "expected at most 10000, found 20000")
            ]),
        Case(
            "horizontal flow without height", SectionLayout(type: .flow, scrollDirection: .horizontal),
            [
                issue("E_MISSING_HEIGHT", ["height"], "a horizontal flow needs \"height\", the section's height in px")
            ]),
        Case(
            "vertical flow with height", SectionLayout(type: .flow, height: 100),
            [
                issue(
                    "E_UNEXPECTED_HEIGHT", ["height"],
                    "\"height\" applies only to a horizontal flow; remove it or set \"scrollDirection\": \"horizontal\""
                )
            ]),
        Case(
            "zero height", SectionLayout(type: .flow, scrollDirection: .horizontal, height: 0),
            [
                issue("E_NONPOSITIVE_SIZE", ["height"], "expected a number > 0, found 0")
            ]),
        Case(
            "insets leave no line", SectionLayout(type: .flow, insets: EdgeInsets(left: 200, right: 200)),
            [
                issue("E_NO_ROOM", ["insets"], "insets left 200 and right 200 leave no room in a container 375 px wide")
            ]),
        Case(
            "insets leave no column",
            SectionLayout(
                type: .flow, insets: EdgeInsets(top: 60, bottom: 40), scrollDirection: .horizontal, height: 100),
            [issue("E_NO_ROOM", ["insets"], "insets top 60 and bottom 40 leave no room in a section 100 px high")]),
        Case(
            "grid columns leave no room", SectionLayout(type: .grid, columns: 5, spacing: 100),
            [
                issue("E_NO_ROOM", ["columns"], "5 columns with spacing 100 leave no room in 375 px")
            ]),
        Case(
            "zero-width container", SectionLayout(type: .list), width: 0,
            [
                issue("E_NO_ROOM", [], "the container width must be a number > 0, found 0")
            ]),
        Case(
            "NaN container", SectionLayout(type: .carousel), width: .nan,
            [
                issue("E_NO_ROOM", [], "the container width must be a number > 0, found NaN")
            ]),
        Case(
            "absurd container", SectionLayout(type: .list), width: 2e6,
            [
                issue("E_TOO_LARGE", [], "the container width must be at most 1000000, found 2000000")
            ]),
        Case(
            "auto width in a flow", SectionLayout(type: .flow, itemSize: ItemSize(width: .auto, height: 40)),
            [
                issue(
                    "E_AUTO_WIDTH", ["itemSize", "width"],
                    "a flow needs item widths as numbers: \"auto\" cannot be laid out at build time")
            ]),
        Case(
            "auto width in a carousel", SectionLayout(type: .carousel, itemSize: ItemSize(width: .auto, height: .auto)),
            [
                issue(
                    "E_AUTO_WIDTH", ["itemSize", "width"],
                    "a carousel needs item widths as numbers: \"auto\" cannot be laid out at build time")
            ]),
        Case(
            "auto height in a horizontal flow",
            SectionLayout(
                type: .flow, itemSize: ItemSize(width: 40, height: .auto), scrollDirection: .horizontal, height: 100),
            [
                issue(
                    "E_AUTO_HEIGHT", ["itemSize", "height"],
                    "a horizontal flow needs item heights as numbers: \"auto\" cannot be laid out at build time")
            ]),
        Case(
            "several issues, in key order",
            SectionLayout(type: .flow, spacing: -1, insets: EdgeInsets(right: -2), rows: 0),
            [
                issue("E_NEGATIVE", ["spacing"], "expected a number ≥ 0, found -1"),
                issue("E_NEGATIVE", ["insets", "right"], "expected a number ≥ 0, found -2"),
                issue("E_OUT_OF_RANGE", ["rows"], "expected an integer ≥ 1, found 0"),
            ]),
        Case(
            "a bad inset is not also reported as no room", SectionLayout(type: .list, insets: EdgeInsets(left: .nan)),
            [
                issue("E_NOT_FINITE", ["insets", "left"], "expected a finite number ≥ 0, found NaN")
            ]),
        // Quiet cases.
        Case("defaults of a list", SectionLayout(), []),
        Case("defaults of a grid", SectionLayout(type: .grid), []),
        Case("defaults of a flow", flow, []),
        Case("a horizontal flow with its height", horizontal, []),
        Case("defaults of a carousel", SectionLayout(type: .carousel), []),
        Case("auto widths do not matter in a list", SectionLayout(itemSize: ItemSize(width: .auto, height: .auto)), []),
        Case(
            "auto heights are fine in a vertical flow",
            SectionLayout(type: .flow, itemSize: ItemSize(width: 50, height: .auto)), []),
        Case(
            "a carousel band scrolls, insets cannot crowd it",
            SectionLayout(type: .carousel, insets: EdgeInsets(all: 300)), []),
        Case(
            "zero spacing and a 1 px line are enough",
            SectionLayout(type: .flow, spacing: 0, insets: EdgeInsets(left: 187, right: 187)), []),
    ]

    @Test(arguments: cases)
    func validation(_ testCase: Case) {
        let issues = testCase.layout.validate(containerWidth: testCase.containerWidth)
        #expect(
            issues.map { Case.Expected(code: $0.code, keyPath: $0.keyPath, message: $0.message) } == testCase.expected)
        #expect(issues.allSatisfy { $0.severity == .error && $0.itemIndex == nil })
    }

    @Test func everyCodeIsCovered() {
        let codes = Set(Self.cases.flatMap { $0.expected.map(\.code) })
        let documented: Set = [
            "E_NEGATIVE", "E_NOT_FINITE", "E_NONPOSITIVE_SIZE", "E_TOO_LARGE", "E_OUT_OF_RANGE", "E_MISSING_HEIGHT",
            "E_UNEXPECTED_HEIGHT", "E_NO_ROOM", "E_AUTO_WIDTH", "E_AUTO_HEIGHT",
        ]
        #expect(codes == documented)
    }
}
