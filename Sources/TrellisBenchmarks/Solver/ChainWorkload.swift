import Cassowary

/// Workload (b): a chain `x[i] >= x[i-1] + 10` with weak wishes `x[i] == 15 i`.
enum ChainWorkload {
    @inline(never)
    static func phaseBuild(count: Int) throws -> Double {
        var solver = Solver()
        let x = (0..<count).map { Variable("x\($0)") }
        for i in 0..<count {
            if i == 0 {
                try solver.addConstraint(x[0] == 0)
            } else {
                try solver.addConstraint(x[i] >= x[i - 1] + 10)
            }
            try solver.addConstraint((x[i] == Double(i) * 10 * 1.5) | .weak)
        }
        var sum = 0.0
        for variable in x { sum += solver.value(of: variable) }
        return sum
    }

    static func run(_ context: inout BenchmarkContext, count: Int, repetitions: Int) {
        let expected = 15.0 * Double(count) * Double(count - 1) / 2
        context.measure("b chain N=\(count)", "build+update", repetitions: repetitions, expected: expected) {
            try phaseBuild(count: count)
        }
    }
}
