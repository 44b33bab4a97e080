/// Which glyphs can start a substitution or a non-kerning positioning, read once per face, so
/// that text none of whose glyphs can be changed skips the shaper (the fast path: pair and
/// contextual kerning only, as before shaping existed).
///
/// A glyph in `always` may change by itself (single substitutions, marks, cursive glyphs). A
/// glyph in `first` changes only when the next glyph makes a pair in `pairs` with it
/// (ligatures and contexts that need two glyphs, e.g. "f" then "i"); `second` holds every
/// second glyph of a pair, a cheap test before the pair's. A cluster of more than one scalar
/// is always shaped. The sets are supersets: a false alarm only costs a shaping pass.
struct ShapingTriggers: Sendable {
    private(set) var always = [UInt64](repeating: 0, count: 1024)
    private(set) var first = [UInt64](repeating: 0, count: 1024)
    private(set) var second = [UInt64](repeating: 0, count: 1024)
    /// The exact pairs of two-glyph rules, unless ``pairsAreExact`` is false.
    private(set) var pairs = GlyphPairSet()
    /// False when some rule had more pairs than ``pairBudget`` allows: then every glyph of
    /// `first` followed by any of `second` counts (the sets alone, a looser superset).
    private(set) var pairsAreExact = true
    /// Glyph ids listed so far, for the budget that keeps a huge table from costing seconds.
    private var budget = 1 << 20
    /// Pairs that may still be listed (8 bytes of table each, at most half full).
    private var pairBudget = 1 << 16

    /// Whether glyph `first` followed by `second` may start a two-glyph rule.
    @inline(__always)
    func pairMayChange(_ first: UInt16, _ second: UInt16) -> Bool {
        ShapingTriggers.has(self.first, first) && ShapingTriggers.has(self.second, second)
            && (!pairsAreExact || pairs.contains(first, second))
    }

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

    /// A ligature subtable: its covered glyphs pair with the second component of each of its
    /// ligatures (every covered glyph with every one, a superset within the subtable); one of
    /// a single component makes them all `always`.
    private mutating func addLigatures(_ table: FontReader) throws(FontError) {
        let coverage = try table.offset16(2)
        var single = false
        var seconds: [UInt16] = []
        for s in 0..<Int(try table.u16(4)) {
            let set = try table.offset16(6 + 2 * s)
            for l in 0..<Int(try set.u16(0)) {
                let ligature = try set.offset16(2 + 2 * l)
                let count = Int(try ligature.u16(2))
                if count < 2 { single = true; continue }
                budget -= 1
                guard budget >= 0 else { throw table.error(0, "ligatures too many") }
                seconds.append(try ligature.u16(4))
            }
        }
        if single {
            add(coverage: coverage, to: .always)
            for glyph in seconds { second[Int(glyph) >> 6] |= 1 << UInt64(glyph & 63) }
        } else {
            try addPairs(coverage, seconds: seconds)
        }
    }

    /// Every glyph `firsts` covers followed by any of `seconds`: into `first`, `second` and
    /// `pairs` (or, past the pair budget, the sets alone and ``pairsAreExact`` false).
    private mutating func addPairs(_ firsts: FontReader, seconds: [UInt16]) throws(FontError) {
        var starts: [UInt16] = []
        try firsts.forEachCoveredGlyph(budget: &budget) { starts.append($0) }
        for glyph in starts { first[Int(glyph) >> 6] |= 1 << UInt64(glyph & 63) }
        for glyph in seconds { second[Int(glyph) >> 6] |= 1 << UInt64(glyph & 63) }
        guard pairsAreExact else { return }
        pairBudget -= starts.count * seconds.count
        guard pairBudget >= 0 else {
            pairsAreExact = false
            pairs = GlyphPairSet()
            return
        }
        for a in starts {
            for b in seconds { pairs.insert(a, b) }
        }
    }

    /// ``addPairs(_:seconds:)`` with the seconds a coverage table lists.
    private mutating func addPairs(_ firsts: FontReader, secondCoverage: FontReader) throws(FontError) {
        var seconds: [UInt16] = []
        try secondCoverage.forEachCoveredGlyph(budget: &budget) { seconds.append($0) }
        try addPairs(firsts, seconds: seconds)
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
            try addPairs(firstCoverage, secondCoverage: try table.offset16(coveragesAt + 2))
            return
        }
        let at = countAt
        if chained {
            let lookaheadAt = at + 2 + 2 * inputCount
            if Int(try table.u16(lookaheadAt)) >= 1 {
                try addPairs(firstCoverage, secondCoverage: try table.offset16(lookaheadAt + 2))
                return
            }
        }
        add(coverage: firstCoverage, to: .always)
    }
}
