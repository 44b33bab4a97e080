import Cassowary

/// Workload (h): rows pinned edge to edge (issue 13), what a long stack view, a form or a
/// settings screen produces: `top0 == 0`, `top[i] == top[i-1] + h[i-1] + 8`, `h[i] >= 20`,
/// `h[i] == 44 + i mod 7 @medium`, and a `@strong` total `top[N-1] + h[N-1] == 40 N` that
/// squeezes the rows below their wished heights.
enum PinnedRowsWorkload {
    @inline(never)
    static func phaseBuild(count: Int) throws -> Double {
        var solver = Solver()
        let top = (0..<count).map { Variable("top\($0)") }
        let height = (0..<count).map { Variable("h\($0)") }
        try solver.addConstraint(top[0] == 0)
        for i in 0..<count {
            if i > 0 { try solver.addConstraint(top[i] == top[i - 1] + height[i - 1] + 8) }
            try solver.addConstraint(height[i] >= 20)
            try solver.addConstraint((height[i] == Double(44 + i % 7)) | .medium)
        }
        try solver.addConstraint((top[count - 1] + height[count - 1] == 40 * Double(count)) | .strong)
        var sum = 0.0
        for variable in top + height { sum += solver.value(of: variable) }
        return sum
    }

    /// kiwisolver's sums of top and h (Tests/CassowaryTests/Fixtures/kiwi_adversarial.json,
    /// written by scripts/solver/kiwi_fixtures.py).
    static func kiwiChecksum(count: Int) -> Double? {
        [100: 168_279.0, 1000: 16_681_781.0, 2000: 66_698_674.0][count]
    }

    static func run(_ context: inout BenchmarkContext, count: Int, repetitions: Int) {
        context.measure("h pinned rows N=\(count)", "build", repetitions: repetitions, expected: kiwiChecksum(count: count)) {
            try phaseBuild(count: count)
        }
    }
}
