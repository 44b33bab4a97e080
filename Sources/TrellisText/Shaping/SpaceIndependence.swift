/// Whether a face's GSUB and GPOS lookups can ever see the space glyph. When none can, a run
/// shapes exactly as its space-separated words shaped one by one (no match, kerning pair or
/// attachment can reach across a space that no lookup lists), which is what lets
/// ``ShapedWordCache`` reuse a word's glyphs. Gecko makes the same test before it caches
/// shaped words (`gfxFont::CheckForFeaturesInvolvingSpace`); this one is written from the
/// OpenType specification's subtable layouts and is conservative: anything it does not read
/// precisely (class-based or glyph-sequence contexts, reverse chaining, unreadable tables,
/// lookups that pass over base glyphs, a space that GDEF does not class as a base) counts as
/// involving the space.
enum SpaceIndependence {
    /// Glyph entries read at most (pair sets, ligature components), so that a hostile table
    /// cannot make loading a face slow; past it the answer is "involved".
    static let budget = 1 << 18

    /// Whether no lookup of `substitution` or `positioning` can match, skip over or position
    /// the glyph `space`.
    static func holds(substitution: LayoutEngine?, positioning: LayoutEngine?, gdef: GlyphDefinitions, space: UInt16) -> Bool {
        guard space != 0 else { return false }
        if gdef.hasGlyphClasses {
            let spaceClass = gdef.glyphClass(space)
            guard spaceClass == 0 || spaceClass == GlyphDefinitions.GlyphClass.base else { return false }
        }
        var budget = SpaceIndependence.budget
        for (engine, isPositioning) in [(substitution, false), (positioning, true)] {
            guard let engine else { continue }
            for lookup in engine.lookups {
                guard let lookup, lookup.flag & LayoutLookup.Flag.ignoreBaseGlyphs == 0 else { return false }
                for subtable in lookup.subtables {
                    do throws(FontError) {
                        let involved = isPositioning
                            ? try positioningInvolves(subtable, type: lookup.type, space, &budget)
                            : try substitutionInvolves(subtable, type: lookup.type, space, &budget)
                        if involved { return false }
                    } catch {
                        return false
                    }
                }
            }
        }
        return true
    }

    /// GSUB: single, multiple and alternate (the coverage), ligature (the coverage and every
    /// component), contexts of format 3 (every coverage).
    private static func substitutionInvolves(_ table: FontReader, type: UInt16, _ space: UInt16,
                                             _ budget: inout Int) throws(FontError) -> Bool {
        switch type {
        case 1, 2, 3:
            return try covers(table, field: 2, space)
        case 4:
            if try covers(table, field: 2, space) { return true }
            let setCount = Int(try table.u16(4))
            for s in 0..<setCount {
                let set = try table.offset16(6 + 2 * s)
                let ligatureCount = Int(try set.u16(0))
                for l in 0..<ligatureCount {
                    let ligature = try set.offset16(2 + 2 * l)
                    let components = Int(try ligature.u16(2))
                    budget -= components
                    guard budget >= 0 else { return true }
                    for c in 0..<max(0, components - 1) where try ligature.u16(4 + 2 * c) == space { return true }
                }
            }
            return false
        case 5, 6:
            return try contextInvolves(table, chained: type == 6, space)
        default:
            return true
        }
    }

    /// GPOS: single and cursive (the coverage), pairs (the first coverage and every second
    /// glyph or the second glyph's class with a non-zero value), mark attachment (both
    /// coverages), contexts of format 3 (every coverage).
    private static func positioningInvolves(_ table: FontReader, type: UInt16, _ space: UInt16,
                                            _ budget: inout Int) throws(FontError) -> Bool {
        switch type {
        case 1, 3:
            return try covers(table, field: 2, space)
        case 2:
            if try covers(table, field: 2, space) { return true }
            return try pairSecondInvolves(table, space, &budget)
        case 4, 5, 6:
            if try covers(table, field: 2, space) { return true }
            return try covers(table, field: 4, space)
        case 7, 8:
            return try contextInvolves(table, chained: type == 8, space)
        default:
            return true
        }
    }

    /// Whether a PairPos subtable gives the space, as the second glyph, any value.
    private static func pairSecondInvolves(_ table: FontReader, _ space: UInt16, _ budget: inout Int) throws(FontError) -> Bool {
        let format = try table.u16(0)
        let first = ValueRecord.size(try table.u16(4)), second = ValueRecord.size(try table.u16(6))
        if format == 1 {
            let setCount = Int(try table.u16(8))
            let record = 2 + first + second
            for s in 0..<setCount {
                let set = try table.offset16(10 + 2 * s)
                let pairs = Int(try set.u16(0))
                budget -= pairs
                guard budget >= 0 else { return true }
                for p in 0..<pairs where try set.u16(2 + p * record) == space { return true }
            }
            return false
        }
        guard format == 2 else { return true }
        // Class 0 of ClassDef2 holds every glyph it does not list, the space included.
        let spaceClass = try table.glyphClass(at: Int(try table.u16(10)), space)
        let class1Count = Int(try table.u16(12)), class2Count = Int(try table.u16(14))
        guard spaceClass < class2Count else { return false }
        let record = first + second
        budget -= class1Count * record
        guard budget >= 0 else { return true }
        for c1 in 0..<class1Count {
            let at = 16 + (c1 * class2Count + spaceClass) * record
            for byte in stride(from: 0, to: record, by: 2) where try table.u16(at + byte) != 0 { return true }
        }
        return false
    }

    /// Whether a (chained) context subtable can match the space: format 3's coverages are read;
    /// formats 1 and 2 (glyph sequences, class sequences with class 0 for unlisted glyphs)
    /// count as involving it.
    private static func contextInvolves(_ table: FontReader, chained: Bool, _ space: UInt16) throws(FontError) -> Bool {
        guard try table.u16(0) == 3 else { return true }
        var offsets: [Int] = []
        if chained {
            // backtrackCount, offsets; inputCount, offsets; lookaheadCount, offsets.
            var at = 2
            for _ in 0..<3 {
                let count = Int(try table.u16(at))
                for k in 0..<count { offsets.append(at + 2 + 2 * k) }
                at += 2 + 2 * count
            }
        } else {
            // glyphCount, seqLookupCount, coverage offsets.
            let count = Int(try table.u16(2))
            for k in 0..<count { offsets.append(6 + 2 * k) }
        }
        for field in offsets where try covers(table, field: field, space) { return true }
        return false
    }

    /// Whether the Coverage table at the Offset16 in `field` lists `glyph`.
    private static func covers(_ table: FontReader, field: Int, _ glyph: UInt16) throws(FontError) -> Bool {
        try table.coverage(at: Int(try table.u16(field)), glyph) != nil
    }
}
