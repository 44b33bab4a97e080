import Foundation
import Testing
@testable import TrellisChat

/// `examples/transcript-<style>.json`: one transcript per preset that parses, names its style
/// and lays out every feature of issue 16. The expected parts follow from the preset's values
/// (the rule: inline times draw `time` and `statusIcon`; status below draws `statusLabel`;
/// replies inside the bubble draw a bar, the sender and a thumbnail; styles without inline
/// times draw "Edited" as a label), plus what every style draws.
@Suite struct StyleExampleTests {
    static func transcript(_ style: String) throws -> Transcript {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("examples/transcript-\(style).json")
        return try Transcript(json: Data(contentsOf: url))
    }

    @Test(arguments: ["wechat", "imessage", "whatsapp", "telegram"])
    func theStyleExampleExercisesEveryFeature(styleName: String) throws {
        let transcript = try Self.transcript(styleName)
        let style = try #require(transcript.style)
        #expect(style == ChatStyle.preset(named: styleName))
        let layout = transcript.layout()
        #expect(layout.diagnostics.isEmpty)
        let roles = Set(layout.allCells().flatMap { $0.parts.map(\.role) })
        var expected: Set<PartRole> = [.avatar, .nickname, .bubble, .text, .image, .headerPill, .systemNotice, .reaction, .replyText,
                                       .linkBar, .linkSite, .linkTitle, .linkDescription, .linkImage, .albumTile, .albumOverflow,
                                       .forwardedLabel, .retryButton, .typingBubble, .typingDot, .unreadSeparator]
        switch style.timePlacement {
        case .inline: expected.formUnion([.time, .statusIcon])
        case .statusBelow: expected.formUnion([.statusLabel, .editedLabel])
        case .hidden: expected.insert(.editedLabel)
        }
        if style.replyPlacement == .insideTop { expected.formUnion([.replyBar, .replySender, .replyThumbnail]) }
        #expect(expected.subtracting(roles).isEmpty, "missing \(expected.subtracting(roles))")
        // Emoji-only messages drawn large, groups with a middle, every delivery status, a
        // thumbnail link card, more than ten album images, several sections.
        #expect(layout.messages.contains { layout.templates.templateKey(for: $0) == "emoji" } == style.largeEmoji)
        #expect(layout.messages.indices.contains { layout.context(at: $0).position == .middle })
        #expect(Set(layout.messages.compactMap { $0.extras.status }) == Set(DeliveryStatus.allCases))
        #expect(layout.messages.contains { $0.extras.linkPreview?.isThumbnail == true })
        #expect(layout.messages.contains { if case .album(let images, _) = $0.kind { images.count > style.albumMaximumTiles } else { false } })
        #expect(layout.sectionStartIndices.count >= 2)
    }
}
