import Cassowary

/// Workload (f): an equality chain `x0 == 0`, `x[i] == x[i-1] + 1` (issue 13), every link
/// required: what `make.top.equalTo(previous.snp.bottom)` produces. kiwi keeps each link's
/// dummy marker in every later row, so its build is O(N²).
enum EqualityChainWorkload {
    @inline(never)
    static func phaseBuild(count: Int) throws -> Double {
        var solver = Solver()
        let x = (0..<count).map { Variable("x\($0)") }
        try solver.addConstraint(x[0] == 0)
        for i in 1..<count {
            try solver.addConstraint(x[i] == x[i - 1] + 1)
        }
        var sum = 0.0
        for variable in x { sum += solver.value(of: variable) }
        return sum
    }

    static func run(_ context: inout BenchmarkContext, count: Int, repetitions: Int) {
        // x[i] = i, so the sum is N(N-1)/2 (kiwisolver agrees: Fixtures/kiwi_adversarial.json).
        let expected = Double(count) * Double(count - 1) / 2
        context.measure("f equality chain N=\(count)", "build", repetitions: repetitions, expected: expected) {
            try phaseBuild(count: count)
        }
    }
}
