import Testing
@testable import TrellisText

@Suite("GlyphPairSet")
struct GlyphPairSetTests {
    @Test("holds exactly the pairs inserted, in order, through growth and duplicates")
    func membership() {
        var set = GlyphPairSet()
        var inserted = Set<UInt32>()
        var state: UInt64 = 0x9E37_79B9
        for _ in 0..<5_000 {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            let a = UInt16(truncatingIfNeeded: state >> 40) % 300, b = UInt16(truncatingIfNeeded: state >> 20) % 300
            set.insert(a, b)
            inserted.insert(UInt32(a) << 16 | UInt32(b))
        }
        #expect(set.count == inserted.count)
        for a in UInt16(0)..<300 {
            for b in UInt16(0)..<300 {
                #expect(set.contains(a, b) == inserted.contains(UInt32(a) << 16 | UInt32(b)))
            }
        }
        // Order matters: (a, b) is not (b, a).
        var ordered = GlyphPairSet()
        ordered.insert(7, 9)
        #expect(ordered.contains(7, 9) && !ordered.contains(9, 7))
        // The largest glyph ids are ordinary pairs.
        ordered.insert(65_534, 65_534)
        #expect(ordered.contains(65_534, 65_534) && !ordered.contains(65_534, 65_533))
    }
}
