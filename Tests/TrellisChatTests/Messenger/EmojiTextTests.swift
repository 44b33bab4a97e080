import Testing
@testable import TrellisChat

/// ``EmojiText/isLargeEmoji(_:)`` rejects ordinary text from its first scalar before breaking
/// graphemes; that shortcut must never change an answer. The reference below is the rule
/// written out plainly (every character an emoji, one to three of them, spaces ignored).
@Suite struct EmojiTextTests {
    static func reference(_ string: String) -> Bool {
        guard !string.isEmpty, string.utf16.count <= 70 else { return false }
        var count = 0
        for character in string where character != " " {
            let scalars = character.unicodeScalars
            let first = scalars.first!
            let isEmoji = first.properties.isEmojiPresentation || (first.properties.isEmoji && scalars.count > 1)
            guard isEmoji else { return false }
            count += 1
        }
        return count > 0 && count <= EmojiText.maximumCount
    }

    /// Letters, digits and keycap bases, spaces, emoji with and without presentation,
    /// variation selectors, joiners, keycap and skin-tone modifiers, flags, CJK and marks.
    static let pool: [Unicode.Scalar] = ["a", "Z", "1", "0", "#", "*", "!", " ", " ", "\u{FE0F}", "\u{200D}", "\u{20E3}",
                                         "\u{1F3FD}", "\u{1F44D}", "\u{1F389}", "\u{2764}", "\u{263A}", "\u{1F1EB}", "\u{1F1F7}",
                                         "\u{1F468}", "\u{1F469}", "\u{597D}", "\u{0301}", "\u{00E9}", "\u{00A9}"]

    @Test func theShortcutAgreesWithTheRuleOnRandomStrings() {
        var state: UInt64 = 0xE3_0F1
        func next(_ bound: Int) -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int((state >> 33) % UInt64(bound))
        }
        var largeSeen = 0
        for _ in 0..<20_000 {
            var scalars = String.UnicodeScalarView()
            for _ in 0..<(1 + next(8)) { scalars.append(Self.pool[next(Self.pool.count)]) }
            let string = String(scalars)
            let expected = Self.reference(string)
            if expected { largeSeen += 1 }
            #expect(EmojiText.isLargeEmoji(string) == expected, "\(string.unicodeScalars.map { String($0.value, radix: 16) })")
        }
        // The generator reaches both answers.
        #expect(largeSeen > 100)
    }

    @Test func keycapsAndFlagsAreEmojiButBareDigitsAreNot() {
        #expect(EmojiText.isLargeEmoji("1\u{FE0F}\u{20E3}"))
        #expect(EmojiText.isLargeEmoji("#\u{FE0F}\u{20E3} \u{1F1EB}\u{1F1F7}"))
        #expect(!EmojiText.isLargeEmoji("12"))
        #expect(!EmojiText.isLargeEmoji("  "))
        #expect(!EmojiText.isLargeEmoji(" \u{0301}\u{1F44D}"))
    }

    @Test func bubbleClocksAreTwoDigitHoursAndMinutes() {
        #expect(ClockText.string(0, offset: 0) == "00:00")
        #expect(ClockText.string(1_700_000_000, offset: 8 * 3600) == "06:13")   // 2023-11-14 22:13:20 UTC
        #expect(ClockText.string(86_399.5, offset: 0) == "23:59")
        #expect(ClockText.string(-60, offset: 0) == "23:59")
        #expect(ClockText.string(.nan, offset: 0) == "--:--")
    }

    /// The length checks at their edges: 70 UTF-16 units (spaces around one emoji, two
    /// units each) and the 210-byte fast reject (three-byte scalars count one unit each).
    @Test func theLengthLimitsAgreeWithTheRuleAtTheirEdges() {
        var cases: [String] = []
        for spaces in 64...70 {
            cases.append("\u{1F389}" + String(repeating: " ", count: spaces))
            cases.append(String(repeating: " ", count: spaces) + "\u{2764}\u{FE0F}")
        }
        // U+3000 (ideographic space, 3 bytes, 1 unit) is not " ": text, never large.
        for count in 66...72 { cases.append("\u{1F44D}" + String(repeating: "\u{3000}", count: count)) }
        cases.append(String(repeating: "\u{1F44D}", count: 3) + String(repeating: " ", count: 200))
        for string in cases {
            #expect(EmojiText.isLargeEmoji(string) == Self.reference(string), "\(string.utf16.count) units")
        }
        #expect(EmojiText.isLargeEmoji("\u{1F389}" + String(repeating: " ", count: 68)))    // 70 units
        #expect(!EmojiText.isLargeEmoji("\u{1F389}" + String(repeating: " ", count: 69)))   // 71 units
    }
}

