import Testing
import TrellisTestSupport
@testable import TrellisChat

/// ``OffsetTable``: the oracles are a running sum (exact within one block of 256 rows, within
/// rounding beyond) and a table built at once from the same heights (the same bits, however
/// the table got there).
@Suite struct OffsetTableTests {
    static func built(_ heights: [Double]) -> OffsetTable {
        var table = OffsetTable()
        table.refresh(rows: heights.count, from: 0, through: heights.count - 1) { $0 + heights[$1] }
        return table
    }

    @Test func withinOneBlockTheEntriesAreARunningSum() {
        let heights = (0..<200).map { Double($0 % 7) * 10.3 + 0.1 }
        let table = Self.built(heights)
        var y = 0.0
        for (index, height) in heights.enumerated() {
            #expect(table[index] == y)
            y += height
        }
        #expect(table.last == y && table.count == 201)
    }

    @Test func piecewiseRefreshesGiveTheBitsOfAColdBuild() {
        var rng = SplitMix64(seed: 16)
        var heights = (0..<3000).map { _ in Double(rng.next() % 10_000) / 97 }
        var table = Self.built(heights)
        for step in 0..<300 {
            switch rng.next() % 3 {
            case 0:   // one height changes (a reaction added)
                let index = Int(rng.next() % UInt64(heights.count))
                heights[index] += Double(rng.next() % 500) / 13
                table.refresh(rows: heights.count, from: index, through: index) { $0 + heights[$1] }
            case 1:   // rows appended
                let previous = heights.count - 1
                heights += (0..<Int(1 + rng.next() % 300)).map { _ in Double(rng.next() % 10_000) / 97 }
                table.refresh(rows: heights.count, from: previous, through: previous) { $0 + heights[$1] }
            default:  // a run of heights changes
                let index = Int(rng.next() % UInt64(heights.count))
                let end = min(heights.count - 1, index + Int(rng.next() % 600))
                for k in index...end { heights[k] *= 1.01 }
                table.refresh(rows: heights.count, from: index, through: end) { $0 + heights[$1] }
            }
            let cold = Self.built(heights)
            guard table == cold else { Issue.record("step \(step): the table differs from a cold build"); return }
        }
        // Entries never decrease and stay within rounding of a running sum.
        var y = 0.0
        for index in heights.indices {
            #expect(table[index + 1] >= table[index])
            y += heights[index]
            #expect(abs(table[index + 1] - y) <= 1e-9 * y)
        }
    }
}
