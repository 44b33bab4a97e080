/// One GPOS pair lookup's result for every pair of printable-ASCII glyphs, worked out once per
/// face by the lookup's own subtable code (``Positioning/pairValues(_:coverageIndex:_:_:variations:)``),
/// so shaping chat text reads a table instead of binary-searching coverages and class
/// definitions for each pair. The result depends only on the two glyphs (and the face's fixed
/// axis position): which glyph follows is decided by the lookup flags before the memo is read.
/// Pairs outside printable ASCII take the subtables' path, as before.
struct PairMemo: Sendable {
    /// What the lookup does to a pair.
    struct Result: Hashable, Sendable {
        var first: Adjustment
        var second: Adjustment
        /// The second glyph has a value record of its own: matching resumes after it.
        var consumesSecond: Bool
    }

    /// The placement and advance a value record adds to one glyph.
    struct Adjustment: Hashable, Sendable {
        var xPlacement: Int32
        var yPlacement: Int32
        var xAdvance: Int32
    }

    /// `rows[glyph]`: the glyph's row (255: not a printable-ASCII glyph).
    private let rows: [UInt8]
    /// `cells[row * size + column]`: 0 when the lookup does not apply, else 1 + a result index.
    private let cells: [UInt16]
    private let results: [Result]
    private let size: Int

    /// The memo of pair lookup `subtables` over `asciiGlyphs` (the glyphs of U+0000–U+007F);
    /// nil when the face maps no printable ASCII character.
    init?(subtables: [FontReader], asciiGlyphs: [UInt16], variations: DeviceVariations) {
        var glyphs: [UInt16] = []
        for code in 0x20..<min(0x7F, asciiGlyphs.count) where asciiGlyphs[code] != 0 && !glyphs.contains(asciiGlyphs[code]) {
            glyphs.append(asciiGlyphs[code])
        }
        guard let top = glyphs.max() else { return nil }
        var rows = [UInt8](repeating: 255, count: Int(top) + 1)
        for (row, glyph) in glyphs.enumerated() { rows[Int(glyph)] = UInt8(row) }
        var cells = [UInt16](repeating: 0, count: glyphs.count * glyphs.count)
        var results: [Result] = []
        // Most pairs of a class-based subtable share a few results (zero above all): reuse the
        // last two distinct ones rather than hashing every result.
        var recent = (0, 0)
        let coverages = subtables.map { table in glyphs.map { glyph in (try? table.coverage(at: Int(try table.u16(2)), glyph)) ?? nil } }
        for (row, first) in glyphs.enumerated() {
            let covered = coverages.map { $0[row] }
            for (column, second) in glyphs.enumerated() {
                guard let result = PairMemo.apply(subtables, coverages: covered, first, second, variations) else { continue }
                let cell: Int
                if recent.0 > 0, results[recent.0 - 1] == result {
                    cell = recent.0
                } else if recent.1 > 0, results[recent.1 - 1] == result {
                    cell = recent.1
                } else {
                    guard results.count < Int(UInt16.max) - 1 else { return nil }
                    results.append(result)
                    cell = results.count
                }
                if cell != recent.0 { recent = (cell, recent.0) }
                cells[row * glyphs.count + column] = UInt16(cell)
            }
        }
        self.rows = rows
        self.cells = cells
        self.results = results
        size = glyphs.count
    }

    /// The lookup's result for the pair: `.some(nil)` when it does not apply, nil when the
    /// pair is not in the memo.
    @inline(__always)
    func result(_ first: UInt16, _ second: UInt16) -> Result?? {
        guard Int(first) < rows.count, Int(second) < rows.count else { return nil }
        let row = rows[Int(first)], column = rows[Int(second)]
        guard row != 255, column != 255 else { return nil }
        let cell = cells[Int(row) * size + Int(column)]
        return .some(cell == 0 ? nil : results[Int(cell) - 1])
    }

    /// The first subtable that applies to the pair, as ``LayoutEngine/apply(_:at:_:rightToLeft:depth:)``
    /// tries them (a subtable that cannot be read does not apply); `coverages[k]` is `first`'s
    /// index in subtable k's coverage.
    static func apply(_ subtables: [FontReader], coverages: [Int?], _ first: UInt16, _ second: UInt16,
                      _ variations: DeviceVariations) -> Result? {
        for (table, coverage) in zip(subtables, coverages) {
            guard let coverage else { continue }
            if let result = (try? Positioning.pairValues(table, coverageIndex: coverage, first, second, variations: variations)) ?? nil {
                return result
            }
        }
        return nil
    }
}
