import Foundation
import Testing
import TrellisContent
import TrellisTestSupport

@Suite("Loading content")
struct ProjectLoaderTests {
    @Test func siteDefaultsWhenThereIsNoSiteJSON() throws {
        let project = try TemporaryProject(files: ["Content/pages/home.json": "[]"])
        let result = project.load()
        let site = try #require(result.site, "\(result.diagnostics.rendered)")
        #expect(site.settings.viewports.map(\.name) == ["phone", "tablet", "desktop"])
        #expect(site.settings.viewports.map(\.width) == [375, 768, 1280])
        #expect(site.settings.title == project.root.lastPathComponent)
        #expect(site.settings.componentForm == .auto)
    }

    /// Run from inside a project (`trellis check` in `Content/pages/`), the error names the folder it looked in and
    /// the project above it; a folder inside no project gets no such hint.
    @Test func aFolderWithoutContentNamesTheProjectItIsInside() throws {
        let project = try TemporaryProject(files: [
            "Content/pages/home.json": "[]", "Templates/components/a.mustache": "<p>a</p>", "notes/x.txt": "",
        ])
        let root = try #require(realpath(project.path, nil).map { String(cString: $0) })
        let inside = try #require(
            ProjectLoader(projectDirectory: project.url("Content/pages").path).load().diagnostics.first)
        #expect(inside.code == "missing-content")
        #expect(inside.message.contains("no Content/ folder in \(project.url("Content/pages").path)"), "\(inside)")
        #expect(
            inside.message.hasSuffix(
                "this folder is 2 levels inside the project at \(root): run trellis there, or pass that folder"),
            "\(inside)")
        let beside = try #require(ProjectLoader(projectDirectory: project.url("notes").path).load().diagnostics.first)
        #expect(
            beside.message.hasSuffix(
                "this folder is inside the project at \(root): run trellis there, or pass that folder"))
        let elsewhere = try TemporaryProject(files: ["notes/x.txt": ""])
        let alone = try #require(ProjectLoader(projectDirectory: elsewhere.url("notes").path).load().diagnostics.first)
        #expect(alone.message.hasSuffix("expected Content/pages/*.json"), "\(alone)")
    }

    @Test func bareArrayPageIsOneListSectionNamedMain() throws {
        let project = try TemporaryProject(files: [
            "Content/pages/feed.json": #"[{"type": "a", "data": {"x": 1}}, {"type": "b", "id": "second"}]"#
        ])
        let page = try #require(project.load().site?.pages.first)
        #expect(page.id == "feed")
        #expect(page.sections.map(\.id) == ["main"])
        #expect(page.sections[0].layout == nil)
        #expect(page.sections[0].components.map(\.id) == ["main-0", "second"])
    }

    /// A file that holds one component (the root of an Adaptive Card) is a page of that component, its paths from
    /// the root: a mistake in it is one error at `body[0].id`, not a page object's missing "sections" and unknown keys.
    @Test func aFileOfOneComponentIsAPageOfIt() throws {
        let project = try TemporaryProject(files: [
            "Content/pages/card.json":
                #"{"type": "AdaptiveCard", "version": "1.5", "body": [{"type": "Input.Text", "id": "a b"}]}"#,
            "Content/pages/named.json": #"{"type": "AdaptiveCard", "id": "card", "body": []}"#,
        ])
        let result = project.load()
        #expect(result.diagnostics.errors.isEmpty)
        #expect(
            result.diagnostics.warnings.map(\.description).map {
                $0.replacingOccurrences(of: project.path + "/", with: "")
            } == [
                #"Content/pages/card.json:1:82: warning: body[0].id: an id must be letters, digits, '.', '_' or '-', and not "." or "..", found "a b"; the id made from its place, "main-0.body-0", is used instead"#
            ])
        let named = try #require(result.site?.pages.first { $0.id == "named" })
        #expect(named.sections.map(\.id) == ["main"])
        #expect(named.sections[0].components.map(\.type) == ["AdaptiveCard"])
        #expect(named.sections[0].components.map(\.id) == ["card"])
    }

    @Test func pageIDsComeFromNestedPaths() throws {
        let project = try TemporaryProject(files: [
            "Content/pages/shop/cart.json": "[]",
            "Content/pages/a.json": #"{"id": "custom/id", "sections": []}"#,
        ])
        let site = try #require(project.load().site)
        #expect(site.pages.map(\.id) == ["custom/id", "shop/cart"])
    }

    @Test func includesAreSplicedInOrderFromObjectAndArrayFiles() throws {
        let project = try TemporaryProject(files: [
            "Content/pages/home.json": Fixtures.page(
                sections: #"{"id": "top", "components": []}, {"include": "shared/two"}, {"include": "one"}"#),
            "Content/sections/one.json": #"{"id": "one", "components": [{"type": "x"}]}"#,
            "Content/sections/shared/two.json":
                #"[{"id": "two-a", "components": []}, {"id": "two-b", "components": []}]"#,
        ])
        let page = try #require(project.load().site?.pages.first)
        #expect(page.sections.map(\.id) == ["top", "two-a", "two-b", "one"])
        #expect(page.sections[3].includedFrom == "one")
        #expect(page.sections[3].components.first?.location.file.hasSuffix("Content/sections/one.json") == true)
    }

    @Test func wrappedFlatAndAutoForms() throws {
        let components = #"""
            [
              {"type": "poster", "id": "w", "data": {"title": "Dune"}, "size": {"height": 90}},
              {"type": "TextBlock", "id": "f", "text": "Hi", "size": "large"},
              {"type": "Action.Submit", "id": "s", "title": "Save", "data": {"x": 1}, "feature": "f1"}
            ]
            """#
        let project = try TemporaryProject(files: [
            "Content/site.json": #"{"features": {"f1": true}}"#,
            "Content/pages/p.json": components,
        ])
        let result = project.load()
        let parts = try #require(result.site?.pages.first?.sections.first?.components, "\(result.diagnostics.rendered)")
        #expect(parts[0].data?["title"] == .string("Dune"))
        #expect(parts[0].size != nil)
        #expect(parts[1].data?["size"] == .string("large"))
        #expect(parts[1].size == nil)
        #expect(parts[2].data?["title"] == .string("Save"))
        #expect(parts[2].data?["data"]?["x"] != nil)
    }

    /// (component, the warning expected, or nil): a component that `auto` reads as flat though it was meant wrapped
    /// says why, at the key; flat components that merely hold a `data`-like field say nothing.
    static let flatGuesses: [(String, String?)] = [
        (
            #"{"type": "card", "dta": {"title": "A"}}"#,
            #"p.json:1:19: warning: [0].dta: "dta" is not a key of the wrapped form, so this component is read as the flat form, where every key is data; did you mean "data"?"#
        ),
        (
            #"{"type": "card", "Data": {"title": "A"}}"#,
            #"p.json:1:19: warning: [0].Data: "Data" is not a key of the wrapped form, so this component is read as the flat form, where every key is data; did you mean "data"?"#
        ),
        (
            #"{"type": "card", "data": "Espresso"}"#,
            #"p.json:1:27: warning: [0].data: "data" is "Espresso", so this component is read as the flat form, where every key is data; in the wrapped form "data" is an object or null (set "components": "flat" in site.json if the flat form is meant)"#
        ),
        (#"{"type": "card", "date": {"day": 1}}"#, nil),
        (#"{"type": "card", "title": "A", "data": "x"}"#, nil),
        (#"{"type": "card", "sizes": [1]}"#, nil),
    ]

    @Test("a component read as flat though meant wrapped says why", arguments: flatGuesses)
    func flatReadingGuess(_ example: (String, String?)) throws {
        let project = try TemporaryProject(files: ["Content/pages/p.json": "[\(example.0)]"])
        let warnings = project.load().diagnostics.filter { $0.code == "flat-form-guess" }.map {
            $0.description.replacingOccurrences(of: project.path + "/Content/pages/", with: "")
        }
        #expect(warnings == (example.1.map { [$0] } ?? []))
    }

    @Test func wrappedModeCatchesTypos() throws {
        let project = try TemporaryProject(files: [
            "Content/site.json": #"{"components": "wrapped"}"#,
            "Content/pages/p.json": "[\n  {\"type\": \"poster\", \"dta\": {}}\n]",
        ])
        let diagnostics = project.load().diagnostics.errors
        #expect(diagnostics.count == 1)
        #expect(
            diagnostics.first?.description.hasSuffix(
                #"p.json:2:22: error: [0].dta: unknown key in a component (wrapped form); did you mean "data"?"#)
                == true)
    }

    @Test func nullDataHidesAComponentButKeepsIt() throws {
        let project = try TemporaryProject(files: [
            "Content/pages/p.json": #"[{"type": "a", "id": "shown"}, {"type": "a", "id": "gone", "data": null}]"#
        ])
        let section = try #require(project.load().site?.pages.first?.sections.first)
        #expect(section.components.map(\.id) == ["shown", "gone"])
        #expect(section.visibleComponents.map(\.id) == ["shown"])
        #expect(section.components[1].isHidden)
    }

    @Test func childComponentsAreRecognisedAtAnyDepth() throws {
        let project = try TemporaryProject(files: [
            "Content/pages/p.json": #"""
            [{"type": "card", "id": "c", "data": {"action": {"type": "button", "data": {"label": "Go"}},
              "rows": [{"cells": [{"type": "cell", "text": "x"}]}], "plain": {"kind": "no type"}}}]
            """#
        ])
        let card = try #require(project.load().site?.pages.first?.sections.first?.components.first)
        let children = card.data?.childComponents ?? []
        #expect(children.map(\.type) == ["button", "cell"])
        #expect(children.map(\.id) == ["c.action", "c.rows-0.cells-0"])
        if case .object = card.data?["plain"] {} else { Issue.record("a plain object stays data") }
    }

    @Test func featureGatesUseSiteTogglesAndCommandLineOverrides() throws {
        let page = Fixtures.page(
            sections: #"""
                {"id": "on", "feature": "newHero", "components": []},
                {"id": "off", "feature": "!newHero", "components": []},
                {"id": "mixed", "components": [{"type": "a", "id": "x", "feature": "beta"}, {"type": "a", "id": "y"}]}
                """#)
        let project = try TemporaryProject(files: [
            "Content/site.json": #"{"features": {"newHero": false, "beta": true}}"#,
            "Content/pages/p.json": page,
        ])
        let fromSite = try #require(project.load().site)
        #expect(fromSite.pages[0].sections.map(\.id) == ["off", "mixed"])
        #expect(fromSite.pages[0].sections[1].components.map(\.id) == ["x", "y"])
        #expect(fromSite.excluded.map(\.id) == ["on"])

        let overridden = try #require(project.load(features: ["newHero": true, "beta": false]).site)
        #expect(overridden.pages[0].sections.map(\.id) == ["on", "mixed"])
        #expect(overridden.pages[0].sections[1].components.map(\.id) == ["y"])
    }

    /// (site.json, the overrides, the errors expected: a typo in `--feature` is never a new toggle)
    static let overrideChecks: [(String?, [String: Bool], [String])] = [
        (
            #"{"features": {"promo": false, "beta": true}}"#, ["promoo": true],
            [#"--feature promoo=on names no toggle declared in site.json "features"; did you mean "promo"?"#]
        ),
        (
            #"{"features": {"promo": false, "beta": true}}"#, ["zzz": false],
            [#"--feature zzz=off names no toggle declared in site.json "features"; it declares "beta", "promo""#]
        ),
        (
            nil, ["beta": true],
            [#"--feature beta=on names no toggle declared in site.json "features"; it declares none"#]
        ),
        (#"{"features": {"promo": false}}"#, ["promo": true], []),  // applied: see the test above
        // A site.json that cannot be read, or whose toggles cannot, is its own error; the overrides go unchecked.
        (#"{"features": "#, ["promo": true], []),
        (#"{"features": ["promo"]}"#, ["promo": true], []),
        (#"{"features": {"promo": "yes"}}"#, ["promo": true], []),
    ]

    @Test("--feature must name a declared toggle", arguments: overrideChecks)
    func featureOverridesNameDeclaredToggles(_ example: (String?, [String: Bool], [String])) throws {
        var files = ["Content/pages/p.json": Fixtures.page(sections: #"{"id": "s", "components": []}"#)]
        if let site = example.0 { files["Content/site.json"] = site }
        let result = try TemporaryProject(files: files).load(features: example.1)
        let unknown = result.diagnostics.filter { $0.code == "unknown-feature" }
        #expect(unknown.map(\.message) == example.2)
        #expect(
            unknown.allSatisfy { $0.severity == .error && $0.location == nil }, "the mistake is on the command line")
    }

    @Test func undeclaredFeatureIsAWarningAndCountsAsOff() throws {
        let project = try TemporaryProject(files: [
            "Content/site.json": #"{"features": {"newHero": true}}"#,
            "Content/pages/p.json": Fixtures.page(sections: #"{"id": "s", "feature": "newHeor", "components": []}"#),
        ])
        let result = project.load()
        #expect(result.site?.pages.first?.sections.isEmpty == true)
        #expect(
            result.diagnostics.warnings.map(\.message) == [
                #"feature "newHeor" is not declared in site.json "features"; it is treated as off; did you mean "newHero"?"#
            ])
    }

    @Test func aSiteJSONThatCannotBeReadIsTheOnlyMessageAboutToggles() throws {
        let project = try TemporaryProject(files: [
            "Content/site.json": "",
            "Content/pages/p.json": Fixtures.page(
                sections: #"{"id": "s", "feature": "seasonalMenu", "components": []}"#),
        ])
        let diagnostics = project.load().diagnostics
        #expect(diagnostics.errors.map(\.message) == ["the file is empty; expected a JSON value"])
        #expect(
            diagnostics.warnings.isEmpty, "which toggles site.json declares is unknown: no undeclared-toggle warning")
    }

    @Test func aToggleWithAWrongValueIsStillDeclared() throws {
        let project = try TemporaryProject(files: [
            "Content/site.json": #"{"features": {"seasonalMenu": "yes"}}"#,
            "Content/pages/p.json": Fixtures.page(
                sections: #"{"id": "s", "feature": "seasonalMenu", "components": []}"#),
        ])
        let diagnostics = project.load().diagnostics
        #expect(diagnostics.errors.map(\.message) == [#"expected true or false, found "yes""#])
        #expect(diagnostics.warnings.isEmpty, "the toggle is declared; only its value is wrong")
    }

    /// `baseURL` rows: the value, and the warning it gives (nil: none).
    static let baseURLs: [(String, String?)] = [
        ("/", nil), ("/catalog/", nil), ("https://design.example.com/catalog/", nil), ("HTTP://intranet/", nil),
        (
            "example.com/catalog",
            #"expected an absolute http(s) URL (a sitemap is written for it) or a path starting with "/", found "example.com/catalog"; did you mean "https://example.com/catalog"?"#
        ),
        (
            "catalog",
            #"expected an absolute http(s) URL (a sitemap is written for it) or a path starting with "/", found "catalog""#
        ),
        ("https://", #"expected a URL with a host, such as "https://design.example.com/catalog/", found "https://""#),
        (
            "ftp://x.example/",
            #"expected an absolute http(s) URL (a sitemap is written for it) or a path starting with "/", found "ftp://x.example/""#
        ),
    ]

    @Test("a baseURL that can be neither a URL nor a path warns", arguments: baseURLs)
    func baseURLIsChecked(_ example: (String, String?)) throws {
        let project = try TemporaryProject(files: [
            "Content/site.json": #"{"baseURL": "\#(example.0)"}"#, "Content/pages/p.json": "[]",
        ])
        let warnings = project.load().diagnostics.warnings.map(\.message)
        #expect(warnings == (example.1.map { [$0] } ?? []))
    }

    @Test func anEmptyTitleFallsBackToTheFolderName() throws {
        let project = try TemporaryProject(files: [
            "Content/site.json": #"{"title": " "}"#, "Content/pages/p.json": "[]",
        ])
        let result = project.load()
        let folder = URL(fileURLWithPath: project.path).lastPathComponent
        #expect(result.site?.settings.title == folder)
        #expect(
            result.diagnostics.warnings.map(\.message) == [
                #"the site's title is empty; the project folder's name, "\#(folder)", is used"#
            ])
    }

    @Test func variantsNameExistingSections() throws {
        let project = try TemporaryProject(files: [
            "Content/pages/p.json": Fixtures.page(
                sections: #"{"id": "trending", "components": []}"#,
                extra: #""variants": {"grid": {"trending": {"type": "grid"}}, "bad": {"trnding": {}}}"#)
        ])
        let result = project.load()
        #expect(
            result.diagnostics.errors.map(\.message) == [
                #"no section with id "trnding" on this page; did you mean "trending"?"#
            ])
        #expect(result.site?.pages.first?.variants.map(\.name) == ["grid", "bad"])
    }

    struct BadContent: CustomTestStringConvertible, Sendable {
        var name: String
        var page: String
        var expected: String
        var testDescription: String { name }
    }

    static let badContent: [BadContent] = [
        BadContent(
            name: "section without id", page: Fixtures.page(sections: #"{"components": []}"#),
            expected: #"p.json:1:32: error: sections[0]: a section needs an "id""#),
        BadContent(
            name: "duplicate section id", page: Fixtures.page(sections: #"{"id": "a"}, {"id": "a"}"#),
            expected: #"p.json:1:45: error: sections[1].id: duplicate section id "a" on page "p""#),
        BadContent(
            name: "duplicate component id",
            page: #"[{"type": "a", "id": "x"}, {"type": "b", "id": "x"}]"#,
            expected: #"p.json:1:48: error: [1].id: duplicate component id "x" on page "p" (first at "#),
        BadContent(
            name: "unsafe id with slash", page: #"{"id": "/etc/passwd", "sections": []}"#,
            expected: #"p.json:1:8: error: id: an id must be '/'-separated segments"#),
        BadContent(
            name: "page id too long for a folder name",
            page: #"{"id": "shop/\#(String(repeating: "a", count: 256))", "sections": []}"#,
            expected:
                "p.json:1:8: error: id: a page id's parts name folders of the site, at most 255 bytes each; found one of 256 bytes"
        ),
        BadContent(
            name: "page id too long for a path",
            page:
                #"{"id": "\#(Array(repeating: String(repeating: "a", count: 250), count: 5).joined(separator: "/"))", "sections": []}"#,
            expected: "p.json:1:8: error: id: a page id names a path of the site, at most 1024 bytes; found 1254 bytes"),
        BadContent(
            name: "missing type", page: #"[{"id": "x"}]"#,
            expected: #"p.json:1:2: error: [0]: a component needs a "type""#),
        BadContent(
            name: "bad type name", page: #"[{"type": "9lives"}]"#,
            expected:
                #"p.json:1:11: error: [0].type: a component type is a letter followed by letters, digits, '.', '_' or '-', found "9lives""#
        ),
        BadContent(
            name: "unknown page key with suggestion", page: #"{"titel": "x", "sections": []}"#,
            expected: #"p.json:1:2: error: titel: unknown key in a page; did you mean "title"?"#),
        BadContent(
            name: "sections not an array", page: #"{"sections": {}}"#,
            expected: #"p.json:1:14: error: sections: expected an array, found {}"#),
        BadContent(
            name: "missing include", page: Fixtures.page(sections: #"{"include": "promo"}"#),
            expected: #"error: include "promo": there is no file "#),
        BadContent(
            name: "include escaping Content", page: Fixtures.page(sections: #"{"include": "../../etc/passwd"}"#),
            expected: #"error: an include names a file under Content/sections/"#),
        BadContent(
            name: "include with extra keys", page: Fixtures.page(sections: #"{"include": "x", "id": "y"}"#),
            expected: #"error: sections[0].id: an include takes no other keys"#),
        BadContent(
            name: "variant named default", page: Fixtures.page(sections: "", extra: #""variants": {"default": {}}"#),
            expected: #"error: variants.default: a variant name must be letters, digits, '_' or '-' and not "default""#),
    ]

    @Test("bad content is an error naming file, position and path", arguments: badContent)
    func badContentIsReported(_ example: BadContent) throws {
        let project = try TemporaryProject(files: ["Content/pages/p.json": example.page])
        let errors = project.load().diagnostics.errors.map(\.description)
        #expect(errors.contains { $0.contains(example.expected) }, "got: \(errors)")
    }

    /// Component ids Trellis cannot use (in an attribute, a link, a file name) are the app's business: each is a
    /// warning, and the component takes the id its place gives it; the page still builds.
    @Test(arguments: [
        (
            #"[{"type": "a", "id": ".."}]"#,
            #"p.json:1:22: warning: [0].id: an id must be letters, digits, '.', '_' or '-', and not "." or "..", found ".."; the id made from its place, "main-0", is used instead"#
        ),
        (
            #"[{"type": "a", "id": "a\\b"}]"#,
            #"p.json:1:22: warning: [0].id: an id must be letters, digits, '.', '_' or '-', and not "." or "..", found "a\b"; the id made from its place, "main-0", is used instead"#
        ),
        (
            #"[{"type": "a", "data": {"field": {"type": "b", "id": "first name"}}}]"#,
            #"p.json:1:54: warning: [0].data.field.id: an id must be letters, digits, '.', '_' or '-', and not "." or "..", found "first name"; the id made from its place, "main-0.field", is used instead"#
        ),
    ])
    func aComponentIDTrellisCannotUseIsReplaced(page: String, expected: String) throws {
        let project = try TemporaryProject(files: ["Content/pages/p.json": page])
        let result = project.load()
        #expect(result.diagnostics.errors.isEmpty)
        #expect(
            result.diagnostics.warnings.map(\.description).map {
                $0.replacingOccurrences(of: project.path + "/Content/pages/", with: "")
            } == [expected])
        #expect(result.site?.pages.count == 1)
    }

    struct UnsafeFileName: CustomTestStringConvertible, Sendable {
        var file: String
        var id: String
        var suggestion: String
        var testDescription: String { file }
    }

    static let unsafeFileNames: [UnsafeFileName] = [
        UnsafeFileName(file: "a#b.json", id: "a#b", suggestion: "a-b.json"),
        UnsafeFileName(file: "q?x.json", id: "q?x", suggestion: "q-x.json"),
        UnsafeFileName(file: "100%.json", id: "100%", suggestion: "100.json"),
        UnsafeFileName(file: "my page.json", id: "my page", suggestion: "my-page.json"),
        UnsafeFileName(
            file: "shop/gift cards/list.json", id: "shop/gift cards/list", suggestion: "shop/gift-cards/list.json"),
        // Accented letters keep their letter, composed or not.
        UnsafeFileName(file: "café.json", id: "café", suggestion: "cafe.json"),
        UnsafeFileName(file: "cafe\u{301} crème.json", id: "cafe\u{301} crème", suggestion: "cafe-creme.json"),
    ]

    /// A page id becomes a folder and a link (`pages/<id>/index.html`): a file name that gives an id a URL
    /// cannot hold (`#`, `?`, `%`, a space) is refused, naming the rule and a name that would work.
    @Test("a page file whose name is not a safe id is refused", arguments: unsafeFileNames)
    func unsafeFileNameIsRefused(_ example: UnsafeFileName) throws {
        let project = try TemporaryProject(files: [
            "Content/pages/\(example.file)": Fixtures.page(sections: #"{"id": "s", "components": []}"#),
            "Content/pages/home.json": "[]",
        ])
        let result = project.load()
        let errors = result.diagnostics.errors
        #expect(errors.count == 1, "\(errors.rendered)")
        let error = try #require(errors.first)
        #expect(error.code == "unsafe-file-name")
        #expect(error.location == SourceLocation(file: "\(project.path)/Content/pages/\(example.file)"))
        #expect(
            error.message
                == "this file's name gives the page id \"\(example.id)\", which cannot be part of a link: page ids are '/'-separated segments of letters, digits, '.', '_' or '-'; rename it to Content/pages/\(example.suggestion), or give the page an \"id\""
        )
        #expect(result.site?.pages.map(\.id) == ["home"], "the page is left out, not built with broken links")
    }

    @Test func aBareArrayPageWithAnUnsafeFileNameCanOnlyBeRenamed() throws {
        let project = try TemporaryProject(files: ["Content/pages/new#1.json": "[]"])
        let errors = project.load().diagnostics.errors
        #expect(errors.map(\.message).first?.hasSuffix("rename it to Content/pages/new-1.json") == true, "\(errors)")
    }

    @Test func aPageThatNamesItsOwnIDMayHaveAnyFileName() throws {
        let project = try TemporaryProject(files: [
            "Content/pages/my page.json": #"{"id": "my-page", "sections": []}"#
        ])
        let result = project.load()
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics.rendered)")
        #expect(result.site?.pages.map(\.id) == ["my-page"])
    }

    /// A child without an id gets `<parent id>.<key>`; when that collides with an id written elsewhere, the
    /// message names the real JSON paths of both components (a generated id has no `id` key to point at).
    @Test func aGeneratedChildIDThatCollidesNamesBothRealPaths() throws {
        let generatedFirst = try TemporaryProject(files: [
            "Content/pages/p.json":
                #"[{"type": "card", "id": "a", "b": {"type": "button"}}, {"type": "card", "id": "a.b"}]"#
        ])
        let first = try #require(generatedFirst.load().diagnostics.errors.first)
        #expect(first.path == "[1].id")
        #expect(
            first.message
                == #"duplicate component id "a.b" on page "p" (first at \#(generatedFirst.path)/Content/pages/p.json:1:35, [0].b); the id of the component at [0].b is generated from its parent's id and its place in the parent's data: give it an "id" of its own"#
        )

        let writtenFirst = try TemporaryProject(files: [
            "Content/pages/p.json":
                #"[{"type": "card", "id": "a.b"}, {"type": "card", "id": "a", "b": {"type": "button"}}]"#
        ])
        let second = try #require(writtenFirst.load().diagnostics.errors.first)
        #expect(second.path == "[1].b", "the child has no \"id\" key; the path is the child itself")
        #expect(
            second.message
                == #"duplicate component id "a.b" on page "p" (first at \#(writtenFirst.path)/Content/pages/p.json:1:25, [0].id); the id of the component at [1].b is generated from its parent's id and its place in the parent's data: give it an "id" of its own"#
        )
    }

    @Test func wrappedDataMustBeAnObjectOrNull() throws {
        let project = try TemporaryProject(files: [
            "Content/site.json": #"{"components": "wrapped"}"#,
            "Content/pages/p.json": #"{"sections": [{"id": "s", "components": [{"type": "a", "data": "x"}]}]}"#,
        ])
        let errors = project.load().diagnostics.errors.map(\.description)
        #expect(errors.count == 1)
        #expect(
            errors.first?.hasSuffix(
                #"p.json:1:64: error: sections[0].components[0].data: expected an object or null, found "x""#) == true)
    }

    @Test func siteJSONValuesAreChecked() throws {
        let project = try TemporaryProject(files: [
            "Content/site.json":
                #"{"viewports": [{"name": "watch", "width": 0}, {"name": "a b", "width": 100}], "components": "fat"}"#,
            "Content/pages/p.json": "[]",
        ])
        let messages = project.load().diagnostics.errors.map(\.description)
        #expect(
            messages.contains {
                $0.contains("viewports[0].width: expected a whole number of pixels from 1 to 10000, found 0")
            })
        #expect(
            messages.contains {
                $0.contains(#"viewports[1].name: a viewport name is letters, digits, '_' or '-', found "a b""#)
            })
        #expect(messages.contains { $0.contains(#"components: expected "auto", "wrapped" or "flat", found "fat""#) })
    }

    /// Viewport and variant names name the renderings' files (`<viewport>.<variant>.html`): a name too long for a
    /// file name is an error where it is written, not an I/O failure when the site is written.
    @Test func viewportAndVariantNamesFitInAFileName() throws {
        let long = String(repeating: "v", count: 101)
        let project = try TemporaryProject(files: [
            "Content/site.json":
                #"{"viewports": [{"name": "\#(long)", "width": 375}, {"name": "phone", "width": 375}]}"#,
            "Content/pages/p.json":
                #"{"sections": [{"id": "s", "components": []}], "variants": {"\#(long)": {"s": {"type": "grid"}}}}"#,
        ])
        let messages = project.load().diagnostics.errors.map(\.description)
        #expect(messages.count == 2, "\(messages)")
        #expect(
            messages.contains {
                $0.hasSuffix(
                    "viewports[0].name: a viewport name is at most 100 characters (it names the renderings' files), found 101"
                )
            }, "\(messages)")
        #expect(
            messages.contains {
                $0.contains(
                    "variants.\(long): a variant name is at most 100 characters (it names the renderings' files), found 101"
                )
            }, "\(messages)")
    }

    @Test func emptyPagesFolderIsAnError() throws {
        let project = try TemporaryProject(files: ["Content/site.json": "{}"])
        let result = project.load()
        #expect(result.site == nil)
        #expect(result.diagnostics.errors.map(\.message) == ["no pages: add at least one .json file to Content/pages/"])
    }

    @Test func malformedFileIsReportedWithPosition() throws {
        let project = try TemporaryProject(files: ["Content/pages/p.json": "[\n  {\"type\": \"a\",}\n]"])
        let errors = project.load().diagnostics.errors
        #expect(
            errors.map(\.description).first?.hasSuffix(
                "p.json:2:15: error: trailing comma before '}' (at 2:16); remove the comma") == true)
    }
}
