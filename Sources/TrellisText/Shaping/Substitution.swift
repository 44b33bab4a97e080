/// GSUB lookup types applied at one glyph: single (1), multiple (2), alternate (3, the first
/// alternate, as a feature value of 1 picks), ligature (4), context (5), chained context (6) and
/// reverse chaining single (8); Extension (7) is unwrapped by ``LayoutLookup``.
enum Substitution {
    /// Applies one subtable at glyph `i`: where matching resumes, or nil when it does not apply.
    static func apply(_ engine: LayoutEngine, _ lookup: LayoutLookup, _ table: FontReader, at i: Int,
                      _ buffer: inout GlyphBuffer, depth: Int) throws(FontError) -> Int? {
        let glyph = buffer.infos[i].glyph
        switch lookup.type {
        case 1:
            guard let index = try table.coverage(at: Int(try table.u16(2)), glyph) else { return nil }
            let format = try table.u16(0)
            if format == 1 {
                replace(&buffer, i, UInt16(truncatingIfNeeded: Int(glyph) + Int(try table.i16(4))), engine)
            } else {
                guard format == 2, index < Int(try table.u16(4)) else { return nil }
                replace(&buffer, i, try table.u16(6 + 2 * index), engine)
            }
            return i + 1
        case 2, 3:
            guard let index = try table.coverage(at: Int(try table.u16(2)), glyph), index < Int(try table.u16(4)) else { return nil }
            let sequence = try table.offset16(6 + 2 * index)
            let count = Int(try sequence.u16(0))
            if lookup.type == 3 {
                guard count > 0 else { return nil }
                replace(&buffer, i, try sequence.u16(2), engine)
                return i + 1
            }
            // A run may grow to 2^15 glyphs at most: hostile sequences cannot exhaust memory.
            guard buffer.count + count <= 1 << 15 else { return nil }
            var glyphs: [UInt16] = []
            for k in 0..<count { glyphs.append(try sequence.u16(2 + 2 * k)) }
            return multiple(&buffer, i, glyphs, engine)
        case 4:
            return try ligature(engine, lookup, table, at: i, &buffer)
        case 5, 6:
            return try ContextRules.apply(engine, lookup, table, chained: lookup.type == 6, at: i, &buffer, rightToLeft: false, depth: depth)
        case 8:
            return reverseChain(engine, lookup, at: i, &buffer) ? i + 1 : nil
        default:
            return nil
        }
    }

    private static func replace(_ buffer: inout GlyphBuffer, _ i: Int, _ glyph: UInt16, _ engine: LayoutEngine) {
        buffer.infos[i].glyph = glyph
        if engine.gdef.hasGlyphClasses { buffer.infos[i].glyphClass = engine.gdef.glyphClass(glyph) }
    }

    /// Glyph `i` becomes `glyphs` (none: it is deleted), all in its cluster.
    private static func multiple(_ buffer: inout GlyphBuffer, _ i: Int, _ glyphs: [UInt16], _ engine: LayoutEngine) -> Int {
        let original = buffer.infos[i]
        var infos: [GlyphBuffer.Info] = []
        for glyph in glyphs {
            var info = original
            info.glyph = glyph
            if engine.gdef.hasGlyphClasses { info.glyphClass = engine.gdef.glyphClass(glyph) }
            info.isMultiplied = glyphs.count > 1
            infos.append(info)
        }
        buffer.infos.replaceSubrange(i...i, with: infos)
        return i + glyphs.count
    }

    /// LigatureSubst format 1: the first ligature of the glyph's set whose components follow it
    /// (passing over what the lookup flags skip) replaces them. Marks passed over stay after the
    /// ligature and remember which component they followed.
    private static func ligature(_ engine: LayoutEngine, _ lookup: LayoutLookup, _ table: FontReader, at i: Int,
                                 _ buffer: inout GlyphBuffer) throws(FontError) -> Int? {
        guard try table.u16(0) == 1, let index = try table.coverage(at: Int(try table.u16(2)), buffer.infos[i].glyph),
              index < Int(try table.u16(4)) else { return nil }
        let set = try table.offset16(6 + 2 * index)
        for l in 0..<Int(try set.u16(0)) {
            let ligature = try set.offset16(2 + 2 * l)
            let componentCount = Int(try ligature.u16(2))
            guard componentCount >= 1 else { continue }
            var positions = [i]
            var matched = true
            for k in 1..<componentCount {
                guard let next = engine.next(after: positions[k - 1], buffer, lookup),
                      buffer.infos[next].glyph == (try ligature.u16(4 + 2 * (k - 1))) else {
                    matched = false
                    break
                }
                positions.append(next)
            }
            guard matched else { continue }
            let glyph = try ligature.u16(0)
            let id = buffer.newLigatureID()
            let cluster = buffer.infos[i].cluster
            // Marks between components: tag them with the component before them.
            var component = 1
            for j in i...positions[positions.count - 1] {
                if positions.contains(j) {
                    if j != i { component += 1 }
                    continue
                }
                buffer.infos[j].ligatureID = id
                buffer.infos[j].ligatureComponent = UInt8(min(component, 255))
                buffer.infos[j].cluster = cluster
            }
            let allMarks = positions.allSatisfy { buffer.isMark($0) }
            buffer.infos[i].glyph = glyph
            buffer.infos[i].glyphClass = engine.gdef.hasGlyphClasses ? engine.gdef.glyphClass(glyph)
                : (allMarks ? GlyphDefinitions.GlyphClass.mark : GlyphDefinitions.GlyphClass.ligature)
            buffer.infos[i].ligatureID = allMarks ? 0 : id
            buffer.infos[i].ligatureComponent = 0
            buffer.infos[i].componentCount = UInt8(min(componentCount, 255))
            for j in positions.dropFirst().reversed() { buffer.infos.remove(at: j) }
            return i + 1
        }
        return nil
    }

    /// ReverseChainSingleSubst format 1 at glyph `i` (run from the last glyph to the first).
    static func reverseChain(_ engine: LayoutEngine, _ lookup: LayoutLookup, at i: Int, _ buffer: inout GlyphBuffer) -> Bool {
        for table in lookup.subtables {
            do throws(FontError) {
                guard try table.u16(0) == 1,
                      let index = try table.coverage(at: Int(try table.u16(2)), buffer.infos[i].glyph) else { continue }
                let backtrackCount = Int(try table.u16(4))
                var backtrack: [FontReader] = []
                for k in 0..<backtrackCount { backtrack.append(try table.offset16(6 + 2 * k)) }
                var at = 6 + 2 * backtrackCount
                let lookaheadCount = Int(try table.u16(at))
                var lookahead: [FontReader] = []
                for k in 0..<lookaheadCount { lookahead.append(try table.offset16(at + 2 + 2 * k)) }
                at += 2 + 2 * lookaheadCount
                guard index < Int(try table.u16(at)) else { continue }
                let substitute = try table.u16(at + 2 + 2 * index)
                guard try ContextRules.match(engine, lookup, buffer, at: i, inputCount: 1, input: { _, _ in true },
                                             backtrack: (backtrack.count, { k, g throws(FontError) in try PairPositioning.coverage(backtrack[k], g) != nil }),
                                             lookahead: (lookahead.count, { k, g throws(FontError) in try PairPositioning.coverage(lookahead[k], g) != nil })) != nil
                else { continue }
                replace(&buffer, i, substitute, engine)
                return true
            } catch {
                continue
            }
        }
        return false
    }
}
