import Testing
import TrellisRender

@Suite struct DecimalFormatTests {
    static let markupCases: [(Double, String)] = [
        (10.0, "10"), (0.0, "0"), (-0.0, "0"), (12.5, "12.5"), (1.0 / 3, "0.33"), (2.0 / 3, "0.67"),
        (-2.499, "-2.5"), (-0.001, "0"), (0.005, "0.01"), (-0.005, "-0.01"), (100.10, "100.1"),
        (1e15, "1000000000000000"), (1e16 + 2, "10000000000000002"), (123_456.789, "123456.79"), (0.05, "0.05"),
    ]

    @Test(arguments: markupCases)
    func markupTwoDecimals(value: Double, expected: String) {
        #expect(DecimalFormat.markup.string(value) == expected)
    }

    @Test func jsonKeepsThreeDecimals() {
        #expect(DecimalFormat.json.string(2.0 / 3) == "0.667")
        #expect(DecimalFormat.json.string(0.1 + 0.2) == "0.3")
        #expect(DecimalFormat.json.string(-0.0004) == "0")
        #expect(DecimalFormat.json.rounded(0.66666) == 0.667)
        #expect(DecimalFormat.json.rounded(-0.0001).sign == .plus)
    }

    @Test func nonFiniteAndHugeValuesStayPrintable() {
        #expect(DecimalFormat.markup.string(.nan) == "0")
        #expect(DecimalFormat.markup.string(.infinity) == "0")
        #expect(DecimalFormat.markup.string(-1e20) == "-1e+20")
        #expect(DecimalFormat(maximumFractionDigits: 6).string(1e12 + 0.5) == "1000000000000.5")
        #expect(DecimalFormat(maximumFractionDigits: 6).string(1e14 + 0.5) == "100000000000000.5")
        #expect(DecimalFormat(maximumFractionDigits: 6).string(5e13) == "50000000000000")
    }

    @Test func digitsAreClamped() {
        #expect(DecimalFormat(maximumFractionDigits: -3).string(1.7) == "2")
        #expect(DecimalFormat(maximumFractionDigits: 40).maximumFractionDigits == 6)
        #expect(DecimalFormat(maximumFractionDigits: 0).string(-0.4) == "0")
    }
}

@Suite struct MarkupEscapingTests {
    @Test func textEscapesMarkupCharacters() {
        #expect(MarkupEscaping.text("a < b & c > d") == "a &lt; b &amp; c &gt; d")
        #expect(MarkupEscaping.text("say \"hi\"\n") == "say \"hi\"\n")
        #expect(MarkupEscaping.text("plain") == "plain")
    }

    @Test func attributesEscapeQuotesAndWhitespace() {
        #expect(MarkupEscaping.attribute("it's \"x\"") == "it&#39;s &quot;x&quot;")
        #expect(MarkupEscaping.attribute("a\tb\nc") == "a&#9;b&#10;c")
    }

    @Test func controlCharactersXMLCannotHoldAreDropped() {
        #expect(MarkupEscaping.text("a\u{0}b\u{1B}c\u{FFFF}") == "abc")
        #expect(MarkupEscaping.text("日本 🙂") == "日本 🙂")
    }
}
