import Testing
@testable import TrellisText

/// The fast scanner of `PreparedText` (UTF-8 scalars, ASCII shortcuts, the standard library's
/// grapheme recognizer) against the slow, obvious path: iterating Swift `Character`s.
@Suite("PreparedText scanning equals Character iteration")
struct PreparedScanTests {
    /// UTF-16 offsets where each `Character` starts.
    static func characterOffsets(_ text: String) -> [Int] {
        var offsets: [Int] = []
        var offset = 0
        for character in text {
            offsets.append(offset)
            offset += character.utf16.count
        }
        return offsets
    }

    /// Clusters (after the first) before which a line may or must break, from the segments.
    static func segmentStarts(_ prepared: PreparedText) -> [Int] {
        prepared.segments.dropFirst().map { Int($0.start) }
    }

    /// The built-in metrics and the bundled face take different ASCII shortcuts.
    static func check(_ text: String, options: TextOptions = TextOptions(), _ comment: Comment,
                      fonts: [Font] = [.builtin(size: 17), .system(size: 17)]) {
        let opportunities = LineBreaker(options: options.lineBreak).characterOpportunities(text)
        let expected = opportunities.indices.filter { $0 > 0 && opportunities[$0] != .prohibited }
        for font in fonts {
            let prepared = PreparedText(text, font: font, options: options)
            #expect(prepared.characterOffsets == characterOffsets(text), comment)
            #expect(prepared.utf16Count == text.utf16.count, comment)
            #expect(segmentStarts(prepared) == expected, comment)
        }
    }

    @Test("clusters and opportunities match on every LineBreakTest.txt string")
    func lineBreakTestStrings() throws {
        for testCase in try LineBreakTestCase.load() {
            var text = ""
            text.unicodeScalars.append(contentsOf: testCase.scalars)
            PreparedScanTests.check(text, options: TextOptions(lineBreak: .uax14), "line \(testCase.line)")
        }
    }

    /// Scalars that exercise every grapheme rule: CR LF, controls, prepend, extend, spacing
    /// marks, ZWJ, Hangul jamo and syllables, regional indicators, emoji with modifiers and
    /// VS16, keycaps, Indic conjuncts (GB9c), and plain ASCII, CJK and spaces between them.
    static let pool: [UInt32] = [
        0x61, 0x41, 0x20, 0x2E, 0x2F, 0x3A, 0x31, 0x0D, 0x0A, 0x09, 0x00AD, 0x0600, 0x0301, 0x093E,
        0x200D, 0x200B, 0x2060, 0x1100, 0x1161, 0x11A8, 0xAC00, 0xAC01, 0x1F1EF, 0x1F1F5, 0x1F468,
        0x1F3FD, 0xFE0F, 0xFE0E, 0x20E3, 0x0915, 0x094D, 0x0937, 0x4E00, 0x3002, 0x3099, 0x30FC,
        0x2764, 0x1F44D, 0x0644, 0x0627, 0x05D0, 0xE0020, 0x1F9D1,
    ]

    @Test("clusters and opportunities match on 20,000 random strings of tricky scalars")
    func randomStrings() {
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        func next(_ bound: Int) -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int((state >> 33) % UInt64(bound))
        }
        let pool = PreparedScanTests.pool
        for round in 0..<20_000 {
            var text = ""
            for _ in 0..<(1 + next(12)) {
                text.unicodeScalars.append(Unicode.Scalar(pool[next(pool.count)])!)
            }
            let options = TextOptions(lineBreak: round % 2 == 0 ? LineBreakOptions() : .uax14)
            PreparedScanTests.check(text, options: options, "\(text.unicodeScalars.map { String($0.value, radix: 16) })")
        }
    }

    @Test("runs of words: letters, single and double spaces, punctuation, digits, a non-ASCII letter")
    func wordRuns() {
        var state: UInt64 = 0x2545_F491_4F6C_DD1D
        func next(_ bound: Int) -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int((state >> 33) % UInt64(bound))
        }
        let pieces = ["a", "b", "Z", "q", " ", " ", " ", "  ", ",", ".", "-", "?", "(", ")", "1", "22", "\t", "é", "e\u{301}", "/", "'"]
        for round in 0..<5_000 {
            var text = ""
            for _ in 0..<(1 + next(40)) { text += pieces[next(pieces.count)] }
            let options = TextOptions(lineBreak: round % 2 == 0 ? LineBreakOptions() : .uax14)
            PreparedScanTests.check(text, options: options, "\(text.debugDescription)")
        }
        for text in ["ab cd", "ab cd ef", "a b", "ab c", "ab cd e", "Hello world and more", "ab  cd", "ab cd,ef gh-ij"] {
            PreparedScanTests.check(text, "\(text.debugDescription)")
            PreparedScanTests.check(text, options: TextOptions(lineBreak: .uax14), "\(text.debugDescription)")
        }
    }

    @Test("ASCII-only text, including CR LF pairs and lone CRs")
    func asciiText() {
        PreparedScanTests.check("Hello,\r\nworld!\r\r\n\n (a) [b] 1.5% $3 a-b a/b?c=d", "ascii")
        PreparedScanTests.check("\r", "lone CR")
        PreparedScanTests.check("", "empty")
    }
}
