import Testing
import TrellisTestSupport
@testable import Cassowary

/// Property tests on seeded random systems (`RandomSystem`, SplitMix64 with fixed seeds).
@Suite struct PropertyTests {
    /// Every required constraint in the solver holds within 1e-8 relative after every call,
    /// including random required constraints that may be rejected (then the solver is unchanged).
    @Test func requiredConstraintsAlwaysHold() throws {
        var random = SplitMix64(seed: 1)
        var rejected = 0
        for _ in 0..<300 {
            var system = RandomSystem(random: &random)
            var solver = Solver()
            for _ in 0..<random.int(5...30) {
                if random.chance(0.15) {
                    // A random required constraint not made to hold at the hidden point.
                    let expression = RandomSystem.randomExpression(system.variables, &random) + Double(random.int(-60...60))
                    let c = Constraint(expression, random.pick([.lessThanOrEqual, .greaterThanOrEqual, .equal]))
                    let before = solver.dump()
                    if let error = thrown({ try solver.addConstraint(c) }) {
                        #expect(error.caseName == "unsatisfiableConstraint")
                        #expect(solver.dump() == before)
                        rejected += 1
                        continue
                    }
                    try solver.removeConstraint(c)
                } else {
                    try RandomSystem.apply(system.nextOp(&random), to: &solver)
                }
                for c in solver.constraints where c.strength.isRequired {
                    #expect(holds(c, constant: solver.constant(of: c), in: solver), "\(c)")
                }
            }
        }
        #expect(rejected > 50)
    }

    /// After random add/remove/suggest/updateConstant sequences (with failing calls mixed
    /// in), the solver reaches the same optimum as a fresh solver given the final set: the
    /// same weighted violation always, and the same values where the optimum is unique.
    @Test func sequencesAgreeWithAFreshSolver() throws {
        var random = SplitMix64(seed: 2)
        var unique = 0
        for round in 0..<250 {
            var system = RandomSystem(random: &random)
            var solver = Solver()
            for _ in 0..<random.int(10...40) {
                try RandomSystem.apply(system.nextOp(&random), to: &solver)
                if random.chance(0.1) { try failAtomically(&solver, system: system, &random) }
            }
            #expect(solver.constraints.map(ObjectIdentifier.init) == system.model.active.map(ObjectIdentifier.init))
            #expect(solver.editVariables == system.model.edits.map(\.variable).sorted { $0.id < $1.id })
            let fresh = try system.freshSolver()
            let (mine, theirs) = (system.objective(of: solver), system.objective(of: fresh))
            #expect(abs(mine - theirs) <= 1e-10 * system.objectiveScale(of: fresh), "round \(round): \(mine) vs \(theirs)")
            guard let expected = try system.uniqueSolution(&random) else { continue }
            unique += 1
            for (variable, value) in zip(system.variables, expected) {
                #expect(isClose(solver.value(of: variable), value), "round \(round): \(variable)")
            }
        }
        #expect(unique > 100)
    }

    /// A call that must fail, made on the solver: the dump must not change.
    private func failAtomically(_ solver: inout Solver, system: RandomSystem, _ random: inout SplitMix64) throws {
        let before = solver.dump()
        let inequalities = system.model.active.filter { $0.strength.isRequired && $0.relation != .equal }
        let error: SolverError?
        if let c = inequalities.first, random.chance(0.6) {
            // The opposite of a required inequality, one unit beyond it.
            let held = system.model.constants[ObjectIdentifier(c)]!
            let flipped: Relation = c.relation == .lessThanOrEqual ? .greaterThanOrEqual : .lessThanOrEqual
            let contradiction = Constraint(LinearExpression(c.expression.terms, constant: held + (flipped == .greaterThanOrEqual ? -1 : 1)), flipped)
            error = thrown { try solver.addConstraint(contradiction) }
            #expect(error?.caseName == "unsatisfiableConstraint")
            if let conflicts = error?.unsatisfiable?.conflicts {
                expectMinimalConflict(conflicts, failing: contradiction, among: system.model.active,
                                      constants: system.model.constants)
            }
        } else if let c = system.model.active.last {
            error = thrown { try solver.addConstraint(c) }
            #expect(error?.caseName == "duplicateConstraint")
        } else {
            error = thrown { try solver.removeConstraint(system.pool[0]) }
            #expect(error?.caseName == "unknownConstraint")
        }
        #expect(solver.dump() == before)
    }

    /// Two solvers fed the same calls give bit-identical values and identical dumps.
    @Test func deterministic() throws {
        var random = SplitMix64(seed: 3)
        for _ in 0..<100 {
            var system = RandomSystem(random: &random)
            var a = Solver(), b = Solver()
            for _ in 0..<random.int(5...30) {
                let op = system.nextOp(&random)
                try RandomSystem.apply(op, to: &a)
                try RandomSystem.apply(op, to: &b)
                #expect(bits(a, system.variables) == bits(b, system.variables))
                #expect(a.dump() == b.dump())
            }
        }
    }

    /// `Solver` is a value type: a copy evolves independently of the original, and each
    /// behaves exactly as a solver that saw only its own calls.
    @Test func copiesAreIndependent() throws {
        var random = SplitMix64(seed: 4)
        for _ in 0..<100 {
            var system = RandomSystem(random: &random)
            var original = Solver()
            var history: [RandomSystem.Op] = []
            for _ in 0..<random.int(3...15) {
                let op = system.nextOp(&random)
                history.append(op)
                try RandomSystem.apply(op, to: &original)
            }
            let frozen = original.dump(), frozenValues = bits(original, system.variables)
            var copy = original
            var branch = system
            var branchHistory = history
            for _ in 0..<random.int(1...10) {
                let op = branch.nextOp(&random)
                branchHistory.append(op)
                try RandomSystem.apply(op, to: &copy)
            }
            #expect(original.dump() == frozen)
            #expect(bits(original, system.variables) == frozenValues)
            // The copy matches a solver that replayed its whole history from scratch.
            var replay = Solver()
            for op in branchHistory { try RandomSystem.apply(op, to: &replay) }
            #expect(copy.dump() == replay.dump())
            #expect(bits(copy, system.variables) == bits(replay, system.variables))
            // And the original still evolves on its own.
            let op = system.nextOp(&random)
            try RandomSystem.apply(op, to: &original)
            var replayOriginal = Solver()
            for op in history + [op] { try RandomSystem.apply(op, to: &replayOriginal) }
            #expect(original.dump() == replayOriginal.dump())
        }
    }
}
