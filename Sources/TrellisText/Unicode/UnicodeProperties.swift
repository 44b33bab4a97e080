/// The generated Unicode properties of one scalar, packed in 16 bits.
///
/// Bits 0–5 hold the ``LineBreakClass``, bit 6 East_Asian_Width W or F, bit 7 East_Asian_Width H,
/// bits 8–9 the strong bidi class (1 L, 2 R or AL), bit 10 Extended_Pictographic ∩ Cn.
struct UnicodeProperties: Sendable, Equatable {
    let bits: UInt16

    @inline(__always)
    init(bits: UInt16) { self.bits = bits }

    /// Looks a scalar value up: one array read below U+40000, binary searches above.
    @inline(__always)
    init(_ value: UInt32) {
        self.init(value, in: UnicodeProperties.table)
    }

    /// Looks a scalar value up in a table fetched once by a hot loop.
    @inline(__always)
    init(_ value: UInt32, in table: Table) {
        if value < UnicodeProperties.flatLimit {
            bits = table.pointer[Int(value)]
        } else {
            bits = UnicodeProperties.compute(value)
        }
    }

    /// The flat table as a pointer that lives as long as the process (built once, never
    /// written after), so hot loops read it without retain/release or bounds checks.
    struct Table: @unchecked Sendable {
        let pointer: UnsafePointer<UInt16>
    }

    /// Every scalar below ``flatLimit``, built once from the generated step tables.
    static let table: Table = {
        let count = Int(flatLimit)
        let pointer = UnsafeMutablePointer<UInt16>.allocate(capacity: count)
        pointer.initialize(repeating: 0, count: count)
        var out = UnsafeMutableBufferPointer(start: pointer, count: count)
        fill(&out, UnicodeTables.lineBreak, shift: 0)
        fill(&out, UnicodeTables.eastAsianWidth, shift: 6)
        fill(&out, UnicodeTables.bidiStrong, shift: 8)
        fill(&out, UnicodeTables.extendedPictographicUnassigned, shift: 10)
        return Table(pointer: UnsafePointer(pointer))
    }()


    @inline(__always)
    var lineBreakClass: LineBreakClass {
        // Same as `LineBreakClass(rawValue:) ?? .AL`, which the optimizer leaves as a call.
        let raw = UInt8(truncatingIfNeeded: bits & 0x3F)
        return raw <= LineBreakClass.RI.rawValue ? unsafeBitCast(raw, to: LineBreakClass.self) : .AL
    }

    /// East_Asian_Width is Wide or Fullwidth.
    @inline(__always) var isEastAsianWide: Bool { bits & 0x40 != 0 }
    /// East_Asian_Width is Wide, Fullwidth or Halfwidth (the set LB30 excludes).
    @inline(__always) var isEastAsianFWH: Bool { bits & 0xC0 != 0 }
    /// 0 not strong, 1 left-to-right, 2 right-to-left.
    @inline(__always) var bidiStrong: UInt16 { (bits >> 8) & 3 }
    /// Extended_Pictographic and unassigned (LB30b).
    @inline(__always) var isExtendedPictographicUnassigned: Bool { bits & 0x400 != 0 }

    static let flatLimit: UInt32 = 0x40000

    private static func fill(_ out: inout UnsafeMutableBufferPointer<UInt16>, _ steps: [UInt32], shift: UInt16) {
        for (i, step) in steps.enumerated() {
            let start = Int(step >> 8)
            guard start < out.count else { break }
            let value = UInt16(step & 0xFF) << shift
            let end = i + 1 < steps.count ? min(Int(steps[i + 1] >> 8), out.count) : out.count
            if value != 0 {
                for cp in start..<end { out[cp] |= value }
            }
        }
    }

    private static func compute(_ value: UInt32) -> UInt16 {
        stepValue(UnicodeTables.lineBreak, value)
            | stepValue(UnicodeTables.eastAsianWidth, value) << 6
            | stepValue(UnicodeTables.bidiStrong, value) << 8
            | stepValue(UnicodeTables.extendedPictographicUnassigned, value) << 10
    }
}

/// The value of a generated step table (`start << 8 | value`) at `value`, by binary search.
func stepValue(_ steps: [UInt32], _ value: UInt32) -> UInt16 {
    var low = 0
    var high = steps.count
    // Invariant: the answer is the last entry whose start <= value.
    while high - low > 1 {
        let mid = (low + high) / 2
        if steps[mid] >> 8 <= value { low = mid } else { high = mid }
    }
    guard low < steps.count, steps[low] >> 8 <= value else { return 0 }
    return UInt16(steps[low] & 0xFF)
}
