import Testing
@testable import TrellisText

/// On every face where ``SpaceIndependence`` turns the cache on, shaping each word and run of
/// spaces alone and joining the results must give exactly what shaping the whole run gives
/// (the whole-run shaper is what the HarfBuzz fixtures check): that is what makes the cache
/// exact. The cached path must give it too, the first time (shaped whole, remembered) and the
/// second (assembled from the cache).
@Suite("Shaped words equal shaped runs")
struct ShapedWordCacheTests {
    static let latin = [
        "office affine fjord", "café naïve  déjà vu", "e\u{301}e\u{301} a\u{308}\u{301} x", " leading and trailing ",
        "AVATAR WAVE Type To You", "Мы пойдём вместе завтра", "Καλημέρα κόσμε", "1/2 3:45 №7 (a) [b]",
        "Saturday works for me, see you at 14:00!", "a  b   c",
    ]

    func clusters(_ text: String) -> RunShaper.Clusters {
        var clusters = RunShaper.Clusters()
        for character in text {
            clusters.scalars.append(contentsOf: character.unicodeScalars.map(\.value))
            clusters.bounds.append(Int32(clusters.scalars.count))
        }
        return clusters
    }

    func same(_ a: RunShaper.Output, _ b: RunShaper.Output) -> Bool {
        a.glyphs == b.glyphs && a.clusters == b.clusters && a.advances == b.advances && a.xOffsets == b.xOffsets
            && a.yOffsets == b.yOffsets && a.pairAdjustments == b.pairAdjustments
    }

    func check(_ face: FontFace, _ texts: [String], script: ShapingScript) throws {
        guard case .sfnt(let sfnt) = face.kind, let shaping = sfnt.shaping, let words = shaping.words else {
            Issue.record("\(face.identifier): the word cache is off")
            return
        }
        for text in texts {
            for kerning in [true, false] {
                let whole = RunShaper.shape(clusters(text), face: sfnt, shaping: shaping, script: script, kerning: kerning)
                #expect(same(whole, joinedPieces(text, sfnt, shaping, script: script, kerning: kerning)),
                        "\(face.identifier) \"\(text)\" kerning \(kerning): words shaped alone")
                for pass in 0..<2 {
                    let cached = RunShaper.shapeByWords(clusters(text), face: sfnt, shaping: shaping, cache: words,
                                                        script: script, kerning: kerning)
                    #expect(same(whole, cached), "\(face.identifier) \"\(text)\" kerning \(kerning) pass \(pass)")
                }
            }
        }
    }

    /// The text's words and runs of spaces (`ShapedWordCache`'s pieces) shaped one at a time.
    func joinedPieces(_ text: String, _ face: SFNTFace, _ shaping: FaceShaping, script: ShapingScript,
                      kerning: Bool) -> RunShaper.Output {
        var pieces: [String] = []
        for character in text {
            if let last = pieces.last, (last.last == " ") == (character == " ") {
                pieces[pieces.count - 1].append(character)
            } else {
                pieces.append(String(character))
            }
        }
        var joined = RunShaper.Output()
        var first: Int32 = 0
        for piece in pieces {
            let shaped = RunShaper.shape(clusters(piece), face: face, shaping: shaping, script: script, kerning: kerning)
            joined.append(shaped, 0..<shaped.glyphs.count, clusterOffset: first)
            first += Int32(piece.count)
        }
        return joined
    }

    @Test("bundled Noto Sans, both weights: the cache is on and exact")
    func bundledFaces() throws {
        try check(.standard, Self.latin, script: .latin)
        try check(.standardBold, Self.latin, script: .latin)
    }

    @Test("Noto Sans Arabic: joining forms and marks per word",
          .enabled(if: SystemFonts.has(SystemFonts.notoArabic), "fonts-noto-core is not installed"))
    func arabic() throws {
        try check(try FontFace(contentsOf: SystemFonts.notoArabic),
                  ["مرحبا بالعالم", "السَّلَامُ عَلَيْكُمْ", "لا  إله"], script: .arabic)
    }

    /// A face whose pair kerning gives the space glyph a value ("T" against a space, say)
    /// must shape whole runs: words shaped alone would lose the pair across the space.
    @Test("a lookup that lists the space turns the cache off")
    func spaceInPairKerning() throws {
        let face = FontFace.standard
        guard case .sfnt(let sfnt) = face.kind, let shaping = sfnt.shaping else {
            Issue.record("no shaping")
            return
        }
        let space = sfnt.glyph(for: 0x20)
        #expect(SpaceIndependence.holds(substitution: shaping.substitution, positioning: shaping.positioning,
                                        gdef: shaping.gdef, space: space))
        // Any glyph that a kerning lookup lists, taken as the "space", is involved.
        let t = sfnt.glyph(for: 0x54)
        #expect(!SpaceIndependence.holds(substitution: shaping.substitution, positioning: shaping.positioning,
                                         gdef: shaping.gdef, space: t))
        // No glyph for the space at all: nothing to rely on.
        #expect(!SpaceIndependence.holds(substitution: shaping.substitution, positioning: shaping.positioning,
                                         gdef: shaping.gdef, space: 0))
    }
}
