import Testing
@testable import Cassowary

/// The solver's bookkeeping calls (`addConstraints`, `hasConstraint`, `constraints`, the
/// subscript, `reset()`) and kiwi's remaining classic scenarios.
@Suite struct SolverBasicsTests {
    let x = Variable("x"), y = Variable("y"), z = Variable("z")

    @Test func constraintsAreListedInOrderOfAddition() throws {
        var solver = Solver()
        let a = x >= 1, b = (y == 2) | .weak, c = z <= x
        try solver.addConstraints([a, b])
        try solver.addConstraint(c)
        #expect(solver.constraints.map(ObjectIdentifier.init) == [a, b, c].map(ObjectIdentifier.init))
        #expect(solver.hasConstraint(a) && solver.hasConstraint(b) && solver.hasConstraint(c))
        #expect(!solver.hasConstraint(x >= 1))
        try solver.removeConstraint(a)
        #expect(!solver.hasConstraint(a))
        // A re-added constraint goes to the end.
        try solver.addConstraint(a)
        #expect(solver.constraints.map(ObjectIdentifier.init) == [b, c, a].map(ObjectIdentifier.init))
        try solver.addConstraints([])
        #expect(solver.constraints.count == 3)
    }

    @Test func subscriptAndValueAgree() throws {
        var solver = Solver()
        try solver.addConstraints([x == 3, y == 2 * x, (z == 1) | .weak])
        for variable in [x, y, z, Variable("unseen")] {
            #expect(solver[variable] == solver.value(of: variable))
        }
        #expect(solver[y] == 6)
        #expect(solver[Variable("unseen")] == 0)
    }

    @Test func removingRestoresEarlierValues() throws {
        var solver = Solver()
        let strong = (x == 30) | .strong
        try solver.addConstraints([(x == 10) | .weak, x >= 0, x <= 100])
        #expect(solver[x] == 10)
        try solver.addConstraint(strong)
        #expect(solver[x] == 30)
        try solver.removeConstraint(strong)
        #expect(solver[x] == 10)
    }

    @Test func resetKeepsWorking() throws {
        var solver = Solver()
        let constraints: [Constraint] = [x >= 10, y == x + 5, (x == 0) | .weak]
        try solver.addConstraints(constraints)
        try solver.addEditVariable(z, strength: .strong)
        try solver.suggestValue(7, for: z)
        solver.reset()
        #expect(solver.dump() == Solver().dump())
        #expect(solver.constraints.isEmpty && solver.editVariables.isEmpty)
        #expect(solver[x] == 0 && solver[y] == 0 && solver[z] == 0)
        for c in constraints { #expect(!solver.hasConstraint(c)) }
        // The same objects can be added again, and the solver behaves as a new one.
        var fresh = Solver()
        for target in [0, 1] {
            var s = target == 0 ? solver : fresh
            try s.addConstraints(constraints)
            try s.addEditVariable(x, strength: .strong)
            try s.suggestValue(20, for: x)
            if target == 0 { solver = s } else { fresh = s }
        }
        #expect(solver.dump() == fresh.dump())
        #expect(solver[x] == 20 && solver[y] == 25)
        #expect(thrown { try solver.addConstraint(constraints[2]) }?.caseName == "duplicateConstraint")
        solver.reset()
        solver.reset()
        #expect(solver.dump() == Solver().dump())
    }

    /// kiwi's `test_solving_under_constrained_system`.
    @Test func underConstrainedWithAnEdit() throws {
        let v = Variable("foo")
        let c = 2 * v + 1 >= 0
        var solver = Solver()
        try solver.addEditVariable(v, strength: .weak)
        try solver.addConstraint(c)
        try solver.suggestValue(10, for: v)
        #expect(c.expression.evaluate { solver[$0] } == 21)
        #expect(solver.violation(of: c) == 0)
        #expect(!solver.isViolated(c))
    }

    /// kiwi's `test_solving_with_strength`.
    @Test func kiwiStrengthScenarios() throws {
        let v1 = Variable("v1"), v2 = Variable("v2")
        var solver = Solver()
        try solver.addConstraints([v1 + v2 == 0, v1 == 10, (v2 >= 0) | .weak])
        #expect(solver[v1] == 10 && solver[v2] == -10)
        solver.reset()
        try solver.addConstraints([v1 + v2 == 0, (v1 >= 10) | .medium, (v2 == 2) | .strong])
        #expect(solver[v1] == -2 && solver[v2] == 2)
    }

    /// A bigger LP maximisation: maximise 5a + 4b + 3c subject to the classic Chvátal
    /// constraints; optimum 13 at (2, 0, 1).
    @Test func chvatalMaximisation() throws {
        let a = Variable("a"), b = Variable("b"), c = Variable("c")
        var solver = Solver()
        try solver.addConstraints([a >= 0, b >= 0, c >= 0,
                                   2 * a + 3 * b + c <= 5, 4 * a + b + 2 * c <= 11, 3 * a + 4 * b + 2 * c <= 8])
        try solver.addConstraint((5 * a + 4 * b + 3 * c == 1000) | .weak)
        #expect(isClose(solver[a], 2, tolerance: 1e-12))
        #expect(isClose(solver[b], 0, tolerance: 1e-12))
        #expect(isClose(solver[c], 1, tolerance: 1e-12))
    }

    @Test func independentBlocksDoNotInterfere() throws {
        var solver = Solver()
        let blocks = (0..<5).map { i in (Variable("l\(i)"), Variable("r\(i)")) }
        for (i, (left, right)) in blocks.enumerated() {
            try solver.addConstraints([left >= Double(i), right == left + 10, (right == 100) | .weak])
        }
        try solver.addConstraint(blocks[2].0 >= 200)
        for (i, (left, right)) in blocks.enumerated() {
            #expect(solver[left] == (i == 2 ? 200 : 90))
            #expect(solver[right] == solver[left] + 10)
        }
    }
}
