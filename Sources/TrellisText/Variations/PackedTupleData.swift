/// The packed encodings inside a `gvar` (and `cvar`) tuple variation store: point numbers and
/// deltas (OpenType spec, "OpenType Font Variations Common Table Formats", "Packed point
/// numbers" and "Packed deltas"). Every read is bounds-checked by ``FontReader``.
enum PackedTupleData {
    /// Point numbers at `at`, advancing it. Nil means "every point of the glyph" (a count of 0).
    /// Numbers are stored as runs of increments from the previous number.
    static func points(_ data: FontReader, _ at: inout Int) throws(FontError) -> [Int]? {
        var count = Int(try data.u8(at))
        at += 1
        if count == 0 { return nil }
        if count & 0x80 != 0 {
            count = (count & 0x7F) << 8 | Int(try data.u8(at))
            at += 1
        }
        var result: [Int] = []
        result.reserveCapacity(count)
        var point = 0
        while result.count < count {
            let control = try data.u8(at)
            at += 1
            let run = Int(control & 0x7F) + 1
            let words = control & 0x80 != 0
            guard run <= count - result.count else { throw data.error(at - 1, "point run past the point count") }
            for _ in 0..<run {
                if words {
                    point += Int(try data.u16(at))
                    at += 2
                } else {
                    point += Int(try data.u8(at))
                    at += 1
                }
                result.append(point)
            }
        }
        return result
    }

    /// `count` deltas at `at`, advancing it: runs of zeros, signed bytes, 16-bit or 32-bit values.
    static func deltas(_ data: FontReader, _ at: inout Int, count: Int) throws(FontError) -> [Int32] {
        var result: [Int32] = []
        result.reserveCapacity(count)
        while result.count < count {
            let control = try data.u8(at)
            at += 1
            let run = Int(control & 0x3F) + 1
            guard run <= count - result.count else { throw data.error(at - 1, "delta run past the point count") }
            switch control & 0xC0 {
            case 0x80:  // DELTAS_ARE_ZERO
                result.append(contentsOf: repeatElement(0, count: run))
            case 0x40:  // DELTAS_ARE_WORDS
                for _ in 0..<run {
                    result.append(Int32(try data.i16(at)))
                    at += 2
                }
            case 0xC0:  // DELTAS_ARE_LONGS
                for _ in 0..<run {
                    result.append(Int32(bitPattern: try data.u32(at)))
                    at += 4
                }
            default:  // signed bytes
                for _ in 0..<run {
                    result.append(Int32(Int8(bitPattern: try data.u8(at))))
                    at += 1
                }
            }
        }
        return result
    }
}
