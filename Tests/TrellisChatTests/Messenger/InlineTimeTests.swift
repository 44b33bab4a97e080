import Testing
@testable import TrellisChat

/// Time and status after the last line (Telegram's rule), the retry button, reactions,
/// quotes, link cards, albums and large emoji: exact frames from the style's numbers and the
/// built-in font metrics.
@Suite struct InlineTimeTests {
    typealias M = Messenger

    /// The same message laid out with the time hidden, for comparison.
    func hiddenTime(_ message: ChatMessage) throws -> ChatCellFrame {
        var style = ChatStyle.telegram
        style.timePlacement = .hidden
        return try M.layout([message], M.configuration(style, group: false)).cell(at: 0)
    }

    @Test func aShortLineTakesTheTimeBesideIt() throws {
        // 1_700_000_000 is 22:13:20 UTC: the clock reads "22:13".
        let message = M.message("m", M.alice, 0, .text("Hi"))
        let cell = try M.layout([message], M.configuration(.telegram, group: false)).cell(at: 0)
        let plain = try hiddenTime(message)
        let time = try #require(cell.part(.time))
        #expect(time.text?.string == "22:13")
        // Beside the line: the bubble widens by the 6 pt gap and the time's width, and keeps
        // its height.
        let timeWidth = M.width("22:13", 11)
        #expect(cell.part(.bubble)!.frame.width == plain.part(.bubble)!.frame.width + 6 + timeWidth)
        #expect(cell.frame.height == plain.frame.height)
        // At the bubble's reading end (right for an incoming LTR cell), inside the bubble,
        // its bottom level with the line's bottom.
        let bubble = cell.part(.bubble)!.frame, text = cell.part(.text)!
        #expect(abs(time.frame.maxX - (bubble.maxX - 11)) < 1e-9)
        let line = text.text!.lines.last!
        #expect(abs(time.frame.maxY - (text.frame.minY + line.frame.maxY)) < 1e-9)
    }

    @Test func aFullLastLinePushesTheTimeOntoItsOwnLine() throws {
        // 250 pt of text wrap; a line that fills it leaves no room for the time.
        let long = String(repeating: "wide words ", count: 12)
        let message = M.message("m", M.alice, 0, .text(long))
        let cell = try M.layout([message], M.configuration(.telegram, group: false)).cell(at: 0)
        let plain = try hiddenTime(message)
        let lines = cell.part(.text)!.text!.lines
        let timeWidth = M.width("22:13", 11), timeHeight = PreparedText("22:13", font: .system(size: 11)).layout().height
        if lines.last!.width + 6 + timeWidth > 250 {
            #expect(cell.frame.height == plain.frame.height + 2 + timeHeight)
        } else {
            #expect(cell.frame.height == plain.frame.height)
        }
        #expect(cell.part(.time)!.frame.maxY <= cell.part(.bubble)!.frame.maxY)
    }

    @Test func outgoingStatusIconsAndTheRetryButton() throws {
        let read = M.message("r", M.me, 0, .text("Hi"), extras: MessageExtras(status: .read))
        let failed = M.message("f", M.me, 5, .text("Hi"), extras: MessageExtras(status: .failed))
        let layout = try M.layout([read, failed], M.configuration(.telegram, group: false))
        let icon = try #require(layout.cell(at: 0).part(.statusIcon))
        #expect(icon.imageName == "status.read" && icon.fill == .readStatus && icon.frame.width == 16)
        // Outgoing cells are mirrored: the retry button sits 6 pt left of the bubble, level
        // with its bottom, 24 pt square.
        let cell = layout.cell(at: 1)
        let bubble = cell.part(.bubble)!.frame, retry = try #require(cell.part(.retryButton))
        #expect(abs(retry.frame.minX - (bubble.minX - 6 - 24)) < 1e-9)
        #expect(retry.frame.minY == bubble.maxY - 24 && retry.frame.size == Size(width: 24, height: 24))
        // iMessage: no time inside, the status word under the last outgoing bubble.
        let imessage = try M.layout([read], M.configuration(.imessage, group: false)).cell(at: 0)
        #expect(imessage.part(.time) == nil)
        let label = try #require(imessage.part(.statusLabel))
        #expect(label.text?.string == "Read" && label.frame.minY == imessage.part(.bubble)!.frame.maxY + 2)
        #expect(abs(label.frame.maxX - imessage.part(.bubble)!.frame.maxX) < 1e-9)
    }

    @Test func reactionsOverlapTheBottomAndWrap() throws {
        let plain = M.message("m", M.alice, 0, .text("Hi"))
        var reacted = plain
        reacted.extras.reactions = [Reaction("👍", count: 2)]
        let before = try M.layout([plain], M.configuration(.whatsapp, group: false)).cell(at: 0)
        let after = try M.layout([reacted], M.configuration(.whatsapp, group: false)).cell(at: 0)
        let chip = try #require(after.part(.reaction))
        let bubble = after.part(.bubble)!.frame
        // WhatsApp: the 24 pt chip overlaps the bubble's bottom by 6, so the cell grows by 18.
        #expect(chip.frame.minY == bubble.maxY - 6 && chip.frame.height == 24)
        #expect(after.frame.height == before.frame.height + 18)
        #expect(chip.text?.string == "👍 2" && chip.fill == .reactionChip)
        // Many reactions wrap: the second row starts 24 + 4 below the first.
        reacted.extras.reactions = (0..<12).map { Reaction(["😀", "🎉", "❤️", "🔥"][$0 % 4], count: $0 + 2) }
        let wrapped = try M.layout([reacted], M.configuration(.whatsapp, group: false)).cell(at: 0)
        let rows = Set(wrapped.parts(.reaction).map(\.frame.minY)).sorted()
        #expect(rows.count >= 2 && rows[1] - rows[0] == 28)
        #expect(wrapped.parts(.reaction).allSatisfy { $0.frame.maxX <= 375 })
    }

    @Test func quotesCarryTheirJumpTarget() throws {
        let quote = ReplyPreview(messageID: "q1", senderName: "Bob", text: "Saturday at 8?")
        let message = M.message("m", M.alice, 0, .text("Yes!"), extras: MessageExtras(reply: quote))
        let telegram = try M.layout([message], M.configuration(.telegram, group: false)).cell(at: 0)
        let bars = telegram.parts(.replyBar)
        #expect(!bars.isEmpty && bars.allSatisfy { $0.target == "q1" })
        // Inside, above the text: the quote's bottom + 4 is where the text's frame begins.
        let box = bars.first { $0.name == nil }!
        #expect(telegram.part(.bubble)!.frame.encloses(box.frame))
        #expect(abs(telegram.part(.text)!.frame.minY - (box.frame.maxY + 4)) < 1e-9)
        // WeChat: a grey box 4 pt under the bubble.
        let wechat = try M.layout([message], ChatConfiguration()).cell(at: 0)
        let below = try #require(wechat.part(.replyText))
        #expect(below.frame.minY == wechat.part(.bubble)!.frame.maxY + 4 && below.target == "q1" && below.fill == .quoteBox)
    }

    @Test func linkPreviewCardKeepsTheImageAspect() throws {
        let link = LinkPreview(url: "https://e.com", site: "E", title: "Title", summary: "Text", imageSize: Size(width: 1200, height: 600))
        let message = M.message("m", M.alice, 0, .text("https://e.com"), extras: MessageExtras(linkPreview: link))
        let cell = try M.layout([message], M.configuration(.telegram, group: false)).cell(at: 0)
        let image = try #require(cell.part(.linkImage))
        // The card spans the 250 pt text width; the image is 250 - 9 wide at 2:1.
        #expect(image.frame.width == 241 && image.frame.height == 121)
        #expect(cell.part(.linkBar)!.frame.width == 3)
        #expect(cell.part(.bubble)!.frame.encloses(image.frame))
    }

    @Test func albumGrids() {
        let four = AlbumContent.tiles(count: 4, width: 202, spacing: 2)
        #expect(four == [Rect(x: 0, y: 0, width: 100, height: 100), Rect(x: 102, y: 0, width: 100, height: 100),
                         Rect(x: 0, y: 102, width: 100, height: 100), Rect(x: 102, y: 102, width: 100, height: 100)])
        // Three: small = floor((240 - 2) / 3) = 79, big = 240 - 2 - 79 = 159, halves floor(157 / 2) = 78 and 79.
        let three = AlbumContent.tiles(count: 3, width: 240, spacing: 2)
        #expect(three == [Rect(x: 0, y: 0, width: 159, height: 159), Rect(x: 161, y: 0, width: 79, height: 78),
                          Rect(x: 161, y: 80, width: 79, height: 79)])
        #expect(AlbumContent.rows(count: 10) == [3, 3, 4])
        for count in 2...10 {
            let tiles = AlbumContent.tiles(count: count, width: 240, spacing: 2)
            #expect(tiles.count == count)
            #expect(tiles.allSatisfy { $0.maxX <= 240 + 1e-9 && $0.minX >= 0 })
        }
    }

    @Test func albumsShowPlusNAndLargeEmojiHaveNoBubble() throws {
        let images = Array(repeating: Size(width: 100, height: 100), count: 12)
        let album = M.message("a", M.alice, 0, .album(images: images, caption: ""))
        let party = M.message("e", M.alice, 5, .text("🎉🎉"))
        let layout = try M.layout([album, party], M.configuration(.telegram, group: false))
        let albumCell = layout.cell(at: 0)
        #expect(albumCell.parts(.albumTile).count == 10)
        #expect(albumCell.part(.albumOverflow)?.text?.string == "+2")
        #expect(albumCell.part(.albumOverflow)?.frame == albumCell.parts(.albumTile).last?.frame)
        let emoji = layout.cell(at: 1)
        #expect(emoji.part(.bubble) == nil && emoji.part(.text)?.text?.fontSize == 48)
        #expect(layout.templates.templateKey(for: party) == "emoji")
        // WeChat draws emoji as text in a bubble.
        let wechat = try M.layout([party], ChatConfiguration()).cell(at: 0)
        #expect(wechat.part(.bubble) != nil)
        #expect(EmojiText.isLargeEmoji("👨‍👩‍👧‍👦") && !EmojiText.isLargeEmoji("1") && !EmojiText.isLargeEmoji("ok 👍")
                && !EmojiText.isLargeEmoji("🎉🎉🎉🎉"))
    }
}
