import Cassowary

/// Workloads (c) and (e): the chat input bar (20 constraints, one edit variable), its edit
/// loop, and a remove/re-add churn of its medium constraint c15.
enum ChatBarWorkload {
    struct Bar {
        var solver: Solver
        let content: Variable
        let tvHeight: Variable
        let c15: Constraint
        let barTop: Variable, btnTop: Variable, tvWidth: Variable
    }

    @inline(never)
    static func phaseBuild() throws -> Bar {
        var solver = Solver()
        let barLeft = Variable("barLeft"), barTop = Variable("barTop"), barWidth = Variable("barWidth")
        let barHeight = Variable("barHeight"), tvLeft = Variable("tvLeft"), tvTop = Variable("tvTop")
        let tvWidth = Variable("tvWidth"), tvHeight = Variable("tvHeight"), btnLeft = Variable("btnLeft")
        let btnTop = Variable("btnTop"), btnWidth = Variable("btnWidth"), btnHeight = Variable("btnHeight")
        let phLeft = Variable("phLeft"), phTop = Variable("phTop"), content = Variable("content")
        let c15 = (tvHeight == content) | .medium
        try solver.addConstraint(barLeft == 0)
        try solver.addConstraint(barWidth == 375)
        try solver.addConstraint(barTop + barHeight == 500)
        try solver.addConstraint(tvLeft == barLeft + 8)
        try solver.addConstraint(tvTop == barTop + 8)
        try solver.addConstraint(barTop + barHeight == tvTop + tvHeight + 8)
        try solver.addConstraint(btnLeft == tvLeft + tvWidth + 8)
        try solver.addConstraint(btnLeft + btnWidth == barLeft + barWidth - 8)
        try solver.addConstraint(btnWidth == 60)
        try solver.addConstraint(btnHeight == 36)
        try solver.addConstraint(btnTop + btnHeight == barTop + barHeight - 8)
        try solver.addConstraint(tvWidth >= 100)
        try solver.addConstraint(tvHeight >= 30)
        try solver.addConstraint(tvHeight <= 100)
        try solver.addConstraint(c15)
        try solver.addConstraint((tvHeight == 30) | .weak)
        try solver.addConstraint(barHeight >= 46)
        try solver.addConstraint(phLeft == tvLeft + 5)
        try solver.addConstraint((phTop == tvTop + 8) | .medium)
        try solver.addConstraint(btnTop >= barTop)
        try solver.addEditVariable(content, strength: .strong)
        try solver.suggestValue(36, for: content)
        _ = solver.value(of: tvHeight)
        return Bar(solver: solver, content: content, tvHeight: tvHeight, c15: c15, barTop: barTop, btnTop: btnTop, tvWidth: tvWidth)
    }

    @inline(never)
    static func phaseLoop(_ bar: inout Bar) throws -> Double {
        var checksum = 0.0
        for k in 0..<100_000 {
            try bar.solver.suggestValue(Double(10 + k % 120), for: bar.content)
            checksum += bar.solver.value(of: bar.tvHeight)
        }
        return checksum
    }

    @inline(never)
    static func phaseChurn(_ bar: inout Bar) throws -> Double {
        var checksum = 0.0
        for k in 0..<10_000 {
            try bar.solver.removeConstraint(bar.c15)
            try bar.solver.suggestValue(Double(10 + k % 120), for: bar.content)
            try bar.solver.addConstraint(bar.c15)
            checksum += bar.solver.value(of: bar.tvHeight)
        }
        return checksum
    }

    static func runEditLoop(_ context: inout BenchmarkContext, repetitions: Int) {
        var built: Bar?
        context.measure("c chat", "build", repetitions: repetitions, expected: 36) {
            let bar = try phaseBuild()
            built = bar
            return bar.solver.value(of: bar.tvHeight)
        }
        context.measure("c chat", "100k suggest+read", repetitions: repetitions, operations: 100_000, unit: "iter",
                        expected: 6_761_185, setup: { try reuse(&built, phaseBuild) }) { bar in
            let checksum = try phaseLoop(&bar)
            let finalState = (bar.solver.value(of: bar.barTop), bar.solver.value(of: bar.btnTop), bar.solver.value(of: bar.tvWidth))
            // Final state from WORKLOADS.md: barTop 435, btnTop 456, tvWidth 291.
            return finalState == (435, 456, 291) ? checksum : -1
        }
    }

    static func runChurn(_ context: inout BenchmarkContext, repetitions: Int) {
        context.measure("e churn", "10k remove/re-add", repetitions: repetitions, operations: 10_000, unit: "iter",
                        expected: 674_935, setup: phaseBuild) { bar in
            try phaseChurn(&bar)
        }
    }
}
