import Foundation
import Testing
@testable import TrellisText

/// One font at one axis position of `Fixtures/gvar-outlines.json`, written by
/// scripts/text/gvar_fixtures.py: the outlines fontTools draws after `varLib.instancer`
/// instantiated the font there (the oracle), for Inter's variable faces and Fixtures/tiny-gvar.ttf
/// (built by scripts/text/variable_test_fonts.py: sparse points, shared points and peaks,
/// intermediate regions, varying component offsets).
struct GlyphVariationCase: Decodable, CustomTestStringConvertible, Sendable {
    let path: String
    let location: [String: Double]
    let glyphs: [OutlineCase.Glyph]
    /// HarfBuzz's advances with set_variations, per glyph (the built font only: no HVAR there).
    let advances: [Int]?

    var testDescription: String {
        "\((path as NSString).lastPathComponent) " + location.sorted { $0.key < $1.key }.map { "\($0.key)=\(Int($0.value))" }.joined(separator: ",")
    }

    var isBundled: Bool { path.hasPrefix("Fixtures/") }
    var resolvedPath: String? {
        guard isBundled else { return path }
        let name = path as NSString
        return Bundle.module.url(forResource: name.deletingPathExtension, withExtension: name.pathExtension)?.path
    }

    static let all: [GlyphVariationCase] = {
        struct File: Decodable { let cases: [GlyphVariationCase] }
        guard let url = Bundle.module.url(forResource: "Fixtures/gvar-outlines", withExtension: "json"),
              let data = try? Data(contentsOf: url) else { return [] }
        return (try? JSONDecoder().decode(File.self, from: data))?.cases ?? []
    }()

    static func cases(installed: Bool) -> [GlyphVariationCase] { all.filter { $0.isBundled != installed && !$0.isCFF2 } }

    var isCFF2: Bool { path.hasSuffix(".otf") }
    static var cff2: [GlyphVariationCase] { all.filter(\.isCFF2) }
}

@Suite("gvar: outlines at an axis position against fontTools' instancer")
struct GlyphVariationTests {
    private func compare(_ testCase: GlyphVariationCase) throws {
        let face = try FontFace(contentsOf: try #require(testCase.resolvedPath)).varied(testCase.location)
        #expect(!face.normalizedCoordinates.isEmpty)
        #expect(face.hasOutlines)
        for glyph in testCase.glyphs { expectSameOutline(try face.outline(ofGlyph: glyph.glyph), glyph, "\(testCase.testDescription) ") }
    }

    @Test("the fixture covers Inter and the built font at several positions")
    func fixtureLoads() {
        #expect(GlyphVariationCase.cases(installed: false).count >= 8)
        #expect(GlyphVariationCase.cases(installed: true).count >= 4)
        #expect(GlyphVariationCase.cff2.count == 9)
    }

    @Test("sparse and shared points, intermediate regions, component offsets (a font fontTools built)",
          arguments: GlyphVariationCase.cases(installed: false))
    func builtFont(_ testCase: GlyphVariationCase) throws { try compare(testCase) }

    @Test("without HVAR, advances follow gvar's phantom points as HarfBuzz's do",
          arguments: GlyphVariationCase.cases(installed: false))
    func phantomAdvances(_ testCase: GlyphVariationCase) throws {
        let face = try FontFace(contentsOf: try #require(testCase.resolvedPath)).varied(testCase.location)
        let advances = try #require(testCase.advances)
        for (glyph, theirs) in advances.enumerated() { #expect(face.advance(ofGlyph: UInt16(glyph)) == theirs, "glyph \(glyph)") }
    }

    @Test("CFF2: blend with two item variation data (vsindex), in subroutines, after hintmask (a font fontTools built)",
          arguments: GlyphVariationCase.cff2)
    func cff2(_ testCase: GlyphVariationCase) throws {
        let face = try FontFace(contentsOf: try #require(testCase.resolvedPath)).varied(testCase.location)
        #expect(face.hasOutlines)
        for glyph in testCase.glyphs { expectSameOutline(try face.outline(ofGlyph: glyph.glyph), glyph, "\(testCase.testDescription) ") }
    }

    @Test("Inter's variable faces at three weights and slants",
          .enabled(if: SystemFonts.has(SystemFonts.interVariable) && SystemFonts.has(SystemFonts.interVariableWithSlant),
                   "Inter variable (fonts-inter-variable) is not installed"),
          arguments: GlyphVariationCase.cases(installed: true))
    func inter(_ testCase: GlyphVariationCase) throws { try compare(testCase) }

    @Test("the default instance draws the default outlines")
    func defaultInstance() throws {
        let path = try #require(GlyphVariationCase.cases(installed: false).first?.resolvedPath)
        let face = try FontFace(contentsOf: path)
        let same = face.varied(["wght": 400, "wdth": 100])
        for glyph: UInt16 in 0..<4 { #expect(try same.outline(ofGlyph: glyph) == face.outline(ofGlyph: glyph)) }
        #expect(try face.varied(["wght": 900]).outline(ofGlyph: 1) != face.outline(ofGlyph: 1))
    }
}
