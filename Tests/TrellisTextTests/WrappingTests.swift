import Testing
@testable import TrellisText

/// Lines as strings, for readable expectations.
func lineTexts(_ text: String, _ layout: TextLayout) -> [String] {
    let utf16 = Array(text.utf16)
    return layout.lines.map { String(decoding: utf16[$0.range], as: UTF16.self) }
}

/// Width of `text` in the built-in font at size 1000 (so widths are AFM units).
func units(_ text: String) -> Double {
    PreparedText(text, font: .builtin(size: 1000)).singleLineWidth
}

@Suite("Wrapping")
struct WrappingTests {
    let font = Font.builtin(size: 1000)

    @Test("greedy first fit; trailing spaces hang and are not counted")
    func greedy() {
        let text = "Hello world again"
        let layout = PreparedText(text, font: font).layout(maxWidth: units("Hello world"))
        #expect(lineTexts(text, layout) == ["Hello world ", "again"])
        #expect(layout.lines[0].width == units("Hello world"))
        #expect(layout.width == units("Hello world"))
        #expect(layout.lines.map(\.range) == [0..<12, 12..<17])
    }

    @Test("a width a hair too small pushes the word to the next line")
    func tooSmall() {
        let text = "Hello world"
        let layout = PreparedText(text, font: font).layout(maxWidth: units("Hello world") - 1)
        #expect(lineTexts(text, layout) == ["Hello ", "world"])
    }

    @Test("hard breaks: LF, CRLF, U+2028, U+2029; consecutive newlines give empty lines")
    func hardBreaks() {
        let text = "a\nb\r\nc\u{2028}d\u{2029}e\n\nf"
        let layout = PreparedText(text, font: font).layout()
        #expect(lineTexts(text, layout) == ["a\n", "b\r\n", "c\u{2028}", "d\u{2029}", "e\n", "\n", "f"])
        #expect(layout.lines[5].width == 0)
        #expect(layout.height == 7 * 925)
    }

    @Test("a trailing newline does not add an empty line")
    func trailingNewline() {
        #expect(PreparedText("abc\n", font: font).layout().lines.count == 1)
        #expect(PreparedText("abc\n\n", font: font).layout().lines.count == 2)
        #expect(PreparedText("", font: font).layout().lines.isEmpty)
    }

    @Test("an over-long word breaks between graphemes")
    func longWord() {
        let text = "aaaaaaaaaa"
        let layout = PreparedText(text, font: font).layout(maxWidth: units("aaaa"))
        #expect(lineTexts(text, layout) == ["aaaa", "aaaa", "aa"])
    }

    @Test("an over-long URL moves to its own line, then breaks at its opportunities and graphemes")
    func longURL() {
        let text = "see https://example.com/a/very/long/path"
        let unicode = TextOptions(lineBreak: LineBreakOptions(style: .unicode))
        let layout = PreparedText(text, font: font, options: unicode).layout(maxWidth: units("https://example"))
        let lines = lineTexts(text, layout)
        #expect(lines.first == "see https://")
        #expect(lines.joined() == text)
        for line in layout.lines { #expect(line.width <= units("https://example") + 0.001) }
    }

    @Test("browser style: a URL has no opportunity before its query, so an over-long one breaks greedily between graphemes")
    func longURLBrowser() {
        let text = "see https://example.com/a/very/long/path"
        let width = units("https://example")
        let layout = PreparedText(text, font: font).layout(maxWidth: width)
        let lines = lineTexts(text, layout)
        #expect(lines == ["see ", "https://example", ".com/a/very/lon", "g/path"])
        for line in layout.lines { #expect(line.width <= width + 0.001) }
        // Wide enough for the whole URL: it moves to the second line in one piece.
        let wide = PreparedText(text, font: font).layout(maxWidth: units("https://example.com/a/very/long/path"))
        #expect(lineTexts(text, wide) == ["see ", "https://example.com/a/very/long/path"])
    }

    @Test("emoji ZWJ sequences, skin tones and flags are never split")
    func emojiUnits() {
        let text = "👨‍👩‍👧‍👦👍🏽🇯🇵🇺🇸"
        let layout = PreparedText(text, font: font).layout(maxWidth: 1300)
        #expect(lineTexts(text, layout) == ["👨‍👩‍👧‍👦", "👍🏽", "🇯🇵", "🇺🇸"])
    }

    @Test("numberOfLines cuts the tail with an ellipsis that fits")
    func truncation() {
        let text = "one two three four five six"
        let width = units("one two three")
        let layout = PreparedText(text, font: font).layout(maxWidth: width, options: TextOptions(numberOfLines: 1))
        #expect(layout.lines.count == 1)
        #expect(layout.isTruncated)
        let last = layout.lines[0]
        let visible = lineTexts(text, layout)[0]
        #expect(last.width <= width + 0.001)
        #expect(last.width == units(visible) + 1000)  // Helvetica's ellipsis is 1000 units
        #expect(visible == "one two thr")
        let two = PreparedText(text, font: font).layout(maxWidth: width, options: TextOptions(numberOfLines: 2))
        #expect(lineTexts(text, two) == ["one two three ", "four five six"])
        #expect(!two.isTruncated)
        let short = PreparedText(text, font: font).layout(maxWidth: units("one two"), options: TextOptions(numberOfLines: 2))
        #expect(lineTexts(text, short)[0] == "one two ")
        #expect(short.lines[1].isTruncated && !short.lines[0].isTruncated)
    }

    @Test("numberOfLines also limits a word that is split between clusters")
    func truncatesSplitWord() {
        // Helvetica's S is 667 units and "…" 1000: at 3,000 units a line holds 4 S (2,668), and
        // a truncated line 2 S + "…" (1,334 + 1,000; 3 S + "…" is 3,001). The 200-S nickname
        // once gave 9 lines.
        let text = String(repeating: "S", count: 200)
        for lines in 1...3 {
            let layout = PreparedText(text, font: font).layout(maxWidth: 3000, options: TextOptions(numberOfLines: lines))
            #expect(lineTexts(text, layout) == Array(repeating: "SSSS", count: lines - 1) + ["SS"])
            #expect(layout.isTruncated && layout.lines.last!.isTruncated)
            #expect(layout.lines.last!.width == 2 * 667 + 1000)
        }
        // A split word followed by more text, cut on the split line itself.
        let mixed = text + " tail"
        let two = PreparedText(mixed, font: font).layout(maxWidth: 3000, options: TextOptions(numberOfLines: 2))
        #expect(lineTexts(mixed, two) == ["SSSS", "SS"])
        // The same cut when a hard break ends the split word (its rest once made a third line).
        let broken = text + "\ntail"
        for lines in 1...3 {
            let layout = PreparedText(broken, font: font).layout(maxWidth: 3000, options: TextOptions(numberOfLines: lines))
            #expect(lineTexts(broken, layout) == Array(repeating: "SSSS", count: lines - 1) + ["SS"])
        }
        // Unlimited, the same word still wraps completely: 200 / 4 = 50 lines.
        #expect(PreparedText(text, font: font).layout(maxWidth: 3000).lines.count == 50)
    }

    @Test("numberOfLines without truncation when everything fits")
    func noTruncation() {
        let layout = PreparedText("a b", font: font).layout(maxWidth: 100_000, options: TextOptions(numberOfLines: 1))
        #expect(!layout.isTruncated)
        #expect(layout.lines.count == 1)
    }

    @Test("line spacing goes between lines; fixed and multiple heights")
    func spacingAndHeights() {
        let prepared = PreparedText("a\nb\nc", font: font)
        #expect(prepared.layout(options: TextOptions(lineSpacing: 10)).height == 3 * 925 + 20)
        let fixed = prepared.layout(options: TextOptions(lineHeight: .points(1200)))
        #expect(fixed.height == 3600)
        #expect(fixed.lines[1].baseline == 1200.0 + (1200.0 - 925.0) / 2 + 718.0)
        #expect(prepared.layout(options: TextOptions(lineHeight: .multiple(2))).height == 3 * 1850)
    }

    @Test("RTL paragraphs align right under natural alignment; LTR ones left")
    func rightToLeft() {
        let text = "שלום עולם\nhello"
        let layout = PreparedText(text, font: font).layout()
        #expect(layout.lines[0].isRightToLeft)
        #expect(!layout.lines[1].isRightToLeft)
        #expect(layout.lines[1].x == 0)
        #expect(layout.lines[0].x == layout.width - layout.lines[0].width)
        #expect(layout.lines[1].width < layout.lines[0].width)
    }

    @Test("the first strong character decides, not the first character")
    func firstStrong() {
        let layout = PreparedText("123 مرحبا abc", font: font).layout()
        #expect(layout.lines[0].isRightToLeft)
        #expect(!PreparedText("(abc مرحبا)", font: font).layout().lines[0].isRightToLeft)
    }

    @Test("layout at many widths never loses or reorders text")
    func tiling() {
        let text = "Hi! 你好，世界。 https://x.io/a?b=1 👍🏽 مرحبا end\n\nlast"
        let prepared = PreparedText(text, font: font)
        for width in stride(from: 500.0, through: 20_000, by: 731) {
            let layout = prepared.layout(maxWidth: width)
            var expectedStart = 0
            for line in layout.lines {
                #expect(line.range.lowerBound == expectedStart)
                expectedStart = line.range.upperBound
                let shown = String(decoding: Array(text.utf16)[line.range], as: UTF16.self)
                let characters = shown.filter { !$0.isWhitespace }.count
                #expect(line.width <= width + 0.001 || characters == 1, "\(width): \(lineTexts(text, layout)) \(layout.lines.map(\.width))")
            }
            #expect(expectedStart == text.utf16.count)
        }
    }
}
