/// The lookups of one GSUB or GPOS table and what applying them needs: GDEF, and the
/// glyph-skipping rules of lookup flags. ``Substitution`` and ``Positioning`` add the lookup
/// types; contexts (``ContextRules``) are shared.
///
/// Every read is bounds-checked; a subtable that cannot be read does not apply (the next one
/// is tried), so a damaged table changes some glyphs at worst, never traps.
struct LayoutEngine: Sendable {
    let lookups: [LayoutLookup?]
    let gdef: GlyphDefinitions
    let isPositioning: Bool
    /// How deep contexts may nest lookups (HarfBuzz's HB_MAX_NESTING_LEVEL).
    static let maxNesting = 64
    /// How many lookup applications one run may make before the rest are dropped, so hostile
    /// contexts cannot hang shaping.
    static let operationBudget = 1 << 16

    /// - Parameter asciiGlyphs: the face's glyphs of U+0000–U+007F: GPOS pair lookups memoize
    ///   their results for those glyphs (``PairMemo``).
    init(table: FontReader, gdef: GlyphDefinitions, isPositioning: Bool, asciiGlyphs: [UInt16] = []) throws(FontError) {
        let lookupList = try table.offset16(8)
        let count = Int(try lookupList.u16(0))
        var lookups: [LayoutLookup?] = []
        lookups.reserveCapacity(count)
        for index in 0..<count {
            var lookup = try? LayoutLookup(lookupList, index: index, extensionType: isPositioning ? 9 : 7)
            if isPositioning, lookup?.type == 2, let subtables = lookup?.subtables {
                lookup?.pairMemo = PairMemo(subtables: subtables, asciiGlyphs: asciiGlyphs, variations: gdef.variations)
            }
            lookups.append(lookup)
        }
        self.lookups = lookups
        self.gdef = gdef
        self.isPositioning = isPositioning
    }

    /// Whether lookup flags make matching pass over `info`. Default-ignorable characters
    /// (ZWJ, variation selectors…) are passed over too, and ZWNJ when `context` is set or in
    /// GPOS, as HarfBuzz does.
    @inline(__always)
    func skips(_ info: GlyphBuffer.Info, _ lookup: LayoutLookup, context: Bool) -> Bool {
        let flag = lookup.flag
        switch info.glyphClass {
        case GlyphDefinitions.GlyphClass.base: if flag & LayoutLookup.Flag.ignoreBaseGlyphs != 0 { return true }
        case GlyphDefinitions.GlyphClass.ligature: if flag & LayoutLookup.Flag.ignoreLigatures != 0 { return true }
        case GlyphDefinitions.GlyphClass.mark:
            if flag & LayoutLookup.Flag.ignoreMarks != 0 { return true }
            if flag & LayoutLookup.Flag.useMarkFilteringSet != 0 { return !gdef.isInMarkSet(lookup.markFilteringSet, info.glyph) }
            let type = Int(flag >> 8)
            if type != 0 { return gdef.markAttachmentClass(info.glyph) != type }
        default: break
        }
        if DefaultIgnorable.contains(info.scalar) {
            return info.scalar != 0x200C || context || isPositioning
        }
        return false
    }

    /// The next glyph after `i` that `lookup` does not pass over.
    @inline(__always)
    func next(after i: Int, _ buffer: GlyphBuffer, _ lookup: LayoutLookup, context: Bool = false) -> Int? {
        var j = i + 1
        while j < buffer.count {
            if !skips(buffer.infos[j], lookup, context: context) { return j }
            j += 1
        }
        return nil
    }

    /// The glyph before `i` that `lookup` does not pass over.
    @inline(__always)
    func previous(before i: Int, _ buffer: GlyphBuffer, _ lookup: LayoutLookup, context: Bool = false) -> Int? {
        var j = i - 1
        while j >= 0 {
            if !skips(buffer.infos[j], lookup, context: context) { return j }
            j -= 1
        }
        return nil
    }

    /// Runs `steps` (lookup indices with form masks) over the whole buffer, each lookup from
    /// the first glyph to the last (reverse chaining substitution from the last to the first).
    func run(_ steps: [ShapingFeatures.Step], on buffer: inout GlyphBuffer, rightToLeft: Bool) {
        var budget = LayoutEngine.operationBudget
        for step in steps {
            guard step.lookup < lookups.count, let lookup = lookups[step.lookup] else { continue }
            let digest = lookup.digest
            if !isPositioning, lookup.type == 8 {
                var i = buffer.count - 1
                while i >= 0 {
                    if digest?.mayMatch(buffer.infos[i].glyph) ?? true, applies(step.mask, buffer.infos[i]),
                       !skips(buffer.infos[i], lookup, context: false) {
                        _ = Substitution.reverseChain(self, lookup, at: i, &buffer)
                    }
                    i -= 1
                }
                continue
            }
            var i = 0
            while i < buffer.count, budget > 0 {
                guard digest?.mayMatch(buffer.infos[i].glyph) ?? true, applies(step.mask, buffer.infos[i]),
                      !skips(buffer.infos[i], lookup, context: false) else {
                    i += 1
                    continue
                }
                budget -= 1
                if let next = apply(lookup, at: i, &buffer, rightToLeft: rightToLeft, depth: 0) {
                    i = max(next, i + 1)
                } else {
                    i += 1
                }
            }
        }
    }

    @inline(__always)
    private func applies(_ mask: UInt8, _ info: GlyphBuffer.Info) -> Bool {
        mask & 1 != 0 || mask & (1 << info.form) != 0 && info.form != 0
    }

    /// Applies one lookup at glyph `i`: the first of its subtables that matches. Returns where
    /// matching resumes, nil when nothing applied.
    func apply(_ lookup: LayoutLookup, at i: Int, _ buffer: inout GlyphBuffer, rightToLeft: Bool, depth: Int) -> Int? {
        guard depth < LayoutEngine.maxNesting, i < buffer.count else { return nil }
        if let memo = lookup.pairMemo {
            // Every subtable needs the next glyph the flags do not pass over; without one none applies.
            guard let j = next(after: i, buffer, lookup) else { return nil }
            if let known = memo.result(buffer.infos[i].glyph, buffer.infos[j].glyph) {
                guard let result = known else { return nil }
                return Positioning.add(result, at: i, j, &buffer)
            }
        }
        for subtable in lookup.subtables {
            let result: Int?
            if isPositioning {
                result = try? Positioning.apply(self, lookup, subtable, at: i, &buffer, rightToLeft: rightToLeft, depth: depth)
            } else {
                result = try? Substitution.apply(self, lookup, subtable, at: i, &buffer, depth: depth)
            }
            if let result = result ?? nil { return result }
        }
        return nil
    }
}

/// Characters with the Unicode Default_Ignorable_Code_Point property that text commonly holds:
/// lookups pass over them, and a shaped run draws them as nothing.
enum DefaultIgnorable {
    @inline(__always)
    static func contains(_ scalar: UInt32) -> Bool {
        switch scalar {
        case 0xAD, 0x34F, 0x61C, 0x115F, 0x1160, 0x17B4, 0x17B5, 0x180B...0x180F, 0x200B...0x200F, 0x202A...0x202E,
             0x2060...0x206F, 0x3164, 0xFE00...0xFE0F, 0xFEFF, 0xFFA0, 0xFFF0...0xFFF8, 0x1BCA0...0x1BCA3,
             0x1D173...0x1D17A, 0xE0000...0xE0FFF:
            return true
        default:
            return false
        }
    }
}
