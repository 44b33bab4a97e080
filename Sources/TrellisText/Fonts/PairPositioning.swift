/// Pair kerning from the lookups of GPOS's `kern` feature: PairPos formats 1 and 2
/// (lookup type 2), also when wrapped in Extension lookups (type 9), with the variation deltas
/// of their device tables at a variable face's axis position.
///
/// Lookups are the union of every `kern` FeatureRecord's lookups, as HarfBuzz gets on the fonts
/// tested (see the research notes). Within a lookup the first subtable that covers the first
/// glyph applies (format 1 falls through when the pair is absent); lookups add up.
/// Table layouts from the OpenType spec, GPOS and "Common Table Formats" chapters.
struct PairPositioning: Sendable {
    private struct Subtable: Sendable {
        let reader: FontReader
        let format: UInt16
    }

    /// The PairPos subtables, grouped by lookup in lookup-index order.
    private let lookups: [[Subtable]]
    /// Device-table deltas at the face's axis position (none for a static face).
    private let variations: DeviceVariations

    var isEmpty: Bool { lookups.isEmpty }

    init(_ gpos: FontReader, variations: DeviceVariations = .none) throws(FontError) {
        self.variations = variations
        let featureList = try gpos.sub(Int(try gpos.u16(6)))
        let lookupList = try gpos.sub(Int(try gpos.u16(8)))
        var indices = Set<Int>()
        let featureCount = Int(try featureList.u16(0))
        for i in 0..<featureCount {
            guard try featureList.u32(2 + 6 * i) == TableDirectory.tag("kern") else { continue }
            let feature = try featureList.sub(Int(try featureList.u16(6 + 6 * i)))
            let count = Int(try feature.u16(2))
            for j in 0..<count { indices.insert(Int(try feature.u16(4 + 2 * j))) }
        }
        let lookupCount = Int(try lookupList.u16(0))
        var lookups: [[Subtable]] = []
        for index in indices.sorted() where index < lookupCount {
            let lookup = try lookupList.sub(Int(try lookupList.u16(2 + 2 * index)))
            let type = try lookup.u16(0)
            let subtableCount = Int(try lookup.u16(4))
            var subtables: [Subtable] = []
            for k in 0..<subtableCount {
                var subtable = try lookup.sub(Int(try lookup.u16(6 + 2 * k)))
                var subtableType = type
                if type == 9 {  // Extension: format 1, real type, Offset32 from the extension subtable.
                    subtableType = try subtable.u16(2)
                    subtable = try subtable.sub(Int(try subtable.u32(4)))
                }
                guard subtableType == 2 else { continue }
                let format = try subtable.u16(0)
                guard format == 1 || format == 2 else { continue }
                subtables.append(Subtable(reader: subtable, format: format))
            }
            if !subtables.isEmpty { lookups.append(subtables) }
        }
        self.lookups = lookups
    }

    /// The total x-advance adjustment for the pair, in font units.
    func value(_ first: UInt16, _ second: UInt16) -> Int {
        var total = 0
        for subtables in lookups {
            for subtable in subtables {
                let result = try? apply(subtable, first, second)
                if let adjustment = result ?? nil {
                    total += adjustment
                    break
                }
            }
        }
        return total
    }

    /// nil when the subtable does not apply (the next one is tried), else the adjustment.
    private func apply(_ subtable: Subtable, _ first: UInt16, _ second: UInt16) throws(FontError) -> Int? {
        let table = subtable.reader
        guard let coverageIndex = try PairPositioning.coverage(try table.sub(Int(try table.u16(2))), first) else { return nil }
        let format1 = try table.u16(4)
        let format2 = try table.u16(6)
        let size1 = 2 * (format1 & 0xFF).nonzeroBitCount
        let size2 = 2 * (format2 & 0xFF).nonzeroBitCount
        if subtable.format == 1 {
            let pairSetCount = Int(try table.u16(8))
            guard coverageIndex < pairSetCount else { return nil }
            let pairSet = try table.sub(Int(try table.u16(10 + 2 * coverageIndex)))
            let count = Int(try pairSet.u16(0))
            let recordSize = 2 + size1 + size2
            var low = 0
            var high = count
            while low < high {
                let mid = (low + high) / 2
                let glyph = try pairSet.u16(2 + recordSize * mid)
                if glyph < second {
                    low = mid + 1
                } else if glyph > second {
                    high = mid
                } else {
                    let record = 2 + recordSize * mid + 2
                    return try ValueRecord.xAdvance(pairSet, at: record, format: format1, deviceBase: pairSet, variations: variations)
                        + ValueRecord.xAdvance(pairSet, at: record + size1, format: format2, deviceBase: pairSet, variations: variations)
                }
            }
            return nil
        }
        let class1 = try PairPositioning.glyphClass(try table.sub(Int(try table.u16(8))), first)
        let class2 = try PairPositioning.glyphClass(try table.sub(Int(try table.u16(10))), second)
        let class1Count = Int(try table.u16(12))
        let class2Count = Int(try table.u16(14))
        guard class1 < class1Count, class2 < class2Count else { return 0 }
        let record = 16 + (class1 * class2Count + class2) * (size1 + size2)
        return try ValueRecord.xAdvance(table, at: record, format: format1, deviceBase: table, variations: variations)
            + ValueRecord.xAdvance(table, at: record + size1, format: format2, deviceBase: table, variations: variations)
    }

    /// The coverage index of `glyph`, or nil if the coverage table does not list it.
    static func coverage(_ table: FontReader, _ glyph: UInt16) throws(FontError) -> Int? {
        let format = try table.u16(0)
        let count = Int(try table.u16(2))
        var low = 0
        var high = count
        if format == 1 {
            while low < high {
                let mid = (low + high) / 2
                let value = try table.u16(4 + 2 * mid)
                if value < glyph { low = mid + 1 } else if value > glyph { high = mid } else { return mid }
            }
            return nil
        }
        guard format == 2 else { throw table.error(0, "coverage format \(format)") }
        while low < high {
            let mid = (low + high) / 2
            let at = 4 + 6 * mid
            let start = try table.u16(at)
            let end = try table.u16(at + 2)
            if glyph < start {
                high = mid
            } else if glyph > end {
                low = mid + 1
            } else {
                return Int(try table.u16(at + 4)) + Int(glyph - start)
            }
        }
        return nil
    }

    /// The class of `glyph` in a ClassDef table (0 when unlisted).
    static func glyphClass(_ table: FontReader, _ glyph: UInt16) throws(FontError) -> Int {
        let format = try table.u16(0)
        if format == 1 {
            let start = try table.u16(2)
            let count = Int(try table.u16(4))
            guard glyph >= start, Int(glyph - start) < count else { return 0 }
            return Int(try table.u16(6 + 2 * Int(glyph - start)))
        }
        guard format == 2 else { throw table.error(0, "class definition format \(format)") }
        let count = Int(try table.u16(2))
        var low = 0
        var high = count
        while low < high {
            let mid = (low + high) / 2
            let at = 4 + 6 * mid
            let start = try table.u16(at)
            let end = try table.u16(at + 2)
            if glyph < start { high = mid } else if glyph > end { low = mid + 1 } else { return Int(try table.u16(at + 4)) }
        }
        return 0
    }
}
