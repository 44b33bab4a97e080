import Testing
@testable import TrellisText

/// A pair lookup's memo must give what its subtables give: every pair of printable-ASCII
/// glyphs is applied through the memo and through the subtables (the same lookup with its memo
/// removed), and the positions and the resume index must agree.
@Suite("Pair memos give the subtables' results")
struct PairMemoTests {
    struct Outcome: Equatable {
        var resume: Int?
        var values: [Int32]
    }

    func apply(_ engine: LayoutEngine, _ lookup: LayoutLookup, _ glyphs: [UInt16], clusters: [Int32], _ gdef: GlyphDefinitions) -> Outcome {
        var buffer = GlyphBuffer(infos: zip(glyphs, clusters).map { glyph, cluster in
            GlyphBuffer.Info(glyph: glyph, cluster: cluster, scalar: 0x41, glyphClass: gdef.glyphClass(glyph))
        })
        buffer.positions = glyphs.map { _ in GlyphBuffer.Position(xAdvance: 500) }
        let resume = engine.apply(lookup, at: 0, &buffer, rightToLeft: false, depth: 0)
        return Outcome(resume: resume, values: buffer.positions.flatMap { [$0.xAdvance, $0.xOffset, $0.yOffset, $0.pairAdjustment] })
    }

    func check(_ face: FontFace) throws {
        guard case .sfnt(let sfnt) = face.kind, let shaping = sfnt.shaping, let engine = shaping.positioning else {
            Issue.record("\(face.identifier) has no GPOS")
            return
        }
        let ascii = (0x20..<0x7F).map { sfnt.glyph(for: UInt32($0)) }.filter { $0 != 0 }
        let acute = sfnt.glyph(for: 0x301)
        var memos = 0, applied = 0
        for case let lookup? in engine.lookups where lookup.pairMemo != nil {
            memos += 1
            var direct = lookup
            direct.pairMemo = nil
            for first in ascii {
                for second in ascii {
                    // Two clusters, one cluster (no pair adjustment), and a mark between them
                    // (which the lookup's flags may pass over).
                    for (glyphs, clusters) in [([first, second], [0, 1] as [Int32]), ([first, second], [0, 0]),
                                               ([first, acute, second], [0, 0, 1])] {
                        let memo = apply(engine, lookup, glyphs, clusters: clusters, shaping.gdef)
                        #expect(memo == apply(engine, direct, glyphs, clusters: clusters, shaping.gdef),
                                "lookup \(lookup.index), glyphs \(glyphs), clusters \(clusters)")
                        if memo.resume != nil { applied += 1 }
                    }
                }
            }
        }
        // The face has pair kerning and its memo holds pairs that kern.
        #expect(memos >= 1 && applied > 500, "\(memos) memos, \(applied) pairs applied")
    }

    @Test("bundled Noto Sans, both weights")
    func bundledFaces() throws {
        try check(.standard)
        try check(.standardBold)
    }
}
