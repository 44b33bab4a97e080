import Testing
@testable import Cassowary

/// `updateConstant(of:to:)` and `constant(of:)`: an update behaves as removing the constraint
/// and re-adding it with the new constant, for every relation and strength.
@Suite struct UpdateConstantTests {
    let x = Variable("x"), y = Variable("y"), z = Variable("z")

    @Test func constantOfReportsTheHeldConstant() throws {
        var solver = Solver()
        let gap = x + 10 <= y, fixed = (x == 100) | .weak
        try solver.addConstraints([gap, fixed])
        #expect(solver.constant(of: gap) == 10)
        #expect(solver.constant(of: fixed) == -100)
        #expect(solver.constant(of: x >= 0) == nil)
        try solver.updateConstant(of: gap, to: 25)
        #expect(solver.constant(of: gap) == 25)
        // The constraint object itself is unchanged.
        #expect(gap.expression.constant == 10)
    }

    /// Each relation and strength: the updated solver matches a fresh solver given the
    /// constraint with the new constant, added in the same order.
    @Test(arguments: [Relation.equal, .lessThanOrEqual, .greaterThanOrEqual],
          [Strength.required, .strong, .weak])
    func updateMatchesReAdding(relation: Relation, strength: Strength) throws {
        let target = Constraint(x - 2 * y + 4, relation, strength: strength)
        let others: [Constraint] = [y >= 1, y <= 30, (x == 12) | .medium, (y == 5) | .weak, z == x + y]
        for constant in [4.0, -20, 30, 0, 4, 1e-3] {
            var updated = Solver()
            try updated.addConstraints([others[0], target] + others.dropFirst())
            try updated.updateConstant(of: target, to: constant)
            var fresh = Solver()
            try fresh.addConstraints([others[0], withConstant(target, constant)] + others.dropFirst())
            for variable in [x, y, z] {
                #expect(isClose(updated.value(of: variable), fresh.value(of: variable), tolerance: 1e-12),
                        "\(relation) \(strength) \(constant) \(variable)")
            }
        }
    }

    @Test func documentationExample() throws {
        let left = Variable("left"), right = Variable("right")
        var solver = Solver()
        let gap = right - left >= 8
        try solver.addConstraints([gap, left == 0, (right == 0) | .weak])
        #expect(solver.value(of: right) == 8)
        try solver.updateConstant(of: gap, to: -16)
        #expect(solver.value(of: right) == 16)
        try solver.updateConstant(of: gap, to: -8)
        #expect(solver.value(of: right) == 8)
    }

    @Test func softUpdatesMoveTheSolution() throws {
        var solver = Solver()
        let wish = (x == 10) | .medium
        try solver.addConstraints([wish, x <= 50, (x == 0) | .weak])
        for target in [20.0, 60, -5, 10] {
            try solver.updateConstant(of: wish, to: -target)
            #expect(solver.value(of: x) == min(target, 50))
            #expect(solver.violation(of: wish) == max(0, target - 50))
        }
    }

    @Test func updatingToTheSameConstantChangesNothing() throws {
        var solver = Solver()
        let c = x >= 3
        try solver.addConstraints([c, (x == 0) | .weak])
        let dump = solver.dump()
        try solver.updateConstant(of: c, to: -3)
        #expect(solver.dump() == dump)
    }

    @Test func updatesWithEditsAround() throws {
        var solver = Solver()
        let offset = y == x + 5
        try solver.addConstraints([offset, y <= 100])
        try solver.addEditVariable(x, strength: .strong)
        try solver.suggestValue(10, for: x)
        #expect(solver.value(of: y) == 15)
        try solver.updateConstant(of: offset, to: -20)   // y == x + 20
        #expect(solver.value(of: y) == 30)
        try solver.suggestValue(90, for: x)
        #expect(solver.value(of: y) == 100)
        #expect(solver.value(of: x) == 80)
    }

    @Test func removeAfterUpdateAndReAddUsesTheOriginalConstant() throws {
        var solver = Solver()
        let floor = x >= 5
        try solver.addConstraints([floor, (x == 0) | .weak])
        try solver.updateConstant(of: floor, to: -9)
        #expect(solver.value(of: x) == 9)
        try solver.removeConstraint(floor)
        #expect(solver.value(of: x) == 0)
        try solver.addConstraint(floor)
        #expect(solver.constant(of: floor) == -5)
        #expect(solver.value(of: x) == 5)
    }

    @Test func redundantEqualitiesMoveTogetherOrFail() throws {
        var solver = Solver()
        let first = x == 10, second = 2 * x == 20
        try solver.addConstraints([first, second])
        // Moving only one of two equal constraints cannot work; the solver stays as it was.
        #expect(thrown { try solver.updateConstant(of: first, to: -11) }?.caseName == "unsatisfiableConstraint")
        #expect(solver.value(of: x) == 10)
        try solver.removeConstraint(second)
        try solver.updateConstant(of: first, to: -11)
        #expect(solver.value(of: x) == 11)
    }

    @Test func requiredUpdateThatStillHolds() throws {
        var solver = Solver()
        let low = x >= 0, high = x <= 10
        try solver.addConstraints([low, high, (x == 100) | .weak])
        try solver.updateConstant(of: high, to: -40)
        #expect(solver.value(of: x) == 40)
        try solver.updateConstant(of: low, to: -40)   // x >= 40 and x <= 40
        #expect(solver.value(of: x) == 40)
        #expect(thrown { try solver.updateConstant(of: low, to: -41) }?.caseName == "unsatisfiableConstraint")
        #expect(solver.constant(of: low) == -40)
        #expect(solver.value(of: x) == 40)
    }
}
