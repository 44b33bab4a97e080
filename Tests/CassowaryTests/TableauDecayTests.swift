import Testing
import TrellisTestSupport
@testable import Cassowary

/// Issue 13's "no tableau decay": edit churn and the removal and re-adding of chain links
/// leave the tableau as sparse as a fresh solver built from the same constraints, with the
/// same values.
@Suite struct TableauDecayTests {
    /// Workload (b)'s chain: `x0 == 0`, `x[i] >= x[i-1] + 10`, each followed by `x[i] == 15 i @weak`.
    static func chain(_ count: Int) throws -> (solver: Solver, x: [Variable], links: [Constraint]) {
        var solver = Solver()
        let x = (0..<count).map { Variable("x\($0)") }
        var links: [Constraint] = []
        for i in 0..<count {
            let link = i == 0 ? x[0] == 0 : x[i] >= x[i - 1] + 10
            links.append(link)
            try solver.addConstraint(link)
            try solver.addConstraint((x[i] == Double(i) * 15) | .weak)
        }
        return (solver, x, links)
    }

    /// A solver holding `solver`'s constraints (in its order) and edits (at their values).
    static func freshCopy(of solver: Solver, edits: [(Variable, Strength, Double)] = []) throws -> Solver {
        var fresh = Solver()
        for constraint in solver.constraints { try fresh.addConstraint(constraint) }
        for (variable, strength, value) in edits {
            try fresh.addEditVariable(variable, strength: strength)
            try fresh.suggestValue(value, for: variable)
        }
        return fresh
    }

    /// Workload (j) on a chain long enough for the column index (200 links): after every
    /// cycle the cells are a fresh build's, and so are the values, bit for bit.
    @Test func churnCyclesLeaveAFreshTableau() throws {
        var (solver, x, links) = try Self.chain(200)
        let middle = x[100]
        for _ in 0..<20 {
            try solver.addEditVariable(middle, strength: .strong)
            let epoch = solver.symbolEpoch
            try solver.suggestValue(15 * 100 - 5, for: middle)
            // The edit entered at 0 made the rows below the middle dense: the suggestion
            // rebuilt them rather than pivot its way out (`suggestionWorkLimit`).
            #expect(solver.symbolEpoch != epoch)
            #expect(solver.value(of: middle) == 1495)
            try solver.removeEditVariable(middle)
            try solver.removeConstraint(links[100])
            try solver.addConstraint(links[100])
            let fresh = try Self.freshCopy(of: solver)
            #expect(solver.tableauCellCount <= fresh.tableauCellCount + fresh.tableauCellCount / 10)
            for variable in x { #expect(solver.value(of: variable) == fresh.value(of: variable)) }
        }
        for (i, variable) in x.enumerated() { #expect(solver.value(of: variable) == Double(15 * i)) }
    }

    /// Random add/remove of links, edits and suggestions on small chains (some indexed, some
    /// not): after every call the values are those of a fresh solver built from what remains
    /// (the optimum is unique: every variable keeps its weak target and at most one edit runs).
    @Test(arguments: 0..<24) func randomChurnMatchesAFreshSolver(seed: UInt64) throws {
        var random = SplitMix64(seed: 0xDECA_0000 + seed)
        let count = random.int(3...40)
        var (solver, x, links) = try Self.chain(count)
        var removed: [Constraint] = []
        var edit: (variable: Variable, value: Double)? = nil
        for _ in 0..<60 {
            switch random.int(0...4) {
            case 0 where links.count > 1:
                let link = links.remove(at: random.int(0...(links.count - 1)))
                try solver.removeConstraint(link)
                removed.append(link)
            case 1 where !removed.isEmpty:
                let link = removed.remove(at: random.int(0...(removed.count - 1)))
                try solver.addConstraint(link)
                links.append(link)
            case 2 where edit == nil:
                let variable = x[random.int(0...(count - 1))]
                try solver.addEditVariable(variable, strength: .strong)
                edit = (variable, 0)
            case 3 where edit != nil:
                let value = Double(random.int(-20...(20 * count)))
                try solver.suggestValue(value, for: edit!.variable)
                edit!.value = value
            case 4 where edit != nil:
                try solver.removeEditVariable(edit!.variable)
                edit = nil
            default:
                continue
            }
            let edits = edit.map { [($0.variable, Strength.strong, $0.value)] } ?? []
            let fresh = try Self.freshCopy(of: solver, edits: edits)
            for variable in x {
                #expect(isClose(solver.value(of: variable), fresh.value(of: variable), tolerance: 1e-12),
                        "seed \(seed) \(variable)")
            }
            if edit == nil {
                #expect(solver.tableauCellCount <= 2 * fresh.tableauCellCount + 8, "seed \(seed)")
            }
        }
    }

    /// Suggestions that give way to a rebuild (`suggestionWorkLimit`) with two edits of
    /// different strengths: after each, the values of a fresh solver holding the edits as
    /// plain constraints at their values.
    @Test func rebuiltSuggestionsKeepEveryEdit() throws {
        var (solver, x, _) = try Self.chain(160)
        let chain = solver.constraints
        let middle = x[80], last = x[159]
        try solver.addEditVariable(middle, strength: .strong)
        try solver.addEditVariable(last, strength: .medium)
        var values = [0.0, 0.0]
        var random = SplitMix64(seed: 13)
        var rebuilds = 0
        for step in 0..<12 {
            let which = random.int(0...1)
            values[which] = Double(random.int(0...3000))
            let epoch = solver.symbolEpoch
            try solver.suggestValue(values[which], for: which == 0 ? middle : last)
            if solver.symbolEpoch != epoch { rebuilds += 1 }
            var fresh = Solver()
            for constraint in chain { try fresh.addConstraint(constraint) }
            try fresh.addConstraint((middle == values[0]) | .strong)
            try fresh.addConstraint((last == values[1]) | .medium)
            for variable in x {
                #expect(isClose(solver.value(of: variable), fresh.value(of: variable), tolerance: 1e-12),
                        "step \(step) \(variable)")
            }
        }
        #expect(rebuilds > 0)
    }
}
