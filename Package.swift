// swift-tools-version: 6.0
// Trellis: constraint layout in pure Swift. No outside packages, by design.
import PackageDescription

let package = Package(
    name: "Trellis",
    platforms: [.macOS(.v15), .iOS(.v18), .tvOS(.v18), .watchOS(.v11), .visionOS(.v2)],
    products: [
        .library(name: "Cassowary", targets: ["Cassowary"]),
        .library(name: "TrellisText", targets: ["TrellisText"]),
        .library(name: "Trellis", targets: ["Trellis"]),
        .library(name: "TrellisChat", targets: ["TrellisChat"]),
        .library(name: "TrellisRender", targets: ["TrellisRender"]),
        .library(name: "TrellisChatRender", targets: ["TrellisChatRender"]),
        .library(name: "TrellisTesting", targets: ["TrellisTesting"]),
        .library(name: "TrellisCLI", targets: ["TrellisCLI"]),
        .executable(name: "trellis", targets: ["trellis"]),
        .executable(name: "TrellisBenchmarks", targets: ["TrellisBenchmarks"]),
    ],
    targets: [
        // The incremental simplex solver. Standard library only.
        .target(name: "Cassowary"),
        // Fonts, Unicode line breaking, text measuring. Standard library and Foundation.
        .target(name: "TrellisText", resources: [.copy("Resources/Fonts")]),
        // Layout nodes, the SnapKit-style DSL and the layout engine.
        .target(name: "Trellis", dependencies: ["Cassowary", "TrellisText"]),
        // The chat-view layout: messages, templates, sections, height cache, input bar.
        .target(name: "TrellisChat", dependencies: ["Trellis", "TrellisText"]),
        // Renderers of solved frames: SVG, HTML, JSON, ASCII, PNG.
        .target(name: "TrellisRender", dependencies: ["Trellis", "TrellisText"]),
        // Renderers of a laid-out chat (TrellisChat) in the same formats, and its JSON document.
        .target(name: "TrellisChatRender", dependencies: ["TrellisChat", "TrellisRender"]),
        // Helpers for users' layout tests (Swift Testing and XCTest).
        .target(name: "TrellisTesting", dependencies: ["Trellis", "TrellisRender"]),
        // The command line, as a library so it can be tested.
        .target(name: "TrellisCLI", dependencies: ["Cassowary", "TrellisText", "Trellis", "TrellisChat", "TrellisRender", "TrellisChatRender"]),
        .executableTarget(name: "trellis", dependencies: ["TrellisCLI"]),
        .executableTarget(
            name: "TrellisBenchmarks",
            dependencies: ["Cassowary", "TrellisText", "Trellis", "TrellisChat", "TrellisRender", "TrellisChatRender"]
        ),
        // Helpers shared by the test targets (a seeded generator).
        .target(name: "TrellisTestSupport", path: "Tests/TrellisTestSupport"),
        .testTarget(name: "CassowaryTests", dependencies: ["TrellisTestSupport", "Cassowary"], resources: [.copy("Fixtures")]),
        .testTarget(name: "TrellisTextTests", dependencies: ["TrellisTestSupport", "TrellisText"], resources: [.copy("Fixtures")]),
        .testTarget(name: "TrellisTests", dependencies: ["TrellisTestSupport", "Cassowary", "Trellis"]),
        // UIKit + SnapKit idioms renamed by scripts/port/ (generated; .ci/checks/port-corpus.sh).
        .testTarget(name: "TrellisPortCorpusTests", dependencies: ["Trellis"]),
        .testTarget(name: "TrellisChatTests", dependencies: ["TrellisTestSupport", "TrellisChat", "TrellisTesting"],
                    exclude: ["Fixtures"]),
        .testTarget(name: "TrellisRenderTests", dependencies: ["TrellisRender"]),
        .testTarget(name: "TrellisChatRenderTests", dependencies: ["TrellisChatRender"]),
        .testTarget(name: "TrellisTestingTests", dependencies: ["TrellisTesting"]),
        .testTarget(name: "TrellisCLITests", dependencies: ["TrellisTestSupport", "TrellisCLI"]),
    ],
    swiftLanguageModes: [.v6]
)
