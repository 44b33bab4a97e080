import Testing
import TrellisTestSupport
@testable import Cassowary

/// `mergeCellsGalloping` writes what the linear `mergeCells` writes: the same cells in the
/// same order, the same new and cancelled symbols, on random sorted rows with cancellations,
/// a dropped symbol and sources much shorter than the row.
@Suite struct GallopingMergeTests {
    struct Merged: Equatable {
        var cells: [Double] = []
        var symbols: [Int] = []
        var new: [Int] = []
        var cancelled: [Int] = []
        var bloom: UInt64 = 0
    }

    static func run(_ left: [Cell], _ right: [Cell], factor: Double, dropped: Symbol, galloping: Bool) -> Merged {
        var merged = Merged()
        let output = UnsafeMutablePointer<Cell>.allocate(capacity: left.count + right.count)
        defer { output.deallocate() }
        let count = left.withUnsafeBufferPointer { left in
            right.withUnsafeBufferPointer { right in
                galloping
                    ? mergeCellsGalloping(left, right, times: factor, dropping: dropped, into: output, bloom: &merged.bloom,
                                          onNew: { merged.new.append($0.index) }, onCancelled: { merged.cancelled.append($0.index) })
                    : mergeCells(left, right, times: factor, dropping: dropped, into: output, bloom: &merged.bloom,
                                 onNew: { merged.new.append($0.index) }, onCancelled: { merged.cancelled.append($0.index) })
            }
        }
        for index in 0..<count {
            merged.symbols.append(output[index].symbol.index)
            merged.cells.append(output[index].coefficient)
        }
        return merged
    }

    /// Sorted cells over `count` distinct symbols below `range`.
    static func row(_ count: Int, below range: Int, _ random: inout SplitMix64) -> [Cell] {
        var symbols = Set<Int>()
        while symbols.count < min(count, range) { symbols.insert(random.int(0...(range - 1))) }
        return symbols.sorted().map { Cell(symbol: Symbol($0), coefficient: Double(random.int(-4...4)) + 0.5) }
    }

    @Test(arguments: 0..<200) func sameOutputAsTheLinearMerge(seed: UInt64) {
        var random = SplitMix64(seed: seed)
        let range = random.int(40...400)
        let left = Self.row(random.int(32...200), below: range, &random)
        var right = Self.row(random.int(0...12), below: range, &random)
        // Cancellations: some source cells exactly undo a left cell at factor 1 or -2.
        let factor = random.pick([1.0, -2.0])
        for index in right.indices where random.chance(0.4) {
            if let match = left.first(where: { $0.symbol == right[index].symbol }) {
                right[index].coefficient = -match.coefficient / factor
            }
        }
        let dropped = random.chance(0.8) ? left[random.int(0...(left.count - 1))].symbol : Symbol.none
        let linear = Self.run(left, right, factor: factor, dropped: dropped, galloping: false)
        let galloping = Self.run(left, right, factor: factor, dropped: dropped, galloping: true)
        #expect(galloping.symbols == linear.symbols)
        #expect(galloping.cells == linear.cells)
        #expect(galloping.new == linear.new)
        #expect(galloping.cancelled == linear.cancelled)
        // The galloping bloom holds only the new cells' bits: with the row's (the caller adds
        // them) it covers every cell written.
        #expect(linear.bloom & ~(galloping.bloom | Row.bloom(of: left)) == 0)
    }
}
