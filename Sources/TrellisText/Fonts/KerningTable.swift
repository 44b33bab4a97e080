/// Pair kerning from the TrueType `kern` table (Microsoft version 0, subtable format 0).
///
/// Horizontal, non-cross-stream subtables are summed. Apple's `kern` (version 1.0, a 32-bit
/// header) is recognised and skipped, as TrellisText only needs the Microsoft layout. The pair
/// count comes from nPairs, not the subtable length, which overflows past ~10,920 pairs.
struct KerningTable: Sendable {
    /// Sorted `left << 16 | right` keys and their values, in font units.
    private let keys: [UInt32]
    private let values: [Int16]

    var isEmpty: Bool { keys.isEmpty }

    init(_ kern: FontReader) throws(FontError) {
        var pairs: [UInt32: Int] = [:]
        let version = try kern.u16(0)
        if version == 0 {
            let tables = Int(try kern.u16(2))
            var at = 4
            for _ in 0..<tables {
                let length = Int(try kern.u16(at + 2))
                let coverage = try kern.u16(at + 4)
                let format = coverage >> 8
                let horizontal = coverage & 1 != 0
                let minimum = coverage & 2 != 0
                let crossStream = coverage & 4 != 0
                let nPairs = Int(try kern.u16(at + 6))
                if format == 0, horizontal, !minimum, !crossStream {
                    try kern.require(at + 14, nPairs * 6)
                    for i in 0..<nPairs {
                        let record = at + 14 + 6 * i
                        let key = try kern.u32(record)
                        pairs[key, default: 0] += Int(try kern.i16(record + 4))
                    }
                }
                // The last subtable's u16 length may have overflowed; the pairs were read by count.
                at += format == 0 ? max(length, 14 + nPairs * 6) : length
                if length == 0 && format != 0 { break }
            }
        }
        let sorted = pairs.keys.sorted()
        keys = sorted
        values = sorted.map { Int16(clamping: pairs[$0] ?? 0) }
    }

    /// The kerning between two glyphs, in font units (0 when the pair is absent).
    func value(_ left: UInt16, _ right: UInt16) -> Int {
        let key = UInt32(left) << 16 | UInt32(right)
        var low = 0
        var high = keys.count
        while low < high {
            let mid = (low + high) / 2
            if keys[mid] < key { low = mid + 1 } else { high = mid }
        }
        return low < keys.count && keys[low] == key ? Int(values[low]) : 0
    }
}
