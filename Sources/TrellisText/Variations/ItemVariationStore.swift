/// An ItemVariationStore (HVAR, MVAR, GDEF…): delta sets per (outer, inner) index, each delta
/// scaled by how much its region applies at the face's normalized coordinates.
struct ItemVariationStore: Sendable {
    private let table: FontReader
    /// The scalar of each region at the coordinates.
    private let regionScalars: [Double]

    init(_ table: FontReader, coordinates: [Double]) throws(FontError) {
        guard try table.u16(0) == 1 else { throw table.error(0, "item variation store format") }
        self.table = table
        let regions = try table.sub(Int(try table.u32(2)))
        let axisCount = Int(try regions.u16(0))
        let regionCount = Int(try regions.u16(2))
        var scalars: [Double] = []
        for r in 0..<regionCount {
            var scalar = 1.0
            for a in 0..<axisCount {
                let at = 4 + 6 * (r * axisCount + a)
                let start = AxisMapping.f2dot14(try regions.i16(at))
                let peak = AxisMapping.f2dot14(try regions.i16(at + 2))
                let end = AxisMapping.f2dot14(try regions.i16(at + 4))
                scalar *= ItemVariationStore.axisScalar(a < coordinates.count ? coordinates[a] : 0, start, peak, end)
                if scalar == 0 { break }
            }
            scalars.append(scalar)
        }
        regionScalars = scalars
    }

    /// How much one axis of a region applies at `value` (the OpenType "region scalar").
    static func axisScalar(_ value: Double, _ start: Double, _ peak: Double, _ end: Double) -> Double {
        if peak == 0 || start > peak || peak > end || (start < 0 && end > 0) { return 1 }
        if value == peak { return 1 }
        if value <= start || value >= end { return 0 }
        return value < peak ? (value - start) / (peak - start) : (end - value) / (end - peak)
    }

    /// How many ItemVariationData subtables the store has.
    func dataCount() throws(FontError) -> Int { Int(try table.u16(6)) }

    /// The scalar of each region ItemVariationData `outer` refers to, in its order: what a CFF2
    /// `blend` multiplies its deltas by.
    func scalars(ofData outer: Int) throws(FontError) -> [Double] {
        guard outer < Int(try table.u16(6)) else { throw table.error(6, "item variation data \(outer)") }
        let data = try table.sub(Int(try table.u32(8 + 4 * outer)))
        let regionCount = Int(try data.u16(4))
        var result: [Double] = []
        result.reserveCapacity(regionCount)
        for k in 0..<regionCount {
            let region = Int(try data.u16(6 + 2 * k))
            guard region < regionScalars.count else { throw data.error(6 + 2 * k, "region \(region) of \(regionScalars.count)") }
            result.append(regionScalars[region])
        }
        return result
    }

    /// The delta of item `inner` of ItemVariationData `outer` (0 when out of range).
    func delta(outer: Int, inner: Int) throws(FontError) -> Double {
        guard outer < Int(try table.u16(6)) else { return 0 }
        let data = try table.sub(Int(try table.u32(8 + 4 * outer)))
        let itemCount = Int(try data.u16(0))
        guard inner < itemCount else { return 0 }
        let wordField = try data.u16(2)
        let longWords = wordField & 0x8000 != 0
        let wordCount = Int(wordField & 0x7FFF)
        let regionCount = Int(try data.u16(4))
        let wordSize = longWords ? 4 : 2
        let smallSize = longWords ? 2 : 1
        let rowSize = wordCount * wordSize + (regionCount - wordCount) * smallSize
        guard wordCount <= regionCount else { throw data.error(2, "more word deltas than regions") }
        var at = 6 + 2 * regionCount + rowSize * inner
        var total = 0.0
        for k in 0..<regionCount {
            let region = Int(try data.u16(6 + 2 * k))
            let value: Int
            if k < wordCount {
                value = longWords ? Int(Int32(bitPattern: try data.u32(at))) : Int(try data.i16(at))
                at += wordSize
            } else {
                value = longWords ? Int(try data.i16(at)) : Int(Int8(bitPattern: try data.u8(at)))
                at += smallSize
            }
            if region < regionScalars.count { total += Double(value) * regionScalars[region] }
        }
        return total
    }
}

/// A DeltaSetIndexMap: glyph (or item) index to (outer, inner); past its end the last entry.
struct DeltaSetIndexMap: Sendable {
    private let table: FontReader

    init(_ table: FontReader) { self.table = table }

    func lookup(_ index: Int) throws(FontError) -> (outer: Int, inner: Int) {
        let format = try table.u8(0)
        let entryFormat = try table.u8(1)
        let count = format == 0 ? Int(try table.u16(2)) : Int(try table.u32(2))
        let dataAt = format == 0 ? 4 : 6
        guard count > 0 else { return (0, index) }
        let entrySize = Int((entryFormat & 0x30) >> 4) + 1
        let innerBits = Int(entryFormat & 0x0F) + 1
        let at = dataAt + entrySize * min(index, count - 1)
        var value = 0
        for k in 0..<entrySize { value = value << 8 | Int(try table.u8(at + k)) }
        return (value >> innerBits, value & ((1 << innerBits) - 1))
    }
}
