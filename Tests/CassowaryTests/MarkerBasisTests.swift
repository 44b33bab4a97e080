import Testing
import TrellisTestSupport
@testable import Cassowary

/// `MarkerEquations.basis(of:symbols:tableau:)` (the marker-column factorization's input, built
/// straight from the records) against the equations it stands for: `MarkerEquations(records:
/// symbols:)` then `basisMatrix(_:)`, its markers and weights, entry for entry.
@Suite struct MarkerBasisTests {
    private static func expectSameBasis(_ solver: Solver) {
        let records = solver.records.values
        let direct = MarkerEquations.basis(of: records, symbols: solver.symbols, tableau: solver.tableau)
        let system = MarkerEquations(records: records, symbols: solver.symbols)
        let reference = system.basisMatrix(solver.tableau)
        #expect(direct.markers == system.markers)
        #expect(direct.matrix.count == reference.count)
        for (row, expected) in zip(direct.matrix, reference) {
            #expect(row.map(\.unknown) == expected.map(\.unknown))
            #expect(row.map(\.coefficient.bitPattern) == expected.map(\.coefficient.bitPattern))
        }
        for symbol in direct.weights.keys.sorted() {
            #expect(direct.weights[symbol]!.bitPattern == system.weight(of: symbol).bitPattern)
        }
        for symbol in 0..<solver.tableau.symbolCount where system.weight(of: Symbol(symbol)) != 0 {
            #expect(direct.weights[Symbol(symbol)] != nil)
        }
    }

    /// Random systems after random calls, removals included (the records are then out of
    /// the order they were added in).
    @Test func directBasisMatchesTheEquations() throws {
        var random = SplitMix64(seed: 21)
        for _ in 0..<200 {
            var system = RandomSystem(random: &random)
            var solver = Solver()
            for _ in 0..<random.int(1...30) {
                try RandomSystem.apply(system.nextOp(&random), to: &solver)
                Self.expectSameBasis(solver)
            }
        }
    }
}
