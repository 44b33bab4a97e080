import Testing
@testable import TrellisText

@Suite("Bundled Noto Sans and positioned glyphs")
struct BundledFontTests {
    @Test("the bundled faces load from the package's resources")
    func bundledFaces() {
        #expect(!FontFace.standard.isBuiltin && FontFace.standard.hasOutlines)
        #expect(FontFace.standard.familyName == "Noto Sans" && FontFace.standard.styleName == "Regular")
        #expect(FontFace.standardBold.styleName == "Bold")
        #expect(FontFace.standard.identifier == "trellis:NotoSans-Regular")
        #expect(FontFace.standard.unitsPerEm == 1000)
        // Latin, Greek and Cyrillic are in the subset; CJK is not.
        for scalar: Unicode.Scalar in ["A", "ß", "λ", "Ж", "…", "€"] { #expect(FontFace.standard.glyph(for: scalar) != nil) }
        #expect(FontFace.standard.glyph(for: "好") == nil)
        #expect(FontFace.builtin.familyName == "Helvetica")
    }

    @Test("the ASCII kerning table read at load time equals the GPOS lookups, both weights")
    func asciiKerningCache() throws {
        for face in [FontFace.standard, FontFace.standardBold] {
            guard case .sfnt(let sfnt) = face.kind else { Issue.record("not a font file"); continue }
            var nonZero = 0
            for left in 0x20..<0x7F {
                for right in 0x20..<0x7F {
                    let l = sfnt.glyph(for: UInt32(left)), r = sfnt.glyph(for: UInt32(right))
                    let expected = sfnt.kerning.value(l, r)
                    #expect(sfnt.kern(l, r) == expected)
                    if expected != 0 { nonZero += 1 }
                }
            }
            #expect(nonZero > 100)  // Noto Sans kerns many Latin pairs
        }
    }

    @Test("weights resolve to the two shipped faces")
    func weights() {
        for weight in Font.Weight.allCases {
            let face = Font.system(size: 12, weight: weight).face
            #expect(face == (weight.rawValue >= 600 ? FontFace.standardBold : FontFace.standard))
        }
        #expect(Font.bold(size: 14) == Font(face: .standardBold, size: 14))
        // Bold is wider: Noto Sans Bold's advances.
        #expect(PreparedText("Weekend", font: .bold(size: 14)).singleLineWidth > PreparedText("Weekend", font: .system(size: 14)).singleLineWidth)
    }

    @Test("glyphs sit at the running sum of the cluster advances")
    func positions() throws {
        let font = Font.system(size: 20)
        let prepared = PreparedText("AVA To", font: font)
        let line = try #require(prepared.layout().lines.first)
        let glyphs = prepared.glyphs(for: line)
        #expect(glyphs.count == 6)
        var x = 0.0
        for (glyph, advance) in zip(glyphs, prepared.characterAdvances) {
            #expect(abs(glyph.x - x) < 1e-9)
            #expect(glyph.y == line.baseline)
            x += advance
        }
        #expect(glyphs[1].glyph == font.face.glyph(for: "V"))
        // Kerning moved V towards A (Noto Sans kerns A-V).
        #expect(glyphs[1].x < Double(font.face.advance(ofGlyph: try #require(font.face.glyph(for: "A")))) * 0.02)
    }

    @Test("a truncated line ends with the ellipsis glyph at the line's width minus its advance")
    func ellipsis() throws {
        let prepared = PreparedText("one two three four five six", font: .system(size: 14))
        let layout = prepared.layout(maxWidth: 60, options: TextOptions(numberOfLines: 1))
        let line = try #require(layout.lines.first)
        #expect(line.isTruncated)
        let last = try #require(prepared.glyphs(for: line).last)
        #expect(last.glyph == FontFace.standard.glyph(for: "…"))
        #expect(abs(last.x + prepared.ellipsisAdvance - line.width) < 1e-9)
    }

    @Test("hanging spaces are left out; built-in clusters have no glyph; combining marks sit on their base")
    func clusters() {
        let prepared = PreparedText("ab  ", font: .system(size: 10))
        #expect(prepared.glyphs(in: 0..<4).count == 2)
        let cjk = PreparedText("a好", font: .system(size: 10)).glyphs(in: 0..<2)
        #expect(cjk.map { $0.glyph == nil } == [false, true] && cjk[1].face.isBuiltin && cjk[1].utf16Range == 1..<2)
        // "q" + dot below has no precomposed form: the mark is GPOS-attached under the q
        // (moved down from the baseline by its anchors), not drawn at the end of the advance.
        let marked = PreparedText("q\u{323}x", font: .system(size: 10))
        let glyphs = marked.glyphs(in: 0..<3)
        #expect(glyphs.count == 3)
        #expect(glyphs[1].glyph == FontFace.standard.glyph(for: "\u{323}"))
        #expect(abs(glyphs[1].x - marked.characterAdvances[0]) > 0.1 && glyphs[1].y > 0)
        // "e" + acute composes to "é" when the font has it, as HarfBuzz normalizes.
        let composed = PreparedText("e\u{301}x", font: .system(size: 10)).glyphs(in: 0..<3)
        #expect(composed.map(\.glyph) == [FontFace.standard.glyph(for: "é"), FontFace.standard.glyph(for: "x")])
    }

    @Test("a right-to-left line is mirrored: the first character at the right end")
    func rightToLeft() {
        let prepared = PreparedText("abc", font: .system(size: 10))
        let ltr = prepared.glyphs(in: 0..<3)
        let rtl = prepared.glyphs(in: 0..<3, rightToLeft: true)
        let width = prepared.singleLineWidth
        #expect(abs(rtl[0].x - (width - prepared.characterAdvances[0])) < 1e-9)
        #expect(abs(rtl[2].x) < 1e-9 && ltr[0].x == 0)
    }
}
