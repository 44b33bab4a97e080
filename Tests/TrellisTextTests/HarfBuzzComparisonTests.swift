import Foundation
import Testing
@testable import TrellisText

/// One case of `Fixtures/harfbuzz-widths.json` (written by scripts/text/harfbuzz_fixtures.py).
struct HarfBuzzCase: Decodable, CustomTestStringConvertible, Sendable {
    struct Wrap: Decodable, Sendable {
        struct Line: Decodable, Sendable {
            let range: [Int]
            let width: Double
        }

        let maxWidth: Double
        let lines: [Line]
    }

    let font: String
    let path: String
    let faceIndex: Int
    let script: String
    let text: String
    let width: Double
    /// [UTF-16 offset, advance in px] per HarfBuzz cluster.
    let clusters: [[Double]]
    let wraps: [Wrap]

    var testDescription: String { "\(font) \(script): \(text)" }

    /// Arabic is shaped through presentation forms: 1%. Everything else: 0.01 px.
    func tolerance(_ expected: Double) -> Double {
        script == "arabic" ? max(0.01, abs(expected) * 0.01) : 0.01
    }

    /// Lines of one or two Arabic words: 1% too. Noto Sans Arabic's `kern` feature holds
    /// contextual kerning (GPOS ChainContextPos, lookup type 8), which TrellisText applies; the
    /// rest of the budget is for shaping through presentation forms.
    func lineTolerance(_ expected: Double) -> Double {
        tolerance(expected)
    }

    struct Fixture: Decodable {
        let size: Double
        let cases: [HarfBuzzCase]
    }

    static let fixture: Fixture? = {
        guard let url = Bundle.module.url(forResource: "Fixtures/harfbuzz-widths", withExtension: "json"),
              let data = try? Data(contentsOf: url) else { return nil }
        return try? JSONDecoder().decode(Fixture.self, from: data)
    }()

    static var all: [HarfBuzzCase] { fixture?.cases ?? [] }

    static let notoPaths = [SystemFonts.notoCJK, SystemFonts.notoEmoji, SystemFonts.notoHebrew, SystemFonts.notoArabic]

    static func cases(in paths: [String]) -> [HarfBuzzCase] { all.filter { paths.contains($0.path) } }
}

@Suite("Widths against HarfBuzz")
struct HarfBuzzComparisonTests {
    @Test("the fixture loads and covers every script")
    func fixtureLoads() throws {
        let fixture = try #require(HarfBuzzCase.fixture)
        #expect(fixture.size == 17)
        #expect(Set(fixture.cases.map(\.script)) == ["latin", "cjk", "emoji", "hebrew", "arabic"])
    }

    /// One parameterized test per font, so a missing font shows as a skip with its path.
    @Test("total width and per-cluster advances: DejaVu Sans, Liberation Sans",
          .enabled(if: SystemFonts.has(SystemFonts.dejaVuSans) && SystemFonts.has(SystemFonts.liberationSans),
                   "DejaVu Sans or Liberation Sans (fonts-dejavu-core, fonts-liberation2) is not installed"),
          arguments: HarfBuzzCase.cases(in: [SystemFonts.dejaVuSans, SystemFonts.liberationSans]))
    func latinWidths(_ testCase: HarfBuzzCase) throws { try checkWidths(testCase) }

    @Test("total width and per-cluster advances: Noto CJK, emoji, Hebrew, Arabic",
          .enabled(if: SystemFonts.hasAll(HarfBuzzCase.notoPaths), "a Noto font (fonts-noto-cjk, fonts-noto-color-emoji, fonts-noto-core) is not installed"),
          arguments: HarfBuzzCase.cases(in: HarfBuzzCase.notoPaths))
    func notoWidths(_ testCase: HarfBuzzCase) throws { try checkWidths(testCase) }

    @Test("the fixture has no font outside the two width tests")
    func everyFontCovered() {
        let covered = Set([SystemFonts.dejaVuSans, SystemFonts.liberationSans] + HarfBuzzCase.notoPaths)
        #expect(HarfBuzzCase.all.allSatisfy { covered.contains($0.path) })
    }

    private func checkWidths(_ testCase: HarfBuzzCase) throws {
        let face = try FontFace(contentsOf: testCase.path, faceIndex: testCase.faceIndex)
        let prepared = PreparedText(testCase.text, font: Font(face: face, size: HarfBuzzCase.fixture?.size ?? 17))
        #expect(abs(prepared.singleLineWidth - testCase.width) <= testCase.tolerance(testCase.width),
                "ours \(prepared.singleLineWidth), HarfBuzz \(testCase.width)")
        guard testCase.script != "arabic" else { return }  // joining forms shift width between letters
        let offsets = prepared.characterOffsets
        let advances = prepared.characterAdvances
        for (k, cluster) in testCase.clusters.enumerated() {
            let start = Int(cluster[0])
            let end = k + 1 < testCase.clusters.count ? Int(testCase.clusters[k + 1][0]) : testCase.text.utf16.count
            var ours = 0.0
            for (i, offset) in offsets.enumerated() where offset >= start && offset < end { ours += advances[i] }
            // The last cluster carries no kerning into a following one in either shaper.
            #expect(abs(ours - cluster[1]) <= 0.01, "cluster at \(start): ours \(ours), HarfBuzz \(cluster[1])")
        }
    }

    @Test("greedy line breaks and line widths",
          .enabled(if: SystemFonts.hasAll(Set(HarfBuzzCase.all.filter { !$0.wraps.isEmpty }.map(\.path)).sorted()),
                   "a font of the wrapping cases is not installed"),
          arguments: HarfBuzzCase.all.filter { !$0.wraps.isEmpty })
    func lines(_ testCase: HarfBuzzCase) throws {
        let face = try FontFace(contentsOf: testCase.path, faceIndex: testCase.faceIndex)
        let prepared = PreparedText(testCase.text, font: Font(face: face, size: HarfBuzzCase.fixture?.size ?? 17))
        for wrap in testCase.wraps {
            let layout = prepared.layout(maxWidth: wrap.maxWidth)
            #expect(layout.lines.map { [$0.range.lowerBound, $0.range.upperBound] } == wrap.lines.map(\.range), "at \(wrap.maxWidth)")
            for (ours, theirs) in zip(layout.lines, wrap.lines) {
                #expect(abs(ours.width - theirs.width) <= testCase.lineTolerance(theirs.width), "ours \(ours.width), HarfBuzz \(theirs.width)")
            }
        }
    }

    /// Noto Sans Arabic kerns some letters only in context (GPOS ChainContextPos into SinglePos):
    /// without it "مرحبا" is 1.9% wider than HarfBuzz and "شكرا" 1.3%. With it every Arabic
    /// case of the fixture matches to 0.01 px, well inside the 1% the issue asks for.
    @Test("contextual kerning: Noto Sans Arabic words equal HarfBuzz to 0.01 px",
          .enabled(if: SystemFonts.has(SystemFonts.notoArabic), "Noto Sans Arabic is not installed"))
    func contextualArabic() throws {
        let cases = HarfBuzzCase.all.filter { $0.path == SystemFonts.notoArabic }
        #expect(cases.contains { $0.text == "مرحبا" } && cases.contains { $0.text == "شكرا" })
        let face = try FontFace(contentsOf: SystemFonts.notoArabic)
        let font = Font(face: face, size: HarfBuzzCase.fixture?.size ?? 17)
        for testCase in cases {
            #expect(abs(PreparedText(testCase.text, font: font).singleLineWidth - testCase.width) <= 0.01, "\(testCase.text)")
        }
        // Without kerning the contextual adjustments go too (HarfBuzz with `kern` off: 36.448).
        let unkerned = PreparedText("مرحبا", font: font, options: TextOptions(kerning: false)).singleLineWidth
        #expect(abs(unkerned - 36.448) <= 0.01)
    }
}
