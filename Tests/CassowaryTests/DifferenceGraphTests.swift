import Testing
import TrellisTestSupport
@testable import Cassowary

/// Deciding a required add on the constraint graph of difference constraints
/// (`DifferenceGraph`, used by `Solver+Screening.swift`): a negative cycle is a minimal conflict,
/// anything the graph cannot vouch for goes to the tableau, and a failed add leaves the solver
/// as it was. Every conflict is checked on solvers that do not screen.
@Suite struct DifferenceGraphTests {
    // MARK: Helpers

    /// A solver that decides on its tableau alone.
    private static func plainSolver() -> Solver { Solver(explainsConflicts: true, screensPhaseOne: false) }

    /// Whether a solver that does not screen accepts all of `constraints`.
    private static func holdTogether(_ constraints: [Constraint]) -> Bool {
        var solver = plainSolver()
        for constraint in constraints where thrown({ try solver.addConstraint(constraint) }) != nil { return false }
        return true
    }

    /// `conflicts` with `failing` cannot hold, and without any one member they can.
    private static func expectIrreducible(_ conflicts: [Constraint], failing: Constraint,
                                          sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(!conflicts.isEmpty, sourceLocation: sourceLocation)
        #expect(Set(conflicts.map(ObjectIdentifier.init)).count == conflicts.count, "a member named twice",
                sourceLocation: sourceLocation)
        #expect(!holdTogether(conflicts + [failing]), "the conflict set can hold", sourceLocation: sourceLocation)
        for index in conflicts.indices {
            var rest = conflicts
            rest.remove(at: index)
            #expect(holdTogether(rest + [failing]), "\(conflicts[index]) is not needed", sourceLocation: sourceLocation)
        }
    }

    private static func ids(_ constraints: [Constraint]) -> [ObjectIdentifier] { constraints.map(ObjectIdentifier.init) }

    /// The graph's conflict for adding `failing` to `solver`, or nil (with an issue recorded).
    private static func graphConflict(_ failing: Constraint, in solver: Solver,
                                      sourceLocation: SourceLocation = #_sourceLocation) -> [Constraint]? {
        guard case .conflict(let members) = solver.differenceVerdict(failing, constant: failing.expression.constant) else {
            Issue.record("the graph found no conflict for \(failing)", sourceLocation: sourceLocation)
            return nil
        }
        return members
    }

    /// Adds `failing` through the screening (as after phase one ran out of pivots) and through
    /// a solver that does not screen: both fail with `expected`, values and constraints as before.
    private static func expectScreenedFailure(_ failing: Constraint, expected: [Constraint], variables: [Variable],
                                              solver: inout Solver, plain: inout Solver,
                                              sourceLocation: SourceLocation = #_sourceLocation) throws {
        let before = bits(solver, variables)
        let held = solver.constraints.count
        let screened = thrown { try solver.screenAndInsert(failing, constant: failing.expression.constant, isEdit: false) }
        let unscreened = thrown { try plain.addConstraint(failing) }
        for outcome in [screened, unscreened] {
            let (named, conflicts) = try #require(outcome?.unsatisfiable, sourceLocation: sourceLocation)
            #expect(named === failing, sourceLocation: sourceLocation)
            #expect(ids(conflicts) == ids(expected), sourceLocation: sourceLocation)
        }
        #expect(bits(solver, variables) == before, "a failed add changed the values", sourceLocation: sourceLocation)
        #expect(bits(plain, variables) == before, sourceLocation: sourceLocation)
        #expect(solver.constraints.count == held && !solver.hasConstraint(failing), sourceLocation: sourceLocation)
    }

    // MARK: Reading constraints as edges

    @Test func differenceConstraintsBecomeEdges() throws {
        let x = Variable("x"), y = Variable("y")
        // 2x - 2y <= 6 is x - y <= 3: the edge y → x of weight 3.
        let scaled = try #require(DifferenceEdges(2 * x - 2 * y <= 6, constant: -6))
        #expect(scaled.x == x && scaled.y == y && scaled.scale == 2)
        #expect(scaled.backward == 3 && scaled.forward == nil)
        // -2x + 2y <= 6 is y - x <= 3: the edge x → y.
        let negative = try #require(DifferenceEdges(-2 * x + 2 * y <= 6, constant: -6))
        #expect(negative.forward == 3 && negative.backward == nil)
        // x == y + 4: both ways.
        let equality = try #require(DifferenceEdges(x == y + 4, constant: -4))
        #expect(equality.backward == 4 && equality.forward == -4)
        // The constant in force, not the constraint's own.
        let moved = try #require(DifferenceEdges(x >= y + 4, constant: -9))
        #expect(moved.forward == -9 && moved.backward == nil)
        // A bound: 3x >= 12 is 0 - x <= -4, the edge x → zero.
        let bound = try #require(DifferenceEdges(3 * x >= 12, constant: -12))
        #expect(bound.y == nil && bound.forward == -4 && bound.backward == nil && bound.scale == 3)
    }

    @Test func otherConstraintsAreNotEdges() {
        let x = Variable("x"), y = Variable("y"), z = Variable("z")
        for constraint in [x + y <= 3, 2 * x - 3 * y >= 1, x - y + z == 0, 2 * x - 1.9999999 * y <= 0] {
            #expect(DifferenceEdges(constraint, constant: constraint.expression.constant) == nil, "\(constraint)")
        }
    }

    // MARK: Conflicts

    /// Chains of every shape of difference constraint (equalities, inequalities either way,
    /// scaled and negated coefficients, bounds), long enough that phase one is screened.
    @Test(arguments: 0..<4)
    func mixedChainsFailWithTheWholeChain(seed: Int) throws {
        var random = SplitMix64(seed: UInt64(0xD1FF + seed))
        let count = 60
        let x = (0..<count).map { Variable("x\($0)") }
        var links: [Constraint] = [random.chance(0.5) ? x[0] == 0 : -2 * x[0] <= 0]
        for i in 1..<count {
            let a = random.pick([1.0, 2.0, 0.5, -1.0, -3.0])
            let gap = Double(random.int(1...20))
            // Each says x[i] - x[i-1] >= gap (an equality: == gap).
            switch random.int(0...2) {
            case 0: links.append(a * x[i] - a * x[i - 1] == a * gap)
            case 1: links.append(a > 0 ? a * x[i] - a * x[i - 1] >= a * gap : a * x[i] - a * x[i - 1] <= a * gap)
            default: links.append(a > 0 ? a * x[i - 1] - a * x[i] <= -a * gap : a * x[i - 1] - a * x[i] >= -a * gap)
            }
        }
        var solver = Solver(), plain = Self.plainSolver()
        for i in 0..<count {
            for constraint in [links[i], (x[i] == 25 * Double(i)) | .weak] {
                try solver.addConstraint(constraint)
                try plain.addConstraint(constraint)
            }
        }
        let failing = 2 * x[count - 1] <= 2
        let conflicts = try #require(Self.graphConflict(failing, in: solver))
        #expect(Self.ids(conflicts) == Self.ids(links), "the whole chain, in the order added")
        Self.expectIrreducible(conflicts, failing: failing)
        try Self.expectScreenedFailure(failing, expected: links, variables: x, solver: &solver, plain: &plain)
        // And through the public call, where phase one runs out of pivots first.
        let before = bits(solver, x)
        let (_, viaAdd) = try #require(thrown { try solver.addConstraint(failing) }?.unsatisfiable)
        #expect(Self.ids(viaAdd) == Self.ids(links))
        #expect(bits(solver, x) == before)
    }

    /// A cycle in the middle of a larger system: the links between the two ends, nothing of
    /// the rest (the chain's start, branches off the chain, bounds that do not bind).
    @Test func cycleInTheMiddleOfALargerSystem() throws {
        let count = 50
        let x = (0..<count).map { Variable("x\($0)") }
        let y = (0..<count).map { Variable("y\($0)") }
        var links: [Constraint] = []
        var solver = Solver(), plain = Self.plainSolver()
        func add(_ constraint: Constraint) throws {
            try solver.addConstraint(constraint)
            try plain.addConstraint(constraint)
        }
        try add(x[0] >= 0)
        for i in 1..<count {
            let link = 3 * x[i] - 3 * x[i - 1] >= 30
            links.append(link)
            try add(link)
            try add(y[i] >= x[i] + 5)
            try add(y[i] <= 100_000)
            try add((x[i] == 12 * Double(i)) | .weak)
            try add((y[i] == 0) | .medium)
        }
        // x[40] - x[10] >= 300 through links 11...40.
        let failing = x[40] - x[10] <= 250
        let expected = Array(links[10...39])
        let conflicts = try #require(Self.graphConflict(failing, in: solver))
        #expect(Self.ids(conflicts) == Self.ids(expected))
        Self.expectIrreducible(conflicts, failing: failing)
        try Self.expectScreenedFailure(failing, expected: expected, variables: x + y, solver: &solver, plain: &plain)
    }

    /// Equalities walked either way round a cycle, and a new equality whose second edge (the
    /// reverse of the first) is the one that closes the negative cycle: each named once.
    @Test func equalitiesInBothDirections() throws {
        let x = Variable("x"), y = Variable("y"), z = Variable("z"), w = Variable("w")
        var solver = Solver(), plain = Self.plainSolver()
        let first = x == y + 3, second = z == y + 1, bound = w >= 0
        for constraint in [first, second, bound, (x == 50) | .weak] {
            try solver.addConstraint(constraint)
            try plain.addConstraint(constraint)
        }
        // x - z is 2: the cycle x → y (first, backwards) → z (second, forwards) → x.
        let crossing = x - z <= 0
        #expect(Self.ids(try #require(Self.graphConflict(crossing, in: solver))) == Self.ids([first, second]))
        try Self.expectScreenedFailure(crossing, expected: [first, second], variables: [x, y, z, w],
                                       solver: &solver, plain: &plain)
        // x == y + 4 against x == y + 3: its edge y → x (weight 4) closes a positive cycle,
        // its edge x → y (weight -4) a negative one.
        let shifted = x == y + 4
        #expect(Self.ids(try #require(Self.graphConflict(shifted, in: solver))) == Self.ids([first]))
        try Self.expectScreenedFailure(shifted, expected: [first], variables: [x, y, z, w],
                                       solver: &solver, plain: &plain)
        // The same the other way round.
        let lowered = x == y + 2
        #expect(Self.ids(try #require(Self.graphConflict(lowered, in: solver))) == Self.ids([first]))
        // A bound through the zero node: x >= 0 and x == y + 3 with y == -10 cannot hold.
        let pinned = y == -10
        let floor = x >= 0
        try solver.addConstraint(floor)
        try plain.addConstraint(floor)
        #expect(Self.ids(try #require(Self.graphConflict(pinned, in: solver))) == Self.ids([first, floor]))
        try Self.expectScreenedFailure(pinned, expected: [first, floor], variables: [x, y, z, w],
                                       solver: &solver, plain: &plain)
    }

    // MARK: What the graph leaves to the tableau

    /// A constraint of another shape, held or new: the graph does not judge, the scratch
    /// solver (or the tableau) does, and the conflict is still minimal.
    @Test func otherShapesFallBack() throws {
        let count = 40
        let x = (0..<count).map { Variable("x\($0)") }
        let helper = Variable("h")
        var solver = Solver(), plain = Self.plainSolver()
        var links: [Constraint] = [x[0] == 0]
        for i in 1..<count {
            // One link is not a difference constraint: x20 + h >= x19 + 10 with h == 0.
            links.append(i == 20 ? x[i] + helper >= x[i - 1] + 10 : x[i] >= x[i - 1] + 10)
        }
        let pin = helper == 0
        for constraint in links + [pin] + x.indices.map({ (x[$0] == 15 * Double($0)) | .weak }) {
            try solver.addConstraint(constraint)
            try plain.addConstraint(constraint)
        }
        let failing = x[count - 1] <= 0
        #expect(solver.differenceVerdict(failing, constant: 0).kind == "undecided")
        // A new constraint of another shape is not judged either.
        let sum = x[count - 1] + x[count - 2] <= 0
        #expect(solver.differenceVerdict(sum, constant: 0).kind == "undecided")
        var expected = links
        expected.append(pin)
        try Self.expectScreenedFailure(failing, expected: expected, variables: x + [helper], solver: &solver, plain: &plain)
        Self.expectIrreducible(expected, failing: failing)
    }

    /// Violations at the tableau's tolerance are not the graph's to judge: too small to fail
    /// (the add holds, as on the tableau), near the threshold (undecided), or beyond rounding
    /// at the scale of the values (a failure the graph names).
    @Test(arguments: [(1.0, 1.0), (1.0e6, 1.0), (1.0, 2.0)])
    func borderlineViolations(magnitude: Double, scale: Double) throws {
        let count = 40
        let x = (0..<count).map { Variable("x\($0)") }
        var solver = Solver(), plain = Self.plainSolver()
        var links: [Constraint] = [x[0] == magnitude]
        for i in 1..<count { links.append(x[i] >= x[i - 1] + 10) }
        for constraint in links + x.indices.map({ (x[$0] == magnitude + 15 * Double($0)) | .weak }) {
            try solver.addConstraint(constraint)
            try plain.addConstraint(constraint)
        }
        let least = magnitude + 10 * Double(count - 1)
        let tolerance = DifferenceGraph.absoluteTolerance
        // Short by a tenth of the tolerance: the tableau takes it, the graph must not refuse it.
        let tiny = scale * x[count - 1] <= scale * (least - 0.1 * tolerance / scale)
        if case .conflict = solver.differenceVerdict(tiny, constant: tiny.expression.constant) {
            Issue.record("a violation below the tolerance was refused")
        }
        // Short by ten times the tolerance: a failure on the tableau, but within the graph's
        // rounding band at these magnitudes.
        let near = scale * x[count - 1] <= scale * least - 10 * tolerance
        #expect(solver.differenceVerdict(near, constant: near.expression.constant).kind == "undecided")
        // Short by far more than rounding at this scale: a conflict.
        let far = scale * x[count - 1] <= scale * (least - 1.0e-3 * max(1, magnitude))
        #expect(Self.ids(try #require(Self.graphConflict(far, in: solver))) == Self.ids(links))
        // Through the add, screened or not, each one fares the same.
        for added in [tiny, near, far] {
            let before = bits(solver, x)
            let screened = thrown { try solver.addConstraint(added) }
            let unscreened = thrown { try plain.addConstraint(added) }
            #expect((screened == nil) == (unscreened == nil), "\(added)")
            if screened == nil {
                #expect(bits(solver, x) == bits(plain, x))
                try solver.removeConstraint(added)
                try plain.removeConstraint(added)
            } else {
                #expect(bits(solver, x) == before)
                let (_, conflicts) = try #require(screened?.unsatisfiable)
                #expect(Self.ids(conflicts) == Self.ids(links))
            }
        }
    }

    /// An add the graph shows feasible skips the scratch solver and runs on the tableau without
    /// a budget: the values are the unscreened solver's, bit for bit.
    @Test func feasibleAddsMatchTheTableau() throws {
        let count = 60
        let x = (0..<count).map { Variable("x\($0)") }
        var solver = Solver(), plain = Self.plainSolver()
        for i in 0..<count {
            for constraint in [i == 0 ? x[0] == 0 : x[i] >= x[i - 1] + 10, (x[i] == 15 * Double(i)) | .weak] {
                try solver.addConstraint(constraint)
                try plain.addConstraint(constraint)
            }
        }
        let fits = x[count - 1] <= 10 * Double(count - 1) + 20
        #expect(solver.differenceVerdict(fits, constant: fits.expression.constant).kind == "feasible")
        try solver.addConstraint(fits)
        try plain.addConstraint(fits)
        #expect(bits(solver, x) == bits(plain, x))
        // A variable nothing else mentions closes no cycle.
        let fresh = Variable("fresh")
        #expect(solver.differenceVerdict(fresh - x[3] <= -1000, constant: 1000).kind == "feasible")
    }

    // MARK: Random systems

    /// A few hundred small random systems of difference constraints, all holding at a hidden
    /// point, then a random difference add: the graph's verdict must agree with a solver that
    /// does not screen, a conflict must be irreducible, and a failed screened add must leave
    /// the values as they were.
    @Test func randomSystemsAgreeWithTheTableau() throws {
        var random = SplitMix64(seed: 0xD1F_6A4)
        var conflicts = 0, feasible = 0
        for _ in 0..<300 {
            let count = random.int(2...7)
            let v = (0..<count).map { Variable("v\($0)") }
            let hidden = (0..<count).map { _ in Double(random.int(-30...30)) }
            func randomDifference(slack: ClosedRange<Int>) -> Constraint {
                let i = random.int(0...(count - 1))
                var j = random.int(-1...(count - 1))
                if j == i { j = -1 }
                let a = random.pick([1.0, 2.0, -1.0, 0.5, -4.0])
                // a (v_i - v_j) + c (rel) 0, v_j absent for a bound.
                let difference = j < 0 ? LinearExpression(a * v[i]) : a * v[i] - a * v[j]
                let atHidden = a * (hidden[i] - (j < 0 ? 0 : hidden[j]))
                let relation = random.pick([Relation.lessThanOrEqual, .greaterThanOrEqual, .equal, .lessThanOrEqual])
                let gap = Double(random.int(slack)) * abs(a)
                switch relation {
                case .equal: return Constraint(difference - (atHidden + gap), .equal)
                case .lessThanOrEqual: return Constraint(difference - (atHidden + gap), .lessThanOrEqual)
                case .greaterThanOrEqual: return Constraint(difference - (atHidden - gap), .greaterThanOrEqual)
                }
            }
            var solver = Solver(), plain = Self.plainSolver()
            var held: [Constraint] = []
            for _ in 0..<random.int(count...(3 * count)) {
                // Held constraints hold at the hidden point (equalities exactly).
                var constraint = randomDifference(slack: 0...6)
                if constraint.relation == .equal { constraint = randomDifference(slack: 0...0) }
                guard thrown({ try solver.addConstraint(constraint) }) == nil else {
                    Issue.record("a constraint holding at the hidden point was refused: \(constraint)")
                    continue
                }
                try plain.addConstraint(constraint)
                held.append(constraint)
            }
            for i in 0..<count where random.chance(0.7) {
                let pull = (v[i] == Double(random.int(-80...80))) | .weak
                try solver.addConstraint(pull)
                try plain.addConstraint(pull)
            }
            let added = randomDifference(slack: -12...4)
            let verdict = solver.differenceVerdict(added, constant: added.expression.constant)
            let before = bits(solver, v)
            let screened = thrown { try solver.screenAndInsert(added, constant: added.expression.constant, isEdit: false) }
            let unscreened = thrown { try plain.addConstraint(added) }
            #expect((screened == nil) == (unscreened == nil), "\(held) + \(added)")
            switch verdict {
            case .conflict(let members):
                conflicts += 1
                #expect(unscreened != nil, "the graph refused an add the tableau takes: \(held) + \(added)")
                for member in members { #expect(held.contains { $0 === member }) }
                Self.expectIrreducible(members, failing: added)
                let (_, reported) = try #require(screened?.unsatisfiable)
                #expect(Self.ids(reported) == Self.ids(members))
                #expect(bits(solver, v) == before)
            case .feasible:
                feasible += 1
                #expect(unscreened == nil, "the graph passed an add the tableau refuses: \(held) + \(added)")
                #expect(bits(solver, v) == bits(plain, v))
            case .undecided:
                if let screened, let (_, reported) = screened.unsatisfiable {
                    Self.expectIrreducible(reported, failing: added)
                    #expect(bits(solver, v) == before)
                }
            }
        }
        // Both verdicts occur often enough for the comparison to mean something.
        #expect(conflicts > 50 && feasible > 50, "\(conflicts) conflicts, \(feasible) feasible")
    }
}

extension RequiredVerdict {
    /// The case's name, for comparisons (a conflict's constraints are not `Equatable`).
    var kind: String {
        switch self {
        case .conflict: return "conflict"
        case .feasible: return "feasible"
        case .undecided: return "undecided"
        }
    }
}
