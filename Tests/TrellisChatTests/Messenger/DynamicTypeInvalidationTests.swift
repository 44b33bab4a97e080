import Testing
@testable import TrellisChat

/// A Dynamic Type change re-measures exactly the cells that read a scaled font and keeps the
/// reading position.
///
/// The rule (the oracle): Dynamic Type scales the text, nickname, header, detail and time
/// fonts and the large-emoji size (``ChatConfiguration/resolved``). In styles without inline
/// times, a picture or a captionless album with no extras and no nickname reads none of them;
/// every other cell (text, emoji, cards, voice, notices, anything with extras or a nickname,
/// captioned albums) reads at least one. So the first kind must come from the cache and the
/// second must be measured again.
@Suite struct DynamicTypeInvalidationTests {
    typealias M = Messenger

    /// A group chat with every kind: pictures and albums with and without nicknames, extras
    /// and captions, texts, emoji, voice, a card and a notice.
    static let history: [ChatMessage] = [
        M.message("t1", M.alice, 0, .text("Morning! Are we still on for the ridge?")),
        M.message("i1", M.alice, 5, .image(pixelSize: Size(width: 1200, height: 900))),       // later in Alice's run: no nickname
        M.message("i2", M.bob, 10, .image(pixelSize: Size(width: 900, height: 1600))),        // first of Bob's run: nickname
        M.message("i3", M.me, 15, .image(pixelSize: Size(width: 800, height: 800))),          // outgoing
        M.message("i4", M.me, 20, .image(pixelSize: Size(width: 800, height: 600)),
                  extras: MessageExtras(reactions: [Reaction("👍")])),                           // extras
        M.message("al1", M.me, 25, .album(images: Array(repeating: Size(width: 800, height: 600), count: 4), caption: "")),
        M.message("al2", M.me, 30, .album(images: Array(repeating: Size(width: 800, height: 600), count: 3), caption: "The view")),
        M.message("e1", M.me, 35, .text("🎉🎉")),
        M.message("v1", M.bob, 40, .voice(duration: 12)),
        M.message("f1", M.bob, 45, .file(FileAttachment(name: "map.pdf", byteSize: 2_400_000))),
        M.message("s1", M.bob, 50, .system("Carol joined")),
        M.message("i5", M.alice, 55, .image(pixelSize: Size(width: 1000, height: 700))),      // after a notice: nickname
        M.message("i6", M.alice, 58, .image(pixelSize: Size(width: 700, height: 1000))),      // later in the run
        M.message("t2", M.me, 60, .text("On my way")),
    ]

    /// Whether the rule says `message` at `index` reads no scaled font.
    static func readsNoFont(_ layout: ChatLayout, _ index: Int) -> Bool {
        let message = layout.messages[index]
        guard message.extras.isEmpty, !layout.context(at: index).showsNickname else { return false }
        switch message.kind {
        case .image: return true
        case .album(_, let caption): return caption.isEmpty
        default: return false
        }
    }

    @Test(arguments: ["wechat", "imessage"])
    func exactlyTheCellsReadingAFontAreMeasuredAgain(styleName: String) throws {
        let style = try #require(ChatStyle.preset(named: styleName))
        var layout = try M.layout(Self.history, M.configuration(style))
        let unaffected = layout.messages.indices.filter { Self.readsNoFont(layout, $0) }
        // The fixture exercises both sides of the rule: i1, i3, al1 and i6 read no font.
        #expect(unaffected.map { layout.messages[$0].id } == ["i1", "i3", "al1", "i6"])
        let viewport = Viewport(offsetY: 180, height: 300)
        let anchor = try #require(layout.scrollPosition(for: viewport))
        let before = layout.statistics
        var larger = layout.configuration
        larger.contentSizeCategory = .accessibilityLarge
        let update = layout.setConfiguration(larger, viewport: viewport)
        #expect(layout.statistics.measuredCells - before.measuredCells == Self.history.count - unaffected.count)
        #expect(layout.statistics.cacheHits - before.cacheHits == unaffected.count)
        // The cached heights are right: the frames are a cold layout's at the new size.
        let cold = try M.layout(Self.history, larger)
        #expect(layout.messages.indices.map { layout.cellFrame(at: $0) } == cold.messages.indices.map { cold.cellFrame(at: $0) })
        // The skipped cells are the same height at both sizes (the rule is sound).
        let small = try M.layout(Self.history, M.configuration(style))
        for index in unaffected { #expect(small.cellFrame(at: index).height == cold.cellFrame(at: index).height) }
        // The reading position: the anchor's cell top is where it was in the viewport.
        let index = try #require(layout.index(of: anchor.messageID))
        #expect(abs(layout.cellFrame(at: index).minY - update.contentOffsetY - anchor.offset) <= 0.5)
        // And back: the same cells again (one cache entry per message holds the latest size).
        let again = layout.statistics
        layout.setConfiguration(M.configuration(style), viewport: Viewport(offsetY: update.contentOffsetY, height: 300))
        #expect(layout.statistics.measuredCells - again.measuredCells == Self.history.count - unaffected.count)
    }

    /// In an inline-time style every cell carries its time, so every cell is measured again.
    @Test func inlineTimesMakeEveryCellReadAFont() throws {
        var layout = try M.layout(Self.history, M.configuration(.telegram))
        let before = layout.statistics.measuredCells
        var larger = layout.configuration
        larger.contentSizeCategory = .extraLarge
        layout.setConfiguration(larger, viewport: Viewport(offsetY: 0, height: 300))
        #expect(layout.statistics.measuredCells - before == Self.history.count)
    }
}
