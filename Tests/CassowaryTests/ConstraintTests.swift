import Testing
@testable import Cassowary

/// Constraints: the relation operators on every operand combination, strengths, `|`,
/// initializers, `variables` and descriptions.
@Suite struct ConstraintTests {
    let x = Variable("x"), y = Variable("y"), z = Variable("z")

    private func check(_ c: Constraint, _ relation: Relation, _ expression: String,
                       sourceLocation: SourceLocation = #_sourceLocation)
    {
        #expect(c.relation == relation, sourceLocation: sourceLocation)
        #expect(c.strength == .required, sourceLocation: sourceLocation)
        #expect(c.expression.description == expression, sourceLocation: sourceLocation)
    }

    /// Variable, term, expression and number on either side, for each relation: the stored
    /// expression is `lhs - rhs`, reduced.
    @Test(arguments: [Relation.equal, .lessThanOrEqual, .greaterThanOrEqual])
    func everyOperandCombination(relation: Relation) {
        let t = 2 * y, e = z + 1
        let built: [Constraint]
        switch relation {
        case .equal:
            built = [x == y, x == t, x == e, x == 5, t == x, t == 3 * x, t == e, t == 5,
                     e == x, e == t, e == x + y, e == 5, 5 == x, 5 == t, 5 == e]
        case .lessThanOrEqual:
            built = [x <= y, x <= t, x <= e, x <= 5, t <= x, t <= 3 * x, t <= e, t <= 5,
                     e <= x, e <= t, e <= x + y, e <= 5, 5 <= x, 5 <= t, 5 <= e]
        case .greaterThanOrEqual:
            built = [x >= y, x >= t, x >= e, x >= 5, t >= x, t >= 3 * x, t >= e, t >= 5,
                     e >= x, e >= t, e >= x + y, e >= 5, 5 >= x, 5 >= t, 5 >= e]
        }
        let expected = ["x - y", "x - 2 * y", "x - z - 1", "x - 5", "-x + 2 * y", "-3 * x + 2 * y",
                        "2 * y - z - 1", "2 * y - 5", "-x + z + 1", "-2 * y + z + 1", "-x - y + z + 1",
                        "z - 4", "-x + 5", "-2 * y + 5", "-z + 4"]
        #expect(built.count == expected.count)
        for (constraint, text) in zip(built, expected) { check(constraint, relation, text) }
    }

    @Test func equalityBetweenVariablesStaysBoolInBoolContext() {
        let isSame: Bool = x == y
        #expect(!isSame)
        let constraint: Constraint = x == y
        #expect(constraint.relation == .equal)
        if x == x { #expect(Bool(true)) } else { Issue.record("x == x was false") }
    }

    @Test func initializers() {
        let plain = Constraint(x + 1, .greaterThanOrEqual)
        #expect(plain.strength == .required)
        #expect(plain.expression.description == "x + 1")
        let sided = Constraint(2 * x + 1, .equal, y - 3, strength: .medium)
        #expect(sided.strength == .medium)
        #expect(sided.relation == .equal)
        #expect(sided.expression.description == "2 * x - y + 4")
        // The stored expression is always reduced.
        let messy = Constraint(LinearExpression([3 * z, Term(variable: x), -3 * z], constant: 2), .lessThanOrEqual)
        #expect(messy.expression.description == "x + 2")
        #expect(messy.variables == [x])
        #expect((z + y + x == 0).variables == [x, y, z])
        #expect((x - x == 1).variables.isEmpty)
    }

    @Test func strengthModifiersMakeNewConstraints() {
        let base = x + 10 <= y
        let weak = base.strength(.weak)
        let strong = base | .strong
        let chained = (base | .weak) | Strength(2.5)
        #expect(base.strength == .required)
        #expect(weak.strength == .weak && strong.strength == .strong && chained.strength.value == 2.5)
        for other in [weak, strong, chained] {
            #expect(other !== base)
            #expect(other.relation == base.relation)
            #expect(same(other.expression, base.expression))
        }
        #expect((x == 1).strength(.required).strength.isRequired)
    }

    @Test func descriptions() {
        #expect((x + 10 <= y).description == "x - y + 10 <= 0 @required")
        #expect(((x == 100) | .weak).description == "x - 100 == 0 @weak")
        #expect(((2 * x >= y) | .medium).description == "2 * x - y >= 0 @medium")
        #expect(((x == 1) | .strong).description == "x - 1 == 0 @strong")
        #expect(((x <= 0.5) | Strength(2.5)).description == "x - 0.5 <= 0 @2.5")
        #expect((x - x == 1).description == "-1 == 0 @required")
        #expect(Relation.equal.description == "==")
        #expect(Relation.lessThanOrEqual.description == "<=")
        #expect(Relation.greaterThanOrEqual.description == ">=")
    }

    /// Every operator form solves to the value its algebra says.
    @Test func operatorsSolve() throws {
        var solver = Solver()
        try solver.addConstraints([
            x == 4,
            2 * y == x + 2,          // y = 3
            z / 2 == (x + y) * 0.5,  // z = 7
        ])
        #expect(solver.value(of: x) == 4)
        #expect(solver.value(of: y) == 3)
        #expect(solver.value(of: z) == 7)
        let w = Variable("w")
        try solver.addConstraint(10 - w >= z)         // w <= 3
        try solver.addConstraint((w == 100) | .weak)
        #expect(solver.value(of: w) == 3)
        let contradiction = -w <= -(y + 0.5) / 1   // w >= 3.5, but w <= 3
        #expect(thrown { try solver.addConstraint(contradiction) }?.caseName == "unsatisfiableConstraint")
        #expect(solver.value(of: w) == 3)
    }
}
