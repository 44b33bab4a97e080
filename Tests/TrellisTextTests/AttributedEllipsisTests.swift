import Foundation
import Testing
@testable import TrellisText

/// One case of `Fixtures/attributed-ellipsis.json` (written by scripts/text/ellipsis_fixtures.py).
struct EllipsisCase: Decodable, Sendable, CustomTestStringConvertible {
    let runs: [[AttributedCase.Run]]
    let maxWidth: Double
    let position: String
    let prefixEnd: Int
    let suffixStart: Int
    let width: Double
    let ellipsisFace: String
    let ellipsisSize: Double

    var attributed: AttributedText {
        var result = AttributedText("", font: .system(size: 17))
        for run in runs {
            let face: FontFace = run[1].text == "bold" ? .standardBold : .standard
            result.append(AttributedText(run[0].text, font: Font(face: face, size: run[2].size)))
        }
        return result
    }

    var truncation: TruncationPosition {
        switch position {
        case "head": .head
        case "middle": .middle
        default: .tail
        }
    }

    var testDescription: String { position + ": " + runs.map { $0[0].text }.joined(separator: "|") }

    static let all: [EllipsisCase] = {
        struct Fixture: Decodable { let cases: [EllipsisCase] }
        guard let url = Bundle.module.url(forResource: "Fixtures/attributed-ellipsis", withExtension: "json"),
              let data = try? Data(contentsOf: url) else { return [] }
        return (try? JSONDecoder().decode(Fixture.self, from: data).cases) ?? []
    }()
}

/// The "…" of truncated attributed text is in the font of the last character shown before it
/// (TextKit's rule for tail truncation), or, when nothing is shown before it (head truncation),
/// of the first character shown after it. Noto Sans advances in units per 1000 em (fontTools,
/// hmtx; HarfBuzz finds no kerning in these pieces): "…" Regular 791, Bold 855;
/// "Hello " Regular 741 + 564 + 258 + 258 + 605 + 260 = 2686; "w" Bold 856, "o" Bold 619.
@Suite struct AttributedEllipsisTests {
    private let regular = FontFace.standard
    private let bold = FontFace.standardBold

    @Test func fixtureIsPresent() {
        #expect(EllipsisCase.all.count == 8)
    }

    @Test func tailEllipsisTakesTheLastShownCharactersFont() throws {
        // "Hello " Regular 17 + "world" Bold 30 on one 100 pt line:
        // "Hello " 2686 × 0.017 = 45.662, "w" 856 × 0.03 = 25.68, Bold 30 "…" 855 × 0.03 = 25.65:
        // "Hello w…" is 45.662 + 25.68 + 25.65 = 96.992 ≤ 100; "wo" adds 619 × 0.03 = 18.57 → 115.562.
        // (The first run's "…", Regular 17, 791 × 0.017 = 13.447, gave 84.789 here.)
        let text = AttributedText("Hello ", font: Font(face: regular, size: 17)) + AttributedText("world", font: Font(face: bold, size: 30))
        let prepared = PreparedText(text)
        let line = try #require(prepared.layout(maxWidth: 100, options: TextOptions(numberOfLines: 1)).lines.first)
        #expect(line.isTruncated && line.range == 0..<7)
        #expect(abs(line.width - 96.992) < 0.01)
        let ellipsis = try #require(prepared.glyphs(for: line).last)
        #expect(ellipsis.face == bold && ellipsis.glyph == bold.glyph(for: "…"))
        #expect(abs(ellipsis.scale - 0.03) < 1e-12)
        #expect(abs(ellipsis.x - (45.662 + 25.68)) < 0.01)
    }

    @Test func tailCutInTheFirstRunKeepsItsFont() throws {
        // "Hello " Regular 17 + "world" Bold 30 at 50: "Hello" is 2426 × 0.017 = 41.242 and its
        // Regular 17 "…" 13.447 make 54.689 > 50; "Hell" (1821 × 0.017 = 30.957) + 13.447 = 44.404.
        let text = AttributedText("Hello ", font: Font(face: regular, size: 17)) + AttributedText("world", font: Font(face: bold, size: 30))
        let prepared = PreparedText(text)
        let line = try #require(prepared.layout(maxWidth: 50, options: TextOptions(numberOfLines: 1)).lines.first)
        #expect(line.range == 0..<4)
        #expect(abs(line.width - 44.404) < 0.01)
        let ellipsis = try #require(prepared.glyphs(for: line).last)
        #expect(ellipsis.face == regular && abs(ellipsis.scale - 0.017) < 1e-12)
    }

    @Test func headEllipsisTakesTheFirstShownCharactersFont() throws {
        // "Alice: " Bold 15 + "See you at five" Regular 15 at 80, head truncation. Regular 15
        // "…" 791 × 0.015 = 11.865. "ou at five" (Regular: 605 + 618 + 260 + 561 + 361 + 260
        // + 602 ("fi", one ligature) + 508 + 564 = 4339) is 65.085, + 11.865 = 76.95 ≤ 80; "you at five" adds
        // "y" 510 → 72.735 + 11.865 = 84.6 > 80. (The first run's Bold "…" gave 77.91.)
        let text = AttributedText("Alice: ", font: Font(face: bold, size: 15)) + AttributedText("See you at five", font: Font(face: regular, size: 15))
        let prepared = PreparedText(text)
        let line = try #require(prepared.layout(maxWidth: 80, options: TextOptions(numberOfLines: 1, truncation: .head)).lines.first)
        #expect(line.omittedRange == 0..<12)
        #expect(abs(line.width - 76.95) < 0.01)
        let glyphs = prepared.glyphs(for: line)
        let ellipsis = try #require(glyphs.first)
        #expect(ellipsis.face == regular && abs(ellipsis.scale - 0.015) < 1e-12)
        #expect(ellipsis.x == 0)
        // The shown end starts right after the Regular "…".
        #expect(glyphs.count == 1 + 9)   // "…" + "ou at five" in 9 glyphs ("fi" is a ligature)
        #expect(abs(glyphs[1].x - 11.865) < 1e-9)
    }

    @Test(arguments: EllipsisCase.all)
    func truncatesLikeTheOracle(_ fixture: EllipsisCase) throws {
        let prepared = PreparedText(fixture.attributed)
        let options = TextOptions(numberOfLines: 1, truncation: fixture.truncation)
        let line = try #require(prepared.layout(maxWidth: fixture.maxWidth, options: options).lines.first)
        #expect(line.isTruncated)
        #expect(abs(line.width - fixture.width) < 0.01)
        let glyphs = prepared.glyphs(for: line)
        let expectedFace: FontFace = fixture.ellipsisFace == "bold" ? bold : regular
        let ellipsisIndex: Int
        if fixture.truncation == .tail {
            #expect(line.range == 0..<fixture.prefixEnd)
            ellipsisIndex = glyphs.count - 1
        } else {
            #expect(line.omittedRange == fixture.prefixEnd..<fixture.suffixStart)
            ellipsisIndex = try #require(glyphs.firstIndex { $0.utf16Range.isEmpty })
        }
        let ellipsis = glyphs[ellipsisIndex]
        #expect(ellipsis.glyph == expectedFace.glyph(for: "…") && ellipsis.face == expectedFace)
        #expect(abs(ellipsis.scale - fixture.ellipsisSize / 1000) < 1e-12)
        // The "…" is 791 (Regular) or 855 (Bold) units wide at its size: a tail's ends the
        // line; a head's, at x 0, is followed by the shown end.
        let advance = Double(expectedFace == bold ? 855 : 791) * fixture.ellipsisSize / 1000
        switch fixture.truncation {
        case .tail: #expect(abs(ellipsis.x + advance - line.width) < 0.01)
        case .head: #expect(ellipsis.x == 0 && abs(glyphs[ellipsisIndex + 1].x - advance) < 1e-9)
        case .middle: #expect(ellipsisIndex > 0 && ellipsisIndex + 1 < glyphs.count)
        }
    }

    @Test func oneFontIsUnchanged() throws {
        // Runs of one font (two colours) truncate as the plain text does, with its one "…":
        // Regular 14, 791 × 0.014 = 11.074.
        let prepared = PreparedText("one two three four five six", font: .system(size: 14))
        let coloured = AttributedText("one two three ", font: .system(size: 14), foregroundColor: 0xFF0000FF)
            + AttributedText("four five six", font: .system(size: 14))
        #expect(coloured.runs.count == 2)
        let attributed = PreparedText(coloured)
        for position in [TruncationPosition.tail, .head, .middle] {
            let options = TextOptions(numberOfLines: 1, truncation: position)
            let line = try #require(prepared.layout(maxWidth: 60, options: options).lines.first)
            #expect(line == attributed.layout(maxWidth: 60, options: options).lines.first)
            let ellipsis = try #require(prepared.glyphs(for: line).first { $0.utf16Range.isEmpty })
            #expect(ellipsis.face == regular && abs(ellipsis.scale - 0.014) < 1e-12)
        }
    }
}
