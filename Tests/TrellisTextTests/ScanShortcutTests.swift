import Testing
@testable import TrellisText

/// The scanner's shortcuts (printable-ASCII and letter runs, single-face measuring) against its
/// general path (`fastPaths: false`, one scalar at a time through the full rules and the face
/// chain): every stored field of the prepared text must be identical, bit for bit.
@Suite("PreparedText scan shortcuts equal the general path")
struct ScanShortcutTests {
    /// Pieces of text weighted towards what the shortcuts handle (ASCII words, spaces and the
    /// punctuation of Blink's table), mixed with what must end a run: CR, LF, tab, controls,
    /// DEL, combining marks, non-ASCII letters, CJK, kana with a voicing mark, Hangul, emoji
    /// (modifiers, ZWJ, flags, VS16, keycaps), right-to-left letters, NBSP, word joiner.
    static let pieces = [
        "a", "e", "Z", "q", "hello", "world", "I", "ab", " ", " ", " ", "  ", ",", ".", "-", "?", "!", "(", ")", "[",
        "{", "<", ">", "}", "]", "/", ":", ";", "=", "&", "%", "#", "\"", "'", "*", "+", "\\", "|", "~", "$", "@",
        "^", "_", "`", "0", "1", "42", "3pm", "x=1&y=2", "https://example.com/a-b?c=d", "www.example.org",
        "\t", "\n", "\r", "\r\n", "\u{1}", "\u{7F}", "\u{85}", "é", "e\u{301}", "a\u{308}", "\u{301}", "ß", "Ω",
        "你好", "世界。", "「了解」", "か\u{3099}", "ー", "안녕", "\u{1100}\u{1161}", "👍🏽", "❤️", "😂",
        "👨‍👩‍👧‍👦", "🇯🇵", "1\u{FE0F}\u{20E3}", "مرحبا", "שלום", "\u{A0}", "\u{2060}", "\u{200B}", "\u{AD}",
        "\u{600}1", "…", "—", "«", "»", "\u{2029}",
    ]

    static let optionsPool: [TextOptions] = [
        TextOptions(),
        TextOptions(lineBreak: .uax14),
        TextOptions(lineBreak: LineBreakOptions(strictness: .loose)),
        TextOptions(lineBreak: LineBreakOptions(wordBreak: .keepAll)),
        TextOptions(lineBreak: LineBreakOptions(wordBreak: .anywhere)),
        TextOptions(kerning: false),
    ]

    static let fonts: [Font] = [.builtin(size: 17), .system(size: 17), .bold(size: 13)]

    /// Seeded random texts of 1–60 pieces.
    static func texts(count: Int, seed: UInt64) -> [String] {
        var state = seed
        func next(_ bound: Int) -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int((state >> 33) % UInt64(bound))
        }
        return (0..<count).map { _ in
            var text = ""
            for _ in 0..<(1 + next(60)) { text += pieces[next(pieces.count)] }
            return text
        }
    }

    /// Every field the scan writes, compared exactly; returns the first difference.
    static func difference(_ fast: PreparedText, _ general: PreparedText) -> String? {
        let a = fast.storage, b = general.storage
        func bits(_ values: StoredArray<Double>) -> [UInt64] { values.map(\.bitPattern) }
        if Array(a.clusterStart) != Array(b.clusterStart) { return "cluster starts" }
        if bits(a.advances) != bits(b.advances) { return "advances \(Array(a.advances)) vs \(Array(b.advances))" }
        if bits(a.kernAfter) != bits(b.kernAfter) { return "kerning" }
        if Array(a.glyphs) != Array(b.glyphs) { return "glyphs" }
        if Array(a.faceOf) != Array(b.faceOf) { return "faces" }
        if a.paragraphs.map({ "\($0.start) \($0.isRightToLeft)" }) != b.paragraphs.map({ "\($0.start) \($0.isRightToLeft)" }) {
            return "paragraphs"
        }
        func describe(_ s: PreparedText.Segment) -> String {
            "\(s.start) \(s.contentEnd) \(s.end) \(s.body.bitPattern) \(s.tail.bitPattern) \(s.hardBreak) \(s.faceMask)"
        }
        if a.segments.map(describe) != b.segments.map(describe) {
            return "segments \(a.segments.map(describe)) vs \(b.segments.map(describe))"
        }
        if a.totalWidth.bitPattern != b.totalWidth.bitPattern || a.hardBreakCount != b.hardBreakCount { return "totals" }
        let shapedA = a.shaped, shapedB = b.shaped
        if (shapedA == nil) != (shapedB == nil) { return "shaped or not" }
        if let shapedA, let shapedB {
            if shapedA.glyphs != shapedB.glyphs || shapedA.advances != shapedB.advances || shapedA.xOffsets != shapedB.xOffsets
                || shapedA.yOffsets != shapedB.yOffsets || shapedA.start != shapedB.start || shapedA.isShaped != shapedB.isShaped {
                return "shaped glyphs"
            }
        }
        return nil
    }

    static func check(_ texts: [String]) {
        for (k, text) in texts.enumerated() {
            let options = optionsPool[k % optionsPool.count]
            for font in fonts {
                let fast = PreparedText(text, font: font, options: options, attributed: nil)
                let general = PreparedText(text, font: font, options: options, attributed: nil, fastPaths: false)
                if let difference = difference(fast, general) {
                    Issue.record("\(difference): \(text.debugDescription), \(font.size) pt, options \(k % optionsPool.count)")
                    return
                }
            }
        }
    }

    @Test("3,000 seeded random texts of mixed scripts, emoji, marks, controls and URLs")
    func randomTexts() {
        ScanShortcutTests.check(ScanShortcutTests.texts(count: 3_000, seed: 0x5DEE_CE66_D1CE_4E5B))
    }

    @Test("every pair and triple of printable ASCII after a letter and after a space")
    func printableTriples() {
        var texts: [String] = []
        let printable = (0x20...0x7E).map { String(UnicodeScalar(UInt8($0))) }
        for a in printable {
            for b in printable {
                texts.append("x" + a + b + "y")
                texts.append(" " + a + b + "1")
                texts.append("a-" + a + b)
            }
        }
        ScanShortcutTests.check(texts)
    }

    @Test("printable ASCII keeps its line-break class under every option (the ASCII run relies on it)")
    func printableClassesAreFixed() {
        for strictness in LineBreakStrictness.allCases {
            for wordBreak in WordBreak.allCases {
                for style in LineBreakStyle.allCases {
                    let options = LineBreakOptions(strictness: strictness, wordBreak: wordBreak, style: style)
                    for value in UInt32(0x20)...0x7E {
                        let cls = UnicodeProperties(value).lineBreakClass
                        #expect(options.resolve(cls, value) == cls)
                    }
                }
            }
        }
    }

    @Test("runs of kana, ideographs, Hangul and CJK punctuation, with marks, ASCII and emoji between")
    func cjkRuns() {
        let pieces = ["今日は", "良い天気", "ですね", "。", "、", "「", "」", "（", "）", "ー", "ぁ", "ゝ", "々", "〜", "・",
                      "か\u{3099}", "\u{3099}", "안녕하세요", "\u{1100}\u{1161}", "한\u{11A8}", "　", "！", "１", "ｱ", "ﾞ",
                      "a", " ", "1", "\n", "\r\n", "👍🏽", "❤️", "\u{FE0F}", "\u{FE0E}", "\u{301}", "\u{200D}", "é", "\u{2029}"]
        var state: UInt64 = 0x0123_4567_89AB_CDEF
        func next(_ bound: Int) -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int((state >> 33) % UInt64(bound))
        }
        var texts: [String] = []
        for _ in 0..<2_000 {
            var text = ""
            for _ in 0..<(1 + next(30)) { text += pieces[next(pieces.count)] }
            texts.append(text)
        }
        ScanShortcutTests.check(texts)
    }

    @Test("the chat benchmark's corpus pieces")
    func chatPieces() {
        ScanShortcutTests.check([
            "hey are we still on for lunch tomorrow 你好，世界。 👍🏽 https://example.com/path/to/page?x=1&y=2",
            "I think so 明天见！ ❤️ the meeting moved to 3pm lol\nsounds good can't wait 👨‍👩‍👧‍👦 🇯🇵",
            "thanks! sure, what time? running late, sorry. www.example.org/a/b 「了解」。 안녕하세요 🏳️‍🌈",
        ])
    }
}
