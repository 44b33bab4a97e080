import Cassowary

/// Workload (k): a small dense edit loop (issue 13): 40 variables, 40 required rows
/// `sum_j (1 + ((7 r + 13 j) mod 10) / 10) v[j] <= 1000 + 10 r` that hold every variable,
/// weak targets `v[j] == 20 + j`, and edit variables `v0...v3 @strong`; each of 200 steps
/// suggests `v[e] = 10 + (k (e + 3)) mod 50` for every edit `e`.
enum DenseEditWorkload {
    static let variableCount = 40
    static let editCount = 4
    static let steps = 200

    struct System {
        var solver: Solver
        let v: [Variable]
    }

    static func build() throws -> System {
        var solver = Solver()
        let v = (0..<variableCount).map { Variable("v\($0)") }
        for r in 0..<variableCount {
            let terms = (0..<variableCount).map { j in (1 + Double((7 * r + 13 * j) % 10) / 10) * v[j] }
            try solver.addConstraint(LinearExpression(terms) <= Double(1000 + 10 * r))
        }
        for j in 0..<variableCount { try solver.addConstraint((v[j] == Double(20 + j)) | .weak) }
        for e in 0..<editCount { try solver.addEditVariable(v[e], strength: .strong) }
        return System(solver: solver, v: v)
    }

    /// The 200 steps; the checksum sums every variable after each step.
    @inline(never)
    static func phaseLoop(_ system: inout System) throws -> Double {
        var checksum = 0.0
        for k in 0..<steps {
            for e in 0..<editCount {
                try system.solver.suggestValue(Double(10 + (k * (e + 3)) % 50), for: system.v[e])
            }
            for variable in system.v { checksum += system.solver.value(of: variable) }
        }
        return checksum
    }

    /// kiwisolver's checksum (Tests/CassowaryTests/Fixtures/kiwi_adversarial.json, written by
    /// scripts/solver/kiwi_fixtures.py).
    static let kiwiChecksum = 144_092.835_476_868_17

    static func run(_ context: inout BenchmarkContext, repetitions: Int) {
        context.measure("k dense edit loop", "200 steps", repetitions: repetitions, expected: kiwiChecksum,
                        setup: { try build() }, body: { try phaseLoop(&$0) })
    }
}
