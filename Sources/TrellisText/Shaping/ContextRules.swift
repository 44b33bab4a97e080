/// Contextual lookups shared by GSUB (types 5 and 6) and GPOS (types 7 and 8): context and
/// chained context, formats 1 (glyphs), 2 (classes) and 3 (coverages). A rule that matches at
/// a glyph runs its nested lookups at the matched input positions, which are kept up to date
/// as nested substitutions add or remove glyphs.
enum ContextRules {
    /// A predicate on the k-th glyph of a sequence.
    typealias Matcher = (Int, UInt16) throws(FontError) -> Bool

    /// Applies a context (`chained` false) or chained context subtable at glyph `i`.
    static func apply(_ engine: LayoutEngine, _ lookup: LayoutLookup, _ table: FontReader, chained: Bool, at i: Int,
                      _ buffer: inout GlyphBuffer, rightToLeft: Bool, depth: Int) throws(FontError) -> Int? {
        let glyph = buffer.infos[i].glyph
        let format = try table.u16(0)
        if format == 3 {
            return try format3(engine, lookup, table, chained: chained, at: i, &buffer, rightToLeft: rightToLeft, depth: depth)
        }
        guard format == 1 || format == 2, let coverageIndex = try table.coverage(at: Int(try table.u16(2)), glyph) else { return nil }
        // Format 1 picks the rule set by coverage index and compares glyph ids; format 2 by the
        // first glyph's class and compares classes.
        let setsAt = chained ? (format == 1 ? 4 : 10) : (format == 1 ? 4 : 6)
        var setIndex = coverageIndex
        var classDefs: [FontReader?] = [nil, nil, nil]  // backtrack, input, lookahead
        if format == 2 {
            if chained {
                classDefs = [try table.offset16(4), try table.offset16(6), try table.offset16(8)]
            } else {
                let input = try table.offset16(4)
                classDefs = [input, input, input]
            }
            setIndex = try PairPositioning.glyphClass(classDefs[1]!, glyph)
        }
        guard setIndex < Int(try table.u16(setsAt)) else { return nil }
        let setOffset = Int(try table.u16(setsAt + 2 + 2 * setIndex))
        guard setOffset != 0 else { return nil }
        let ruleSet = try table.sub(setOffset)
        func matcher(_ kind: Int, _ values: [UInt16]) -> Matcher {
            if format == 1 { return { k, glyph in glyph == values[k] } }
            let classDef = classDefs[kind]!
            return { k, glyph throws(FontError) in try PairPositioning.glyphClass(classDef, glyph) == Int(values[k]) }
        }
        for r in 0..<Int(try ruleSet.u16(0)) {
            let rule = try ruleSet.sub(Int(try ruleSet.u16(2 + 2 * r)))
            var at = 0
            func sequence(_ length: Int) throws(FontError) -> [UInt16] {
                var values: [UInt16] = []
                for k in 0..<length { values.append(try rule.u16(at + 2 * k)) }
                at += 2 * length
                return values
            }
            var backtrack: [UInt16] = []
            var lookahead: [UInt16] = []
            let input: [UInt16]
            let recordCount: Int
            if chained {
                let backtrackCount = Int(try rule.u16(0)); at = 2
                backtrack = try sequence(backtrackCount)
                let inputCount = Int(try rule.u16(at)); at += 2
                guard inputCount >= 1 else { continue }
                input = try sequence(inputCount - 1)
                let lookaheadCount = Int(try rule.u16(at)); at += 2
                lookahead = try sequence(lookaheadCount)
                recordCount = Int(try rule.u16(at)); at += 2
            } else {
                let inputCount = Int(try rule.u16(0))
                recordCount = Int(try rule.u16(2)); at = 4
                guard inputCount >= 1 else { continue }
                input = try sequence(inputCount - 1)
            }
            let inputMatch = matcher(1, input)
            guard let positions = try match(engine, lookup, buffer, at: i, inputCount: input.count + 1,
                                            input: { k, glyph throws(FontError) in k == 0 ? true : try inputMatch(k - 1, glyph) },
                                            backtrack: (backtrack.count, matcher(0, backtrack)),
                                            lookahead: (lookahead.count, matcher(2, lookahead)))
            else { continue }
            let records = try ContextRules.records(rule, at: at, count: recordCount)
            return applyRecords(engine, records, positions, &buffer, rightToLeft: rightToLeft, depth: depth)
        }
        return nil
    }

    /// Format 3: one coverage table per position. The offsets are read in place and the first
    /// input coverage is tested before anything else, so a glyph the rule cannot start at costs
    /// two reads and one coverage search, without an allocation.
    private static func format3(_ engine: LayoutEngine, _ lookup: LayoutLookup, _ table: FontReader, chained: Bool, at i: Int,
                                _ buffer: inout GlyphBuffer, rightToLeft: Bool, depth: Int) throws(FontError) -> Int? {
        var backtrackAt = 0, backtrackCount = 0, lookaheadAt = 0, lookaheadCount = 0
        let inputAt: Int, inputCount: Int, recordsAt: Int, recordCount: Int
        if chained {
            backtrackCount = Int(try table.u16(2)); backtrackAt = 4
            let inputCountAt = backtrackAt + 2 * backtrackCount
            inputCount = Int(try table.u16(inputCountAt)); inputAt = inputCountAt + 2
            let lookaheadCountAt = inputAt + 2 * inputCount
            lookaheadCount = Int(try table.u16(lookaheadCountAt)); lookaheadAt = lookaheadCountAt + 2
            let recordCountAt = lookaheadAt + 2 * lookaheadCount
            recordCount = Int(try table.u16(recordCountAt)); recordsAt = recordCountAt + 2
        } else {
            inputCount = Int(try table.u16(2))
            recordCount = Int(try table.u16(4)); inputAt = 6
            recordsAt = inputAt + 2 * inputCount
        }
        func covers(_ base: Int) -> Matcher {
            { k, glyph throws(FontError) in try table.coverage(at: Int(try table.u16(base + 2 * k)), glyph) != nil }
        }
        guard inputCount > 0, try covers(inputAt)(0, buffer.infos[i].glyph) else { return nil }
        guard let positions = try match(engine, lookup, buffer, at: i, inputCount: inputCount, input: covers(inputAt),
                                        backtrack: (backtrackCount, covers(backtrackAt)), lookahead: (lookaheadCount, covers(lookaheadAt)))
        else { return nil }
        let records = try ContextRules.records(table, at: recordsAt, count: recordCount)
        return applyRecords(engine, records, positions, &buffer, rightToLeft: rightToLeft, depth: depth)
    }

    /// The input positions when the input, backtrack and lookahead all match at `i`. The
    /// positions are collected only once everything matched (most attempts fail).
    static func match(_ engine: LayoutEngine, _ lookup: LayoutLookup, _ buffer: GlyphBuffer, at i: Int, inputCount: Int,
                      input: Matcher, backtrack: (Int, Matcher), lookahead: (Int, Matcher)) throws(FontError) -> [Int]? {
        var j = i
        for k in 1..<max(1, inputCount) {
            guard let next = engine.next(after: j, buffer, lookup, context: true), try input(k, buffer.infos[next].glyph) else { return nil }
            j = next
        }
        var back = i
        for k in 0..<backtrack.0 {
            guard let previous = engine.previous(before: back, buffer, lookup, context: true),
                  try backtrack.1(k, buffer.infos[previous].glyph) else { return nil }
            back = previous
        }
        var ahead = j
        for k in 0..<lookahead.0 {
            guard let next = engine.next(after: ahead, buffer, lookup, context: true), try lookahead.1(k, buffer.infos[next].glyph) else { return nil }
            ahead = next
        }
        var positions = [i]
        positions.reserveCapacity(inputCount)
        j = i
        for _ in 1..<max(1, inputCount) {
            guard let next = engine.next(after: j, buffer, lookup, context: true) else { return nil }
            positions.append(next)
            j = next
        }
        return positions
    }

    private static func records(_ table: FontReader, at: Int, count: Int) throws(FontError) -> [(Int, Int)] {
        var records: [(Int, Int)] = []
        for k in 0..<count { records.append((Int(try table.u16(at + 4 * k)), Int(try table.u16(at + 2 + 4 * k)))) }
        return records
    }

    /// Runs each (sequence index, lookup index) record at its input position, shifting the
    /// positions after it when a substitution changed the glyph count. Returns the glyph after
    /// the matched input.
    static func applyRecords(_ engine: LayoutEngine, _ records: [(Int, Int)], _ matched: [Int], _ buffer: inout GlyphBuffer,
                             rightToLeft: Bool, depth: Int) -> Int {
        var positions = matched
        var end = (positions.last ?? 0) + 1
        for (sequenceIndex, lookupIndex) in records {
            guard sequenceIndex < positions.count, lookupIndex < engine.lookups.count, let nested = engine.lookups[lookupIndex] else { continue }
            let at = positions[sequenceIndex]
            guard at < buffer.count, !engine.skips(buffer.infos[at], nested, context: false) else { continue }
            let before = buffer.count
            guard engine.apply(nested, at: at, &buffer, rightToLeft: rightToLeft, depth: depth + 1) != nil else { continue }
            let delta = buffer.count - before
            guard delta != 0 else { continue }
            end += delta
            // Positions after the one just used move by delta; a ligature swallowed some.
            var shifted: [Int] = Array(positions[...sequenceIndex])
            for p in positions[(sequenceIndex + 1)...] {
                let moved = p + delta
                if moved > at, moved < buffer.count, shifted.last.map({ moved > $0 }) ?? true { shifted.append(moved) }
            }
            positions = shifted
        }
        return min(max(end, (matched.first ?? 0) + 1), buffer.count)
    }
}
