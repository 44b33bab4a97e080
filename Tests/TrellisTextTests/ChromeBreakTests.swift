import Foundation
import Testing
@testable import TrellisText

/// Chrome's break opportunities, recorded by `scripts/text/chrome_breaks.py` (headless
/// Chromium, every text in a 1 px wide box), against ``LineBreakStyle/browser``.
@Suite("Line breaks equal Chrome's (browser style)")
struct ChromeBreakTests {
    struct Case: Decodable {
        let text: String
        let lineStarts: [Int]
    }

    /// An over-long URL in a box `width` px wide with `overflow-wrap: anywhere`.
    struct OverflowCase: Decodable {
        let text: String
        let width: Double
        let size: Double
        let lines: [String]
    }

    struct Fixture: Decodable {
        let browser: String
        let cases: [Case]
        let overflow: [OverflowCase]
    }

    static func load() throws -> Fixture {
        let url = try #require(Bundle.module.url(forResource: "Fixtures/chrome-breaks", withExtension: "json"))
        return try JSONDecoder().decode(Fixture.self, from: Data(contentsOf: url))
    }

    /// UTF-16 offsets of the characters before which `options` allow a break.
    static func opportunityOffsets(_ text: String, _ options: LineBreakOptions) -> [Int] {
        let opportunities = LineBreaker(options: options).characterOpportunities(text)
        var offsets: [Int] = []
        var offset = 0
        for (index, character) in text.enumerated() {
            if index > 0, opportunities[index] != .prohibited { offsets.append(offset) }
            offset += character.utf16.count
        }
        return offsets
    }

    @Test("every recorded text breaks exactly where Chrome breaks it")
    func matchesChrome() throws {
        let fixture = try ChromeBreakTests.load()
        #expect(fixture.cases.count >= 20)
        for testCase in fixture.cases {
            #expect(ChromeBreakTests.opportunityOffsets(testCase.text, LineBreakOptions()) == testCase.lineStarts,
                    "\(testCase.text) (\(fixture.browser))")
            // The prepared text (what layout uses) has the same opportunities.
            let prepared = PreparedText(testCase.text, font: .builtin(size: 17))
            let starts = prepared.segments.dropFirst().map { prepared.characterOffsets[Int($0.start)] }
            #expect(starts == testCase.lineStarts, "\(testCase.text)")
        }
    }

    @Test("plain UAX #14 differs from Chrome on URLs, as TEXT.md records")
    func unicodeStyleDiffers() throws {
        let text = "https://example.com/path/to/page?x=1&y=2"
        #expect(ChromeBreakTests.opportunityOffsets(text, LineBreakOptions(style: .unicode)) == [8, 20, 25, 28, 33])
        #expect(ChromeBreakTests.opportunityOffsets(text, LineBreakOptions()) == [33])
    }

    @Test("Blink's ASCII table: after - and ?, before ( < [ { after closing punctuation")
    func asciiTable() {
        func breaks(_ a: Character, _ b: Character, after before: Character = " ") -> Bool {
            BrowserTailoring.breaksBetween(before.unicodeScalars.first!.value, a.unicodeScalars.first!.value, b.unicodeScalars.first!.value)
        }
        #expect(breaks("-", "a") && breaks("?", "a") && breaks("?", "1") && breaks(".", "("))
        #expect(!breaks("/", "a") && !breaks("a", "/") && !breaks("!", "a") && !breaks("a", "(") && !breaks("-", "]"))
        #expect(breaks("-", "1", after: "D") && !breaks("-", "1", after: " ") && !breaks("-", "1", after: "("))
    }

    @Test("the packed sets are the documented characters")
    func packedSets() {
        func set(_ characters: String) -> (UInt64, UInt64) {
            var low: UInt64 = 0
            var high: UInt64 = 0
            for scalar in characters.unicodeScalars {
                let bit = scalar.value - 0x21
                if bit < 64 { low |= 1 << UInt64(bit) } else { high |= 1 << UInt64(bit - 64) }
            }
            return (low, high)
        }
        let letters = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz"
        let hyphen = set("\"#%&'(*+-<=>@[\\^_`{|~\u{7F}" + letters)
        let question = set("#$%&(*+-0123456789<=>@[\\^_`{|~" + letters)
        #expect(BrowserTailoring.afterHyphen == hyphen)
        #expect(BrowserTailoring.afterQuestion == question)
    }

    @Test("the special rows are spaces, - and ? and the closing punctuation")
    func specialRows() {
        let special = Set("\t !\"#%&)*+,-.:;=>?\\]|}~".unicodeScalars.map(\.value))
        for value in UInt32(0)..<0x80 {
            #expect(BrowserTailoring.isSpecial(value) == special.contains(value), "\(value)")
        }
    }

    /// The URL moves to its own line, is cut greedily between characters, and its rest ends
    /// at the break after "?". Chrome's advances are hinted to whole pixels; none of these cuts
    /// is close enough to the edge for that to matter.
    @Test("over-long URLs wrap as in Chrome with overflow-wrap: anywhere (DejaVu Sans)",
          .enabled(if: SystemFonts.has(SystemFonts.dejaVuSans), "DejaVu Sans is not installed"))
    func overLongURLs() throws {
        let fixture = try ChromeBreakTests.load()
        #expect(!fixture.overflow.isEmpty)
        let face = try FontFace(contentsOf: SystemFonts.dejaVuSans)
        for testCase in fixture.overflow {
            let layout = PreparedText(testCase.text, font: Font(face: face, size: testCase.size)).layout(maxWidth: testCase.width)
            #expect(lineTexts(testCase.text, layout) == testCase.lines, "\(testCase.width) px")
        }
    }
}
