/// The table behind ``ShapedWordCache``: a word's key (scalars with a header word) to the
/// range of its glyphs in the cache's arena. Open addressing over the keys' FNV-1a hashes,
/// with every key's words in one array, so a lookup hashes nothing twice and allocates
/// nothing (a `Dictionary` of array-slice keys ran `Hasher` on every probe).
struct WordTable: Sendable {
    private struct Slot: Sendable {
        var hash: Int
        /// Where the key's words are in `keys`; `keyCount` -1 marks an empty slot.
        var keyStart: Int32
        var keyCount: Int32
        var glyphStart: Int32
        var glyphEnd: Int32

        static let empty = Slot(hash: 0, keyStart: 0, keyCount: -1, glyphStart: 0, glyphEnd: 0)
    }

    private var slots = [Slot](repeating: .empty, count: 1024)
    private var keys: [UInt32] = []
    /// Words held.
    private(set) var count = 0

    /// FNV-1a over the key's words.
    @inline(__always)
    static func hash(_ key: UnsafeBufferPointer<UInt32>) -> Int {
        var hash: UInt64 = 0xCBF2_9CE4_8422_2325
        for word in key { hash = (hash ^ UInt64(word)) &* 0x100_0000_01B3 }
        return Int(truncatingIfNeeded: hash)
    }

    /// The glyph range stored for `key` (whose ``hash(_:)`` is `hash`), nil when absent.
    func find(_ key: UnsafeBufferPointer<UInt32>, hash: Int) -> Range<Int>? {
        slots.withUnsafeBufferPointer { slots in
            keys.withUnsafeBufferPointer { keys in
                let mask = slots.count - 1
                var at = WordTable.home(hash, mask: mask)
                while true {
                    let slot = slots[at]
                    if slot.keyCount < 0 { return nil }
                    if slot.hash == hash, Int(slot.keyCount) == key.count,
                       WordTable.equal(keys, from: Int(slot.keyStart), key) {
                        return Int(slot.glyphStart)..<Int(slot.glyphEnd)
                    }
                    at = (at + 1) & mask
                }
            }
        }
    }

    @inline(__always)
    private static func equal(_ keys: UnsafeBufferPointer<UInt32>, from start: Int, _ key: UnsafeBufferPointer<UInt32>) -> Bool {
        for k in 0..<key.count where keys[start + k] != key[k] { return false }
        return true
    }

    /// Stores `key` (absent, hash `hash`) for the glyphs `glyphs`.
    mutating func insert(_ key: UnsafeBufferPointer<UInt32>, hash: Int, glyphs: Range<Int>) {
        if (count + 1) * 2 > slots.count { grow() }
        let slot = Slot(hash: hash, keyStart: Int32(keys.count), keyCount: Int32(key.count),
                        glyphStart: Int32(glyphs.lowerBound), glyphEnd: Int32(glyphs.upperBound))
        keys.append(contentsOf: key)
        place(slot)
        count += 1
    }

    @inline(__always)
    private static func home(_ hash: Int, mask: Int) -> Int {
        Int(truncatingIfNeeded: (UInt64(bitPattern: Int64(hash)) &* 0x9E37_79B9_7F4A_7C15) >> 40) & mask
    }

    private mutating func place(_ slot: Slot) {
        let mask = slots.count - 1
        var at = WordTable.home(slot.hash, mask: mask)
        while slots[at].keyCount >= 0 { at = (at + 1) & mask }
        slots[at] = slot
    }

    private mutating func grow() {
        let old = slots
        slots = [Slot](repeating: .empty, count: old.count * 2)
        for slot in old where slot.keyCount >= 0 { place(slot) }
    }
}
