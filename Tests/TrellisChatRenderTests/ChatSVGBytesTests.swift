import Testing
import TrellisChat
import TrellisRender
@testable import TrellisChatRender

/// The SVG renderer writes its bytes as it paints (``SVGByteCanvas``); the element tree the PNG
/// renderer reads (`document(_:)`, through ``SVGElementCanvas``) must write the very same bytes.
@Suite struct ChatSVGBytesTests {
    /// Every part a chat draws: the sample (CJK, emoji, cards, a voice clip, an input bar with a
    /// draft), built-in metrics (live `<text>` in path mode), attributed runs, and a hostile
    /// scene (markup characters in the title, ids and colours, an empty cell).
    static func scenes() throws -> [(name: String, scene: ChatScene, theme: ChatTheme)] {
        var scenes: [(String, ChatScene, ChatTheme)] = [
            ("sample", ChatFixtures.sample(), ChatTheme()),
            ("sample 320", ChatFixtures.sample(width: 320), ChatTheme()),
            ("fixture", ChatFixtures.scene(inputBar: true), ChatTheme()),
            ("attributed", AttributedRenderingTests.scene().0, ChatTheme()),
        ]
        var configuration = ChatSample.configuration
        configuration.textFont = .builtin(size: 16)
        var layout = ChatLayout(width: 375, registry: ChatTemplateRegistry(configuration: configuration),
                                headerFormatter: ChatSample.headerFormatter())
        try layout.replaceAll(ChatSample.messages, viewport: Viewport(offsetY: 0, height: 0))
        scenes.append(("builtin metrics", ChatScene(layout: layout, title: "Built-in"), ChatTheme()))

        var hostile = ChatFixtures.scene(inputBar: true)
        hostile.title = "<Tom & \"Jerry\">\u{1}"
        hostile.cells.append(ChatCellFrame(messageID: "a\"b<c>&'d", kind: .message(type: "x&y"),
                                           frame: Rect(x: 0, y: 80, width: 200, height: 0), parts: [], isMirrored: true))
        var theme = ChatTheme()
        theme.background = "url(\"#a\")&<"
        theme.primaryText = "'red'"
        theme.builtinFontFamily = "\"Odd\" <Family>, sans-serif"
        scenes.append(("hostile", hostile, theme))
        return scenes
    }

    @Test(arguments: SVGTextMode.allCases)
    func bytesWrittenWhilePaintingMatchTheElementTree(mode: SVGTextMode) throws {
        for (name, scene, theme) in try Self.scenes() {
            let renderer = ChatSVGRenderer(theme: theme, textMode: mode)
            let tree = MarkupWriter(dialect: .xml).string(renderer.document(scene), terminator: "\n")
            let (bytes, _) = renderer.renderCountingLiveText(scene)
            #expect(bytes == tree, "\(name), \(mode)")
            #expect(renderer.render(scene) == tree, "\(name), \(mode)")
        }
    }

    @Test func liveCharactersAreCountedWhileWriting() throws {
        let scene = try #require(try Self.scenes().first { $0.name == "builtin metrics" }).scene
        let (_, live) = ChatSVGRenderer(textMode: .paths).renderCountingLiveText(scene)
        #expect(live > 0)
        #expect(ChatSVGRenderer(textMode: .live).renderCountingLiveText(scene).liveCharacters == 0)
    }
}
