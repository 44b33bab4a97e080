/// The glyphs at which one GSUB or GPOS lookup can start to match: the union of its subtables'
/// first Coverage tables (HarfBuzz keeps a similar per-lookup digest). Every subtable type
/// matches only at a glyph its first coverage lists (the input glyph of single, multiple,
/// alternate, ligature, pair and context subtables, the mark of attachment subtables, the
/// first input coverage of format-3 contexts), so testing one bit here before reading the
/// subtables changes no result; it only skips the reads.
///
/// A lookup whose coverages cannot be read, or that lists more glyphs than a budget allows,
/// gets no digest and is tried at every glyph, as before.
struct LookupDigest: Sendable {
    private let words: [UInt64]

    /// Glyph ids read per lookup at most, so a hostile table cannot make reading it slow.
    static let budget = 1 << 16

    /// Whether the lookup may match at `glyph`.
    @inline(__always)
    func mayMatch(_ glyph: UInt16) -> Bool {
        let word = Int(glyph) >> 6
        return word < words.count && words[word] & (1 << UInt64(glyph & 63)) != 0
    }

    /// The digest of a lookup of `type` (after Extension unwrapping) with `subtables`; nil
    /// when any first coverage cannot be found or read.
    init?(type: UInt16, subtables: [FontReader], isPositioning: Bool) {
        var glyphs: [UInt16] = []
        var budget = LookupDigest.budget
        do throws(FontError) {
            for table in subtables {
                let coverage = try LookupDigest.firstCoverage(table, type: type, isPositioning: isPositioning)
                try coverage.forEachCoveredGlyph(budget: &budget) { glyphs.append($0) }
            }
        } catch {
            return nil
        }
        let top = glyphs.max().map { Int($0) >> 6 } ?? -1
        var words = [UInt64](repeating: 0, count: top + 1)
        for glyph in glyphs { words[Int(glyph) >> 6] |= 1 << UInt64(glyph & 63) }
        self.words = words
    }

    /// The Coverage table of the glyph a subtable matches first.
    private static func firstCoverage(_ table: FontReader, type: UInt16, isPositioning: Bool) throws(FontError) -> FontReader {
        let contextType: UInt16 = isPositioning ? 7 : 5
        let chainedType: UInt16 = isPositioning ? 8 : 6
        guard type == contextType || type == chainedType, try table.u16(0) == 3 else {
            return try table.offset16(2)
        }
        // Format 3. Context: format, glyphCount, lookupCount, coverages. Chained: format,
        // backtrack count and coverages, input count and coverages.
        let countAt = type == chainedType ? 4 + 2 * Int(try table.u16(2)) : 2
        guard try table.u16(countAt) >= 1 else { throw table.error(countAt, "context without input glyphs") }
        return try table.offset16(type == chainedType ? countAt + 2 : 6)
    }
}
