import Testing
@testable import Cassowary

/// A dense tableau drops its column index and walks its rows (`Tableau+Density.swift`); a
/// sparse one gets it back. Neither changes a pivot: the values are those of a solver that
/// keeps its index throughout, bit for bit.
@Suite struct DenseIndexTests {
    /// Workload (g): `x0 == 0`, `x[i] >= x[i-1] + 1`, and a conflicting `@weak` target
    /// `x[i] == 7919 i mod N` per variable (the tableau fills as the targets fight).
    static func softChain(_ count: Int, suspends: Bool) throws -> (Solver, [Variable]) {
        var solver = Solver()
        solver.tableau.suspendsDenseIndex = suspends
        let x = (0..<count).map { Variable("x\($0)") }
        try solver.addConstraint(x[0] == 0)
        for i in 0..<count {
            if i > 0 { try solver.addConstraint(x[i] >= x[i - 1] + 1) }
            try solver.addConstraint((x[i] == Double((7919 * i) % count)) | .weak)
        }
        return (solver, x)
    }

    @Test func softChainDropsTheIndexWithTheSameValues() throws {
        let (walking, x) = try Self.softChain(400, suspends: true)
        let (indexed, xi) = try Self.softChain(400, suspends: false)
        #expect(walking.tableau.isIndexSuspended)
        #expect(!indexed.tableau.isIndexSuspended && indexed.tableau.isIndexed)
        #expect(x.map { walking.value(of: $0).bitPattern } == xi.map { indexed.value(of: $0).bitPattern })
        // kiwisolver's optimum for this chain is x[i] = i (its sum at N=100 and 1,000 is in
        // kiwi_adversarial.json); at N=400 the same.
        #expect(x.indices.allSatisfy { walking.value(of: x[$0]) == Double($0) })
    }

    /// Sparse work after the dense phase (fresh rows that touch nothing) brings the index
    /// back, and edits, removals and adds afterwards still agree with the indexed solver.
    @Test func sparseWorkRebuildsTheIndex() throws {
        var (walking, x) = try Self.softChain(400, suspends: true)
        var (indexed, xi) = try Self.softChain(400, suspends: false)
        #expect(walking.tableau.isIndexSuspended)
        let y = (0..<600).map { Variable("y\($0)") }
        for (j, variable) in y.enumerated() {
            try walking.addConstraint(variable == Double(j))
            try indexed.addConstraint(variable == Double(j))
        }
        #expect(!walking.tableau.isIndexSuspended && walking.tableau.isIndexed)
        for solver in [0, 1] {
            var s = solver == 0 ? walking : indexed
            let v = solver == 0 ? x : xi
            try s.addEditVariable(v[200], strength: .strong)
            try s.suggestValue(260, for: v[200])
            try s.removeConstraint(s.constraints.first { $0.strength == .weak }!)
            try s.addConstraint(v[399] <= 500)
            if solver == 0 { walking = s } else { indexed = s }
        }
        #expect((x + y).map { walking.value(of: $0).bitPattern } == (xi + y).map { indexed.value(of: $0).bitPattern })
        #expect(walking.value(of: x[200]) == 260)
    }
}
