import Testing
@testable import TrellisText

@Suite("WordTable")
struct WordTableTests {
    @Test("finds every key inserted, through growth, and nothing else")
    func membership() {
        var table = WordTable()
        var expected: [[UInt32]: Range<Int>] = [:]
        var state: UInt64 = 0x2545_F491
        for n in 0..<3_000 {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            let key = (0..<(1 + Int(state >> 60))).map { UInt32(truncatingIfNeeded: state >> UInt64(8 + $0 * 3)) % 50 }
            guard expected[key] == nil else { continue }
            key.withUnsafeBufferPointer { table.insert($0, hash: WordTable.hash($0), glyphs: n..<(n + key.count)) }
            expected[key] = n..<(n + key.count)
        }
        #expect(table.count == expected.count)
        for (key, glyphs) in expected {
            #expect(key.withUnsafeBufferPointer { table.find($0, hash: WordTable.hash($0)) } == glyphs)
        }
        let absent: [UInt32] = [999, 1_000]
        #expect(absent.withUnsafeBufferPointer { table.find($0, hash: WordTable.hash($0)) } == nil)
    }

    @Test("keys with the same hash are told apart by their words")
    func collisions() {
        var table = WordTable()
        let a: [UInt32] = [1, 2, 3], b: [UInt32] = [1, 2, 4], c: [UInt32] = [1, 2]
        a.withUnsafeBufferPointer { table.insert($0, hash: 42, glyphs: 0..<3) }
        b.withUnsafeBufferPointer { table.insert($0, hash: 42, glyphs: 3..<6) }
        #expect(a.withUnsafeBufferPointer { table.find($0, hash: 42) } == 0..<3)
        #expect(b.withUnsafeBufferPointer { table.find($0, hash: 42) } == 3..<6)
        #expect(c.withUnsafeBufferPointer { table.find($0, hash: 42) } == nil)
    }
}
