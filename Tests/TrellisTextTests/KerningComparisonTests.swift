import Foundation
import Testing
@testable import TrellisText

/// One case of `Fixtures/harfbuzz-kerning.json` (written by scripts/text/kerning_fixtures.py):
/// HarfBuzz's glyphs for a Latin text, as [id, x_advance, x_offset, y_offset] in font units,
/// its width at the fixture's size, and its width with `kern` off.
struct KerningCase: Decodable, CustomTestStringConvertible, Sendable {
    let font: String
    let path: String
    let text: String
    let upem: Int
    let width: Double
    let unkerned: Double
    let glyphs: [[Int]]

    var testDescription: String { "\(font): \(text)" }
    var isTiny: Bool { path.hasSuffix("tiny-context-kern.ttf") }

    struct Fixture: Decodable {
        let size: Double
        let cases: [KerningCase]
    }

    static let fixture: Fixture? = {
        guard let url = Bundle.module.url(forResource: "Fixtures/harfbuzz-kerning", withExtension: "json"),
              let data = try? Data(contentsOf: url) else { return nil }
        return try? JSONDecoder().decode(Fixture.self, from: data)
    }()

    static var all: [KerningCase] { fixture?.cases ?? [] }

    /// The font that fontTools built, with chained contextual kerning on glyphs no shaping
    /// lookup changes.
    static func tinyFace() throws -> FontFace {
        let url = try #require(Bundle.module.url(forResource: "Fixtures/tiny-context-kern", withExtension: "ttf"))
        return try FontFace(contentsOf: url.path)
    }

    func face() throws -> FontFace {
        if isTiny { return try KerningCase.tinyFace() }
        return path.hasSuffix("NotoSans-Bold.ttf") ? FontFace.standardBold : FontFace.standard
    }
}

/// Pair and chained contextual kerning on the unshaped path (text that no GSUB/GPOS lookup
/// other than `kern` can change) against HarfBuzz. The bundled Noto Sans kerns pairs there, but
/// its only contextual rules start at combining marks, which always take the shaper; the tiny
/// font's rules (`pos T A' -80 V;`, `pos [T V] o' -40 period;`) start at plain letters.
@Suite("Kerning against HarfBuzz (pairs and chained contexts, unshaped path)")
struct KerningComparisonTests {
    @Test("the fixture loads, with tiny-font and Noto Sans cases that kerning changes")
    func fixtureLoads() throws {
        let fixture = try #require(KerningCase.fixture)
        #expect(fixture.size == 17)
        #expect(Set(fixture.cases.map(\.font)) == ["Tiny Context Kern", "Noto Sans", "Noto Sans Bold"])
        for testCase in fixture.cases { #expect(testCase.width != testCase.unkerned, "\(testCase.text)") }
    }

    @Test("the tiny font's text takes the unshaped path (the path the contextual cases test)")
    func tinyFontIsUnshaped() throws {
        let face = try KerningCase.tinyFace()
        let font = Font(face: face, size: 17)
        for testCase in KerningCase.all where testCase.isTiny {
            #expect(PreparedText(testCase.text, font: font).storage.shaped == nil, "\(testCase.text)")
        }
    }

    /// The unshaped path skips a face's contextual rules when each starts at a glyph that
    /// always takes the shaper: Noto Sans's (combining marks after a dotless i), not the tiny font's.
    @Test("the contextual rules the unshaped path keeps: the tiny font's, none of Noto Sans's")
    func unshapedContextual() throws {
        for face in [FontFace.standard, FontFace.standardBold] {
            guard case .sfnt(let sfnt) = face.kind else { Issue.record("Noto Sans is not an SFNT face"); continue }
            #expect(sfnt.contextual != nil && sfnt.unshapedContextual == nil)
        }
        guard case .sfnt(let tiny) = try KerningCase.tinyFace().kind else { Issue.record("the tiny font is not SFNT"); return }
        #expect(tiny.unshapedContextual != nil)
        #expect(FaceChain(font: Font(face: try KerningCase.tinyFace(), size: 17)).hasUnshapedContextual)
        #expect(!FaceChain(font: .system(size: 17)).hasUnshapedContextual)
    }

    @Test("glyph ids, positions and width to 0.01 px; with kerning off, HarfBuzz's width with `kern` off",
          arguments: KerningCase.all)
    func kerning(_ testCase: KerningCase) throws {
        let size = KerningCase.fixture?.size ?? 17
        let font = Font(face: try testCase.face(), size: size)
        let prepared = PreparedText(testCase.text, font: font)
        #expect(abs(prepared.singleLineWidth - testCase.width) <= 0.01, "width: ours \(prepared.singleLineWidth), HarfBuzz \(testCase.width)")
        let unkerned = PreparedText(testCase.text, font: font, options: TextOptions(kerning: false)).singleLineWidth
        #expect(abs(unkerned - testCase.unkerned) <= 0.01, "kerning off: ours \(unkerned), HarfBuzz \(testCase.unkerned)")
        let ours = prepared.glyphs(in: 0..<prepared.utf16Count)
        #expect(ours.map { Int($0.glyph ?? 0) } == testCase.glyphs.map { $0[0] }, "glyph ids")
        let scale = size / Double(testCase.upem)
        var pen = 0.0
        for (glyph, theirs) in zip(ours, testCase.glyphs) {
            let x = pen + Double(theirs[2]) * scale
            #expect(abs(glyph.x - x) <= 0.01, "glyph \(theirs[0]): ours \(glyph.x), HarfBuzz \(x)")
            pen += Double(theirs[1]) * scale
        }
    }

    /// "x" is not in the tiny font, so it is measured with the built-in metrics: the text then
    /// has two faces and is kerned run by run. No kerning crosses the face change, so the
    /// width is the parts' widths added (each part checked against HarfBuzz above).
    @Test("with a second face in the text, each run of the tiny font is kerned as alone")
    func mixedFaces() throws {
        let font = Font(face: try KerningCase.tinyFace(), size: 17)
        func width(_ text: String) -> Double { PreparedText(text, font: font).singleLineWidth }
        for (left, right) in [("x", "TAVATAV"), ("TAV", "x"), ("x", "Vo. To.")] {
            let joined = PreparedText(left + right, font: font)
            #expect(abs(joined.singleLineWidth - (width(left) + width(right))) <= 1e-9, "\(left + right)")
        }
    }
}
