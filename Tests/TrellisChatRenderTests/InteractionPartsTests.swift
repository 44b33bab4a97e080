import Testing
import TrellisChat
import TrellisChatRender
import TrellisRender

/// Selection checkboxes and the reply arrow are drawn as what they are: a ring or a checked
/// disc, and an arrow in a disc (not the filled boxes of other parts).
@Suite struct InteractionPartsTests {
    /// One 200 × 60 cell with the given parts.
    func scene(_ parts: [ChatPart]) -> ChatScene {
        let cell = ChatCellFrame(messageID: "m1", kind: .message(type: "text"), frame: Rect(x: 0, y: 0, width: 200, height: 60),
                                 parts: parts, isMirrored: false)
        return ChatScene(width: 200, contentHeight: 60, cells: [cell], senders: [:], inputBar: nil, title: "T")
    }

    @Test func anUnselectedCheckboxIsARing() {
        // A 22-point box at (11, 19): centre (22, 30), radius 11 less half the 1.5 stroke.
        let box = ChatPart(role: .selectionCheckbox, frame: Rect(x: 11, y: 19, width: 22, height: 22), fill: .separator, cornerRadius: 11)
        let theme = ChatTheme()
        let svg = ChatSVGRenderer().render(scene([box]))
        #expect(svg.contains(##"<circle cx="22" cy="30" r="10.25" fill="#FFFFFF" stroke="\##(theme.color(.separator))" stroke-width="1.5"/>"##))
        #expect(!svg.contains(##"<rect x="11" y="19""##))
    }

    @Test func aSelectedCheckboxIsACheckedDisc() {
        let box = ChatPart(role: .selectionCheckbox, frame: Rect(x: 11, y: 19, width: 22, height: 22), fill: .accent, cornerRadius: 11,
                           imageName: "checkmark")
        let theme = ChatTheme()
        let svg = ChatSVGRenderer().render(scene([box]))
        #expect(svg.contains(##"<circle cx="22" cy="30" r="11" fill="\##(theme.color(.accent))"/>"##))
        // The check: 0.27, 0.44 and 0.74 of the side across; 0.52, 0.69 and 0.34 down.
        #expect(svg.contains(##"<path d="M16.94 30.44L20.68 34.18L27.28 26.48" fill="none" stroke="#FFFFFF" stroke-width="2"/>"##))
    }

    @Test func theReplyAffordanceIsAnArrowInADisc() {
        let arrow = ChatPart(role: .replyAffordance, frame: Rect(x: 18, y: 16, width: 28, height: 28), fill: .quoteBox, cornerRadius: 14,
                             imageName: "reply")
        let theme = ChatTheme()
        let svg = ChatSVGRenderer().render(scene([arrow]))
        #expect(svg.contains(##"<circle cx="32" cy="30" r="14" fill="\##(theme.color(.quoteBox))"/>"##))
        #expect(ChatFixtures.count(##"stroke="\##(theme.color(.secondaryText))" stroke-width="1.8""##, in: svg) == 2)
    }
}
