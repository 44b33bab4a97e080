/// The `cmap` table: Unicode scalar → glyph id, from a format 12 or format 4 subtable.
///
/// Subtable preference follows HarfBuzz: (3,10), (0,6), (0,4) format 12 before (3,1), (0,3)
/// format 4, before (3,0) symbol. Layouts from the OpenType spec (`cmap` chapter).
struct CharacterMap: Sendable {
    private let subtable: FontReader
    private let format: UInt16
    /// Format 4: number of segments; format 12: number of groups.
    private let count: Int
    /// The glyph of every BMP scalar (U+0000–U+FFFF), filled once at load from the subtable's
    /// own lookup, so measuring never searches it for those scalars.
    private var bmp: [UInt16] = []

    init(_ cmap: FontReader) throws(FontError) {
        let numTables = Int(try cmap.u16(2))
        var best: (rank: Int, offset: Int)?
        for i in 0..<numTables {
            let platform = try cmap.u16(4 + 8 * i)
            let encoding = try cmap.u16(6 + 8 * i)
            let offset = Int(try cmap.u32(8 + 8 * i))
            let format = try cmap.u16(offset)
            let rank: Int
            switch (platform, encoding, format) {
            case (3, 10, 12), (0, 6, 12), (0, 4, 12): rank = 4
            case (0, _, 12): rank = 3
            case (3, 1, 4), (0, 3, 4): rank = 2
            case (0, _, 4): rank = 1
            case (3, 0, 4): rank = 0
            default: continue
            }
            if let current = best, current.rank >= rank { continue }
            best = (rank, offset)
        }
        guard let chosen = best else { throw cmap.error(0, "no Unicode subtable of format 4 or 12") }
        let format = try cmap.u16(chosen.offset)
        self.format = format
        if format == 12 {
            let length = Int(try cmap.u32(chosen.offset + 4))
            subtable = try cmap.sub(chosen.offset, length: length)
            count = Int(try subtable.u32(12))
            try subtable.require(16, count * 12)
        } else {
            let length = Int(try cmap.u16(chosen.offset + 2))
            // Some fonts store a wrong (too small) u16 length; trust the table's end instead.
            subtable = try cmap.sub(chosen.offset, length: max(length, cmap.length - chosen.offset))
            count = Int(try subtable.u16(6)) / 2
            try subtable.require(14, count * 8 + 2)
        }
        bmp = denseBMP()
    }

    /// Runs the lookup for each BMP scalar inside one of the subtable's ranges (the lookup gives
    /// 0 outside them), or for every BMP scalar when the ranges add up to more than that.
    private func denseBMP() -> [UInt16] {
        var table = [UInt16](repeating: 0, count: 0x10000)
        var ranges: [ClosedRange<UInt32>] = []
        var covered = 0
        for k in 0..<count {
            let bounds: (UInt32, UInt32)?
            if format == 12 {
                bounds = try? (subtable.u32(16 + 12 * k), subtable.u32(20 + 12 * k))
            } else {
                bounds = try? (UInt32(subtable.u16(16 + 2 * count + 2 * k)), UInt32(subtable.u16(14 + 2 * k)))
            }
            guard let (start, end) = bounds, start <= end, start <= 0xFFFF else { continue }
            let range = start...min(end, 0xFFFF)
            covered += range.count
            if covered > 0x10000 { break }
            ranges.append(range)
        }
        if covered > 0x10000 { ranges = [0...0xFFFF] }
        for range in ranges {
            for scalar in range { table[Int(scalar)] = lookup(scalar) }
        }
        return table
    }

    /// The glyph for `scalar`, or 0 (.notdef) when the font does not map it.
    @inline(__always)
    func glyph(for scalar: UInt32) -> UInt16 {
        scalar < 0x10000 ? bmp[Int(scalar)] : lookup(scalar)
    }

    /// The subtable's own lookup (a binary search).
    private func lookup(_ scalar: UInt32) -> UInt16 {
        let glyph: UInt16?
        if format == 12 {
            glyph = try? lookup12(scalar)
        } else {
            glyph = scalar > 0xFFFF ? 0 : try? lookup4(UInt16(scalar))
        }
        return glyph ?? 0
    }

    private func lookup12(_ c: UInt32) throws(FontError) -> UInt16 {
        var low = 0
        var high = count
        while low < high {
            let mid = (low + high) / 2
            let at = 16 + 12 * mid
            let start = try subtable.u32(at)
            let end = try subtable.u32(at + 4)
            if c < start {
                high = mid
            } else if c > end {
                low = mid + 1
            } else {
                let glyph = try subtable.u32(at + 8) &+ (c - start)
                return glyph > 0xFFFF ? 0 : UInt16(glyph)
            }
        }
        return 0
    }

    private func lookup4(_ c: UInt16) throws(FontError) -> UInt16 {
        let endCodes = 14
        let startCodes = endCodes + 2 * count + 2
        let deltas = startCodes + 2 * count
        let rangeOffsets = deltas + 2 * count
        // Binary search for the first segment whose endCode >= c.
        var low = 0
        var high = count
        while low < high {
            let mid = (low + high) / 2
            if try subtable.u16(endCodes + 2 * mid) < c { low = mid + 1 } else { high = mid }
        }
        guard low < count else { return 0 }
        let start = try subtable.u16(startCodes + 2 * low)
        guard start <= c else { return 0 }
        let delta = try subtable.u16(deltas + 2 * low)
        let rangeOffsetAt = rangeOffsets + 2 * low
        let rangeOffset = Int(try subtable.u16(rangeOffsetAt))
        if rangeOffset == 0 { return c &+ delta }
        let glyph = try subtable.u16(rangeOffsetAt + rangeOffset + 2 * Int(c - start))
        return glyph == 0 ? 0 : glyph &+ delta
    }
}
