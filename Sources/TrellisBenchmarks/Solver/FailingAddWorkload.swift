import Cassowary

/// Workload (i): one failing required add with its conflict report (issue 13). On the chain
/// `x0 == 0`, `x[i] >= x[i-1] + 10` with weak targets `x[i] == 15 i` (workload (b)), the add
/// `x[N-1] <= 0` cannot hold, and every link with `x0 == 0` is needed to show it.
enum FailingAddWorkload {
    static func build(count: Int) throws -> (Solver, [Variable]) {
        let chain = try ChainWorkload.build(count: count)
        return (chain.solver, chain.x)
    }

    /// The failing add; returns the conflict set's size plus the sum afterwards (unchanged).
    @inline(never)
    static func phaseFail(_ state: inout (Solver, [Variable])) throws -> Double {
        let x = state.1
        do {
            try state.0.addConstraint(x[x.count - 1] <= 0)
        } catch let error {
            guard case .unsatisfiableConstraint(_, let conflicts) = error else { throw error }
            var sum = Double(conflicts.count)
            for variable in x { sum += state.0.value(of: variable) }
            return sum
        }
        return -1
    }

    static func run(_ context: inout BenchmarkContext, count: Int, repetitions: Int) {
        // N conflicts (x0 == 0 and the N-1 links); the values stay x[i] = 15 i.
        let expected = Double(count) + 15.0 * Double(count) * Double(count - 1) / 2
        context.measure("i failing add N=\(count)", "add+conflict", repetitions: repetitions, expected: expected,
                        setup: { try build(count: count) }, body: { try phaseFail(&$0) })
    }
}
