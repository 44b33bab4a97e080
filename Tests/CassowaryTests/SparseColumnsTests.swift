import Testing
import TrellisTestSupport
@testable import Cassowary

/// `SparseColumns`, the column index of the sparse elimination: it must list what an array per
/// unknown would (initial entries in equation order, then appends in order, each column
/// emptied when taken), and the elimination built on it must solve what it is given.
@Suite struct SparseColumnsTests {
    @Test(arguments: 0..<4)
    func columnsMatchAnArrayPerUnknown(seed: Int) {
        var random = SplitMix64(seed: UInt64(310 + seed))
        let unknownCount = 30
        let equations = (0..<40).map { _ in
            Set((0..<random.int(0...4)).map { _ in random.int(0...(unknownCount - 1)) }).sorted()
                .map { SparseTerm(unknown: $0, coefficient: 1) }
        }
        var model = [[Int]](repeating: [], count: unknownCount)
        for (index, row) in equations.enumerated() { for term in row { model[term.unknown].append(index) } }
        var columns = SparseColumns(equations, unknownCount: unknownCount)
        var holders: [Int] = [99]
        for _ in 0..<200 {
            let unknown = random.int(0...(unknownCount - 1))
            if random.chance(0.7) {
                let equation = random.int(0...39)
                columns.append(equation, to: unknown)
                model[unknown].append(equation)
            } else {
                columns.take(unknown, into: &holders)
                #expect(holders == model[unknown], "column \(unknown)")
                model[unknown] = []
            }
        }
        for unknown in 0..<unknownCount {
            columns.take(unknown, into: &holders)
            #expect(holders == model[unknown], "column \(unknown) at the end")
        }
    }

    /// Random sparse systems with fill-in (a dominant diagonal keeps them well conditioned):
    /// the solution satisfies every equation.
    @Test(arguments: 0..<6)
    func eliminationSolvesSystemsWithFillIn(seed: Int) {
        var random = SplitMix64(seed: UInt64(520 + seed))
        let n = 50
        var equations: [[SparseTerm]] = []
        for i in 0..<n {
            var cells: [Int: Double] = [i: Double(random.int(8...12))]
            for _ in 0..<random.int(0...3) { cells[random.int(0...(n - 1)), default: 0] += Double(random.int(-2...2)) }
            equations.append(cells.keys.sorted().compactMap { unknown in
                cells[unknown] == 0 ? nil : SparseTerm(unknown: unknown, coefficient: cells[unknown]!)
            })
        }
        let rhs = (0..<n).map { _ in Double(random.int(-50...50)) }
        let x = SparseElimination.solve(equations, rhs: rhs, unknownCount: n)
        for (i, row) in equations.enumerated() {
            let sum = row.reduce(0.0) { $0 + $1.coefficient * x[$1.unknown] }
            #expect(abs(sum - rhs[i]) < 1e-9, "equation \(i): \(sum) != \(rhs[i])")
        }
    }
}
