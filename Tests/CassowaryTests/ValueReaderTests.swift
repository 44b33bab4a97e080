import Testing
import TrellisTestSupport
@testable import Cassowary

/// `Solver.ValueReader`: a batch of slot reads through raw buffers must give exactly what
/// `value(at:)` gives, for valid slots and for stale ones (nil).
@Suite struct ValueReaderTests {
    /// Reads every slot both ways; returns the slots whose answers differ (bit for bit).
    private static func mismatches(_ slots: [Solver.ValueSlot], in solver: Solver) -> [Int] {
        solver.withValueReader { reader in
            slots.indices.filter { index in
                let direct = solver.value(at: slots[index]), batched = reader.value(at: slots[index])
                return direct?.bitPattern != batched?.bitPattern
            }
        }
    }

    @Test(arguments: 0..<4)
    func readerMatchesValueAtThroughRandomEdits(seed: Int) throws {
        var random = SplitMix64(seed: UInt64(900 + seed))
        let count = 60
        let tops = (0..<count).map { Variable("top\($0)") }, heights = (0..<count).map { Variable("h\($0)") }
        var solver = Solver()
        var heightConstraints: [Constraint] = []
        for i in 0..<count {
            try solver.addConstraint(i == 0 ? tops[0] == 0 : tops[i] == tops[i - 1] + heights[i - 1])
            let height = heights[i] == Double(random.int(10...40))
            heightConstraints.append(height)
            try solver.addConstraint(height)
            try solver.addConstraint((heights[i] >= 12) | .medium)
        }
        // Pairs held only by each other: one of each is parametric (value 0 without a row).
        let pairs = (0..<6).map { (Variable("a\($0)"), Variable("b\($0)")) }
        for (k, pair) in pairs.enumerated() { try solver.addConstraint(pair.0 == pair.1 + Double(k)) }
        let variables = tops + heights + pairs.flatMap { [$0.0, $0.1] }
        let slots = try variables.map { try #require(solver.slot(of: $0)) }
        #expect(variables.contains { solver.value(of: $0) == 0 && !$0.name.hasPrefix("top") })
        for _ in 0..<30 {
            let i = random.int(0...(count - 1))
            try solver.updateConstant(of: heightConstraints[i], to: -Double(random.int(5...60)) / 4)
            #expect(Self.mismatches(slots, in: solver).isEmpty)
        }
        // A slot from before a reset is stale for both readers; a fresh variable on a
        // recycled symbol reads through its own slot only.
        var fresh = solver
        fresh.reset()
        let other = Variable("other")
        try fresh.addConstraint(other == 5)
        #expect(Self.mismatches(slots + [try #require(fresh.slot(of: other))], in: fresh).isEmpty)
        #expect(fresh.withValueReader { $0.value(at: slots[0]) } == nil)
    }

    @Test func anEmptySolverReadsNothing() throws {
        var filled = Solver()
        let width = Variable("width")
        try filled.addConstraint(width == 3)
        let slot = try #require(filled.slot(of: width))
        #expect(Solver().withValueReader { $0.value(at: slot) } == nil)
        #expect(filled.withValueReader { $0.value(at: slot) } == 3)
    }
}
