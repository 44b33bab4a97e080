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
            markClasses = nil
            markSets = nil
            return
        }
        func table(_ field: Int) -> FontReader? {
            guard let offset = try? gdef.u16(field), offset != 0 else { return nil }
            return try? gdef.sub(Int(offset))
        }
        classes = table(4)
        markClasses = table(10)
        let minor = (try? gdef.u16(2)) ?? 0
        markSets = minor >= 2 ? table(12) : nil
    }

    /// The GDEF glyph class (0 when unlisted or without GDEF).
    func glyphClass(_ glyph: UInt16) -> UInt8 {
        guard let classes else { return 0 }
        return UInt8(truncatingIfNeeded: (try? PairPositioning.glyphClass(classes, glyph)) ?? 0)
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
