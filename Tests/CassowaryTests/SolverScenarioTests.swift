import Testing
@testable import Cassowary

/// kiwi's classic scenarios, written anew.
@Suite struct SolverScenarioTests {
    @Test func simpleEquality() throws {
        let x = Variable("x")
        var solver = Solver()
        try solver.addConstraint(x + 2 == 20)
        #expect(solver.value(of: x) == 18)
    }

    @Test func editVariableFollowsSuggestions() throws {
        let left = Variable("left"), width = Variable("width"), right = Variable("right")
        var solver = Solver()
        try solver.addConstraint(right == left + width)
        try solver.addConstraint(left == 10)
        try solver.addConstraint(width >= 30)
        try solver.addEditVariable(width, strength: .strong)
        try solver.suggestValue(250, for: width)
        #expect(solver.value(of: right) == 260)
        try solver.suggestValue(5, for: width)
        #expect(solver.value(of: width) == 30)
        #expect(solver.value(of: right) == 40)
    }

    @Test func suggestIntoAWeakEquality() throws {
        let x = Variable("x")
        var solver = Solver()
        try solver.addConstraint((x == 100) | .weak)
        #expect(solver.value(of: x) == 100)
        // A new edit holds its variable at 0 (medium beats weak) until a value is suggested.
        try solver.addEditVariable(x, strength: .medium)
        #expect(solver.value(of: x) == 0)
        try solver.suggestValue(42, for: x)
        #expect(solver.value(of: x) == 42)
        try solver.removeEditVariable(x)
        #expect(solver.value(of: x) == 100)
    }

    @Test func suggestIntoSeveralRows() throws {
        let a = Variable("a"), b = Variable("b"), c = Variable("c")
        var solver = Solver()
        try solver.addConstraint(b == a + 10)
        try solver.addConstraint(c == 2 * b)
        try solver.addEditVariable(a, strength: .strong)
        for value in [0.0, 5, -7, 1000] {
            try solver.suggestValue(value, for: a)
            #expect(solver.value(of: a) == value)
            #expect(solver.value(of: b) == value + 10)
            #expect(solver.value(of: c) == 2 * (value + 10))
        }
    }

    @Test func underConstrainedSystem() throws {
        let v = Variable("v")
        var solver = Solver()
        try solver.addConstraint(2 * v + 1 >= 0)
        #expect(2 * solver.value(of: v) + 1 >= 0)
    }

    @Test func strengthsDecide() throws {
        let x = Variable("x")
        var solver = Solver()
        let weak = (x == 10) | .weak
        let strong = (x == 20) | .strong
        try solver.addConstraints([weak, strong])
        #expect(solver.value(of: x) == 20)
        try solver.removeConstraint(strong)
        #expect(solver.value(of: x) == 10)
        let medium = (x == 30) | .medium
        try solver.addConstraint(medium)
        #expect(solver.value(of: x) == 30)
    }

    @Test func weightsAddUp() throws {
        // Two weak wishes outvote... nothing stronger: the weighted sum is minimised.
        let x = Variable("x")
        var solver = Solver()
        try solver.addConstraint((x == 10) | Strength(strong: 0, medium: 0, weak: 3))
        try solver.addConstraint((x == 20) | .weak)
        #expect(solver.value(of: x) == 10)
    }

    /// The Cassowary paper's example: xm is the midpoint of xl and xr, with bounds; suggesting
    /// xm 40, 60, 90 and then fixing xl and xr.
    @Test func paperMidpointWithEdits() throws {
        let xl = Variable("xl"), xm = Variable("xm"), xr = Variable("xr")
        var solver = Solver()
        try solver.addConstraints([
            2 * xm == xl + xr,
            xl + 10 <= xr,
            xr <= 100,
            xl >= 0,
        ])
        try solver.addEditVariable(xm, strength: .strong)
        try solver.suggestValue(40, for: xm)
        #expect(solver.value(of: xm) == 40)
        try solver.suggestValue(60, for: xm)
        #expect(solver.value(of: xm) == 60)
        try solver.suggestValue(90, for: xm)
        // xm cannot exceed (100 + 90) / 2 = 95 but 90 is feasible.
        #expect(solver.value(of: xm) == 90)
        #expect(solver.value(of: xr) <= 100)
        try solver.addEditVariable(xl, strength: .strong)
        try solver.addEditVariable(xr, strength: .strong)
        try solver.suggestValue(80, for: xl)
        try solver.suggestValue(100, for: xr)
        // xm is also suggested at 90; the system is infeasible for all three, so the solution
        // trades strong errors, but xl + 10 <= xr and the midpoint stay exact.
        #expect(2 * solver.value(of: xm) == solver.value(of: xl) + solver.value(of: xr))
        #expect(solver.value(of: xl) + 10 <= solver.value(of: xr) + 1e-9)
        #expect(solver.value(of: xr) <= 100)
    }

    /// The paper's infeasible test: xm == 40 and xl == 80 cannot both hold with xr == 100? No:
    /// requiring xl == 80 with xm == 40 and xr == 100 is unsatisfiable.
    @Test func paperInfeasibleRequiredSet() throws {
        let xl = Variable("xl"), xm = Variable("xm"), xr = Variable("xr")
        var solver = Solver()
        let midpoint = 2 * xm == xl + xr
        let fixedM = xm == 40
        try solver.addConstraints([midpoint, fixedM, xr == 100])
        let fixedL = xl == 80
        #expect(throws: SolverError.self) { try solver.addConstraint(fixedL) }
        do {
            try solver.addConstraint(fixedL)
        } catch let .unsatisfiableConstraint(failed, conflicts) {
            #expect(failed === fixedL)
            #expect(conflicts.count == 3)
        }
    }

    /// Maximise x + y subject to a few inequalities, via a weak wish for a large value.
    @Test func linearProgramMaximisation() throws {
        let x = Variable("x"), y = Variable("y")
        var solver = Solver()
        try solver.addConstraints([x >= 0, y >= 0, x + 2 * y <= 14, 3 * x - y >= 0, x - y <= 2])
        try solver.addConstraint((3 * x + 4 * y == 1000) | .weak)
        // The LP optimum of 3x + 4y over that polygon is at (6, 4): 34.
        #expect(abs(solver.value(of: x) - 6) < 1e-9)
        #expect(abs(solver.value(of: y) - 4) < 1e-9)
    }

    @Test func inequalitiesWithConstantsOnEitherSide() throws {
        let x = Variable("x")
        var solver = Solver()
        try solver.addConstraint(10 <= x)
        try solver.addConstraint((x == 0) | .weak)
        #expect(solver.value(of: x) == 10)
        try solver.addConstraint(x <= 5 + 0.5 * x)  // x <= 10
        #expect(solver.value(of: x) == 10)
    }

    @Test func unknownVariableReadsZero() {
        #expect(Solver().value(of: Variable("nobody")) == 0)
    }
}
