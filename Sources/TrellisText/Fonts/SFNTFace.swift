/// One parsed face of a TrueType/OpenType file or collection. Immutable once built.
///
/// Tables read (layouts from the OpenType spec; offsets listed in shared/notes/TEXT.md §4):
/// head (unitsPerEm), hhea (ascender, descender, lineGap, numberOfHMetrics), maxp (numGlyphs),
/// hmtx (advances), cmap, glyf/loca or CFF (outlines, read on demand), OS/2 (typo metrics, USE_TYPO_METRICS, xAvgCharWidth), name,
/// and kerning from GPOS `kern` when present (pairs, and chained contextual adjustments), else
/// from `kern`.
final class SFNTFace: Sendable {
    enum Kerning: Sendable {
        case none
        case table(KerningTable)
        case positioning(PairPositioning)
    }

    let faceIndex: Int
    /// The whole file (shared, not copied), for embedding the font in HTML.
    let bytes: [UInt8]
    let unitsPerEm: Int
    /// Ascender, descender (negative) and line gap as HarfBuzz's h-extents pick them: OS/2 typo
    /// metrics when USE_TYPO_METRICS is set, else hhea.
    let ascender: Int
    let descender: Int
    let lineGap: Int
    let xAvgCharWidth: Int?
    let numGlyphs: Int
    let names: NameTable
    /// Has colour or bitmap glyph tables (CBDT, sbix, COLR, SVG): an emoji font.
    let isColorFont: Bool
    let isCFF: Bool
    let kerning: Kerning
    /// Chained contextual adjustments of GPOS `kern` (nil when the font has none).
    let contextual: ContextualPositioning?
    /// Glyph outlines from `glyf` or `CFF `.
    let outlines: OutlineSource
    private let numberOfHMetrics: Int
    private let hmtx: FontReader
    private let cmap: CharacterMap

    init(bytes: [UInt8], faceIndex: Int) throws(FontError) {
        let directory = try TableDirectory(bytes: bytes, faceIndex: faceIndex)
        self.faceIndex = faceIndex
        self.bytes = bytes
        isCFF = directory.isCFF

        let head = try directory.require("head", in: bytes)
        guard try head.u32(12) == 0x5F0F_3CF5 else { throw head.error(12, "bad magic number") }
        let upem = Int(try head.u16(18))
        guard (16...16384).contains(upem) else { throw head.error(18, "unitsPerEm \(upem) out of range") }
        unitsPerEm = upem

        let hhea = try directory.require("hhea", in: bytes)
        var ascender = Int(try hhea.i16(4))
        var descender = Int(try hhea.i16(6))
        var lineGap = Int(try hhea.i16(8))
        numberOfHMetrics = Int(try hhea.u16(34))
        guard numberOfHMetrics > 0 else { throw hhea.error(34, "numberOfHMetrics is 0") }

        let maxp = try directory.require("maxp", in: bytes)
        numGlyphs = Int(try maxp.u16(4))
        outlines = OutlineSource(directory: directory, bytes: bytes, head: head, numGlyphs: numGlyphs)

        hmtx = try directory.require("hmtx", in: bytes)
        try hmtx.require(0, 4 * numberOfHMetrics)

        cmap = try CharacterMap(try directory.require("cmap", in: bytes))

        var average: Int?
        if let os2 = directory.table("OS/2", in: bytes) {
            average = Int(try os2.i16(2))
            let selection = try os2.u16(62)
            if selection & 0x80 != 0 {  // USE_TYPO_METRICS
                ascender = Int(try os2.i16(68))
                descender = Int(try os2.i16(70))
                lineGap = Int(try os2.i16(72))
            }
        }
        self.ascender = ascender
        self.descender = descender
        self.lineGap = lineGap
        xAvgCharWidth = average

        names = try directory.table("name", in: bytes).map { reader throws(FontError) in try NameTable(reader) } ?? NameTable()
        isColorFont = directory.has("CBDT") || directory.has("sbix") || directory.has("COLR") || directory.has("SVG ")

        var kerning = Kerning.none
        var contextual: ContextualPositioning?
        if let gpos = directory.table("GPOS", in: bytes) {
            let positioning = try PairPositioning(gpos)
            if !positioning.isEmpty { kerning = .positioning(positioning) }
            let chained = try ContextualPositioning(gpos)
            if !chained.isEmpty { contextual = chained }
        }
        self.contextual = contextual
        if case .none = kerning, let kern = directory.table("kern", in: bytes) {
            let table = try KerningTable(kern)
            if !table.isEmpty { kerning = .table(table) }
        }
        self.kerning = kerning
    }

    /// The glyph for a scalar, 0 when unmapped.
    @inline(__always)
    func glyph(for scalar: UInt32) -> UInt16 {
        cmap.glyph(for: scalar)
    }

    /// The advance of a glyph in font units (the last hmtx record covers the glyphs past it).
    func advance(_ glyph: UInt16) -> Int {
        let record = min(Int(glyph), numberOfHMetrics - 1)
        return Int((try? hmtx.u16(4 * record)) ?? 0)
    }

    /// The pair adjustment between two glyphs in font units.
    func kern(_ left: UInt16, _ right: UInt16) -> Int {
        switch kerning {
        case .none: return 0
        case .table(let table): return table.value(left, right)
        case .positioning(let positioning): return positioning.value(left, right)
        }
    }

    var hasKerning: Bool {
        if case .none = kerning { return false }
        return true
    }
}
