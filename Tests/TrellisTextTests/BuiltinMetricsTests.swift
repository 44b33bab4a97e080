import Testing
@testable import TrellisText

@Suite("Built-in metrics")
struct BuiltinMetricsTests {
    let font = Font.builtin(size: 17)

    @Test("ASCII uses the Helvetica AFM widths: 'Hello, world!' is 5501 units")
    func helveticaASCII() {
        let prepared = PreparedText("Hello, world!", font: font)
        #expect(abs(prepared.singleLineWidth - 5501 * 17 / 1000) < 1e-9)
        #expect(prepared.characterCount == 13)
    }

    @Test("quotesingle and grave follow AdobeStandardEncoding")
    func quotes() {
        let advances = PreparedText("'`", font: .builtin(size: 1000)).characterAdvances
        #expect(advances == [191, 333])
    }

    @Test("East Asian wide characters are 1 em, emoji clusters 1.245 em, others 0.55 em")
    func nonASCII() {
        let prepared = PreparedText("你、👨‍👩‍👧‍👦🇯🇵👍🏽❤️éש", font: .builtin(size: 100))
        #expect(prepared.characterAdvances == [100, 100, 124.5, 124.5, 124.5, 124.5, 55, 55])
    }

    @Test("combining marks add nothing; a decomposed é measures as e")
    func combiningMarks() {
        let decomposed = PreparedText("e\u{301}", font: .builtin(size: 1000))
        #expect(decomposed.characterAdvances == [556])
    }

    @Test("zero-width and control characters add nothing")
    func zeroWidth() {
        let prepared = PreparedText("a\u{200B}b\u{2060}c", font: .builtin(size: 1000))
        #expect(prepared.characterAdvances == [556, 0, 556, 0, 500])
    }

    @Test("keycaps are emoji, a plain digit is not, VS15 asks for text")
    func keycaps() {
        let prepared = PreparedText("1️⃣1☺︎", font: .builtin(size: 1000))
        #expect(prepared.characterAdvances == [1245, 556, 550])
    }

    @Test("line height is Helvetica's ascender + descender")
    func lineHeight() {
        let layout = PreparedText("Hi", font: .builtin(size: 1000)).layout()
        #expect(layout.height == 925)
        #expect(layout.firstBaseline == 718)
    }
}
