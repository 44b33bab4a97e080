/// A set of ordered glyph pairs (first, second): open addressing over 32-bit keys, so a
/// membership test is a multiply, a shift and a probe or two (no `Hasher`).
///
/// ``ShapingTriggers`` keeps the exact pairs that can start a two-glyph rule, per rule: with
/// only a set of possible first glyphs and one of possible second glyphs, every pairing of
/// the two passed ("e" starts a mark context in Noto Sans, "l" ends the "fl" ligature, so "el"
/// was sent to the shaper), and most English text was shaped for nothing.
struct GlyphPairSet: Sendable {
    /// `first << 16 | second`, or `empty`. Glyph 0xFFFF does not exist (a font has at most
    /// 65,535 glyphs, ids 0–65,534), so the empty marker is never a pair.
    private var slots: [UInt32] = [UInt32](repeating: GlyphPairSet.empty, count: 16)
    private(set) var count = 0
    private static let empty: UInt32 = 0xFFFF_FFFF

    @inline(__always)
    private static func key(_ first: UInt16, _ second: UInt16) -> UInt32 {
        UInt32(first) << 16 | UInt32(second)
    }

    /// The slot a key starts probing at (Fibonacci hashing into a power-of-two table).
    @inline(__always)
    private static func home(_ key: UInt32, mask: Int) -> Int {
        Int(truncatingIfNeeded: (UInt64(key) &* 0x9E37_79B9_7F4A_7C15) >> 32) & mask
    }

    /// Whether the pair is in the set.
    @inline(__always)
    func contains(_ first: UInt16, _ second: UInt16) -> Bool {
        let key = GlyphPairSet.key(first, second)
        return slots.withUnsafeBufferPointer { slots in
            let mask = slots.count - 1
            var at = GlyphPairSet.home(key, mask: mask)
            while true {
                let found = slots[at]
                if found == key { return true }
                if found == GlyphPairSet.empty { return false }
                at = (at + 1) & mask
            }
        }
    }

    /// Adds the pair (kept at most half full, doubling as it grows).
    mutating func insert(_ first: UInt16, _ second: UInt16) {
        if (count + 1) * 2 > slots.count { grow() }
        if place(GlyphPairSet.key(first, second)) { count += 1 }
    }

    /// Puts `key` in its slot; false when it was there already.
    private mutating func place(_ key: UInt32) -> Bool {
        let mask = slots.count - 1
        var at = GlyphPairSet.home(key, mask: mask)
        while slots[at] != GlyphPairSet.empty {
            if slots[at] == key { return false }
            at = (at + 1) & mask
        }
        slots[at] = key
        return true
    }

    private mutating func grow() {
        let old = slots
        slots = [UInt32](repeating: GlyphPairSet.empty, count: old.count * 2)
        for key in old where key != GlyphPairSet.empty { _ = place(key) }
    }
}
