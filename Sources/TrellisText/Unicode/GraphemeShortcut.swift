/// Scalar pairs with a grapheme break between them whatever surrounds them, so the scanner
/// needs no grapheme state machine for them.
///
/// A scalar is *simple* when its Grapheme_Cluster_Break property is Other, Control (not CR),
/// LV or LVT, or it is Extended_Pictographic: then no rule of UAX #29 joins it to a following
/// simple scalar (GB6–GB8 need an L, V or T jamo; GB9, GB9a a following Extend, ZWJ or
/// SpacingMark; GB9b a Prepend before; GB9c and GB11 a Linker or ZWJ before; GB12/13 two
/// regional indicators). The ranges below hold only such scalars; `GraphemeShortcutTests`
/// checks every one of them against Swift's `Character`.
enum GraphemeShortcut {
    /// A grapheme break certainly separates `a` and `b`.
    @inline(__always)
    static func alwaysBreaks(_ a: UInt32, _ b: UInt32) -> Bool {
        isSimple(a) && isSimple(b)
    }

    /// Latin-1 and spacing modifiers (below the combining marks at U+0300) except CR; CJK
    /// punctuation and kana except the Extend marks U+302A–302F, U+3099, U+309A; CJK unified
    /// ideographs and Extension A; Hangul syllables; fullwidth forms up to U+FF9D (U+FF9E and
    /// U+FF9F are Extend); emoji U+1F300–1FAFF except the skin-tone modifiers (Extend).
    @inline(__always)
    static func isSimple(_ v: UInt32) -> Bool {
        if v < 0x300 { return v != 0x0D }
        if v < 0x3000 { return false }
        if v <= 0x9FFF {
            if v >= 0x4E00 { return true }
            if v >= 0x3400 { return v <= 0x4DBF }
            return v <= 0x30FF && !(0x302A...0x302F).contains(v) && v != 0x3099 && v != 0x309A
        }
        if v >= 0xAC00, v <= 0xD7A3 { return true }
        if v >= 0xFF01, v <= 0xFF9D { return true }
        return v >= 0x1F300 && v <= 0x1FAFF && !(0x1F3FB...0x1F3FF).contains(v)
    }
}
