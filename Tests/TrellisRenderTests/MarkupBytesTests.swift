import Testing
import Trellis
@testable import TrellisRender

/// The byte writers behind the SVG renderer: they must write exactly what the string APIs
/// do (literal expectations, the same cases as `DecimalFormatTests`).
@Suite struct MarkupBytesTests {
    private static func appended(_ value: Double, _ format: DecimalFormat = .markup) -> String {
        var buffer = ByteBuffer(capacity: 8)
        format.append(value, to: &buffer)
        return buffer.string
    }

    @Test(arguments: DecimalFormatTests.markupCases)
    func decimalsAppendLikeTheirStrings(value: Double, expected: String) {
        #expect(Self.appended(value) == expected)
        var array: [UInt8] = [UInt8(ascii: "x")]
        DecimalFormat.markup.append(value, to: &array)
        #expect(array == [UInt8(ascii: "x")] + Array(expected.utf8))
    }

    @Test func hugeAndNonFiniteValuesAppendLikeTheirStrings() {
        #expect(Self.appended(.nan) == "0")
        #expect(Self.appended(-.infinity) == "0")
        #expect(Self.appended(-1e20) == "-1e+20")
        #expect(Self.appended(1e14 + 0.5, .commandLine) == "100000000000000.5")
        #expect(Self.appended(-0.004) == "0")
        #expect(Self.appended(-0.015) == "-0.02")
    }

    @Test func aBufferGrowsPastItsCapacityKeepingItsBytes() {
        var buffer = ByteBuffer(capacity: 1)
        for index in 0..<1000 { buffer.append(UInt8(truncatingIfNeeded: 48 + index % 10)) }
        buffer.append("é✓" as StaticString)
        buffer.append(String(repeating: "ab", count: 300))
        #expect(buffer.count == 1000 + 5 + 600)
        let string = buffer.string
        #expect(string.hasPrefix("0123456789"))
        #expect(string.contains("9é✓abab"))
        #expect(buffer.bytes.count == 1605)
        buffer.removeAll()
        #expect(buffer.string.isEmpty)
    }

    @Test func escapingWritesReferencesAndDropsWhatXMLCannotHold() {
        var text = ByteBuffer()
        MarkupEscaping.appendText("a<b>&c\t\n\u{1}d\u{FFFE}e\u{FFFF}f＆ｇ\"'", to: &text)
        // Full-width forms (EF BC 86, EF BD 87) stay; U+FFFE and U+FFFF (EF BF BE/BF) go.
        #expect(text.string == "a&lt;b&gt;&amp;c\t\ndef＆ｇ\"'")
        var attribute = ByteBuffer()
        MarkupEscaping.appendAttribute("'Noto Sans', \"x\"\t\r\n\u{7F}", to: &attribute)
        #expect(attribute.string == "&#39;Noto Sans&#39;, &quot;x&quot;&#9;&#13;&#10;\u{7F}")
        #expect(MarkupEscaping.attribute("end\u{FFFD}") == "end\u{FFFD}")  // EF BF BD stays
    }

    @Test func pathDataAndRawBytesWriteTheirLiterals() {
        var d = SVGPathData()
        d.move(to: Point(x: 0, y: 10))
        d.quadCurve(to: Point(x: 10, y: 0), control: Point(x: 0, y: 0))
        // 20.125 × 100 = 2012.5 exactly (half away from zero: 20.13); 1.005 × 100 = 100.49999999999999 (1).
        d.arc(to: Point(x: 20.125, y: -1.005), radius: 2.5, largeArc: true, clockwise: false)
        d.curve(to: Point(x: 1, y: 2), control1: Point(x: 3, y: 4), control2: Point(x: 5, y: 6))
        d.close()
        #expect(d.string == "M0 10Q0 0 10 0A2.5 2.5 0 1 0 20.13 -1C3 4 5 6 1 2Z")
        let group = MarkupElement("g", children: [.bytes(Array("<use href=\"#g0\" x=\"1\" y=\"2\"/>".utf8)), .text("&")])
        #expect(MarkupWriter(dialect: .xml).string(group, terminator: "\n") == "<g><use href=\"#g0\" x=\"1\" y=\"2\"/>&amp;</g>\n")
    }
}
