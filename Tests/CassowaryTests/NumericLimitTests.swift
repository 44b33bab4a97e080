import Testing
@testable import Cassowary

/// Issue 13: numbers at the edges of double precision give typed errors, never a silently
/// changed constraint or an infinity in a solution.
@Suite struct NumericLimitTests {
    let x = Variable("x"), y = Variable("y")

    @Test func tinyCoefficientIsNamed() throws {
        var solver = Solver()
        let constraint = 1e-9 * x == 1
        let error = try #require(thrown { try solver.addConstraint(constraint) })
        guard case let .negligibleCoefficient(term, named) = error else {
            Issue.record("got \(error)")
            return
        }
        #expect(term.variable == x && term.coefficient == 1e-9 && named === constraint)
        #expect(error.description.contains("1e-09") && error.description.contains("x"))
        // Scaled, the same constraint holds: x == 1e9.
        try solver.addConstraint(x == 1e9)
        #expect(solver.value(of: x) == 1e9)
    }

    @Test func roundingResidueIsDroppedQuietly() throws {
        // 0.1 + 0.2 - 0.3 leaves 5.55e-17 on x: a residue beside y's 1, dropped as before.
        var solver = Solver()
        let expression = 0.1 * x + 0.2 * x - 0.3 * x + y
        #expect(expression.terms.contains { $0.variable == x && $0.coefficient != 0 })
        try solver.addConstraint(expression == 5)
        #expect(solver.value(of: y) == 5)
    }

    @Test func overflowDescribesTheCall() throws {
        var solver = Solver()
        try solver.addConstraint(x == 1e300)
        let error = try #require(thrown { try solver.addConstraint(y == 1e10 * x) })
        #expect(error.caseName == "overflow")
        #expect(error.description.hasPrefix("numeric overflow while adding -10000000000 * x + y == 0"))
        #expect(solver.value(of: x) == 1e300 && solver.value(of: y) == 0)
        // The solver goes on: a finite y is accepted.
        try solver.addConstraint(y == 1e-2 * x)
        #expect(isClose(solver.value(of: y), 1e298))
    }

    /// The path for an overflow without a snapshot (moderate numbers before the call) rebuilds
    /// the tableau from the constraints held: the same constraints, edits and values.
    @Test func rebuildKeepsTheSystem() throws {
        var solver = Solver()
        let z = Variable("z")
        let gap = z >= x + 10
        try solver.addConstraints([x >= 0, gap, (x == 40) | .weak, (z == 30) | .medium])
        try solver.updateConstant(of: gap, to: -20)
        try solver.addEditVariable(y, strength: .strong)
        try solver.suggestValue(7, for: y)
        try solver.addConstraint(y <= z)
        var rebuilt = solver
        rebuilt.rebuildTableau()
        for variable in [x, y, z] { #expect(isClose(rebuilt.value(of: variable), solver.value(of: variable))) }
        #expect(rebuilt.constraints.map(ObjectIdentifier.init) == solver.constraints.map(ObjectIdentifier.init))
        #expect(rebuilt.editVariables == solver.editVariables)
        #expect(rebuilt.constant(of: gap) == -20)
        try rebuilt.suggestValue(9, for: y)
        try solver.suggestValue(9, for: y)
        for variable in [x, y, z] { #expect(isClose(rebuilt.value(of: variable), solver.value(of: variable))) }
    }
}
