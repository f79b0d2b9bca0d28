// swift-tools-version: 6.1
import PackageDescription

/// Language features every Trellis module is compiled with.
let strictSettings: [SwiftSetting] = [
    .enableUpcomingFeature("ExistentialAny"),
    .enableUpcomingFeature("MemberImportVisibility"),
]

let package = Package(
    name: "Trellis",
    platforms: [.macOS(.v14)],
    products: [
        .executable(name: "trellis", targets: ["trellis"]),
        .library(name: "TrellisCommands", targets: ["TrellisCommands"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
        // OpenAPI documents as contract sources: the document model, and YAML with line and column marks.
        // The external-loading trait (Swift Concurrency reference loading) is not used and only costs build time.
        .package(url: "https://github.com/mattpolzin/OpenAPIKit", from: "6.4.0", traits: []),
        .package(url: "https://github.com/jpsim/Yams", from: "6.2.2"),
        // `trellis serve`: the HTTP server, its graceful shutdown on Ctrl-C, and its logger (kept quiet).
        .package(url: "https://github.com/hummingbird-project/hummingbird", from: "2.28.1", traits: []),
        .package(url: "https://github.com/swift-server/swift-service-lifecycle", from: "2.8.0"),
        .package(url: "https://github.com/apple/swift-log", from: "1.6.0"),
        // Markdown for the catalog's descriptions and templates' `trellis.markdown`: small, pure Swift, no dependencies.
        .package(url: "https://github.com/JohnSundell/Ink", from: "0.6.0"),
    ],
    targets: [
        // Pure leaves: the content model (JSON with source positions, pages, sections, components)
        // and the flow-layout engine. Neither knows about the other, about HTML or about the disk layout
        // of a site.
        .target(name: "TrellisContent", swiftSettings: strictSettings),
        .target(
            name: "TrellisLayout", swiftSettings: strictSettings,
            // `Double.rounded` calls libm's floor/round on Linux.
            linkerSettings: [.linkedLibrary("m", .when(platforms: [.linux]))]),

        // Pure leaves for templates: a Mustache engine that records where every output byte came from, and a
        // WHATWG HTML5 tokenizer with the tree-construction checks that find what a browser would repair.
        .target(name: "TrellisMustache", swiftSettings: strictSettings),
        .target(name: "TrellisHTML", swiftSettings: strictSettings),

        // JSON Schema (draft 2020-12, 2019-09 and draft-07, and OpenAPI's schema dialects) compiled once into a
        // validator tree and evaluated on positioned JSON, for component contracts.
        .target(name: "TrellisSchema", dependencies: ["TrellisContent"], swiftSettings: strictSettings),

        // OpenAPI 3.0 / 3.1 documents (JSON or YAML) as a source of component contracts.
        .target(
            name: "TrellisOpenAPI",
            dependencies: [
                "TrellisContent",
                .product(name: "OpenAPIKit", package: "OpenAPIKit"),
                .product(name: "OpenAPIKit30", package: "OpenAPIKit"),
                .product(name: "Yams", package: "Yams"),
            ],
            swiftSettings: strictSettings
        ),

        // Component templates, layout emission and the built-in site theme.
        .target(
            name: "TrellisRender",
            dependencies: [
                "TrellisContent", "TrellisSchema", "TrellisLayout", "TrellisMustache", "TrellisHTML",
                .product(name: "Ink", package: "Ink"),
            ],
            swiftSettings: strictSettings
        ),

        // libxml2 behind one system-library target, touched only by TrellisValidation.
        .systemLibrary(
            name: "CLibXML2",
            pkgConfig: "libxml-2.0",
            providers: [.apt(["libxml2-dev"])]
        ),
        .target(name: "TrellisValidation", dependencies: ["CLibXML2"], swiftSettings: strictSettings),

        // Orchestrates loading, rendering, writing and validating a whole site.
        .target(
            name: "TrellisSite",
            dependencies: [
                "TrellisContent", "TrellisSchema", "TrellisOpenAPI", "TrellisLayout", "TrellisMustache",
                "TrellisRender",
                "TrellisValidation", "TrellisHTML",
            ],
            swiftSettings: strictSettings
        ),

        // `trellis serve`: the preview server on Hummingbird, live reload over Server-Sent Events, rebuilds on change.
        .target(
            name: "TrellisServer",
            dependencies: [
                "TrellisSite", "TrellisContent",
                .product(name: "Hummingbird", package: "hummingbird"),
                .product(name: "ServiceLifecycle", package: "swift-service-lifecycle"),
                .product(name: "Logging", package: "swift-log"),
            ],
            swiftSettings: strictSettings
        ),

        // Commands and diagnostics rendering; the executable only calls into it.
        .target(
            name: "TrellisCommands",
            dependencies: [
                "TrellisSite", "TrellisServer", "TrellisValidation", "TrellisContent", "TrellisHTML",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ],
            swiftSettings: strictSettings
        ),
        .executableTarget(name: "trellis", dependencies: ["TrellisCommands"], swiftSettings: strictSettings),

        // Benchmark of the layout engine alone (`swift run -c release TrellisLayoutBenchmark`).
        .executableTarget(
            name: "TrellisLayoutBenchmark",
            dependencies: ["TrellisLayout"],
            swiftSettings: strictSettings
        ),

        // Shared helpers for tests: temporary project folders, fixture paths, running builds.
        .target(
            name: "TrellisTestSupport",
            dependencies: ["TrellisSite", "TrellisContent"],
            path: "Tests/TrellisTestSupport",
            swiftSettings: strictSettings
        ),
        .testTarget(
            name: "TrellisContentTests", dependencies: ["TrellisContent", "TrellisTestSupport"],
            swiftSettings: strictSettings),
        .testTarget(
            name: "TrellisSchemaTests", dependencies: ["TrellisSchema", "TrellisContent"],
            swiftSettings: strictSettings),
        .testTarget(
            name: "TrellisServerTests",
            dependencies: [
                "TrellisServer", "TrellisSite", "TrellisContent", "TrellisTestSupport",
                .product(name: "Hummingbird", package: "hummingbird"),
                .product(name: "HummingbirdTesting", package: "hummingbird"),
            ],
            swiftSettings: strictSettings
        ),
        .testTarget(
            name: "TrellisOpenAPITests", dependencies: ["TrellisOpenAPI", "TrellisContent"],
            swiftSettings: strictSettings),
        .testTarget(name: "TrellisMustacheTests", dependencies: ["TrellisMustache"], swiftSettings: strictSettings),
        .testTarget(name: "TrellisHTMLTests", dependencies: ["TrellisHTML"], swiftSettings: strictSettings),
        .testTarget(
            name: "TrellisLayoutTests", dependencies: ["TrellisLayout", "TrellisTestSupport"],
            resources: [.copy("Vectors")],
            swiftSettings: strictSettings),
        .testTarget(
            name: "TrellisRenderTests",
            dependencies: [
                "TrellisRender", "TrellisContent", "TrellisLayout", "TrellisMustache", "TrellisHTML",
                "TrellisTestSupport",
            ],
            swiftSettings: strictSettings),
        .testTarget(name: "TrellisValidationTests", dependencies: ["TrellisValidation"], swiftSettings: strictSettings),
        .testTarget(
            name: "TrellisSiteTests",
            dependencies: [
                "TrellisSite", "TrellisCommands", "TrellisValidation", "TrellisHTML", "TrellisMustache",
                "TrellisTestSupport",
            ],
            swiftSettings: strictSettings
        ),
    ]
)
