import Testing
@testable import TrellisText

@Suite("Font parsing (a tiny font built in memory)")
struct FontParsingTests {
    func face(_ font: TinyFont = TinyFont(), index: Int = 0) throws -> FontFace {
        try FontFace(bytes: font.build(), faceIndex: index, identifier: "tiny-\(font.includeGPOS)-\(font.useTypoMetrics)")
    }

    @Test("head, hhea, maxp, OS/2 and name")
    func metrics() throws {
        let face = try face()
        #expect(face.unitsPerEm == 1000)
        #expect(face.verticalMetrics == (800, -200, 90))
        #expect(face.familyName == "Tiny Test")
        #expect(face.styleName == "Regular")
        #expect(!face.isColorFont)
    }

    @Test("USE_TYPO_METRICS switches to the OS/2 typo metrics")
    func typoMetrics() throws {
        #expect(try face(TinyFont(useTypoMetrics: true)).verticalMetrics == (700, -300, 100))
    }

    @Test("cmap format 12 is preferred and maps astral scalars; unmapped scalars give nil")
    func cmap() throws {
        let face = try face()
        #expect(face.glyph(for: "A") == 2)
        #expect(face.glyph(for: "😀") == 5)
        #expect(face.glyph(for: "B") == nil)
        #expect(face.advance(ofGlyph: 4) == 800)
        #expect(face.advance(ofGlyph: 6) == 1000)  // past numberOfHMetrics: the last record
    }

    @Test("cmap format 4 alone maps the BMP")
    func format4() throws {
        let table = TinyFont.format4(TinyFont.bmp)
        var header = Bytes()
        header.u16(0); header.u16(1); header.u16(3); header.u16(1); header.u32(12)
        let map = try CharacterMap(FontReader(bytes: header.bytes + table, table: "cmap"))
        #expect(map.glyph(for: 0x56) == 3)
        #expect(map.glyph(for: 0xFE8F) == 6)
        #expect(map.glyph(for: 0x42) == 0)
        #expect(map.glyph(for: 0x1F600) == 0)
    }

    @Test("GPOS kern (Extension + PairPos 1, and PairPos 2 by class) wins over the kern table")
    func gposKerning() throws {
        let face = try face()
        #expect(face.kerning(2, 3) == -100)  // A V via the extension lookup
        #expect(face.kerning(4, 2) == -50)  // W A by class
        #expect(face.kerning(3, 2) == 0)  // V A only exists in `kern`, which GPOS overrides
    }

    @Test("without GPOS the kern table applies")
    func kernTable() throws {
        let face = try face(TinyFont(includeGPOS: false))
        #expect(face.kerning(2, 3) == -80)
        #expect(face.kerning(3, 2) == -70)
        #expect(face.kerning(4, 2) == 0)
    }

    @Test("measuring kerns inside a run of one face, scaled to the size")
    func measuring() throws {
        let prepared = PreparedText("AVAW", font: Font(face: try face(), size: 10))
        // 600 + 580 + 600 + 800 = 2580, A·V −100.
        #expect(abs(prepared.singleLineWidth - 24.8) < 1e-9)
        let unkerned = PreparedText("AVAW", font: Font(face: try face(), size: 10), options: TextOptions(kerning: false))
        #expect(abs(unkerned.singleLineWidth - 25.8) < 1e-9)
    }

    @Test("characters the face lacks fall back to the built-in metrics")
    func fallback() throws {
        let prepared = PreparedText("AB", font: Font(face: try face(), size: 1000))
        #expect(prepared.characterAdvances == [600, 667])
    }

    @Test("a TrueType Collection gives each face by index")
    func collection() throws {
        let bytes = TinyFont.collection([TinyFont(familyName: "First"), TinyFont(familyName: "Second")])
        #expect(try FontFace.faceCount(bytes: bytes) == 2)
        #expect(try FontFace(bytes: bytes, faceIndex: 1, identifier: "ttc#1").familyName == "Second")
        #expect(try FontFace(bytes: bytes, faceIndex: 0, identifier: "ttc#0").familyName == "First")
        #expect(throws: FontError.faceIndexOutOfRange(index: 2, count: 2)) {
            try FontFace(bytes: bytes, faceIndex: 2, identifier: "ttc#2")
        }
    }

    @Test("errors name the table and offset")
    func typedErrors() {
        #expect(throws: FontError.notAFont(tag: 0x4142_4344)) { try FontFace(bytes: Array("ABCDxxxxxxxx".utf8), identifier: "x") }
        var bytes = TinyFont(includeGPOS: false, includeKern: false).build()
        bytes.removeLast(40)  // cuts into the last table (name)
        #expect(throws: FontError.self) { try FontFace(bytes: bytes, identifier: "cut") }
        do {
            _ = try FontFace(bytes: bytes, identifier: "cut")
        } catch {
            guard case .truncated(let table, _) = error else {
                Issue.record("expected a truncation error, got \(error)")
                return
            }
            #expect(table == "name")
        }
    }
}
