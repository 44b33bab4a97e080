import Testing
import TrellisChat
import TrellisChatRender
import TrellisRender

/// The README's chat and render examples, so the front page never lies.
@Suite struct ReadmeChatExamplesTests {
    @Test func chatLayoutExample() throws {
        var chat = ChatLayout(width: 375)
        let me = ChatSender(id: "me", displayName: "Me")
        let update = try chat.append(
            [ChatMessage(id: "m1", sender: me, direction: .outgoing, timestamp: 1_764_338_580, kind: .text("Hi!"))],
            viewport: Viewport(offsetY: 0, height: 667))
        let cells = chat.cells(in: chat.visibleRange(for: Viewport(offsetY: update.contentOffsetY, height: 667)))
        #expect(cells.contains { $0.messageID == "m1" })
    }

    @Test func renderExample() {
        var bar = InputBarLayout(width: 375)
        let scene = ChatScene(layout: ChatSample.layout(width: 375), inputBar: bar.layout(text: ""), title: "Chat")
        let svg = ChatSVGRenderer().render(scene)
        #expect(svg.hasPrefix("<svg"))
        #expect(svg.contains("<title>Chat</title>"))
    }
}
