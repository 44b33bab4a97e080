import Foundation
import Testing
@testable import TrellisText

/// One case of `Fixtures/attributed-harfbuzz.json` (written by scripts/text/attributed_fixtures.py).
struct AttributedCase: Decodable, Sendable, CustomTestStringConvertible {
    struct Wrap: Decodable, Sendable {
        let maxWidth: Double
        /// [UTF-16 start, width] per line.
        let lines: [[Double]]
    }
    /// [text, "regular" or "bold", size] per run.
    let runs: [[Run]]
    let runWidths: [Double]
    let wraps: [Wrap]

    enum Run: Decodable, Sendable {
        case text(String), size(Double)
        init(from decoder: any Decoder) throws {
            let container = try decoder.singleValueContainer()
            if let size = try? container.decode(Double.self) { self = .size(size) } else { self = .text(try container.decode(String.self)) }
        }
        var text: String { if case .text(let t) = self { t } else { "" } }
        var size: Double { if case .size(let s) = self { s } else { 0 } }
    }

    var attributed: AttributedText {
        var result = AttributedText("", font: .system(size: 17))
        for run in runs {
            let face: FontFace = run[1].text == "bold" ? .standardBold : .standard
            result.append(AttributedText(run[0].text, font: Font(face: face, size: run[2].size)))
        }
        return result
    }

    var testDescription: String { runs.map { $0[0].text }.joined(separator: "|") }

    static let all: [AttributedCase] = {
        struct Fixture: Decodable { let cases: [AttributedCase] }
        guard let url = Bundle.module.url(forResource: "Fixtures/attributed-harfbuzz", withExtension: "json"),
              let data = try? Data(contentsOf: url) else { return [] }
        return (try? JSONDecoder().decode(Fixture.self, from: data).cases) ?? []
    }()
}

/// Noto Sans (Regular and Bold): 1000 units per em, hhea ascender 1069, descender -293, line gap 0
/// (fontTools), so a line of one size s is 1.362 s tall with its baseline 1.069 s below its top.
private let regular = FontFace.standard
private let bold = FontFace.standardBold

@Suite struct AttributedTextTests {
    @Test func fixtureIsPresent() {
        #expect(AttributedCase.all.count == 4)
    }

    @Test(arguments: AttributedCase.all)
    func widthIsTheSumOfTheRunsHarfBuzzWidths(_ fixture: AttributedCase) {
        let prepared = PreparedText(fixture.attributed)
        // Every case ends in a non-space, so the single-line width is the whole advance.
        #expect(abs(prepared.singleLineWidth - fixture.runWidths.reduce(0, +)) < 0.01)
    }

    @Test(arguments: AttributedCase.all)
    func wrapsAsOneParagraphLikeHarfBuzzGreedyLines(_ fixture: AttributedCase) {
        let prepared = PreparedText(fixture.attributed)
        for wrap in fixture.wraps {
            let lines = prepared.layout(maxWidth: wrap.maxWidth).lines
            #expect(lines.map(\.range.lowerBound) == wrap.lines.map { Int($0[0]) }, "at \(wrap.maxWidth)")
            for (line, expected) in zip(lines, wrap.lines) {
                #expect(abs(line.width - expected[1]) < 0.01, "at \(wrap.maxWidth)")
            }
        }
    }

    @Test func wrapsExactlyAtARunBoundary() {
        // "Hello " (Regular 17) + "world" (Bold 17) = 45.662 + 48.739 = 94.401 (HarfBuzz): at 60
        // the line breaks at the space, which ends the first run; the second line is the bold run.
        let text = AttributedText("Hello ", font: Font(face: regular, size: 17)) + AttributedText("world", font: Font(face: bold, size: 17))
        let prepared = PreparedText(text)
        let layout = prepared.layout(maxWidth: 60)
        #expect(layout.lines.map(\.range) == [0..<6, 6..<11])
        let glyphs = prepared.glyphs(for: layout.lines[1])
        #expect(glyphs.count == 5)
        #expect(glyphs.allSatisfy { $0.face == bold && abs($0.scale - 0.017) < 1e-12 })
        #expect(prepared.glyphs(for: layout.lines[0]).allSatisfy { $0.face == regular })
    }

    @Test func lineHeightIsTheTallestRunsOnTheLine() throws {
        // "Due " 12 pt, "tomorrow at noon" Bold 24 pt, " and later" 12 pt at 130 (fixture lines
        // start at 0, 4, 13, 25): line 1 holds only 12 pt text, 1.362 × 12 = 16.344 tall; lines 2
        // and 3 hold 24 pt text (line 3 also " and"), 1.362 × 24 = 32.688; line 4 is 12 pt again.
        let fixture = try #require(AttributedCase.all.first { $0.runs.count == 3 && $0.runs[0][0].text == "Due " })
        let layout = PreparedText(fixture.attributed).layout(maxWidth: 130)
        let heights = layout.lines.map(\.height)
        let expected = [16.344, 32.688, 32.688, 16.344]
        #expect(heights.count == expected.count)
        for (height, value) in zip(heights, expected) { #expect(abs(height - value) < 1e-9) }
        // Baselines: each line's top plus its tallest ascent (1.069 × 12 or 1.069 × 24).
        let baselines = [12.828, 16.344 + 25.656, 16.344 + 32.688 + 25.656, 16.344 + 2 * 32.688 + 12.828]
        for (line, value) in zip(layout.lines, baselines) { #expect(abs(line.baseline - value) < 1e-9) }
        #expect(abs(layout.height - (2 * 16.344 + 2 * 32.688)) < 1e-9)
        // On one line: 32.688 tall, every run on the 24 pt baseline (25.656).
        let single = PreparedText(fixture.attributed).layout()
        #expect(single.lines.count == 1)
        #expect(abs(single.height - 32.688) < 1e-9 && abs(single.firstBaseline - 25.656) < 1e-9)
    }

    @Test func emptyRunsAreDropped() {
        let font = Font(face: regular, size: 17)
        let text = AttributedText("", font: .builtin(size: 40)) + AttributedText("Hi there", font: font)
            + AttributedText("", font: Font(face: bold, size: 30))
        #expect(text.runs.count == 1)
        #expect(text.runs[0].attributes.font == font)
        #expect(PreparedText(text).layout(maxWidth: 30) == PreparedText("Hi there", font: font).layout(maxWidth: 30))
        let empty = AttributedText("", font: font) + AttributedText("", font: Font(face: bold, size: 30))
        #expect(empty.string.isEmpty && empty.utf16Count == 0)
        #expect(PreparedText(empty).layout() == PreparedText("", font: font).layout())
    }

    @Test func builtinRunsOfTwoSizesMeasureAsEachAlone() {
        // Built-in metrics at 10 and 20 pt: each cluster's advance is its run's, alone.
        let text = AttributedText("ab c", font: .builtin(size: 10)) + AttributedText("de f", font: .builtin(size: 20))
        let prepared = PreparedText(text)
        let pieces = PreparedText("ab c", font: .builtin(size: 10)).characterAdvances
            + PreparedText("de f", font: .builtin(size: 20)).characterAdvances
        #expect(prepared.characterAdvances == pieces)
        // Built-in ascender 718, descender 207: one line of both is 0.925 × 20 = 18.5 tall.
        #expect(abs(prepared.layout().height - 18.5) < 1e-9)
    }

    @Test func setAttributesSplitsRunsAndRejectsBadRanges() throws {
        let font = Font(face: regular, size: 17)
        let heavy = AttributedText.Attributes(font: Font(face: bold, size: 17), foregroundColor: 0xFF0000FF)
        var text = AttributedText("Hello world", font: font)
        try text.setAttributes(heavy, range: 6..<11)
        #expect(text.runs.map(\.range) == [0..<6, 6..<11])
        #expect(text.runs[1].attributes == heavy)
        try text.setAttributes(heavy, range: 2..<4)
        #expect(text.runs.map(\.range) == [0..<2, 2..<4, 4..<6, 6..<11])
        let before = text
        #expect(throws: AttributedTextError.rangeOutOfBounds(5..<12, length: 11)) { try text.setAttributes(heavy, range: 5..<12) }
        #expect(text == before)
        try text.setAttributes(AttributedText.Attributes(font: font), range: 0..<11)
        #expect(text == AttributedText("Hello world", font: font))
    }

    @Test func measurerCachesAttributedText() {
        let measurer = TextMeasurer()
        let text = AttributedText("Hello ", font: Font(face: regular, size: 17)) + AttributedText("world", font: Font(face: bold, size: 24))
        let layout = measurer.layout(text, maxWidth: 60)
        #expect(layout == PreparedText(text).layout(maxWidth: 60))
        #expect(measurer.layout(text, maxWidth: 60) == layout)
    }

    @Test func fontByPostScriptOrFullName() {
        #expect(Font(name: "NotoSans-Bold", size: 20)?.face == bold)
        #expect(Font(name: "Noto Sans Regular", size: 15) == Font(face: regular, size: 15))
        #expect(Font(name: "notosans-bold", size: 20)?.face == bold)
        #expect(Font(name: "Helvetica-Nope", size: 20) == nil)
        #expect(Font(name: "NotoSans-Bold", size: .nan) == nil)
        #expect(Font(name: "Nope", size: 12, registry: FontRegistry(directories: [])) == nil)
    }
}
