import Cassowary

/// Workload (d): a SnapKit-style grid of N views in rows of 10 that share the container width.
enum GridWorkload {
    struct Grid {
        var solver: Solver
        let containerWidth: Variable
        let last: (top: Variable, height: Variable)
        let firstWidth: Variable
    }

    @inline(never)
    static func phaseBuild(count: Int) throws -> Grid {
        var solver = Solver()
        let cw = Variable("cw")
        var left: [Variable] = [], top: [Variable] = [], width: [Variable] = [], height: [Variable] = []
        for i in 0..<count {
            left.append(Variable("left\(i)"))
            top.append(Variable("top\(i)"))
            width.append(Variable("width\(i)"))
            height.append(Variable("height\(i)"))
        }
        for i in 0..<count {
            let column = i % 10
            if column == 0 {
                try solver.addConstraint(left[i] == 8)
            } else {
                try solver.addConstraint(left[i] == left[i - 1] + width[i - 1] + 8)
            }
            if i == 0 {
                try solver.addConstraint(top[i] == 8)
            } else if column == 0 {
                try solver.addConstraint(top[i] == top[i - 10] + height[i - 10] + 8)
            } else {
                try solver.addConstraint(top[i] == top[i - 1])
            }
            if i > 0 { try solver.addConstraint(width[i] == width[i - 1]) }
            try solver.addConstraint(height[i] == width[i])
            try solver.addConstraint(width[i] >= 0)
            if column == 9 { try solver.addConstraint(left[i] + width[i] + 8 == cw) }
        }
        try solver.addEditVariable(cw, strength: .strong)
        try solver.suggestValue(375, for: cw)
        _ = solver.value(of: width[0])
        return Grid(solver: solver, containerWidth: cw, last: (top[count - 1], height[count - 1]), firstWidth: width[0])
    }

    @inline(never)
    static func phaseLoop(_ grid: inout Grid) throws -> Double {
        var checksum = 0.0
        for k in 0..<1000 {
            try grid.solver.suggestValue(Double(320 + 8 * (k % 100)), for: grid.containerWidth)
            checksum += grid.solver.value(of: grid.last.top) + grid.solver.value(of: grid.last.height)
        }
        return checksum
    }

    static func run(_ context: inout BenchmarkContext, count: Int, repetitions: Int) {
        let rows = Double(count / 10)
        var built: Grid?
        context.measure("d grid N=\(count)", "build", repetitions: repetitions, expected: 28.7) {
            let grid = try phaseBuild(count: count)
            built = grid
            return grid.solver.value(of: grid.firstWidth)
        }
        context.measure("d grid N=\(count)", "1000 suggest+read", repetitions: repetitions, operations: 1000, unit: "iter",
                        expected: 70_800 * rows, setup: { try reuse(&built) { try phaseBuild(count: count) } }) { grid in
            let checksum = try phaseLoop(&grid)
            return abs(grid.solver.value(of: grid.firstWidth) - 102.4) < 1e-6 ? checksum : -1
        }
    }
}
