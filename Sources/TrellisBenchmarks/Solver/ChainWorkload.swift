import Cassowary

/// Workload (b): a chain `x[i] >= x[i-1] + 10` with weak wishes `x[i] == 15 i`.
enum ChainWorkload {
    /// The chain of `count` links (`x0 == 0`, then `x[i] >= x[i-1] + 10`), each followed by its
    /// weak wish; workloads (i) and (j) start from it too.
    static func build(count: Int) throws -> (solver: Solver, x: [Variable], links: [Constraint]) {
        var solver = Solver()
        let x = (0..<count).map { Variable("x\($0)") }
        var links: [Constraint] = []
        links.reserveCapacity(count)
        for i in 0..<count {
            let link = i == 0 ? x[0] == 0 : x[i] >= x[i - 1] + 10
            links.append(link)
            try solver.addConstraint(link)
            try solver.addConstraint((x[i] == Double(i) * 10 * 1.5) | .weak)
        }
        return (solver, x, links)
    }

    @inline(never)
    static func phaseBuild(count: Int) throws -> Double {
        let (solver, x, _) = try build(count: count)
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
