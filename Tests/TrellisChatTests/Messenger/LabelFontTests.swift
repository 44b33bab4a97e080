import Testing
@testable import TrellisChat

/// The small labels (time, status, reactions, large emoji, the album's "+N") are measured
/// with the bundled Noto Sans, the face the renderers draw, not the built-in Helvetica widths.
@Suite struct LabelFontTests {
    typealias M = Messenger
    static let regular = FontFace.standard.identifier
    static let bold = FontFace.standardBold.identifier

    @Test func everyPresetMeasuresTimesAndNamesWithTheBundledFont() {
        for style in ChatStyle.presets {
            #expect(style.timeFont == .system(size: 11), "\(style.name)")
            let c = ChatConfiguration(style: style)
            #expect(c.textFont.face == .standard && c.nicknameFont.face.isBundled, "\(style.name)")
        }
        // WhatsApp and Telegram set the name inside the bubble in semibold (the bundled Bold).
        #expect(ChatConfiguration(style: .telegram).nicknameFont == .system(size: 13, weight: .semibold))
        #expect(ChatConfiguration(style: .whatsapp).nicknameFont.face == .standardBold)
        #expect(ChatConfiguration(style: .imessage).nicknameFont == .system(size: 11))
        #expect(ChatStyle(name: "custom").timeFont.face == .standard)
    }

    @Test func inlineTimesAndStatusWordsUseTheTimeFont() throws {
        let message = M.message("m", M.alice, 0, .text("Hi"))
        let telegram = try M.layout([message], M.configuration(.telegram, group: false)).cell(at: 0)
        let time = try #require(telegram.part(.time)?.text)
        #expect(time.fontFace == Self.regular && time.fontSize == 11)
        // Its width is Noto Sans's, which differs from Helvetica's for "22:13".
        #expect(abs(time.lines[0].width - M.width("22:13", 11)) < 1e-9)
        #expect(abs(time.lines[0].width - PreparedText("22:13", font: .builtin(size: 11)).layout().width) > 0.1)
        let sent = M.message("s", M.me, 0, .text("Hi"), extras: MessageExtras(status: .delivered))
        let imessage = try M.layout([sent], M.configuration(.imessage, group: false)).cell(at: 0)
        let status = try #require(imessage.part(.statusLabel)?.text)
        #expect(status.fontFace == Self.regular && status.string == "Delivered")
    }

    @Test func reactionChipsUseTheDetailFontAtTheChipSize() throws {
        let extras = MessageExtras(reactions: [Reaction("👍", count: 3)])
        let message = M.message("m", M.alice, 0, .text("Hi"), extras: extras)
        let cell = try M.layout([message], M.configuration(.telegram, group: false)).cell(at: 0)
        let chip = try #require(cell.part(.reaction))
        let text = try #require(chip.text)
        // Telegram's chips are 26 pt high: 26 × 0.55 = 14.3, rounded to 14.
        #expect(text.fontFace == Self.regular && text.fontSize == 14)
        // The chip is the label's width plus 8 pt each side; "👍" has no glyph in Noto Sans, so
        // it takes the built-in wide metrics (1.245 em), the space and "3" Noto Sans's advances.
        let label = PreparedText("👍 3", font: .system(size: 14)).layout().width
        #expect(abs(chip.frame.width - (label + 16)) < 1e-9)
        #expect(label > 1.245 * 14)
        // Another detail font is kept as it is (its face, not the bundled one).
        var builtin = M.configuration(.telegram, group: false)
        builtin.detailFont = .builtin(size: 12)
        let other = try M.layout([message], builtin).cell(at: 0)
        #expect(other.part(.reaction)?.text?.fontFace == FontFace.builtin.identifier)
    }

    @Test func largeEmojiAndThePlusNOfAnAlbum() throws {
        let images = Array(repeating: Size(width: 100, height: 100), count: 12)
        let album = M.message("a", M.alice, 0, .album(images: images, caption: ""))
        let party = M.message("e", M.alice, 5, .text("🎉🎉"))
        let layout = try M.layout([album, party], M.configuration(.telegram, group: false))
        let overflow = try #require(layout.cell(at: 0).part(.albumOverflow))
        let plus = try #require(overflow.text)
        // "+2" in Noto Sans Bold at 30 % of the tile's shorter side, centred on the tile.
        let size = (min(overflow.frame.width, overflow.frame.height) * 0.3).rounded()
        #expect(plus.fontFace == Self.bold && plus.fontSize == size)
        let width = PreparedText("+2", font: .system(size: size, weight: .bold)).layout().width
        #expect(abs(plus.lines[0].frame.minX - (overflow.frame.width - width) / 2) < 1e-9)
        // The emoji go through the text font's chain: Noto Sans has none and no fallback is
        // configured, so each takes the built-in 1.245 em at 48 pt: 2 × 59.76.
        let emoji = try #require(layout.cell(at: 1).part(.text)?.text)
        #expect(emoji.fontFace == Self.regular && emoji.fontSize == 48)
        #expect(abs(emoji.lines[0].width - 2 * 1.245 * 48) < 1e-9)
    }

    @Test func theLargeEmojiHeightsFollowTheTextFontsFace() {
        var builtin = M.configuration(.telegram)
        builtin.textFont = .builtin(size: 16)
        let registry = ChatTemplateRegistry(configuration: M.configuration(.telegram))
        #expect(registry.fingerprint(for: "emoji") != ChatTemplateRegistry(configuration: builtin).fingerprint(for: "emoji"))
    }
}
