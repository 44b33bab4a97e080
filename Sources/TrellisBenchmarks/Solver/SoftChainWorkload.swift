import Cassowary

/// Workload (g): a conflicting soft chain (issue 13): `x0 == 0`, `x[i] >= x[i-1] + 1`
/// (required) with a `@weak` target `x[i] == 7919 i mod N` per variable, targets the chain
/// cannot all meet.
enum SoftChainWorkload {
    @inline(never)
    static func phaseBuild(count: Int) throws -> Double {
        var solver = Solver()
        let x = (0..<count).map { Variable("x\($0)") }
        try solver.addConstraint(x[0] == 0)
        for i in 0..<count {
            if i > 0 { try solver.addConstraint(x[i] >= x[i - 1] + 1) }
            try solver.addConstraint((x[i] == Double((7919 * i) % count)) | .weak)
        }
        var sum = 0.0
        for variable in x { sum += solver.value(of: variable) }
        return sum
    }

    /// kiwisolver's sums of x (Tests/CassowaryTests/Fixtures/kiwi_adversarial.json, written by
    /// scripts/solver/kiwi_fixtures.py).
    static func kiwiChecksum(count: Int) -> Double? {
        [100: 4950.0, 1000: 499_500.0][count]
    }

    static func run(_ context: inout BenchmarkContext, count: Int, repetitions: Int) {
        context.measure("g soft chain N=\(count)", "build", repetitions: repetitions, expected: kiwiChecksum(count: count)) {
            try phaseBuild(count: count)
        }
    }
}
