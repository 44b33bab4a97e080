import Trellis

/// Changing one constant through a `Constraint` handle and re-laying out the 1000-node grid:
/// an `updateConstant` in the solver plus writing 1000 frames, against one raw suggest+read
/// of workload (d).
enum DSLConstantWorkload {
    struct State {
        let grid: DSLGridWorkload.Grid
        let handle: Constraint
    }

    static func prepare(count: Int) -> State {
        let grid = DSLGridWorkload.benchDSLGridBuild(count: count)
        let first = grid.nodes[0]
        // Re-make the first node's top edge with a handle to change: the whole grid moves.
        var handle: Constraint?
        first.snp.prepareConstraints { make in handle = make.top.equalToSuperview().offset(8).constraint }
        for constraint in first.snp.constraints {
            for lc in constraint.layoutConstraints where lc.firstAttribute == .top {
                constraint.deactivate()
            }
        }
        handle!.activate()
        grid.root.layoutIfNeeded()
        return State(grid: grid, handle: handle!)
    }

    @inline(never)
    static func benchConstantLoop(_ state: State, iterations: Int) -> Double {
        var checksum = 0.0
        let last = state.grid.nodes[state.grid.nodes.count - 1]
        for k in 0..<iterations {
            state.handle.update(offset: Double(8 + k % 10))
            state.grid.root.layoutIfNeeded()
            checksum += last.frame.minY
        }
        return checksum
    }

    static func run(_ context: inout BenchmarkContext, count: Int, repetitions: Int) {
        let iterations = 100
        // The last row's top = offset + (rows - 1) * (28.7 + 8), offset = 8 + k % 10.
        var expected = 0.0
        for k in 0..<iterations { expected += Double(8 + k % 10) + Double(count / 10 - 1) * 36.7 }
        context.measure("DSL constant N=\(count)", "\(iterations) update(offset:)+layout", repetitions: repetitions,
                        operations: iterations, unit: "iter", expected: expected,
                        setup: { prepare(count: count) }) { state in
            benchConstantLoop(state, iterations: iterations)
        }
    }
}
