import Testing
import TrellisMustache

@testable import TrellisSite

/// A catalog page is taken from the last build when its context's key is unchanged, so two contexts may share a key
/// only when the theme renders them alike: member order does not matter, every value and kind does.
@Suite("Theme context keys")
struct ThemeContextKeyTests {
    static func base() -> [String: Any] {
        [
            "title": "Shop", "count": 3, "ratio": 0.5, "flag": true,
            "pages": [["id": "a", "title": "A"], ["id": "b", "title": "B"]], "names": ["x", "y"],
            "nested": ["inner": ["deep": "z"]],
            // Parts built as template values already, as the home page's cards are.
            "cards": [card("a", flag: true), card("b", flag: false)],
        ]
    }

    static func card(
        _ id: String, flag: Bool, count: String = "3", names: [String] = ["x"], extra: Bool = false
    ) -> MustacheValue {
        var members: [(key: String, value: MustacheValue)] = [
            ("id", .text(id)), ("flag", .bool(flag)), ("count", .number(count)),
            ("names", .list(names.map { .text($0) })),
            ("viewport", .object(MustacheObject([("name", .text("phone")), ("width", .text("390"))]))),
        ]
        if extra { members.append(("description", .null)) }
        return .object(MustacheObject(members))
    }

    @Test func theSameContextBuiltInAnotherOrderHasTheSameKey() {
        let base = Self.base()
        var reordered: [String: Any] = [:]
        for key in base.keys.sorted().reversed() { reordered[key] = base[key] }
        #expect(ThemeContextKey.key("index", reordered) == ThemeContextKey.key("index", base))
    }

    @Test func aCardWithItsMembersInAnotherOrderHasTheSameKey() {
        var reordered = Self.base()
        guard case .object(let card) = Self.card("a", flag: true) else { return }
        reordered["cards"] = [
            MustacheValue.object(MustacheObject(card.members.reversed())), Self.card("b", flag: false),
        ]
        #expect(ThemeContextKey.key("index", reordered) == ThemeContextKey.key("index", Self.base()))
    }

    typealias Change = @Sendable (inout [String: Any]) -> Void

    static let changes: [(String, String, Change)] = [
        ("another part", "report", { _ in }),
        ("a changed text", "index", { $0["title"] = "Shop!" }),
        ("a number written as text", "index", { $0["count"] = "3" }),
        ("a flag for a number", "index", { $0["count"] = true }),
        ("another number", "index", { $0["ratio"] = 0.25 }),
        ("a flag turned off", "index", { $0["flag"] = false }),
        ("a list item's member", "index", { $0["pages"] = [["id": "a", "title": "A"], ["id": "b", "title": "C"]] }),
        ("list items swapped", "index", { $0["pages"] = [["id": "b", "title": "B"], ["id": "a", "title": "A"]] }),
        ("a shorter list", "index", { $0["names"] = ["x"] }),
        ("a nested value", "index", { $0["nested"] = ["inner": ["deep": "y"]] }),
        ("a member added", "index", { $0["extra"] = "" }),
        ("a member removed", "index", { $0["flag"] = nil }),
        ("a card's text", "index", { $0["cards"] = [card("c", flag: true), card("b", flag: false)] }),
        ("a card's flag", "index", { $0["cards"] = [card("a", flag: false), card("b", flag: false)] }),
        ("a card's number", "index", { $0["cards"] = [card("a", flag: true, count: "4"), card("b", flag: false)] }),
        ("a card's list", "index", { $0["cards"] = [card("a", flag: true, names: []), card("b", flag: false)] }),
        (
            "a card's member added", "index",
            { $0["cards"] = [card("a", flag: true, extra: true), card("b", flag: false)] }
        ),
        ("cards swapped", "index", { $0["cards"] = [card("b", flag: false), card("a", flag: true)] }),
        ("a card removed", "index", { $0["cards"] = [card("a", flag: true)] }),
    ]

    @Test(arguments: changes)
    func anyChangeTheThemeCouldShowChangesTheKey(change: String, part: String, apply: Change) {
        var changed = Self.base()
        apply(&changed)
        #expect(ThemeContextKey.key(part, changed) != ThemeContextKey.key("index", Self.base()), "\(change)")
    }
}
