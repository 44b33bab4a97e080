import Testing
@testable import TrellisText

@Suite("grapheme shortcut: simple scalars always break from each other")
struct GraphemeShortcutTests {
    /// Partners that reveal each way a scalar could join its neighbour: a letter (Prepend,
    /// Extend, SpacingMark), a Hangul LV syllable (an L jamo), itself (V, T, regional
    /// indicators), an ideograph and an emoji.
    static let partners: [Unicode.Scalar] = ["a", "\u{AC00}", "\u{4E00}", "\u{1F600}", "\u{3042}", "\u{FF21}", " "]

    @Test("every simple scalar is its own Character next to every kind of simple partner")
    func everySimpleScalar() {
        var simple = 0
        var failures: [String] = []
        for value in UInt32(0)...0x1FFFF {
            guard GraphemeShortcut.isSimple(value), let scalar = Unicode.Scalar(value) else { continue }
            simple += 1
            for partner in GraphemeShortcutTests.partners + [scalar] {
                for pair in [[scalar, partner], [partner, scalar]] {
                    var text = ""
                    text.unicodeScalars.append(contentsOf: pair)
                    if text.count != 2 { failures.append(String(value, radix: 16)) }
                }
            }
        }
        #expect(simple > 40_000)
        #expect(failures.isEmpty, "joined: \(failures.prefix(10))")
    }

    @Test("what is not simple: CR, combining marks, jamo, regional indicators, skin tones, ZWJ")
    func notSimple() {
        for value: UInt32 in [0x0D, 0x0301, 0x1100, 0x1161, 0x11A8, 0x1F1E6, 0x1F3FB, 0x200D, 0xFE0F, 0x3099, 0xFF9E, 0x0600, 0x093E] {
            #expect(!GraphemeShortcut.isSimple(value), "\(String(value, radix: 16))")
        }
    }
}
