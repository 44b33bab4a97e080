import Testing
import TrellisTestSupport
@testable import Cassowary

/// The conflict set of an unsatisfiable required constraint: a subset of the added required
/// constraints that cannot hold with the new one, every member necessary; never a soft
/// constraint, an edit or an unrelated constraint.
@Suite struct ConflictSetTests {
    let x = Variable("x"), y = Variable("y"), z = Variable("z"), u = Variable("u")

    private func conflicts(adding failing: Constraint, to solver: inout Solver) throws -> [Constraint] {
        let error = try #require(thrown { try solver.addConstraint(failing) })
        let (named, conflicts) = try #require(error.unsatisfiable)
        #expect(named === failing)
        return conflicts
    }

    @Test(arguments: [1, 2, 5, 20, 40])
    func chain(length: Int) throws {
        let chain = (0...length).map { Variable("x\($0)") }
        var solver = Solver()
        var added: [Constraint] = []
        var expected: [Constraint] = []
        func add(_ c: Constraint, needed: Bool) throws {
            try solver.addConstraint(c)
            added.append(c)
            if needed { expected.append(c) }
        }
        try add(u == 3, needed: false)
        try add(chain[0] >= 0, needed: true)
        for i in 1...length {
            try add(chain[i] >= chain[i - 1] + 10, needed: true)
            try add((chain[i] == 0) | .strong, needed: false)
            try add(chain[i] <= 1000 * Double(i + 1), needed: false)
        }
        try add(u + chain[0] <= 100, needed: false)
        try solver.addEditVariable(chain[length], strength: .medium)
        try solver.suggestValue(0, for: chain[length])
        let failing = chain[length] <= 5
        let found = try conflicts(adding: failing, to: &solver)
        // The chain is the only conflict; members come in the order they were added.
        #expect(found.map(ObjectIdentifier.init) == expected.map(ObjectIdentifier.init))
        expectMinimalConflict(found, failing: failing, among: added)
    }

    @Test func overlappingConflictsGiveOneMinimalSet() throws {
        var solver = Solver()
        let direct = x <= 3, loose = x <= 5
        let path: [Constraint] = [x == y, y == z + 1, z <= 0]
        let unrelated = [u >= 7, (x == 100) | .strong, y <= 50]
        let added = [direct, loose] + path + unrelated
        try solver.addConstraints(added)
        let failing = x >= 10
        let found = try conflicts(adding: failing, to: &solver)
        expectMinimalConflict(found, failing: failing, among: added)
        // Each of {direct}, {loose} and the path is a minimal conflict; one of them is named.
        let names = Set(found.map(ObjectIdentifier.init))
        let options = [[direct], [loose], path].map { Set($0.map(ObjectIdentifier.init)) }
        #expect(options.contains(names))
    }

    @Test func twoConstraintsNeededTogether() throws {
        var solver = Solver()
        let added = [x == 1, y == 2, z == 3, u >= 0]
        try solver.addConstraints(added)
        let failing = x + y == 4
        let found = try conflicts(adding: failing, to: &solver)
        #expect(found.map(ObjectIdentifier.init) == [added[0], added[1]].map(ObjectIdentifier.init))
        expectMinimalConflict(found, failing: failing, among: added)
    }

    @Test func redundantCopiesNeedOnlyOne() throws {
        var solver = Solver()
        let added = [x == 1, x == 1, x >= 1, x <= 1]
        try solver.addConstraints(added)
        let failing = x == 2
        let found = try conflicts(adding: failing, to: &solver)
        #expect(found.count == 1)
        expectMinimalConflict(found, failing: failing, among: added)
    }

    @Test func softConstraintsAndEditsNeverAppear() throws {
        var solver = Solver()
        let soft = [(x == 50) | .strong, (x >= 40) | .medium, (y == x) | .weak]
        let required = [y >= x + 10, y <= 20]
        try solver.addConstraints(soft + required)
        try solver.addEditVariable(x, strength: .strong)
        try solver.suggestValue(45, for: x)
        let failing = x >= 15
        let found = try conflicts(adding: failing, to: &solver)
        #expect(found.map(ObjectIdentifier.init) == required.map(ObjectIdentifier.init))
        expectMinimalConflict(found, failing: failing, among: soft + required)
    }

    @Test func constraintsThatCanNeverHoldHaveNoConflicts() throws {
        var solver = Solver()
        try solver.addConstraints([x == 1, y >= 2])
        for never in [Constraint(LinearExpression(constant: 1), .equal), x - x >= 1, 0 * y <= -3] {
            #expect(try conflicts(adding: never, to: &solver).isEmpty)
        }
    }

    @Test func failingUpdateUsesHeldConstants() throws {
        var solver = Solver()
        let low = x >= 0, high = x <= 10, other = x >= 1
        let side: Constraint = y == x
        let added = [low, high, other, side]
        try solver.addConstraints(added)
        try solver.updateConstant(of: low, to: -8)   // x >= 8
        let error = try #require(thrown { try solver.updateConstant(of: high, to: -5) })   // x <= 5
        let (named, found) = try #require(error.unsatisfiable)
        #expect(named === high)
        #expect(found.map(ObjectIdentifier.init) == [ObjectIdentifier(low)])
        expectMinimalConflict(found, failing: withConstant(high, -5), among: added,
                              constants: [ObjectIdentifier(low): -8])
        #expect(solver.constant(of: high) == -10)
        #expect(solver.value(of: x) >= 8 && solver.value(of: x) <= 10)
    }

    @Test func failingUpdateOfAnEquality() throws {
        var solver = Solver()
        let sum = x + y == 10, fixed = x == 4, bound = y <= 8
        try solver.addConstraints([sum, fixed, bound, z == 1])
        let error = try #require(thrown { try solver.updateConstant(of: fixed, to: -1) })   // x == 1, y == 9
        let found = try #require(error.unsatisfiable).conflicts
        #expect(found.map(ObjectIdentifier.init) == [sum, bound].map(ObjectIdentifier.init))
        expectMinimalConflict(found, failing: withConstant(fixed, -1), among: [sum, bound, z == 1])
    }

    /// Random required systems over a few variables: every failing add names a verified
    /// minimal conflict.
    @Test func randomSystems() throws {
        var random = SplitMix64(seed: 0xC0FFEE)
        var failures = 0
        for _ in 0..<120 {
            let variables = (0..<random.int(2...4)).map { Variable("r\($0)") }
            var solver = Solver()
            var added: [Constraint] = []
            for _ in 0..<random.int(3...9) {
                var terms: [Term] = []
                for variable in variables where random.chance(0.6) {
                    terms.append(Term(variable: variable, coefficient: random.pick([1, -1, 2, -2, 0.5])))
                }
                let relation = random.pick([Relation.lessThanOrEqual, .greaterThanOrEqual, .greaterThanOrEqual, .equal])
                let constraint = Constraint(LinearExpression(terms, constant: Double(random.int(-20...20))), relation)
                if let error = thrown({ try solver.addConstraint(constraint) }) {
                    let found = try #require(error.unsatisfiable).conflicts
                    expectMinimalConflict(found, failing: constraint, among: added)
                    failures += 1
                } else {
                    added.append(constraint)
                }
            }
        }
        #expect(failures > 40)
    }
}
