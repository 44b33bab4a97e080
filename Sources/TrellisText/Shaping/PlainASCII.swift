/// The printable ASCII characters (U+0020–U+007E) of one face that can never make a run need
/// the shaper: their glyph is no trigger of a GSUB/GPOS lookup the face runs, and it cannot
/// start a two-glyph rule (``ShapingTriggers/pairMayChange(_:_:)``). A cluster of one such
/// scalar needs no check in ``FaceShaping/needsShaping(_:glyphs:firsts:isMultiScalar:fastPaths:)``;
/// a rule that it ends is still found at the cluster before it.
///
/// Computed once, when the face is loaded, from the glyphs the face's `cmap` gives U+0000–U+007F
/// (the glyphs the scanner writes for those clusters).
struct PlainASCII: Sendable, Equatable {
    /// Bit `c` for U+0000–U+003F, then bit `c - 64` of `high` for U+0040–U+007F.
    private(set) var low: UInt64 = 0
    private(set) var high: UInt64 = 0

    /// No character is plain: every cluster takes the full check.
    init() {}

    /// The plain characters of a face with `triggers`, whose U+0000–U+007F map to `asciiGlyphs`
    /// (empty or short: none is plain).
    /// - Complexity: O(95).
    init(triggers: ShapingTriggers, asciiGlyphs: [UInt16]) {
        guard asciiGlyphs.count >= 0x80 else { return }
        for scalar in 0x20...0x7E {
            let glyph = asciiGlyphs[scalar]
            guard !ShapingTriggers.has(triggers.always, glyph), !ShapingTriggers.has(triggers.first, glyph) else { continue }
            if scalar < 64 { low |= 1 << UInt64(scalar) } else { high |= 1 << UInt64(scalar - 64) }
        }
    }

    /// Whether `scalar` is one of the plain characters.
    @inline(__always)
    func contains(_ scalar: UInt32) -> Bool {
        guard scalar < 0x80 else { return false }
        let word = scalar < 64 ? low : high
        return word & (1 << UInt64(scalar & 63)) != 0
    }

    /// How many characters are plain (95 when none of printable ASCII can need shaping).
    var count: Int { low.nonzeroBitCount + high.nonzeroBitCount }
}
