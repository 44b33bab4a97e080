/// Font metrics that need no font file, so layout is the same on every machine.
///
/// Units are 1/1000 em. Sources:
/// - ASCII advances and the ascender/descender: Adobe's Core 14 AFM for Helvetica
///   (`Helvetica.afm`: "Ascender 718", "Descender -207", the `C … ; WX …` widths for
///   U+0020–U+007E in AdobeStandardEncoding, where ' is quotesingle = 191 and ` is grave = 333).
/// - East Asian Wide and Fullwidth characters (UAX #11): 1 em, as CJK fonts draw them.
/// - An emoji cluster: 1.245 em, Noto Color Emoji's advance 2550 / 2048 units per em.
/// - Anything else: 550, about an xAvgCharWidth of a Latin sans.
enum BuiltinMetrics {
    static let unitsPerEm = 1000
    static let ascender = 718
    static let descender = -207
    static let lineGap = 0
    static let emojiAdvance = 1245
    static let wideAdvance = 1000
    static let defaultAdvance = 550
    /// U+2026 in Helvetica.afm: `C 188 ; WX 1000 ; N ellipsis`.
    static let ellipsisAdvance = 1000

    /// Helvetica AFM WX for U+0020 through U+007E.
    static let ascii: [UInt16] = [
        278, 278, 355, 556, 556, 889, 667, 191, 333, 333, 389, 584, 278, 333, 278, 278,
        556, 556, 556, 556, 556, 556, 556, 556, 556, 556, 278, 278, 584, 584, 584, 556,
        1015, 667, 667, 722, 722, 667, 611, 778, 722, 278, 500, 667, 556, 833, 722, 778,
        667, 778, 722, 667, 611, 722, 667, 944, 667, 667, 611, 278, 278, 278, 469, 556,
        333, 556, 556, 500, 556, 556, 278, 556, 556, 222, 222, 500, 222, 833, 556, 556,
        556, 556, 333, 500, 278, 556, 500, 722, 500, 500, 500, 334, 260, 334, 584,
    ]

    /// The advance of a cluster whose first scalar is `first` (not emoji), in 1/1000 em.
    @inline(__always)
    static func advance(first: UInt32, properties: UnicodeProperties) -> Int {
        if first >= 0x20, first < 0x7F { return Int(ascii[Int(first - 0x20)]) }
        if first < 0x20 || (0x7F..<0xA0).contains(first) { return 0 }  // controls
        if properties.isEastAsianWide { return wideAdvance }
        if isZeroWidth(first, properties.lineBreakClass) { return 0 }
        return defaultAdvance
    }

    /// Combining marks, joiners and other invisible format characters standing alone.
    @inline(__always)
    static func isZeroWidth(_ value: UInt32, _ cls: LineBreakClass) -> Bool {
        switch cls {
        case .CM, .ZWJ, .ZW, .WJ, .BK, .CR, .LF, .NL: return true
        default: return value == 0x00AD || (0xFE00...0xFE0F).contains(value) || (0x200B...0x200F).contains(value)
        }
    }
}
