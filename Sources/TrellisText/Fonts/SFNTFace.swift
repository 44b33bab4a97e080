/// One parsed face of a TrueType/OpenType file or collection. Immutable once built.
///
/// Tables read (layouts from the OpenType spec; offsets listed in shared/notes/TEXT.md §4):
/// head (unitsPerEm), hhea (ascender, descender, lineGap, numberOfHMetrics), maxp (numGlyphs),
/// hmtx (advances), cmap, glyf/loca or CFF (outlines, read on demand), OS/2 (typo metrics, USE_TYPO_METRICS, xAvgCharWidth), name, STAT,
/// and kerning from GPOS `kern` when present (pairs, and chained contextual adjustments, with
/// GDEF's variation deltas at a variable face's axis position), else from `kern`.
final class SFNTFace: Sendable {
    /// GPOS pair kerning, else the `kern` table, else none. Two optionals, not a multi-payload
    /// enum: such an enum keeps its case in the spare bits of the arrays' pointers, which
    /// LeakSanitizer cannot follow, so the fuzz build reported the bundled face's lookups leaked.
    struct Kerning: Sendable {
        var positioning: PairPositioning?
        var table: KerningTable?

        var isEmpty: Bool { positioning == nil && table == nil }

        /// The adjustment between two glyphs in font units.
        func value(_ left: UInt16, _ right: UInt16) -> Int {
            if let positioning { return positioning.value(left, right) }
            return table?.value(left, right) ?? 0
        }
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
    /// `contextual` as the unshaped path needs it: nil when every glyph a rule may start at is
    /// a shaping trigger (``ShapingTriggers/always``), for a run holding one is always shaped,
    /// so no rule can match in a run that is not. The bundled Noto Sans is such a face (its
    /// rules start at combining marks), and its unshaped text skips the contextual pass.
    let unshapedContextual: ContextualPositioning?
    /// Glyph outlines from `glyf` or `CFF `.
    let outlines: OutlineSource
    /// GSUB/GPOS shaping (Shaping/), nil without layout tables and for colour fonts.
    let shaping: FaceShaping?
    /// The glyphs of U+0000–U+007F, read once from cmap (chat text is mostly ASCII).
    private let asciiGlyphs: [UInt16]
    /// The advances (font units) of those glyphs, so ASCII text never reads `hmtx`.
    private let asciiAdvances: [Int32]
    /// Every ASCII letter (A–Z, a–z) has a glyph: letter runs can skip the face choice.
    let mapsASCIILetters: Bool
    /// Kerning between the glyphs of printable ASCII (U+0020–U+007E), 95 × 95, read once;
    /// `asciiIndex[glyph]` is a glyph's row (255: not an ASCII glyph). Empty for faces with
    /// more than ``kernCacheGlyphLimit`` glyphs or no kerning.
    private let asciiKerning: [Int16]
    private let asciiIndex: [UInt8]
    static let kernCacheGlyphLimit = 8192
    private let numberOfHMetrics: Int
    private let hmtx: FontReader
    private let cmap: CharacterMap

    /// `fvar` of a variable font (nil for a static one).
    let variations: FontVariations?
    /// The user value of every `fvar` axis at this face's position (empty for a static font).
    let position: [String: Double]
    /// `STAT` (nil without it, or when it is damaged: style names are an extra).
    let styles: StyleAttributes?
    /// The axis position this face is at, normalized (empty: the default instance).
    let coordinates: [Double]
    /// Advances at `coordinates` with HVAR deltas (without HVAR, gvar's phantom points), per
    /// glyph (empty at the default instance).
    private let variedAdvances: [Int32]

    /// - Parameter variation: user axis values (`["wght": 700]`); empty for the default instance.
    init(bytes: [UInt8], faceIndex: Int, variation: [String: Double] = [:]) throws(FontError) {
        let directory = try TableDirectory(bytes: bytes, faceIndex: faceIndex)
        let instance = try VariedMetrics(directory: directory, bytes: bytes, variation: variation)
        variations = instance.variations
        position = instance.variations?.userPosition(variation) ?? [:]
        coordinates = instance.coordinates
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
        outlines = OutlineSource(directory: directory, bytes: bytes, head: head, numGlyphs: numGlyphs, coordinates: coordinates)

        let hmtxTable = try directory.require("hmtx", in: bytes)
        try hmtxTable.require(0, 4 * numberOfHMetrics)
        hmtx = hmtxTable

        let characterMap = try CharacterMap(try directory.require("cmap", in: bytes))
        cmap = characterMap

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
        self.ascender = ascender + instance.metricDelta("hasc")
        self.descender = descender + instance.metricDelta("hdsc")
        self.lineGap = lineGap + instance.metricDelta("hlgp")
        xAvgCharWidth = average

        let metrics = hmtx, metricCount = numberOfHMetrics
        let defaultAdvance = { (glyph: Int) -> Int in Int((try? metrics.u16(4 * min(glyph, metricCount - 1))) ?? 0) }
        var varied = instance.advances(numGlyphs: numGlyphs, default: defaultAdvance)
        if varied.isEmpty, !coordinates.isEmpty, !instance.hasAdvanceVariations, case .trueType(let glyphs) = outlines,
           glyphs.variations != nil {
            // No HVAR: advances follow gvar's phantom points (a damaged glyph keeps its own).
            varied = (0..<numGlyphs).map { glyph in
                let delta = (try? glyphs.advanceDelta(UInt16(glyph))) ?? 0
                return Int32(clamping: Int((Double(defaultAdvance(glyph)) + delta).rounded()))
            }
        }
        variedAdvances = varied
        let names = try directory.table("name", in: bytes).map { reader throws(FontError) in try NameTable(reader) } ?? NameTable()
        self.names = names
        styles = directory.table("STAT", in: bytes).flatMap { try? StyleAttributes($0, names: names) }
        isColorFont = directory.has("CBDT") || directory.has("sbix") || directory.has("COLR") || directory.has("SVG ")
        let ascii = (0..<128).map { characterMap.glyph(for: UInt32($0)) }
        shaping = isColorFont ? nil : FaceShaping(directory: directory, bytes: bytes, coordinates: coordinates, asciiGlyphs: ascii)

        var kerning = Kerning()
        var contextual: ContextualPositioning?
        if let gpos = directory.table("GPOS", in: bytes) {
            let deltas = shaping?.gdef.variations ?? DeviceVariations(gdef: directory.table("GDEF", in: bytes), coordinates: coordinates)
            let positioning = try PairPositioning(gpos, variations: deltas)
            if !positioning.isEmpty { kerning.positioning = positioning }
            let chained = try ContextualPositioning(gpos, variations: deltas)
            if !chained.isEmpty { contextual = chained }
        }
        self.contextual = contextual
        if let contextual, let shaping, contextual.startsOnly(within: shaping.triggers.always) {
            unshapedContextual = nil
        } else {
            unshapedContextual = contextual
        }
        if kerning.isEmpty, let kern = directory.table("kern", in: bytes) {
            let table = try KerningTable(kern)
            if !table.isEmpty { kerning.table = table }
        }
        self.kerning = kerning
        asciiGlyphs = ascii
        let records = Int(try hhea.u16(34))
        // A varied instance's advances come from HVAR, as in `advance(_:)`.
        asciiAdvances = ascii.map { glyph in
            if !varied.isEmpty { return Int(glyph) < varied.count ? varied[Int(glyph)] : 0 }
            return Int32((try? hmtxTable.u16(4 * min(Int(glyph), records - 1))) ?? 0)
        }
        mapsASCIILetters = (0x41...0x5A).allSatisfy { ascii[$0] != 0 } && (0x61...0x7A).allSatisfy { ascii[$0] != 0 }
        var index: [UInt8] = []
        var table: [Int16] = []
        if !kerning.isEmpty, numGlyphs <= Self.kernCacheGlyphLimit {
            index = [UInt8](repeating: 255, count: numGlyphs + 1)
            for code in 0x20..<0x7F where ascii[code] != 0 && Int(ascii[code]) < index.count {
                if index[Int(ascii[code])] == 255 { index[Int(ascii[code])] = UInt8(code - 0x20) }
            }
            table = [Int16](repeating: 0, count: 95 * 95)
            for left in 0x20..<0x7F where ascii[left] != 0 {
                for right in 0x20..<0x7F where ascii[right] != 0 {
                    let value = kerning.value(ascii[left], ascii[right])
                    table[(left - 0x20) * 95 + right - 0x20] = Int16(clamping: value)
                }
            }
        }
        asciiIndex = index
        asciiKerning = table
    }

    /// The glyph for a scalar, 0 when unmapped.
    @inline(__always)
    func glyph(for scalar: UInt32) -> UInt16 {
        scalar < 128 ? asciiGlyphs[Int(scalar)] : cmap.glyph(for: scalar)
    }

    /// The glyph of an ASCII scalar (below 128), 0 when unmapped.
    @inline(__always)
    func asciiGlyph(_ scalar: UInt8) -> UInt16 { asciiGlyphs[Int(scalar)] }

    /// Calls `body` with the glyphs and advances (font units) of U+0000–U+007F, 128 each,
    /// indexed by scalar: a run of ASCII reads them with no bounds check per scalar.
    @inline(__always)
    func withASCIITables<R>(_ body: (UnsafePointer<UInt16>, UnsafePointer<Int32>) -> R) -> R {
        asciiGlyphs.withUnsafeBufferPointer { glyphs in
            asciiAdvances.withUnsafeBufferPointer { advances in
                precondition(glyphs.count >= 128 && advances.count >= 128, "ASCII tables hold 128 entries")
                return body(glyphs.baseAddress.unsafelyUnwrapped, advances.baseAddress.unsafelyUnwrapped)
            }
        }
    }

    /// The advance in font units of an ASCII scalar's glyph (below 128).
    @inline(__always)
    func asciiAdvance(_ scalar: UInt8) -> Int32 { asciiAdvances[Int(scalar)] }

    /// The advance of a glyph in font units (the last hmtx record covers the glyphs past it).
    /// The records were checked to be in the table at load, so this reads them directly.
    func advance(_ glyph: UInt16) -> Int {
        if !variedAdvances.isEmpty { return Int(glyph) < variedAdvances.count ? Int(variedAdvances[Int(glyph)]) : 0 }
        let at = hmtx.base + 4 * min(Int(glyph), numberOfHMetrics - 1)
        let bytes = hmtx.bytes
        return Int(UInt16(bytes[at]) << 8 | UInt16(bytes[at + 1]))
    }

    /// The pair adjustment between two glyphs in font units.
    func kern(_ left: UInt16, _ right: UInt16) -> Int {
        if Int(left) < asciiIndex.count, Int(right) < asciiIndex.count {
            let a = asciiIndex[Int(left)], b = asciiIndex[Int(right)]
            // Both are glyphs of printable ASCII: the table read at load time.
            if a != 255, b != 255 { return Int(asciiKerning[Int(a) * 95 + Int(b)]) }
        }
        return kerning.value(left, right)
    }

    /// The pair kerning between each glyph of `glyphs` and the next, in font units, into
    /// `values` (one fewer than the glyphs; 0 where either glyph is 0): ``kern(_:_:)`` for a
    /// whole run, with the ASCII table read through pointers. Returns whether any is not 0.
    func kernPairs(_ glyphs: UnsafeBufferPointer<UInt16>, into values: UnsafeMutableBufferPointer<Int32>) -> Bool {
        guard glyphs.count > 1 else { return false }
        return asciiIndex.withUnsafeBufferPointer { index in
            asciiKerning.withUnsafeBufferPointer { table in
                kernPairs(glyphs, into: values, index: index, table: table)
            }
        }
    }

    /// The loop of ``kernPairs(_:into:)`` over the ASCII table's `index` and `table`. Pairs
    /// outside the table go to ``otherPairKerning(_:_:)``, out of line, so the loop keeps its
    /// state in registers.
    @inline(__always)
    private func kernPairs(_ glyphs: UnsafeBufferPointer<UInt16>, into values: UnsafeMutableBufferPointer<Int32>,
                           index: UnsafeBufferPointer<UInt8>, table: UnsafeBufferPointer<Int16>) -> Bool {
        // Each glyph's row in the ASCII table is read once (255: not an ASCII glyph; glyph 0
        // never has a row, see `init`).
        let rows = index.count
        @inline(__always) func row(_ glyph: UInt16) -> Int { Int(glyph) < rows ? Int(index[Int(glyph)]) : 255 }
        var any = false
        var left = glyphs[0]
        var leftRow = row(left)
        for i in 0..<glyphs.count - 1 {
            let right = glyphs[i + 1]
            let rightRow = row(right)
            var value: Int32 = 0
            if leftRow != 255, rightRow != 255 {
                value = Int32(table[leftRow * 95 + rightRow])
            } else if left != 0, right != 0 {
                value = otherPairKerning(left, right)
            }
            values[i] = value
            any = any || value != 0
            left = right
            leftRow = rightRow
        }
        return any
    }

    /// The kerning of a pair the ASCII table does not hold.
    @inline(never)
    private func otherPairKerning(_ left: UInt16, _ right: UInt16) -> Int32 {
        Int32(kerning.value(left, right))
    }

    var hasKerning: Bool {
        !kerning.isEmpty
    }
}
