import Testing
@testable import TrellisText

/// GDEF's glyph classes are read once into a byte per glyph; every glyph (and a few past the
/// last) must get the class the ClassDef table itself gives.
@Suite("GDEF glyph classes read once equal the table's")
struct GlyphClassTableTests {
    func check(_ face: FontFace) {
        guard case .sfnt(let sfnt) = face.kind, let gdef = sfnt.shaping?.gdef else {
            Issue.record("\(face.identifier) has no GDEF")
            return
        }
        #expect(gdef.hasDenseClasses)
        var marks = 0
        for glyph in 0..<UInt16(min(sfnt.numGlyphs + 16, 65535)) {
            #expect(gdef.glyphClass(glyph) == gdef.searchedGlyphClass(glyph), "glyph \(glyph)")
            if gdef.glyphClass(glyph) == GlyphDefinitions.GlyphClass.mark { marks += 1 }
        }
        #expect(marks > 10, "\(marks) mark glyphs")
    }

    @Test("bundled Noto Sans, both weights")
    func bundledFaces() {
        check(.standard)
        check(.standardBold)
    }

    @Test("Noto Sans Arabic", .enabled(if: SystemFonts.has(SystemFonts.notoArabic), "needs fonts-noto-core"))
    func arabicFace() throws {
        check(try FontFace(contentsOf: SystemFonts.notoArabic))
    }

    /// Ranges out of order are searched as before, never filled.
    @Test func unorderedRangesKeepTheSearch() throws {
        // ClassDef format 2 with two ranges, the second before the first.
        let bytes: [UInt8] = [0, 2, 0, 2, 0, 10, 0, 12, 0, 3, 0, 1, 0, 2, 0, 1]
        #expect(throws: FontError.self) { try GlyphDefinitions.dense(FontReader(bytes: bytes, table: "GDEF")) }
        let ordered: [UInt8] = [0, 2, 0, 2, 0, 1, 0, 2, 0, 1, 0, 10, 0, 12, 0, 3]
        let classes = try GlyphDefinitions.dense(FontReader(bytes: ordered, table: "GDEF"))
        #expect(classes == [0, 1, 1, 0, 0, 0, 0, 0, 0, 0, 3, 3, 3])
    }
}
