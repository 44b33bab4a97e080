import Foundation
import Testing
@testable import TrellisText

/// One case of `Fixtures/harfbuzz-glyphs.json` (written by scripts/text/harfbuzz_fixtures.py):
/// HarfBuzz's glyphs for a text, in its output order, as [id, x_advance, x_offset, y_offset].
struct ShapingCase: Decodable, CustomTestStringConvertible, Sendable {
    let font: String
    let path: String
    let faceIndex: Int
    let script: String
    let text: String
    let upem: Int
    let width: Double
    let glyphs: [[Int]]

    var testDescription: String { "\(font) \(script): \(text.unicodeScalars.map { $0.value < 0x80 ? String($0) : String(format: "U+%04X", $0.value) }.joined())" }
    var isBundled: Bool { path.hasPrefix("Sources/") }
    var isRightToLeft: Bool { script == "arabic" || script == "hebrew" }

    struct Fixture: Decodable {
        let size: Double
        let cases: [ShapingCase]
    }

    static let fixture: Fixture? = {
        guard let url = Bundle.module.url(forResource: "Fixtures/harfbuzz-glyphs", withExtension: "json"),
              let data = try? Data(contentsOf: url) else { return nil }
        return try? JSONDecoder().decode(Fixture.self, from: data)
    }()

    static var all: [ShapingCase] { fixture?.cases ?? [] }
    static var bundled: [ShapingCase] { all.filter(\.isBundled) }
    static var system: [ShapingCase] { all.filter { !$0.isBundled } }
    static var systemPaths: [String] { Set(system.map(\.path)).sorted() }

    func face() throws -> FontFace {
        if path.hasSuffix("NotoSans-Regular.ttf") && isBundled { return FontFace.standard }
        if path.hasSuffix("NotoSans-Bold.ttf") && isBundled { return FontFace.standardBold }
        return try FontFace(contentsOf: path, faceIndex: faceIndex)
    }
}

@Suite("Shaping against HarfBuzz: glyph ids, order, positions")
struct ShapingComparisonTests {
    @Test("the glyph fixture loads and covers ligatures, marks, Hebrew and Arabic")
    func fixtureLoads() throws {
        let fixture = try #require(ShapingCase.fixture)
        #expect(fixture.size == 17)
        #expect(Set(fixture.cases.map(\.script)).isSuperset(of: ["latin", "hebrew", "arabic"]))
        #expect(!ShapingCase.bundled.isEmpty)
    }

    @Test("the bundled Noto Sans faces", arguments: ShapingCase.bundled)
    func bundled(_ testCase: ShapingCase) throws { try check(testCase) }

    @Test("installed fonts: DejaVu Sans, Liberation Sans, Noto Sans Hebrew and Arabic",
          .enabled(if: SystemFonts.hasAll(ShapingCase.systemPaths),
                   "a font of the shaping fixture is not installed (fonts-dejavu-core, fonts-liberation2, fonts-noto-core)"),
          arguments: ShapingCase.system)
    func installed(_ testCase: ShapingCase) throws { try check(testCase) }

    private func check(_ testCase: ShapingCase) throws {
        let size = ShapingCase.fixture?.size ?? 17
        let prepared = PreparedText(testCase.text, font: Font(face: try testCase.face(), size: size))
        let scale = size / Double(testCase.upem)
        #expect(abs(prepared.singleLineWidth - testCase.width) <= 0.01, "width: ours \(prepared.singleLineWidth), HarfBuzz \(testCase.width)")
        var ours = prepared.glyphs(in: 0..<prepared.utf16Count, rightToLeft: testCase.isRightToLeft)
        if testCase.isRightToLeft { ours.reverse() }  // HarfBuzz lists a right-to-left run in visual order
        let ids = ours.map { Int($0.glyph ?? 0) }
        #expect(ids == testCase.glyphs.map { $0[0] }, "glyph ids")
        guard ids == testCase.glyphs.map({ $0[0] }) else { return }
        var pen = 0.0
        for (glyph, theirs) in zip(ours, testCase.glyphs) {
            let x = pen + Double(theirs[2]) * scale
            let y = -Double(theirs[3]) * scale
            #expect(abs(glyph.x - x) <= 0.01 && abs(glyph.y - y) <= 0.01,
                    "glyph \(theirs[0]): ours (\(glyph.x), \(glyph.y)), HarfBuzz (\(x), \(y))")
            pen += Double(theirs[1]) * scale
        }
    }
}
