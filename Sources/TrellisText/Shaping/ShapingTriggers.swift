/// Which glyphs can start a substitution or a non-kerning positioning, read once per face, so
/// that text none of whose glyphs can be changed skips the shaper (the fast path: pair and
/// contextual kerning only, as before shaping existed).
///
/// A glyph in `always` may change by itself (single substitutions, marks, cursive glyphs). A
/// glyph in `first` changes only when the next glyph is in `second` (ligatures and contexts
/// that need two glyphs, e.g. "f" then "i"). A cluster of more than one scalar is always
/// shaped. The sets are supersets: a false alarm only costs a shaping pass.
struct ShapingTriggers: Sendable {
    private(set) var always = [UInt64](repeating: 0, count: 1024)
    private(set) var first = [UInt64](repeating: 0, count: 1024)
    private(set) var second = [UInt64](repeating: 0, count: 1024)
    /// Glyph ids listed so far, for the budget that keeps a huge table from costing seconds.
    private var budget = 1 << 20

    @inline(__always)
    static func has(_ bits: [UInt64], _ glyph: UInt16) -> Bool {
        bits[Int(glyph) >> 6] & (1 << UInt64(glyph & 63)) != 0
    }

    enum Set { case always, first, second }

    /// Adds every glyph a Coverage table lists; an unreadable (or too long) one marks all.
    mutating func add(coverage table: FontReader, to set: Set) {
        var bits: [UInt64]
        switch set {
        case .always: bits = always
        case .first: bits = first
        case .second: bits = second
        }
        defer {
            switch set {
            case .always: always = bits
            case .first: first = bits
            case .second: second = bits
            }
        }
        func put(_ glyph: UInt16) { bits[Int(glyph) >> 6] |= 1 << UInt64(glyph & 63) }
        do throws(FontError) {
            try table.forEachCoveredGlyph(budget: &budget, put)
        } catch {
            for k in bits.indices { bits[k] = ~0 }
        }
    }

    /// Marks everything: a subtable that could not be read is checked at every glyph.
    mutating func addAll() {
        for k in always.indices { always[k] = ~0 }
    }

    /// The triggers of one GSUB lookup.
    mutating func add(substitution lookup: LayoutLookup) {
        for table in lookup.subtables {
            do throws(FontError) {
                switch lookup.type {
                case 4: try addLigatures(table)
                case 5, 6: try addContext(table, chained: lookup.type == 6)
                default: add(coverage: try table.offset16(2), to: .always)
                }
            } catch {
                addAll()
            }
        }
    }

    /// The triggers of one GPOS lookup that the fast path does not apply.
    mutating func add(positioning lookup: LayoutLookup) {
        for table in lookup.subtables {
            do throws(FontError) {
                if lookup.type == 7 || lookup.type == 8 {
                    try addContext(table, chained: lookup.type == 8)
                } else {
                    add(coverage: try table.offset16(2), to: .always)
                }
            } catch {
                addAll()
            }
        }
    }

    private mutating func addLigatures(_ table: FontReader) throws(FontError) {
        let coverage = try table.offset16(2)
        var single = false
        for s in 0..<Int(try table.u16(4)) {
            let set = try table.offset16(6 + 2 * s)
            for l in 0..<Int(try set.u16(0)) {
                let ligature = try set.offset16(2 + 2 * l)
                let count = Int(try ligature.u16(2))
                if count < 2 { single = true; continue }
                let glyph = try ligature.u16(4)
                budget -= 1
                second[Int(glyph) >> 6] |= 1 << UInt64(glyph & 63)
            }
        }
        add(coverage: coverage, to: single ? .always : .first)
    }

    private mutating func addContext(_ table: FontReader, chained: Bool) throws(FontError) {
        guard try table.u16(0) == 3 else {
            add(coverage: try table.offset16(2), to: .always)
            return
        }
        // Chained: backtrack count and coverages, then input count and coverages. Not chained:
        // input count, lookup count, then the input coverages.
        let countAt = chained ? 4 + 2 * Int(try table.u16(2)) : 2
        let coveragesAt = chained ? countAt + 2 : 6
        let inputCount = Int(try table.u16(countAt))
        guard inputCount >= 1 else { return }
        let firstCoverage = try table.offset16(coveragesAt)
        if inputCount >= 2 {
            add(coverage: firstCoverage, to: .first)
            add(coverage: try table.offset16(coveragesAt + 2), to: .second)
            return
        }
        let at = countAt
        if chained {
            let lookaheadAt = at + 2 + 2 * inputCount
            if Int(try table.u16(lookaheadAt)) >= 1 {
                add(coverage: firstCoverage, to: .first)
                add(coverage: try table.offset16(lookaheadAt + 2), to: .second)
                return
            }
        }
        add(coverage: firstCoverage, to: .always)
    }
}
