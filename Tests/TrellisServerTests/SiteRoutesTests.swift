import Foundation
import Hummingbird
import HummingbirdTesting
import Testing
import TrellisContent
import TrellisSite
import TrellisTestSupport

@testable import TrellisServer

/// What the server answers, request by request, through Hummingbird's in-process router testing.
struct SiteRoutesTests {
    @Test func foldersServeTheirIndexAndTheFileItself() async throws {
        let harness = try await RouterHarness.built()
        let onDisk = try harness.project.read("_site/pages/home/index.html")
        try await harness.test { client in
            for path in ["/pages/home/", "/pages/home/index.html"] {
                let response = try await client.execute(uri: path, method: .get)
                #expect(response.status == .ok, "\(path)")
                #expect(response.text.hasPrefix(String(onDisk.prefix(200))), "\(path)")
            }
            let root = try await client.execute(uri: "/", method: .get)
            #expect(root.status == .ok)
            #expect(root.text.contains("Serve Fixture"))
        }
    }

    static let redirects: [(path: String, location: String)] = [
        ("/pages/home", "/pages/home/"),
        ("/pages/home?from=nav", "/pages/home/?from=nav"),
        ("/assets", "/assets/"),
    ]

    @Test(arguments: redirects)
    func folderWithoutSlashRedirects(_ path: String, _ location: String) async throws {
        let harness = try await RouterHarness.built()
        try await harness.test { client in
            let response = try await client.execute(uri: path, method: .get)
            #expect(response.status == .found)
            #expect(response.headers[.location] == location)
            #expect(response.headers[.cacheControl] == "no-store")
        }
    }

    static let contentTypes: [(path: String, type: String)] = [
        ("/", "text/html; charset=utf-8"),
        ("/pages/home/phone.html", "text/html; charset=utf-8"),
        ("/assets/trellis.css", "text/css; charset=utf-8"),
        ("/assets/app.js", "text/javascript; charset=utf-8"),
        ("/_trellis/live.js", "text/javascript; charset=utf-8"),
        ("/assets/data/config.json", "application/json; charset=utf-8"),
        ("/assets/img/logo.svg", "image/svg+xml; charset=utf-8"),
        ("/assets/img/pixel.png", "image/png"),
        ("/assets/fonts/face.woff2", "font/woff2"),
        ("/assets/notes.txt", "text/plain; charset=utf-8"),
    ]

    /// A saved page shown before its rebuild ends is served from memory, at its file and folder URLs, with the
    /// live-reload script; the rebuild's site takes over once it has finished.
    @Test func savedPagesAreServedUntilTheRebuildEnds() async throws {
        let harness = try await RouterHarness.built()
        let onDisk = try harness.project.read("_site/pages/home/phone.html")
        await harness.state.showSavedPages([
            "pages/home/phone.html": Array("<p>saved rendering</p>".utf8),
            "pages/home/index.html": Array("<p>saved preview</p>".utf8),
        ])
        try await harness.test { client in
            let rendering = try await client.execute(uri: "/pages/home/phone.html", method: .get)
            #expect(rendering.text.hasPrefix("<p>saved rendering</p>"))
            #expect(rendering.text.contains(LiveReloadScript.tag))
            #expect(rendering.headers[.contentType] == ContentTypes.html)
            let folder = try await client.execute(uri: "/pages/home/", method: .get)
            #expect(folder.text.hasPrefix("<p>saved preview</p>"))
            let other = try await client.execute(uri: "/index.html", method: .get)
            #expect(other.status == .ok && !other.text.contains("saved"), "other files still come from disk")
        }
        await harness.rebuild(changedFiles: ["Content/pages/home.json"])
        try await harness.test { client in
            let rendering = try await client.execute(uri: "/pages/home/phone.html", method: .get)
            #expect(rendering.text.hasPrefix(String(onDisk.prefix(200))))
        }
    }

    /// After a template edit, any page requested before the rebuild ends is rendered with it — not only the pages
    /// open when it was saved (none here); an edit the builder cannot show (a template error) leaves the last good
    /// site, so does a page it does not know, and files rendered for a request after a build ended are not shown
    /// over that build's site.
    @Test func aTemplateEditIsShownOnEveryPageRequestedBeforeTheRebuild() async throws {
        let harness = try await RouterHarness.built()
        let template = "Templates/components/tile.mustache"
        try harness.project.write(template, #"<div class="tile">Edited {{name}}</div>"#)
        await harness.preview(changedInputs: [template])
        try await harness.test { client in
            let missing = try await client.execute(uri: "/pages/nowhere/phone.html", method: .get)
            #expect(missing.status == .notFound, "a page the builder does not know leaves the edit pending")
            let rendering = try await client.execute(uri: "/pages/home/phone.html", method: .get)
            #expect(rendering.status == .ok && rendering.text.contains("Edited First text"))
            let preview = try await client.execute(uri: "/pages/home/", method: .get)
            #expect(preview.status == .ok && preview.text.contains("trellis-frames"))
            let component = try await client.execute(uri: "/components/tile.html", method: .get)
            #expect(component.text.contains("Edited First text"), "the catalog page's example too")
            let home = try await client.execute(uri: "/index.html", method: .get)
            #expect(home.status == .ok, "the home page waits for the rebuild")
        }
        #expect(!(try harness.project.read("_site/pages/home/phone.html")).contains("Edited"), "nothing was written")

        await harness.rebuild(changedFiles: [template])
        #expect(await harness.state.snapshot.pendingEdit == nil)
        #expect((try harness.project.read("_site/pages/home/phone.html")).contains("Edited First text"))

        try harness.project.write(template, #"<div class="tile">{{#name}}Broken</div>"#)
        await harness.preview(changedInputs: [template])
        try await harness.test { client in
            let rendering = try await client.execute(uri: "/pages/home/phone.html", method: .get)
            #expect(rendering.status == .ok && rendering.text.contains("Edited First text"), "the last good page")
            #expect(!rendering.text.contains("Broken"))
        }
        try await harness.test { client in
            let missing = try await client.execute(uri: "/pages/nowhere/phone.html", method: .get)
            #expect(missing.status == .notFound)
        }

        let generation = await harness.state.snapshot.generation
        await harness.state.showSavedPages(["pages/home/phone.html": Array("stale".utf8)], generation: generation - 1)
        #expect(await harness.state.snapshot.savedPages.isEmpty)
    }

    @Test func contentTypesHaveCharsetsAndNothingIsCached() async throws {
        let harness = try await RouterHarness.built()
        try await harness.test { client in
            for (path, type) in Self.contentTypes {
                let response = try await client.execute(uri: path, method: .get)
                #expect(response.status == .ok, "\(path)")
                #expect(response.headers[.contentType] == type, "\(path)")
                #expect(response.headers[.cacheControl] == "no-store", "\(path)")
                #expect(response.headers[.contentLength] == String(response.body.readableBytes), "\(path)")
            }
        }
    }

    @Test func headHasTheHeadersOfGetAndNoBody() async throws {
        let harness = try await RouterHarness.built()
        try await harness.test { client in
            for path in ["/pages/home/", "/assets/trellis.css", "/missing.html", "/_trellis/live.js"] {
                let get = try await client.execute(uri: path, method: .get)
                let head = try await client.execute(uri: path, method: .head)
                #expect(head.status == get.status, "\(path)")
                #expect(head.body.readableBytes == 0, "\(path)")
                #expect(head.headers[.contentLength] == String(get.body.readableBytes), "\(path)")
                #expect(head.headers[.contentType] == get.headers[.contentType], "\(path)")
            }
        }
    }

    @Test func missingFilesGetANotFoundPageThatLinksHome() async throws {
        let harness = try await RouterHarness.built()
        try await harness.test { client in
            for path in ["/missing.html", "/pages/nowhere/", "/pages/home/index.html/", "/_trellis/unknown"] {
                let response = try await client.execute(uri: path, method: .get)
                #expect(response.status == .notFound, "\(path)")
                #expect(response.headers[.contentType] == "text/html; charset=utf-8", "\(path)")
                #expect(response.text.contains(#"<a href="/">"#), "\(path)")
            }
            let hidden = try await client.execute(uri: "/.trellis-site", method: .get)
            #expect(hidden.status == .notFound)
        }
    }

    @Test func onlyGetAndHeadAreAnswered() async throws {
        let harness = try await RouterHarness.built()
        try await harness.test { client in
            let response = try await client.execute(uri: "/index.html", method: .post)
            #expect(response.status == .methodNotAllowed)
            #expect(response.headers[.allow] == "GET, HEAD")
        }
    }

    /// Each way of spelling a path out of the site, aimed at a file beside the site that must never be served.
    static let traversals: [(path: String, form: String)] = [
        ("/../secret.txt", "raw .."),
        ("/pages/../../secret.txt", "raw .. after a folder"),
        ("/%2e%2e/secret.txt", "encoded .."),
        ("/%2E%2E/secret.txt", "encoded .. in capitals"),
        ("/..%2fsecret.txt", "encoded /"),
        ("/pages%2F..%2F..%2Fsecret.txt", "encoded / throughout"),
        ("/..%5csecret.txt", "encoded \\"),
        ("/..\\secret.txt", "raw \\"),
        ("/index.html%00/../../secret.txt", "encoded NUL"),
        ("/%00", "lone NUL"),
    ]

    @Test(arguments: traversals)
    func traversalIsRefused(_ path: String, _ form: String) async throws {
        let harness = try await RouterHarness.built()
        try harness.project.write("secret.txt", "TOP SECRET")
        try await harness.test { client in
            let response = try await client.execute(uri: path, method: .get)
            #expect(response.status == .badRequest, "\(form)")
            #expect(!response.text.contains("TOP SECRET"), "\(form)")
        }
    }

    @Test func absolutePathsAreRefusedOrStayInsideTheSite() async throws {
        let harness = try await RouterHarness.built()
        try harness.project.write("secret.txt", "TOP SECRET")
        let secret = harness.project.url("secret.txt").path
        try await harness.test { client in
            // `//tmp/…` would be an absolute path once joined; `/tmp/…` is looked up inside the site.
            let doubled = try await client.execute(uri: "/" + secret, method: .get)
            #expect(doubled.status == .badRequest)
            let inside = try await client.execute(uri: secret, method: .get)
            #expect(inside.status == .notFound)
            let encoded = try await client.execute(uri: "/%2F" + secret.dropFirst(), method: .get)
            #expect(encoded.status == .badRequest)
            for response in [doubled, inside, encoded] { #expect(!response.text.contains("TOP SECRET")) }
        }
    }

    @Test func linksOutOfTheSiteAreNotFollowed() async throws {
        let harness = try await RouterHarness.built()
        let files = FileManager.default
        try harness.project.write("secret.txt", "TOP SECRET")
        try files.createSymbolicLink(
            atPath: harness.project.url("_site/leak.txt").path,
            withDestinationPath: harness.project.url("secret.txt").path)
        try files.createSymbolicLink(atPath: harness.project.url("_site/leak").path, withDestinationPath: "..")
        try files.createSymbolicLink(
            atPath: harness.project.url("_site/home.html").path, withDestinationPath: "index.html")
        try await harness.test { client in
            for path in ["/leak.txt", "/leak/secret.txt", "/leak/", "/leak"] {
                let response = try await client.execute(uri: path, method: .get)
                #expect(response.status == .notFound, "\(path)")
                #expect(!response.text.contains("TOP SECRET"), "\(path)")
            }
            // A link that stays inside the site is served like the file it names.
            let alias = try await client.execute(uri: "/home.html", method: .get)
            #expect(alias.status == .ok)
            #expect(alias.text.contains("Serve Fixture"))
        }
    }

    @Test func theScriptIsAddedWhenServingAndNeverWrittenByTheBuild() async throws {
        let harness = try await RouterHarness.built()
        for file in harness.project.files(under: "_site") {
            let contents = try String(decoding: Data(contentsOf: harness.project.url("_site/" + file)), as: UTF8.self)
            #expect(!contents.contains("_trellis"), "\(file) of the built site mentions the live-reload script")
        }
        try await harness.test { client in
            for path in ["/", "/pages/home/", "/pages/home/phone.html", "/components/tile.html", "/missing.html"] {
                let text = try await client.execute(uri: path, method: .get).text
                #expect(text.components(separatedBy: LiveReloadScript.tag).count == 2, "\(path)")
                #expect(text.contains(LiveReloadScript.tag + "</body>"), "\(path)")
                #expect(!text.contains(FailureOverlay.id), "\(path)")
            }
            let css = try await client.execute(uri: "/assets/trellis.css", method: .get).text
            #expect(css == (try harness.project.read("_site/assets/trellis.css")))
            let script = try await client.execute(uri: LiveReloadScript.path, method: .get).text
            #expect(
                script.contains("new EventSource(\"/_trellis/events?page=\" + encodeURIComponent(location.pathname))"))
        }
    }

    @Test func aFailedRebuildKeepsTheLastGoodSiteUnderAnOverlayUntilFixed() async throws {
        let harness = try await RouterHarness.built()
        try harness.project.write("Content/pages/home.json", #"{"title": "Home", "sections": [<oops>]}"#)
        let broken = await harness.rebuild(changedFiles: ["Content/pages/home.json"])
        #expect(!broken.succeeded)
        let diagnostics = broken.result.diagnostics.map(\.description)
        try await harness.test { client in
            for path in ["/", "/pages/home/", "/pages/home/phone.html", "/missing.html"] {
                let text = try await client.execute(uri: path, method: .get).text
                #expect(text.contains("id=\"\(FailureOverlay.id)\""), "\(path)")
                for line in diagnostics { #expect(text.contains(FailureOverlay.escape(line)), "\(path)") }
                #expect(!text.contains("<oops>"), "\(path): a diagnostic was not escaped")
            }
            let page = try await client.execute(uri: "/pages/home/phone.html", method: .get).text
            #expect(page.contains("First text"), "the last good page is still served")
            #expect(page.contains("home.json:1:"))
        }

        try harness.project.write("Content/pages/home.json", ServeFixture.pageWith("Fixed text"))
        let fixed = await harness.rebuild(changedFiles: ["Content/pages/home.json"])
        #expect(fixed.succeeded)
        try await harness.test { client in
            let page = try await client.execute(uri: "/pages/home/phone.html", method: .get).text
            #expect(page.contains("Fixed text"))
            #expect(!page.contains(FailureOverlay.id))
        }
    }

    /// A site an earlier `trellis build` left is the last good site when `serve` starts on a broken project.
    @Test func aBrokenStartServesTheSiteAnEarlierBuildLeft() async throws {
        let project = try ServeFixture.project()
        #expect(project.build().succeeded)
        try project.write("Content/site.json", "{ not json")
        let harness = RouterHarness(project: project)
        #expect(!(await harness.rebuild()).succeeded)
        try await harness.test { client in
            let response = try await client.execute(uri: "/pages/home/phone.html", method: .get)
            #expect(response.status == .ok)
            #expect(response.text.contains("First text"))
            #expect(response.text.contains(FailureOverlay.id))
            #expect(response.text.contains("this is the last good site"))
        }
    }

    @Test func beforeAnyGoodBuildEveryPageExplainsWhy() async throws {
        let project = try ServeFixture.project()
        try project.write("Content/site.json", "{ not json")
        let harness = RouterHarness(project: project)
        #expect(!(await harness.rebuild()).succeeded)
        try await harness.test { client in
            let response = try await client.execute(uri: "/pages/home/", method: .get)
            #expect(response.status == .serviceUnavailable)
            #expect(response.text.contains(FailureOverlay.id))
            #expect(response.text.contains("site.json:1:"))
            #expect(response.text.contains(LiveReloadScript.tag))
            // No last good site to speak of, and the banner below the explanation, not over it.
            #expect(response.text.contains("no build has succeeded yet"))
            #expect(!response.text.contains("last good site"))
            #expect(!response.text.contains("position:fixed"))
        }
    }
}
