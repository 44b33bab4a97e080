import Cassowary

/// Workload (j): edit-variable and middle-link churn on the chain of workload (b) (issue 13):
/// 20 cycles of adding an edit variable on the middle link's variable, suggesting a value 5
/// below its weak target (room the links leave), removing the edit, then removing and re-adding the middle link. The
/// tableau must not decay: every cycle should cost what the first did.
enum ChurnWorkload {
    @inline(never)
    static func phaseChurn(_ state: inout (Solver, [Variable], Constraint)) throws -> Double {
        let x = state.1
        let middle = x[x.count / 2]
        var checksum = 0.0
        for _ in 0..<20 {
            try state.0.addEditVariable(middle, strength: .strong)
            try state.0.suggestValue(15 * Double(x.count / 2) - 5, for: middle)
            checksum += state.0.value(of: middle)
            checksum += state.0.value(of: x[x.count - 1])
            try state.0.removeEditVariable(middle)
            try state.0.removeConstraint(state.2)
            try state.0.addConstraint(state.2)
        }
        for variable in x { checksum += state.0.value(of: variable) }
        return checksum
    }

    static func build(count: Int) throws -> (Solver, [Variable], Constraint) {
        let chain = try ChainWorkload.build(count: count)
        return (chain.solver, chain.x, chain.links[count / 2])
    }

    static func run(_ context: inout BenchmarkContext, count: Int, repetitions: Int) {
        // The suggestion 15 m - 5 (m = N/2) holds: x[m-1] = 15 m - 15 leaves room 10 below and
        // x[m+1] = 15 m + 15 needs only 15 m + 5; so the middle moves alone and the last stays at
        // 15 (N-1); afterwards everything is back at x[i] = 15 i.
        let m = Double(count / 2)
        let expected = 15.0 * Double(count) * Double(count - 1) / 2 + 20 * (15 * m - 5 + 15 * Double(count - 1))
        context.measure("j churn N=\(count)", "20 cycles", repetitions: repetitions, expected: expected,
                        setup: { try build(count: count) }, body: { try phaseChurn(&$0) })
    }
}
