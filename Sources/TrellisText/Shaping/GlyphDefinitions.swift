/// What GDEF says about glyphs: glyph classes (base, ligature, mark, component), mark
/// attachment classes and mark glyph sets, which lookup flags filter by.
///
/// A font without GDEF gets classes from Unicode instead, as HarfBuzz does: a glyph whose
/// character is a nonspacing or enclosing mark is a mark, everything else a base.
struct GlyphDefinitions: Sendable {
    enum GlyphClass {
        static let base: UInt8 = 1
        static let ligature: UInt8 = 2
        static let mark: UInt8 = 3
        static let component: UInt8 = 4
    }

    private let classes: FontReader?
    /// `classes` read into one byte per glyph, up to the last glyph it lists (nil when the
    /// table is damaged: then each glyph is looked up in it, as before).
    private let denseClasses: [UInt8]?
    private let markClasses: FontReader?
    private let markSets: FontReader?
    /// GDEF's ItemVariationStore at the face's axis position, for GPOS device tables.
    let variations: DeviceVariations

    /// True when the font has a GDEF glyph class table.
    var hasGlyphClasses: Bool { classes != nil }

    init(_ gdef: FontReader?, coordinates: [Double] = []) {
        variations = DeviceVariations(gdef: gdef, coordinates: coordinates)
        guard let gdef else {
            classes = nil
            denseClasses = nil
            markClasses = nil
            markSets = nil
            return
        }
        func table(_ field: Int) -> FontReader? {
            guard let offset = try? gdef.u16(field), offset != 0 else { return nil }
            return try? gdef.sub(Int(offset))
        }
        classes = table(4)
        denseClasses = classes.flatMap { try? GlyphDefinitions.dense($0) }
        markClasses = table(10)
        let minor = (try? gdef.u16(2)) ?? 0
        markSets = minor >= 2 ? table(12) : nil
    }

    /// The GDEF glyph class (0 when unlisted or without GDEF).
    @inline(__always)
    func glyphClass(_ glyph: UInt16) -> UInt8 {
        if let denseClasses { return Int(glyph) < denseClasses.count ? denseClasses[Int(glyph)] : 0 }
        return searchedGlyphClass(glyph)
    }

    /// The GDEF glyph class searched in the table itself (what the dense table must equal).
    func searchedGlyphClass(_ glyph: UInt16) -> UInt8 {
        guard let classes else { return 0 }
        return UInt8(truncatingIfNeeded: (try? PairPositioning.glyphClass(classes, glyph)) ?? 0)
    }

    /// Whether the glyph classes were read into one byte per glyph.
    var hasDenseClasses: Bool { denseClasses != nil }

    /// A ClassDef table as one byte per glyph (classes truncated to a byte, as `glyphClass`
    /// returns them). Format 2's ranges must be sorted and disjoint, as the binary search in
    /// ``PairPositioning/glyphClass(_:_:)`` assumes; otherwise this throws and the caller keeps
    /// the search.
    static func dense(_ table: FontReader) throws(FontError) -> [UInt8] {
        let format = try table.u16(0)
        if format == 1 {
            let start = Int(try table.u16(2))
            let count = Int(try table.u16(4))
            guard start + count <= 1 << 16 else { throw table.error(4, "class range past the last glyph") }
            var classes = [UInt8](repeating: 0, count: start + count)
            for k in 0..<count { classes[start + k] = UInt8(truncatingIfNeeded: try table.u16(6 + 2 * k)) }
            return classes
        }
        guard format == 2 else { throw table.error(0, "class definition format \(format)") }
        let count = Int(try table.u16(2))
        var ranges: [(start: Int, end: Int, value: UInt8)] = []
        ranges.reserveCapacity(count)
        for k in 0..<count {
            let at = 4 + 6 * k
            let start = Int(try table.u16(at)), end = Int(try table.u16(at + 2))
            guard start <= end, ranges.last.map({ $0.end < start }) ?? true else { throw table.error(at, "class ranges out of order") }
            ranges.append((start, end, UInt8(truncatingIfNeeded: try table.u16(at + 4))))
        }
        var classes = [UInt8](repeating: 0, count: (ranges.last?.end ?? -1) + 1)
        for range in ranges { for glyph in range.start...range.end { classes[glyph] = range.value } }
        return classes
    }

    /// The mark attachment class of a mark glyph (0 when unlisted).
    func markAttachmentClass(_ glyph: UInt16) -> Int {
        guard let markClasses else { return 0 }
        return (try? PairPositioning.glyphClass(markClasses, glyph)) ?? 0
    }

    /// Whether `glyph` is in mark glyph set `set`.
    func isInMarkSet(_ set: Int, _ glyph: UInt16) -> Bool {
        guard let markSets, let count = try? markSets.u16(2), set < Int(count),
              let offset = try? markSets.u32(4 + 4 * set), let coverage = try? markSets.sub(Int(offset))
        else { return false }
        return ((try? PairPositioning.coverage(coverage, glyph)) ?? nil) != nil
    }
}
