import Testing
@testable import Cassowary

/// `dump()`, `violation(of:)` and `isViolated(_:tolerance:)`, and what removal leaves behind:
/// nothing in the objective, and a dump that does not grow under remove/re-add churn.
@Suite struct DumpAndViolationTests {
    let x = Variable("x"), y = Variable("y"), z = Variable("z")

    @Test func emptyDump() {
        #expect(Solver().dump() == """
            Objective
            ---------
            0.0

            Tableau
            -------

            Infeasible
            ----------

            Variables
            ---------

            Edit Variables
            --------------

            Constraints
            -----------

            """)
    }

    @Test func smallDump() throws {
        var solver = Solver()
        try solver.addConstraint(x + 10 <= y)
        try solver.addConstraint((y == 50) | .weak)
        try solver.addEditVariable(x, strength: .strong)
        try solver.suggestValue(45, for: x)
        #expect(solver.dump() == """
            Objective
            ---------
            5.0 + 1.0 * s2 + 2.0 * e4 + 1000001.0 * e5 + 999999.0 * e6

            Tableau
            -------
            v0 | 45.0 + 1.0 * e5 + -1.0 * e6
            v1 | 55.0 + 1.0 * s2 + 1.0 * e5 + -1.0 * e6
            e3 | 5.0 + 1.0 * s2 + 1.0 * e4 + 1.0 * e5 + -1.0 * e6

            Infeasible
            ----------

            Variables
            ---------
            x = v0
            y = v1

            Edit Variables
            --------------
            x = 45.0 @strong

            Constraints
            -----------
            x - y + 10 <= 0 @required [marker s2]
            y - 50 == 0 @weak [marker e3, other e4]
            x == 0 @strong [marker e5, other e6]

            """)
    }

    @Test func violationByRelation() throws {
        var solver = Solver()
        let eq = (x == 20) | .weak, le = (x <= 5) | .weak, ge = (x >= 15) | .weak, fine = (x >= 0) | .weak
        let pin = x == 10
        try solver.addConstraints([pin, eq, le, ge, fine])
        #expect(solver.violation(of: pin) == 0)
        #expect(solver.violation(of: eq) == 10)
        #expect(solver.violation(of: le) == 5)
        #expect(solver.violation(of: ge) == 5)
        #expect(solver.violation(of: fine) == 0)
        #expect(solver.violation(of: x == 10) == nil)
        #expect(!solver.isViolated(pin) && !solver.isViolated(fine))
        #expect(solver.isViolated(eq) && solver.isViolated(le) && solver.isViolated(ge))
        #expect(!solver.isViolated(x <= 0))
        // The updated constant is the one measured.
        try solver.updateConstant(of: eq, to: -12)
        #expect(solver.violation(of: eq) == 2)
        try solver.removeConstraint(eq)
        #expect(solver.violation(of: eq) == nil && !solver.isViolated(eq))
    }

    @Test func isViolatedIsRelativeToMagnitudes() throws {
        var solver = Solver()
        let big = Variable("big")
        let nearly = (big == 1e9 + 5) | .weak
        let small = (x == 1e-6) | .weak
        try solver.addConstraints([big == 1e9, x == 0, nearly, small])
        #expect(solver.violation(of: nearly) == 5)
        #expect(!solver.isViolated(nearly))                    // 5 <= 1e-8 * 1e9
        #expect(solver.isViolated(nearly, tolerance: 1e-12))
        #expect(solver.violation(of: small) == 1e-6)
        #expect(solver.isViolated(small))                      // scale is at least 1
        #expect(!solver.isViolated(small, tolerance: 1e-5))
    }

    @Test func removedSoftConstraintsLeaveNothingInTheObjective() throws {
        var solver = Solver()
        try solver.addConstraints([x >= 0, y == x + 5, z <= 100])
        let before = objectiveSection(solver.dump())
        let soft: [Constraint] = [(x == 30) | .strong, (y <= 10) | .medium, (z >= 150) | .weak,
                                  (x + z == 80) | Strength(2.5), (y >= 1) | .weak]
        // Forward, backward and interleaved removal orders.
        for order in [[0, 1, 2, 3, 4], [4, 3, 2, 1, 0], [2, 0, 4, 1, 3]] {
            try solver.addConstraints(soft)
            #expect(objectiveSection(solver.dump()) != before)
            for index in order { try solver.removeConstraint(soft[index]) }
            #expect(objectiveSection(solver.dump()) == before, "order \(order)")
            #expect(solver.value(of: x) == 0 && solver.value(of: y) == 5)
        }
    }

    /// Workload (e): the same constraints removed and re-added over and over. The dump after
    /// every cycle is the dump after the first.
    @Test func removeReAddChurnDoesNotGrow() throws {
        var solver = Solver()
        let fixed: [Constraint] = [x >= 0, y >= x + 10, z == y + x]
        let churned: [Constraint] = [(x == 40) | .strong, (y <= 30) | .medium, x <= 100, (z == 7) | .weak]
        try solver.addConstraints(fixed)
        var first: String?
        for _ in 0..<200 {
            try solver.addConstraints(churned)
            #expect(solver.value(of: x) == 40 && solver.value(of: y) == 50 && solver.value(of: z) == 90)
            for c in churned.reversed() { try solver.removeConstraint(c) }
            let dump = solver.dump()
            if let first { #expect(dump == first) } else { first = dump }
        }
        #expect(solver.constraints.count == 3)
    }

    /// Edit churn: adding, suggesting and removing an edit many times leaves the dump as it was.
    @Test(.bug("local:objective-constant", "suggestions used to leave their shift in the objective constant"))
    func editChurnDoesNotGrow() throws {
        var solver = Solver()
        try solver.addConstraints([x >= 0, y == 2 * x])
        let before = solver.dump()
        for round in 0..<50 {
            try solver.addEditVariable(x, strength: .strong)
            try solver.suggestValue(Double(round % 7) + 1, for: x)
            #expect(solver.value(of: y) == 2 * (Double(round % 7) + 1))
            try solver.removeEditVariable(x)
        }
        #expect(solver.dump() == before)
    }

    @Test func dumpHasNoInfeasibleRowsAfterEdits() throws {
        var solver = Solver()
        try solver.addConstraints([x >= 0, x <= 10, y == x + 1])
        try solver.addEditVariable(x, strength: .strong)
        for value in [5.0, -3, 20, 7] {
            try solver.suggestValue(value, for: x)
            #expect(solver.dump().contains("Infeasible\n----------\n\nVariables"))
        }
    }
}
