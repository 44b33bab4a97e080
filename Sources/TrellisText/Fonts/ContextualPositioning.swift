/// Contextual kerning from GPOS's `kern` feature: chained context positioning (lookup type 8,
/// format 3 — coverage per position; also inside Extension lookups, type 9) whose nested
/// lookups are single adjustments (type 1, formats 1 and 2) of the x-advance.
///
/// Noto Sans Arabic kerns this way: e.g. a medial hah after the right glyphs loses 40 units,
/// which puts single Arabic words within 1% of HarfBuzz instead of 2%. As in HarfBuzz, the
/// `kern` lookups run in lookup-index order over the glyphs of a run of one font; at each
/// position the first subtable whose backtrack, input and lookahead coverages match applies,
/// then matching resumes after its input. Only the xAdvance of value records counts (with its
/// device table's variation delta).
/// Formats 1 and 2 of type 8 and context positioning (type 7) are not read.
struct ContextualPositioning: Sendable {
    /// One format 3 subtable: coverage tables per position and the nested lookups to apply.
    private struct Rule: Sendable {
        let backtrack: [FontReader]
        let input: [FontReader]
        let lookahead: [FontReader]
        /// (index into the input sequence, lookup list index) pairs.
        let records: [SIMD2<Int32>]
    }

    /// The chain lookups of `kern`, in lookup-index order, each as its format 3 subtables.
    private let lookups: [[Rule]]
    /// The SinglePos subtables of every lookup a rule refers to.
    private let singles: [Int: [FontReader]]
    /// Per lookup, a bit per glyph id: set when the glyph is in the first input coverage of one
    /// of its rules. No rule can start at a glyph whose bit is clear, so `apply` steps past it
    /// without walking the coverage tables (read once at load).
    private let starts: [[UInt64]]
    /// The union of `starts`: a run none of whose glyphs is set here is left as it is.
    private let anyStart: [UInt64]
    /// Device-table deltas at the face's axis position (none for a static face).
    private let variations: DeviceVariations

    var isEmpty: Bool { lookups.isEmpty }

    /// True when some rule may start at `glyph` (false: no adjustment can begin there).
    @inline(__always)
    func mayStart(at glyph: UInt16) -> Bool {
        anyStart[Int(glyph) >> 6] & (1 << UInt64(glyph & 63)) != 0
    }

    /// True when every glyph some rule may start at has its bit set in `bits` (a bit per glyph
    /// id, 1,024 words, as ``ShapingTriggers/always``).
    func startsOnly(within bits: [UInt64]) -> Bool {
        bits.count == anyStart.count && zip(anyStart, bits).allSatisfy { start, set in start & ~set == 0 }
    }

    init(_ gpos: FontReader, variations: DeviceVariations = .none) throws(FontError) {
        self.variations = variations
        let lookupList = try gpos.sub(Int(try gpos.u16(8)))
        let lookupCount = Int(try lookupList.u16(0))
        var lookups: [[Rule]] = []
        var starts: [[UInt64]] = []
        var nested = Set<Int>()
        for index in try ContextualPositioning.kernLookups(gpos) where index < lookupCount {
            var rules: [Rule] = []
            for (type, subtable) in try ContextualPositioning.subtables(lookupList, index) where type == 8 {
                guard try subtable.u16(0) == 3 else { continue }
                let rule = try ContextualPositioning.rule(subtable)
                rules.append(rule)
                for record in rule.records { nested.insert(Int(record[1])) }
            }
            if !rules.isEmpty {
                lookups.append(rules)
                var bits = [UInt64](repeating: 0, count: 1024)  // 65,536 glyph ids
                var budget = 1 << 20
                for rule in rules { ContextualPositioning.mark(rule.input[0], in: &bits, budget: &budget) }
                starts.append(bits)
            }
        }
        var singles: [Int: [FontReader]] = [:]
        for index in nested where index < lookupCount {
            singles[index] = try ContextualPositioning.subtables(lookupList, index).filter { $0.0 == 1 }.map(\.1)
        }
        self.lookups = lookups
        self.singles = singles
        self.starts = starts
        var union = [UInt64](repeating: 0, count: 1024)
        for bits in starts {
            for k in union.indices { union[k] |= bits[k] }
        }
        anyStart = union
    }

    /// Sets the bit of every glyph a coverage table (format 1 or 2) lists. A table that cannot be
    /// read, or a lookup whose tables list more than `budget` (2^20) glyph ids in all, sets every
    /// bit: matching then checks each position as before, and damaged data costs no more.
    private static func mark(_ coverage: FontReader, in bits: inout [UInt64], budget: inout Int) {
        func set(_ glyph: UInt16) { bits[Int(glyph) >> 6] |= 1 << UInt64(glyph & 63) }
        do throws(FontError) {
            let format = try coverage.u16(0)
            let count = Int(try coverage.u16(2))
            if format == 1 {
                budget -= count
                guard budget >= 0 else { throw coverage.error(2, "coverage too long") }
                for k in 0..<count { set(try coverage.u16(4 + 2 * k)) }
                return
            }
            guard format == 2 else { throw coverage.error(0, "coverage format \(format)") }
            for k in 0..<count {
                let start = try coverage.u16(4 + 6 * k)
                let end = try coverage.u16(6 + 6 * k)
                guard start <= end else { continue }
                budget -= Int(end - start) + 1
                guard budget >= 0 else { throw coverage.error(4 + 6 * k, "coverage too long") }
                for glyph in start...end { set(glyph) }
            }
        } catch {
            for k in bits.indices { bits[k] = ~0 }
        }
    }

    /// Adds the contextual x-advance adjustment of each glyph of `glyphs` (one run of this
    /// font, in logical order) to `adjustments`, in font units.
    func apply(_ glyphs: [UInt16], into adjustments: inout [Int]) {
        for (rules, bits) in zip(lookups, starts) {
            var i = 0
            while i < glyphs.count {
                let glyph = glyphs[i]
                guard bits[Int(glyph) >> 6] & (1 << UInt64(glyph & 63)) != 0 else {
                    i += 1
                    continue
                }
                var step = 1
                for rule in rules where (try? matches(rule, glyphs, at: i)) == true {
                    for record in rule.records {
                        let target = i + Int(record[0])
                        guard target < glyphs.count else { continue }
                        adjustments[target] += (try? single(Int(record[1]), glyphs[target])) ?? 0
                    }
                    step = max(1, rule.input.count)
                    break
                }
                i += step
            }
        }
    }

    private func matches(_ rule: Rule, _ glyphs: [UInt16], at i: Int) throws(FontError) -> Bool {
        guard i >= rule.backtrack.count, i + rule.input.count + rule.lookahead.count <= glyphs.count else { return false }
        for (k, coverage) in rule.input.enumerated() where try PairPositioning.coverage(coverage, glyphs[i + k]) == nil { return false }
        for (k, coverage) in rule.backtrack.enumerated() where try PairPositioning.coverage(coverage, glyphs[i - 1 - k]) == nil { return false }
        let after = i + rule.input.count
        for (k, coverage) in rule.lookahead.enumerated() where try PairPositioning.coverage(coverage, glyphs[after + k]) == nil { return false }
        return true
    }

    /// The x-advance a SinglePos lookup gives `glyph` (first covering subtable), in font units.
    private func single(_ lookup: Int, _ glyph: UInt16) throws(FontError) -> Int {
        for subtable in singles[lookup] ?? [] {
            guard let index = try PairPositioning.coverage(try subtable.sub(Int(try subtable.u16(2))), glyph) else { continue }
            let format = try subtable.u16(0)
            let valueFormat = try subtable.u16(4)
            if format == 1 { return try ValueRecord.xAdvance(subtable, at: 6, format: valueFormat, deviceBase: subtable, variations: variations) }
            guard format == 2, index < Int(try subtable.u16(6)) else { return 0 }
            let at = 8 + ValueRecord.size(valueFormat) * index
            return try ValueRecord.xAdvance(subtable, at: at, format: valueFormat, deviceBase: subtable, variations: variations)
        }
        return 0
    }

    /// Parses a ChainContextPos format 3 subtable.
    private static func rule(_ table: FontReader) throws(FontError) -> Rule {
        var at = 2
        func coverages() throws(FontError) -> [FontReader] {
            let count = Int(try table.u16(at))
            var result: [FontReader] = []
            for k in 0..<count { result.append(try table.sub(Int(try table.u16(at + 2 + 2 * k)))) }
            at += 2 + 2 * count
            return result
        }
        let backtrack = try coverages()
        let input = try coverages()
        let lookahead = try coverages()
        guard !input.isEmpty else { throw table.error(at, "chain context with no input") }
        let count = Int(try table.u16(at))
        var records: [SIMD2<Int32>] = []
        for k in 0..<count {
            records.append(SIMD2(Int32(try table.u16(at + 2 + 4 * k)), Int32(try table.u16(at + 4 + 4 * k))))
        }
        return Rule(backtrack: backtrack, input: input, lookahead: lookahead, records: records)
    }

    /// The lookup indices of every `kern` FeatureRecord, sorted.
    static func kernLookups(_ gpos: FontReader) throws(FontError) -> [Int] {
        let featureList = try gpos.sub(Int(try gpos.u16(6)))
        var indices = Set<Int>()
        for i in 0..<Int(try featureList.u16(0)) {
            guard try featureList.u32(2 + 6 * i) == TableDirectory.tag("kern") else { continue }
            let feature = try featureList.sub(Int(try featureList.u16(6 + 6 * i)))
            for j in 0..<Int(try feature.u16(2)) { indices.insert(Int(try feature.u16(4 + 2 * j))) }
        }
        return indices.sorted()
    }

    /// The subtables of lookup `index` with their lookup types, Extension lookups unwrapped.
    static func subtables(_ lookupList: FontReader, _ index: Int) throws(FontError) -> [(UInt16, FontReader)] {
        let lookup = try lookupList.sub(Int(try lookupList.u16(2 + 2 * index)))
        let type = try lookup.u16(0)
        var result: [(UInt16, FontReader)] = []
        for k in 0..<Int(try lookup.u16(4)) {
            var subtable = try lookup.sub(Int(try lookup.u16(6 + 2 * k)))
            var subtableType = type
            if type == 9 {  // Extension: format 1, real type, Offset32 from the extension subtable.
                subtableType = try subtable.u16(2)
                subtable = try subtable.sub(Int(try subtable.u32(4)))
            }
            result.append((subtableType, subtable))
        }
        return result
    }
}
