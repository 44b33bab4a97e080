import Testing
@testable import Cassowary

/// Required equalities keep their dummy markers out of the rows (issue 13; see
/// `MarkerEquations`). Expected values follow from the constraints alone: a chain
/// `x0 == c`, `x[i] == x[i-1] + 1` gives `x[i] = c + i`.
@Suite struct EqualityChainTests {
    /// `x0 == 0` and the links `x[i] == x[i-1] + 1`; element 0 of `links` is `x0 == 0`.
    private func chain(_ count: Int) throws -> (Solver, [Variable], [Constraint]) {
        var solver = Solver()
        let x = (0..<count).map { Variable("x\($0)") }
        var links = [x[0] == 0]
        for i in 1..<count { links.append(x[i] == x[i - 1] + 1) }
        for link in links { try solver.addConstraint(link) }
        return (solver, x, links)
    }

    private func cellCount(_ solver: Solver) -> Int {
        var cells = 0
        for id in solver.tableau.rows.indices where solver.tableau.basicOfRow[id].exists {
            cells += solver.tableau.rows[id].cells.count
        }
        return cells
    }

    @Test func chainRowsHoldNoDummies() throws {
        let (solver, x, _) = try chain(2000)
        for (i, variable) in x.enumerated() { #expect(solver.value(of: variable) == Double(i)) }
        // kiwi's rows would hold 2000 * 2001 / 2 dummy cells; every x[i] is fixed, so none here.
        #expect(cellCount(solver) == 0)
    }

    @Test(arguments: [0, 1, 17, 38, 39])
    func removingALinkFreesTheRest(index: Int) throws {
        var (solver, x, links) = try chain(40)
        try solver.removeConstraint(links[index])
        for link in links where link !== links[index] { #expect(holds(link, in: solver)) }
        // With the link gone, x[index...] can move together: pin the last one.
        try solver.addConstraint(x[39] == 1000)
        for i in 0..<40 {
            let expected = i >= index ? 1000 - Double(39 - i) : Double(i)
            if index == 0 || i >= index || i < index {
                #expect(abs(solver.value(of: x[i]) - expected) < 1e-9, "x\(i) after removing link \(index)")
            }
        }
        // Re-adding the link conflicts with the pin unless they agree.
        let error = thrown { try solver.addConstraint(links[index]) }
        #expect(error?.unsatisfiable != nil)
        #expect(!solver.hasConstraint(links[index]))
    }

    @Test func removingEveryLinkInTurn() throws {
        var (solver, x, links) = try chain(30)
        for (k, link) in links.enumerated().reversed() {
            try solver.removeConstraint(link)
            for i in 0..<k { #expect(abs(solver.value(of: x[i]) - Double(i)) < 1e-9) }
        }
        #expect(solver.constraints.isEmpty)
        #expect(cellCount(solver) == 0)
    }

    @Test func updatingConstantsShiftsTheChain() throws {
        var (solver, x, links) = try chain(50)
        try solver.updateConstant(of: links[0], to: -5)  // x0 - 5 == 0
        for i in 0..<50 { #expect(abs(solver.value(of: x[i]) - (5 + Double(i))) < 1e-9) }
        // links[20] is x20 - x19 - 1 == 0; constant -4 makes the step 4.
        try solver.updateConstant(of: links[20], to: -4)
        for i in 0..<50 { #expect(abs(solver.value(of: x[i]) - (5 + Double(i) + (i >= 20 ? 3 : 0))) < 1e-9) }
        #expect(cellCount(solver) == 0)
    }

    @Test func failingUpdateIsAtomic() throws {
        var (solver, x, links) = try chain(20)
        let cap = x[19] <= 19
        try solver.addConstraint(cap)
        let before = solver.dump()
        let error = thrown { try solver.updateConstant(of: links[0], to: -1) }
        let conflicts = try #require(error?.unsatisfiable).conflicts
        // x0 = 1 pushes x19 to 20 > 19: the cap and every other link are needed.
        #expect(Set(conflicts.map(ObjectIdentifier.init)) == Set((Array(links.dropFirst()) + [cap]).map(ObjectIdentifier.init)))
        #expect(solver.dump() == before)
        #expect(solver.constant(of: links[0]) == 0)
    }

    @Test func conflictOnAnEqualityChainNamesEveryLink() throws {
        var (solver, x, links) = try chain(500)
        let failing = x[499] == 0
        let error = thrown { try solver.addConstraint(failing) }
        let conflicts = try #require(error?.unsatisfiable).conflicts
        // x499 = 499 follows from all 500 constraints; without any one of them x499 is free.
        #expect(conflicts.count == links.count)
        #expect(Set(conflicts.map(ObjectIdentifier.init)) == Set(links.map(ObjectIdentifier.init)))
        #expect(solver.value(of: x[499]) == 499)
    }

    @Test func conflictThroughPhaseOneNamesTheEqualities() throws {
        // x0 == 0, x[i] == x[i-1] + 1, then x[9] >= 20 through a slack: x9 = 9 < 20.
        var (solver, x, links) = try chain(10)
        let failing = x[9] - x[0] >= 20
        let error = thrown { try solver.addConstraint(failing) }
        let conflicts = try #require(error?.unsatisfiable).conflicts
        // x9 - x0 = 9 uses the nine links but not x0 == 0.
        expectMinimalConflict(conflicts, failing: failing, among: solver.constraints)
        #expect(Set(conflicts.map(ObjectIdentifier.init)) == Set(links.dropFirst().map(ObjectIdentifier.init)))
    }

    @Test func redundantEqualitiesAddUpdateAndRemove() throws {
        let x = Variable("x"), y = Variable("y")
        var solver = Solver()
        let sum = x + y == 10, difference = x - y == 2, redundant = 2 * x == 12
        try solver.addConstraint(sum)
        try solver.addConstraint(difference)
        try solver.addConstraint(redundant)  // implied: x = 6, y = 4
        #expect(abs(solver.value(of: x) - 6) < 1e-12 && abs(solver.value(of: y) - 4) < 1e-12)
        let error = thrown { try solver.updateConstant(of: redundant, to: -14) }
        #expect(Set(try #require(error?.unsatisfiable).conflicts.map(ObjectIdentifier.init))
                == Set([sum, difference].map(ObjectIdentifier.init)))
        try solver.removeConstraint(sum)
        try solver.updateConstant(of: redundant, to: -14)  // 2x == 14 with x - y == 2
        #expect(abs(solver.value(of: x) - 7) < 1e-12 && abs(solver.value(of: y) - 5) < 1e-12)
        try solver.removeConstraint(redundant)
        try solver.addConstraint(y == 1)
        #expect(abs(solver.value(of: x) - 3) < 1e-12)
    }

    @Test func redundantEqualityThroughPhaseOne() throws {
        // x >= 0 and x <= 0 pin x through slacks; x == 0 is implied and must be accepted.
        let x = Variable("x"), y = Variable("y")
        var solver = Solver()
        try solver.addConstraint(x >= 0)
        try solver.addConstraint(x <= 0)
        let implied = x == 0
        try solver.addConstraint(implied)
        try solver.addConstraint(y == x + 3)
        #expect(solver.value(of: y) == 3)
        try solver.removeConstraint(implied)
        #expect(solver.value(of: y) == 3)
    }
}
