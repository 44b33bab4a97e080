import Foundation
import Testing
@testable import TrellisText

/// `Fixtures/variable-fonts.json`, written by scripts/text/variable_fixtures.py: Inter's fvar
/// (fontTools) and HarfBuzz's glyphs with `set_variations` at several weights.
struct VariableFontFixture: Decodable, Sendable {
    struct Axis: Decodable, Sendable {
        let tag: String
        let min: Double
        let `default`: Double
        let max: Double
    }

    struct Instance: Decodable, Sendable {
        let name: String
        let coordinates: [String: Double]
    }

    struct Case: Decodable, Sendable, CustomTestStringConvertible {
        let wght: Double
        let text: String
        let width: Double
        let glyphs: [[Int]]
        let unkerned: [Int]
        var testDescription: String { "wght \(Int(wght)): \(text)" }
    }

    /// HarfBuzz's glyphs for Fixtures/tiny-gpos-var.ttf (variable kerning and anchors).
    struct Built: Decodable, Sendable {
        struct Case: Decodable, Sendable, CustomTestStringConvertible {
            let location: [String: Double]
            let text: String
            let glyphs: [[Int]]
            var testDescription: String { "\(location.sorted { $0.key < $1.key }): \(text.unicodeScalars.map { String($0.value, radix: 16) })" }
        }

        let path: String
        let upem: Int
        let cases: [Case]
    }

    let size: Double
    let path: String
    let upem: Int
    let axes: [Axis]
    let instances: [Instance]
    let cases: [Case]
    let built: Built

    static let fixture: VariableFontFixture? = {
        guard let url = Bundle.module.url(forResource: "Fixtures/variable-fonts", withExtension: "json"),
              let data = try? Data(contentsOf: url) else { return nil }
        return try? JSONDecoder().decode(VariableFontFixture.self, from: data)
    }()
}

@Suite("Variable fonts: fvar, avar, HVAR, GPOS deltas against fontTools and HarfBuzz")
struct VariableFontTests {
    static let installed = SystemFonts.has(SystemFonts.interVariable)

    @Test("axes and named instances equal fontTools'",
          .enabled(if: installed, "Inter variable (fonts-inter-variable) is not installed"))
    func axes() throws {
        let fixture = try #require(VariableFontFixture.fixture)
        let face = try FontFace(contentsOf: SystemFonts.interVariable)
        #expect(face.variationAxes.map(\.tag) == fixture.axes.map(\.tag))
        for (ours, theirs) in zip(face.variationAxes, fixture.axes) {
            #expect(ours.minimum == theirs.min && ours.defaultValue == theirs.default && ours.maximum == theirs.max)
        }
        #expect(face.namedInstances.map(\.name) == fixture.instances.map(\.name))
        #expect(face.namedInstances.map(\.coordinates) == fixture.instances.map(\.coordinates))
    }

    @Test("advances at each weight equal HarfBuzz's set_variations",
          .enabled(if: installed, "Inter variable (fonts-inter-variable) is not installed"),
          arguments: VariableFontFixture.fixture?.cases ?? [])
    func advances(_ testCase: VariableFontFixture.Case) throws {
        let fixture = try #require(VariableFontFixture.fixture)
        let face = try FontFace(contentsOf: SystemFonts.interVariable).varied(["wght": testCase.wght])
        let scale = fixture.size / Double(fixture.upem)
        let prepared = PreparedText(testCase.text, font: Font(face: face, size: fixture.size))
        let glyphs = prepared.glyphs(in: 0..<prepared.utf16Count)
        #expect(glyphs.map { Int($0.glyph ?? 0) } == testCase.glyphs.map { $0[0] })
        // Each glyph's own advance: hmtx plus its HVAR delta (HarfBuzz with `kern` off).
        for (glyph, theirs) in zip(glyphs, testCase.unkerned) {
            #expect(face.advance(ofGlyph: glyph.glyph ?? 0) == theirs, "glyph \(glyph.glyph ?? 0)")
        }
        let unkerned = PreparedText(testCase.text, font: Font(face: face, size: fixture.size), options: TextOptions(kerning: false))
        let expected = Double(testCase.unkerned.reduce(0, +)) * scale
        #expect(abs(unkerned.singleLineWidth - expected) <= 0.01, "unkerned: ours \(unkerned.singleLineWidth), HarfBuzz \(expected)")
        // Kerned width at every weight: GPOS values with their VariationIndex device deltas
        // (GDEF's ItemVariationStore), as HarfBuzz applies them under set_variations.
        #expect(abs(prepared.singleLineWidth - testCase.width) <= 0.01, "ours \(prepared.singleLineWidth), HarfBuzz \(testCase.width)")
        // Every glyph's position (pen plus GPOS offsets, marks on their anchors with the anchors'
        // device deltas) within 0.01 px of HarfBuzz's.
        var pen = 0.0
        for (glyph, theirs) in zip(glyphs, testCase.glyphs) {
            let x = pen + Double(theirs[2]) * scale, y = -Double(theirs[3]) * scale
            #expect(abs(glyph.x - x) <= 0.01 && abs(glyph.y - y) <= 0.01,
                    "glyph \(theirs[0]): ours (\(glyph.x), \(glyph.y)), HarfBuzz (\(x), \(y))")
            pen += Double(theirs[1]) * scale
        }
    }

    @Test("variable GPOS kerning and mark anchors equal HarfBuzz's set_variations (a font fontTools built)",
          arguments: VariableFontFixture.fixture?.built.cases ?? [])
    func gposDeltas(_ testCase: VariableFontFixture.Built.Case) throws {
        let fixture = try #require(VariableFontFixture.fixture)
        let url = try #require(Bundle.module.url(forResource: "Fixtures/tiny-gpos-var", withExtension: "ttf"))
        let face = try FontFace(contentsOf: url.path).varied(testCase.location)
        let scale = fixture.size / Double(fixture.built.upem)
        let prepared = PreparedText(testCase.text, font: Font(face: face, size: fixture.size))
        let glyphs = prepared.glyphs(in: 0..<prepared.utf16Count)
        #expect(glyphs.map { Int($0.glyph ?? 0) } == testCase.glyphs.map { $0[0] })
        let width = Double(testCase.glyphs.map { $0[1] }.reduce(0, +)) * scale
        #expect(abs(prepared.singleLineWidth - width) <= 0.01, "ours \(prepared.singleLineWidth), HarfBuzz \(width)")
        var pen = 0.0
        for (glyph, theirs) in zip(glyphs, testCase.glyphs) {
            let x = pen + Double(theirs[2]) * scale, y = -Double(theirs[3]) * scale
            #expect(abs(glyph.x - x) <= 0.01 && abs(glyph.y - y) <= 0.01,
                    "glyph \(theirs[0]): ours (\(glyph.x), \(glyph.y)), HarfBuzz (\(x), \(y))")
            pen += Double(theirs[1]) * scale
        }
    }

    @Test("a weight resolves on the wght axis; a static face is left as it is",
          .enabled(if: installed, "Inter variable (fonts-inter-variable) is not installed"))
    func weights() throws {
        let face = try FontFace(contentsOf: SystemFonts.interVariable)
        let bold = Font.variable(face: face, size: 17, weight: .bold)
        #expect(bold.face.identifier.hasSuffix("@wght=700.0"))
        #expect(bold.face.normalizedCoordinates.count == 1 && bold.face.normalizedCoordinates[0] > 0)
        let regular = Font.variable(face: face, size: 17, weight: .regular)
        #expect(regular.face == face)  // 400 is the default instance
        let wide = PreparedText("Hello", font: bold).singleLineWidth
        #expect(wide > PreparedText("Hello", font: regular).singleLineWidth)
        #expect(FontFace.standard.varied(["wght": 700]) == FontFace.standard)
        #expect(face.varied(["wght": .nan]) == face)
        // Out-of-range values clamp to the axis.
        #expect(face.varied(["wght": 5000]).normalizedCoordinates == [1])
    }
}
