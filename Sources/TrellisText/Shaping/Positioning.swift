/// GPOS lookup types applied at one glyph: single (1) and pair (2, formats 1 and 2)
/// adjustment, cursive attachment (3), mark-to-base (4), mark-to-ligature (5), mark-to-mark
/// (6), context (7) and chained context (8); Extension (9) is unwrapped by ``LayoutLookup``.
/// Attachments are recorded as links (``GlyphBuffer/Position/attachTo``) and turned into
/// offsets by ``resolveAttachments(_:rightToLeft:)`` once every lookup has run.
enum Positioning {
    /// Inlined into `LayoutEngine.apply`: called out of line, each subtable reader was copied
    /// (retained) per glyph, 10 % more instructions on the chat corpus (callgrind).
    @inline(__always)
    static func apply(_ engine: LayoutEngine, _ lookup: LayoutLookup, _ table: FontReader, at i: Int, _ buffer: inout GlyphBuffer,
                      rightToLeft: Bool, depth: Int) throws(FontError) -> Int? {
        let glyph = buffer.infos[i].glyph
        switch lookup.type {
        case 1:
            guard let index = try table.coverage(at: Int(try table.u16(2)), glyph) else { return nil }
            let format = try table.u16(0)
            let valueFormat = try table.u16(4)
            if format == 1 {
                try addValue(engine, table, 6, valueFormat, base: table, to: &buffer.positions[i])
            } else {
                guard format == 2, index < Int(try table.u16(6)) else { return nil }
                try addValue(engine, table, 8 + valueSize(valueFormat) * index, valueFormat, base: table, to: &buffer.positions[i])
            }
            return i + 1
        case 2:
            return try pair(engine, lookup, table, at: i, &buffer)
        case 3:
            return try cursive(engine, lookup, table, at: i, &buffer, rightToLeft: rightToLeft)
        case 4, 5, 6:
            return try markAttachment(engine, lookup, table, at: i, &buffer)
        case 7, 8:
            return try ContextRules.apply(engine, lookup, table, chained: lookup.type == 8, at: i, &buffer, rightToLeft: rightToLeft, depth: depth)
        default:
            return nil
        }
    }

    static func valueSize(_ format: UInt16) -> Int { ValueRecord.size(format) }

    /// Adds a ValueRecord's placement and advance, with its device tables' variation deltas
    /// (device offsets count from `base`).
    private static func addValue(_ engine: LayoutEngine, _ table: FontReader, _ at: Int, _ format: UInt16, base: FontReader,
                                 to position: inout GlyphBuffer.Position) throws(FontError) {
        let value = format & 0xF0 == 0
            ? try ValueRecord(table, at: at, format: format)
            : try ValueRecord(table, at: at, format: format, deviceBase: base, variations: engine.gdef.variations)
        position.xOffset += value.xPlacement
        position.yOffset += value.yPlacement
        position.xAdvance += value.xAdvance
    }

    private static func pair(_ engine: LayoutEngine, _ lookup: LayoutLookup, _ table: FontReader, at i: Int,
                             _ buffer: inout GlyphBuffer) throws(FontError) -> Int? {
        guard let coverageIndex = try table.coverage(at: Int(try table.u16(2)), buffer.infos[i].glyph),
              let j = engine.next(after: i, buffer, lookup),
              let result = try pairValues(table, coverageIndex: coverageIndex, buffer.infos[i].glyph, buffer.infos[j].glyph,
                                          variations: engine.gdef.variations) else { return nil }
        return add(result, at: i, j, &buffer)
    }

    /// Adds a pair result to glyphs `i` and `j`; returns where matching resumes.
    @inline(__always)
    static func add(_ result: PairMemo.Result, at i: Int, _ j: Int, _ buffer: inout GlyphBuffer) -> Int {
        let crossesCluster = buffer.infos[i].cluster != buffer.infos[j].cluster
        buffer.positions[i].xOffset += result.first.xPlacement
        buffer.positions[i].yOffset += result.first.yPlacement
        buffer.positions[i].xAdvance += result.first.xAdvance
        if crossesCluster { buffer.positions[i].pairAdjustment += result.first.xAdvance }
        buffer.positions[j].xOffset += result.second.xPlacement
        buffer.positions[j].yOffset += result.second.yPlacement
        buffer.positions[j].xAdvance += result.second.xAdvance
        return result.consumesSecond ? j + 1 : j
    }

    /// What PairPos subtable `table` (formats 1 and 2) does to `first` (at `coverageIndex` of
    /// its coverage) followed by `second`: nil when it does not apply. Value records take
    /// their device tables' deltas at the face's axis position.
    static func pairValues(_ table: FontReader, coverageIndex: Int, _ first: UInt16, _ second: UInt16,
                           variations: DeviceVariations) throws(FontError) -> PairMemo.Result? {
        let format1 = try table.u16(4)
        let format2 = try table.u16(6)
        let size1 = valueSize(format1)
        let size2 = valueSize(format2)
        let base: FontReader
        let record: Int
        switch try table.u16(0) {
        case 1:
            guard coverageIndex < Int(try table.u16(8)) else { return nil }
            let set = try table.offset16(10 + 2 * coverageIndex)
            let recordSize = 2 + size1 + size2
            var low = 0
            var high = Int(try set.u16(0))
            var found: Int?
            while low < high {
                let mid = (low + high) / 2
                let glyph = try set.u16(2 + recordSize * mid)
                if glyph < second { low = mid + 1 } else if glyph > second { high = mid } else { found = 2 + recordSize * mid + 2; break }
            }
            guard let at = found else { return nil }
            base = set
            record = at
        case 2:
            let class1 = try table.glyphClass(at: Int(try table.u16(8)), first)
            let class2 = try table.glyphClass(at: Int(try table.u16(10)), second)
            let class2Count = Int(try table.u16(14))
            guard class1 < Int(try table.u16(12)), class2 < class2Count else { return nil }
            base = table
            record = 16 + (class1 * class2Count + class2) * (size1 + size2)
        default:
            return nil
        }
        return PairMemo.Result(first: try adjustment(base, record, format1, variations),
                               second: try adjustment(base, record + size1, format2, variations),
                               consumesSecond: size2 > 0)
    }

    /// A ValueRecord's placement and advance, with its device tables' variation deltas
    /// (device offsets count from `table`).
    @inline(__always)
    private static func adjustment(_ table: FontReader, _ at: Int, _ format: UInt16,
                                   _ variations: DeviceVariations) throws(FontError) -> PairMemo.Adjustment {
        let value = format & 0xF0 == 0
            ? try ValueRecord(table, at: at, format: format)
            : try ValueRecord(table, at: at, format: format, deviceBase: table, variations: variations)
        return PairMemo.Adjustment(xPlacement: value.xPlacement, yPlacement: value.yPlacement, xAdvance: value.xAdvance)
    }

    /// An Anchor table's coordinates (formats 1–3; contour points unused), with format 3's
    /// device-table variation deltas.
    private static func anchor(_ engine: LayoutEngine, _ table: FontReader) throws(FontError) -> (Int32, Int32) {
        let format = try table.u16(0)
        guard (1...3).contains(format) else { throw table.error(0, "anchor format \(format)") }
        let x = Int32(try table.i16(2)), y = Int32(try table.i16(4))
        guard format == 3, !engine.gdef.variations.isEmpty else { return (x, y) }
        return try anchorDeltas(engine, table, x, y)
    }

    /// A format 3 anchor's coordinates plus its device tables' deltas (out of line: variable faces only).
    @inline(never)
    private static func anchorDeltas(_ engine: LayoutEngine, _ table: FontReader, _ x: Int32, _ y: Int32) throws(FontError) -> (Int32, Int32) {
        let variations = engine.gdef.variations
        return (x + variations.delta(table, deviceAt: Int(try table.u16(6))), y + variations.delta(table, deviceAt: Int(try table.u16(8))))
    }

    private static func cursive(_ engine: LayoutEngine, _ lookup: LayoutLookup, _ table: FontReader, at j: Int,
                                _ buffer: inout GlyphBuffer, rightToLeft: Bool) throws(FontError) -> Int? {
        guard try table.u16(0) == 1, let this = try table.coverage(at: Int(try table.u16(2)), buffer.infos[j].glyph),
              this < Int(try table.u16(4)) else { return nil }
        let entryOffset = Int(try table.u16(6 + 4 * this))
        guard entryOffset != 0, let i = engine.previous(before: j, buffer, lookup),
              let previous = try table.coverage(at: Int(try table.u16(2)), buffer.infos[i].glyph),
              previous < Int(try table.u16(4)) else { return nil }
        let exitOffset = Int(try table.u16(8 + 4 * previous))
        guard exitOffset != 0 else { return nil }
        let (entryX, entryY) = try anchor(engine, try table.sub(entryOffset))
        let (exitX, exitY) = try anchor(engine, try table.sub(exitOffset))
        if rightToLeft {
            let d = exitX + buffer.positions[i].xOffset
            buffer.positions[i].xAdvance -= d
            buffer.positions[i].xOffset -= d
            buffer.positions[j].xAdvance = entryX + buffer.positions[j].xOffset
        } else {
            buffer.positions[i].xAdvance = exitX + buffer.positions[i].xOffset
            let d = entryX + buffer.positions[j].xOffset
            buffer.positions[j].xAdvance -= d
            buffer.positions[j].xOffset -= d
        }
        // The child's baseline follows its parent's (RightToLeft flag: the later glyph is the parent).
        var child = i, parent = j, yOffset = entryY - exitY
        if lookup.flag & LayoutLookup.Flag.rightToLeft == 0 {
            swap(&child, &parent)
            yOffset = -yOffset
        }
        if buffer.positions[parent].attachTo == Int32(child - parent) { buffer.positions[parent].attachTo = 0 }  // no cycles
        buffer.positions[child].attachTo = Int32(parent - child)
        buffer.positions[child].attachIsMark = false
        buffer.positions[child].yOffset = yOffset
        return j + 1
    }

    /// MarkBasePos, MarkLigPos and MarkMarkPos format 1: the mark's anchor meets the anchor of
    /// its class on the base (the previous non-mark glyph), on the ligature component it
    /// follows, or on the previous mark of the same ligature component.
    private static func markAttachment(_ engine: LayoutEngine, _ lookup: LayoutLookup, _ table: FontReader, at i: Int,
                                       _ buffer: inout GlyphBuffer) throws(FontError) -> Int? {
        guard try table.u16(0) == 1, let markIndex = try table.coverage(at: Int(try table.u16(2)), buffer.infos[i].glyph) else { return nil }
        var target: Int?
        if lookup.type == 6 {
            guard let j = engine.previous(before: i, buffer, lookup), buffer.isMark(j) else { return nil }
            let a = buffer.infos[i], b = buffer.infos[j]
            let sameComponent = a.ligatureID == b.ligatureID && (a.ligatureID == 0 || a.ligatureComponent == b.ligatureComponent)
            guard sameComponent else { return nil }
            target = j
        } else {
            var j = i - 1
            while j >= 0, buffer.isMark(j) || DefaultIgnorable.contains(buffer.infos[j].scalar) { j -= 1 }
            // After a multiple substitution, attach to the first glyph of the sequence.
            while j > 0, lookup.type == 4, buffer.infos[j].isMultiplied, buffer.infos[j - 1].isMultiplied,
                  buffer.infos[j - 1].cluster == buffer.infos[j].cluster { j -= 1 }
            guard j >= 0 else { return nil }
            target = j
        }
        guard let base = target, let baseIndex = try table.coverage(at: Int(try table.u16(4)), buffer.infos[base].glyph) else { return nil }
        let classCount = Int(try table.u16(6))
        let markArray = try table.offset16(8)
        guard markIndex < Int(try markArray.u16(0)) else { return nil }
        let markClass = Int(try markArray.u16(2 + 4 * markIndex))
        let markAnchor = try anchor(engine, try markArray.sub(Int(try markArray.u16(4 + 4 * markIndex))))
        guard markClass < classCount else { return nil }
        let baseArray = try table.offset16(10)
        guard baseIndex < Int(try baseArray.u16(0)) else { return nil }
        var anchorOffset: Int
        var anchorTable = baseArray
        if lookup.type == 5 {
            let attach = try baseArray.offset16(2 + 2 * baseIndex)
            let components = Int(try attach.u16(0))
            guard components > 0 else { return nil }
            let mark = buffer.infos[i], ligature = buffer.infos[base]
            var component = components - 1
            if ligature.ligatureID != 0, mark.ligatureID == ligature.ligatureID, mark.ligatureComponent > 0 {
                component = min(components, Int(mark.ligatureComponent)) - 1
            }
            anchorTable = attach
            anchorOffset = Int(try attach.u16(2 + 2 * (component * classCount + markClass)))
        } else {
            anchorOffset = Int(try baseArray.u16(2 + 2 * (baseIndex * classCount + markClass)))
        }
        guard anchorOffset != 0 else { return nil }
        let baseAnchor = try anchor(engine, try anchorTable.sub(anchorOffset))
        buffer.positions[i].xOffset = baseAnchor.0 - markAnchor.0
        buffer.positions[i].yOffset = baseAnchor.1 - markAnchor.1
        buffer.positions[i].attachTo = Int32(base - i)
        buffer.positions[i].attachIsMark = true
        return i + 1
    }

    /// Marks lose their advance (GDEF marks, after GPOS, as HarfBuzz does), then each attached
    /// glyph takes its parent's offsets and, for a mark, the advances between the two.
    static func resolveAttachments(_ buffer: inout GlyphBuffer, rightToLeft: Bool) {
        for i in 0..<buffer.count where buffer.isMark(i) {
            buffer.positions[i].xAdvance = 0
            buffer.positions[i].pairAdjustment = 0
        }
        var done = [Bool](repeating: false, count: buffer.count)
        func resolve(_ i: Int, _ depth: Int) {
            guard !done[i] else { return }
            done[i] = true
            let link = Int(buffer.positions[i].attachTo)
            let j = i + link
            guard link != 0, j >= 0, j < buffer.count, depth < 64 else { return }
            resolve(j, depth + 1)
            let parent = buffer.positions[j]
            buffer.positions[i].yOffset += parent.yOffset
            guard buffer.positions[i].attachIsMark else { return }
            buffer.positions[i].xOffset += parent.xOffset
            if !rightToLeft {
                if j < i { for k in j..<i { buffer.positions[i].xOffset -= buffer.positions[k].xAdvance } }
            } else if j < i {
                for k in (j + 1)...i { buffer.positions[i].xOffset += buffer.positions[k].xAdvance }
            }
        }
        for i in 0..<buffer.count { resolve(i, 0) }
    }
}
