import Testing
@testable import TrellisText

/// The per-lookup digest only skips reads: a glyph it rules out must be one at which the
/// lookup's own subtables do not apply. Checked by running the real subtable code at every
/// glyph of the bundled faces (and the Arabic face when installed) that the digest rules out.
@Suite("Lookup digests skip only lookups that cannot apply")
struct LookupDigestTests {
    /// Applies every lookup at every glyph its digest rules out, followed by a few partners
    /// (so pair, ligature and context subtables have a second glyph), and expects no match.
    func checkDigests(of face: FontFace) throws {
        guard case .sfnt(let sfnt) = face.kind, let shaping = sfnt.shaping else {
            Issue.record("\(face.identifier) has no shaping tables")
            return
        }
        let partners = ["i", "l", "a", "\u{301}", "\u{627}"].compactMap { sfnt.glyph(for: $0.unicodeScalars.first!.value) }
            .filter { $0 != 0 }
        var ruledOut = 0, digests = 0
        for engine in [shaping.substitution, shaping.positioning].compactMap({ $0 }) {
            for case let lookup? in engine.lookups {
                guard let digest = lookup.digest else { continue }
                digests += 1
                for glyph in 0..<UInt16(sfnt.numGlyphs) where !digest.mayMatch(glyph) {
                    ruledOut += 1
                    for partner in partners {
                        var buffer = GlyphBuffer(infos: [glyph, partner].map { g in
                            GlyphBuffer.Info(glyph: g, cluster: 0, scalar: 0x41, glyphClass: shaping.gdef.glyphClass(g))
                        })
                        if engine.isPositioning { buffer.positions = Array(repeating: GlyphBuffer.Position(), count: 2) }
                        let applied = engine.apply(lookup, at: 0, &buffer, rightToLeft: false, depth: 0)
                        #expect(applied == nil, "lookup \(lookup.index) (type \(lookup.type)) applied at glyph \(glyph) its digest rules out")
                    }
                }
            }
        }
        // The digests exist and do rule glyphs out (else the check above checks nothing).
        #expect(digests > 5 && ruledOut > 1000, "\(digests) digests ruled out \(ruledOut) glyph-lookup pairs")
    }

    @Test("bundled Noto Sans, both weights")
    func bundledFaces() throws {
        try checkDigests(of: .standard)
        try checkDigests(of: .standardBold)
    }

    @Test("Noto Sans Arabic (joining forms, marks, cursive attachment)",
          .enabled(if: SystemFonts.has(SystemFonts.notoArabic), "needs fonts-noto-core"))
    func arabicFace() throws {
        try checkDigests(of: try FontFace(contentsOf: SystemFonts.notoArabic))
    }
}
