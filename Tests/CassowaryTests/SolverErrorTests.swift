import Testing
@testable import Cassowary

/// Every error the solver throws, with its payload and description, and "nothing added" for
/// rejected numbers. (Atomicity of the tableau is checked in `AtomicityTests`.)
@Suite struct SolverErrorTests {
    let x = Variable("x"), y = Variable("y")

    @Test func unsatisfiableNamesTheConstraintAndItsConflict() throws {
        var solver = Solver()
        let first = x == 1
        try solver.addConstraint(first)
        let second = x == 2
        let error = try #require(thrown { try solver.addConstraint(second) })
        let (failed, conflicts) = try #require(error.unsatisfiable)
        #expect(failed === second)
        #expect(conflicts.count == 1 && conflicts[0] === first)
        #expect(error.description == "unsatisfiable constraint: x - 2 == 0 @required\nconflicts with:\n  x - 1 == 0 @required")
        #expect(!solver.hasConstraint(second))
        #expect(solver.value(of: x) == 1)
    }

    @Test func constraintThatCanNeverHold() throws {
        var solver = Solver()
        for never in [Constraint(LinearExpression(constant: 1), .equal), x - x == 1, Constraint(LinearExpression(constant: 3), .lessThanOrEqual),
                      0 * y >= 2]
        {
            let error = try #require(thrown { try solver.addConstraint(never) })
            let (failed, conflicts) = try #require(error.unsatisfiable)
            #expect(failed === never)
            #expect(conflicts.isEmpty)
            #expect(error.description == "unsatisfiable constraint: \(never) can never hold")
        }
        #expect(solver.constraints.isEmpty)
        #expect(solver.dump() == Solver().dump())
    }

    @Test func softConstraintsNeverFail() throws {
        var solver = Solver()
        try solver.addConstraint(x == 1)
        for soft in [(x == 2) | .strong, (x >= 5) | .medium, Constraint(LinearExpression(constant: 1), .equal, strength: .weak)] {
            try solver.addConstraint(soft)
        }
        #expect(solver.value(of: x) == 1)
        #expect(solver.constraints.count == 4)
    }

    @Test func duplicateConstraint() throws {
        var solver = Solver()
        let c = x >= 3
        let soft = (y == 2) | .weak
        try solver.addConstraints([c, soft])
        for again in [c, soft] {
            let error = try #require(thrown { try solver.addConstraint(again) })
            guard case let .duplicateConstraint(named) = error else { Issue.record("got \(error)"); continue }
            #expect(named === again)
            #expect(error.description == "duplicate constraint: \(again)")
        }
        // An equal but distinct object is a new constraint.
        try solver.addConstraint(x >= 3)
        #expect(solver.constraints.count == 3)
        // A list that repeats a constraint fails as a whole.
        let fresh = x <= 10
        let error = try #require(thrown { try solver.addConstraints([fresh, fresh]) })
        #expect(error.caseName == "duplicateConstraint")
        #expect(!solver.hasConstraint(fresh))
        #expect(solver.constraints.count == 3)
    }

    @Test func unknownConstraint() throws {
        var solver = Solver()
        let added = x == 4
        let never = x == 4
        try solver.addConstraint(added)
        for call in ["remove", "update"] {
            let error = try #require(thrown {
                if call == "remove" { try solver.removeConstraint(never) } else { try solver.updateConstant(of: never, to: 1) }
            })
            guard case let .unknownConstraint(named) = error else { Issue.record("got \(error)"); continue }
            #expect(named === never)
            #expect(error.description == "unknown constraint: x - 4 == 0 @required")
        }
        try solver.removeConstraint(added)
        #expect(thrown { try solver.removeConstraint(added) }?.caseName == "unknownConstraint")
        #expect(thrown { try solver.updateConstant(of: added, to: 2) }?.caseName == "unknownConstraint")
        #expect(solver.constant(of: added) == nil)
        #expect(solver.violation(of: added) == nil)
    }

    @Test func duplicateAndUnknownEditVariables() throws {
        var solver = Solver()
        try solver.addEditVariable(x, strength: .strong)
        let duplicate = try #require(thrown { try solver.addEditVariable(x, strength: .weak) })
        guard case let .duplicateEditVariable(named) = duplicate else { Issue.record("got \(duplicate)"); return }
        #expect(named == x)
        #expect(duplicate.description == "duplicate edit variable: x")

        for call in ["remove", "suggest"] {
            let error = try #require(thrown {
                if call == "remove" { try solver.removeEditVariable(y) } else { try solver.suggestValue(3, for: y) }
            })
            guard case let .unknownEditVariable(named) = error else { Issue.record("got \(error)"); continue }
            #expect(named == y)
            #expect(error.description == "unknown edit variable: y")
        }
        try solver.removeEditVariable(x)
        #expect(thrown { try solver.removeEditVariable(x) }?.caseName == "unknownEditVariable")
        #expect(thrown { try solver.suggestValue(1, for: x) }?.caseName == "unknownEditVariable")
        #expect(solver.editVariables.isEmpty)
    }

    @Test(arguments: [Strength.required, Strength(2e9), Strength(strong: 1000, medium: 1000, weak: 1000),
                      Strength(strong: 600, medium: 600, weak: 600, weight: 2)])
    func requiredEditStrength(strength: Strength) throws {
        var solver = Solver()
        let before = solver.dump()
        let error = try #require(thrown { try solver.addEditVariable(x, strength: strength) })
        guard case let .requiredEditStrength(named) = error else { Issue.record("got \(error)"); return }
        #expect(named == x)
        #expect(error.description == "edit variable x cannot be required")
        #expect(!solver.hasEditVariable(x))
        #expect(solver.dump() == before)
    }

    @Test(arguments: [Double.nan, .infinity, -.infinity])
    func nonFiniteCoefficientConstantAndStrength(bad: Double) throws {
        var solver = Solver()
        try solver.addConstraint(y == 1)
        let before = solver.dump()
        let fresh = Variable("fresh")
        let coefficient = Constraint(LinearExpression([Term(variable: fresh, coefficient: bad), Term(variable: y)]), .equal)
        let constant = fresh + bad >= y
        let strength = (fresh == 3) | Strength(bad)
        let composite = (fresh == 3) | Strength(strong: bad, medium: 0, weak: 0)
        for (constraint, expectedValue) in [(coefficient, bad), (constant, bad), (strength, bad), (composite, composite.strength.value)] {
            let error = try #require(thrown { try solver.addConstraint(constraint) })
            let number = try #require(error.nonFinite)
            #expect(number.value.bitPattern == expectedValue.bitPattern || (number.value.isNaN && expectedValue.isNaN))
            switch number.place {
            case let .coefficient(variable, owner):
                #expect(constraint === coefficient && variable == fresh && owner === constraint)
                #expect(number.description == "coefficient \(bad) of fresh in \(constraint)")
            case let .constant(owner):
                #expect(constraint === constant && owner === constraint)
                #expect(number.description == "constant \(bad) in \(constraint)")
            case let .strength(owner):
                #expect((constraint === strength || constraint === composite) && owner === constraint)
                #expect(number.description == "strength \(expectedValue) of \(constraint)")
            default:
                Issue.record("wrong place for \(constraint)")
            }
            #expect(error.description == "non-finite number: \(number)")
            #expect(!solver.hasConstraint(constraint))
        }
        // Nothing was added, not even the new variable.
        #expect(solver.dump() == before)
        #expect(!solver.dump().contains("fresh"))
        #expect(thrown { try solver.addConstraints([y >= 0, fresh * bad <= 2]) }?.caseName == "nonFiniteNumber")
        #expect(solver.dump() == before)
    }

    @Test(arguments: [Double.nan, .infinity, -.infinity])
    func nonFiniteEditStrengthSuggestionAndUpdate(bad: Double) throws {
        var solver = Solver()
        let c = x >= 1
        try solver.addConstraint(c)
        try solver.addEditVariable(y, strength: .strong)
        try solver.suggestValue(5, for: y)
        let before = solver.dump()

        let strengthError = try #require(thrown { try solver.addEditVariable(x, strength: Strength(bad)) })
        guard case let .editStrength(variable)? = strengthError.nonFinite?.place else { Issue.record("got \(strengthError)"); return }
        #expect(variable == x)
        #expect(strengthError.nonFinite?.description == "strength \(Strength(bad).value) for edit variable x")
        #expect(!solver.hasEditVariable(x))

        let suggestError = try #require(thrown { try solver.suggestValue(bad, for: y) })
        guard case let .suggestedValue(suggested)? = suggestError.nonFinite?.place else { Issue.record("got \(suggestError)"); return }
        #expect(suggested == y)
        #expect(suggestError.nonFinite?.description == "value \(bad) suggested for y")

        let updateError = try #require(thrown { try solver.updateConstant(of: c, to: bad) })
        guard case let .constant(owner)? = updateError.nonFinite?.place else { Issue.record("got \(updateError)"); return }
        #expect(owner === c)
        #expect(solver.constant(of: c) == -1)

        #expect(solver.dump() == before)
        #expect(solver.value(of: y) == 5)
        try solver.suggestValue(7, for: y)
        #expect(solver.value(of: y) == 7)
    }

    @Test func internalErrorDescription() {
        #expect(SolverError.internalError("boom").description == "internal solver error: boom")
    }
}
