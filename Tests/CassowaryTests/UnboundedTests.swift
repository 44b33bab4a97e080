import Foundation
import Testing
import TrellisTestSupport
@testable import Cassowary

/// Issue 13: a feasible system whose objective holds only soft terms is never reported
/// unbounded. The objective is a sum of strength-weighted error symbols, all >= 0, so it is
/// bounded below; only rounding could make it look otherwise.
@Suite struct UnboundedTests {
    /// The issue's five-line file (kiwisolver 1.5.1 aborts on it). Before the fix the reduced
    /// cost of `b <= -6`'s slack was left at -1.4e-8 by a cancellation in the strong-weighted
    /// objective, no row bounded it, and the add failed as "the objective is unbounded".
    /// The soft equality can hold exactly (b = -6, a = 232, c = -444 satisfies everything).
    @Test func issueFileSolves() throws {
        let a = Variable("a"), b = Variable("b"), c = Variable("c")
        var solver = Solver()
        let required = [b <= -6, 2 * c + 4 * a <= 40, 5 * c - b <= 147, -10 * c + 2 * a - 3 * b >= -166]
        for constraint in required { try solver.addConstraint(constraint) }
        let soft = (3 * b + a / 2 == 98) | .strong
        try solver.addConstraint(soft)
        for constraint in required { #expect(!solver.isViolated(constraint)) }
        #expect(!solver.isViolated(soft))
    }

    struct Fixtures: Decodable {
        let generated: String
        let command: String
        let cases: [Case]
    }

    struct Case: Decodable {
        let name: String
        let variables: Int
        let constraints: [KiwiDifferentialTests.ConstraintSpec]
        let kiwiAborted: Bool
        let objective: Double?
    }

    /// kiwisolver's answers for 401 random feasible systems with soft terms
    /// (`scripts/solver/soft_systems.py`): every add succeeds, the required constraints hold,
    /// and the weighted violation equals kiwi's optimum wherever kiwi did not abort.
    @Test func randomSoftSystemsMatchKiwi() throws {
        let url = try #require(Bundle.module.url(forResource: "kiwi_soft_fixtures", withExtension: "json",
                                                 subdirectory: "Fixtures"))
        let fixtures = try JSONDecoder().decode(Fixtures.self, from: Data(contentsOf: url))
        #expect(fixtures.generated.hasPrefix("GENERATED FILE"))
        #expect(fixtures.cases.count > 400)
        var compared = 0, aborted = 0
        for fixture in fixtures.cases {
            let variables = (0..<fixture.variables).map { Variable("v\($0)") }
            let constraints = try fixture.constraints.map { spec in
                let terms = spec.terms.map { Term(variable: variables[Int($0[0])], coefficient: $0[1]) }
                return Constraint(LinearExpression(terms, constant: spec.constant),
                                  try #require(Relation(rawValue: spec.op)), strength: Strength(spec.strength))
            }
            var solver = Solver()
            for constraint in constraints {
                let error = thrown { try solver.addConstraint(constraint) }
                #expect(error == nil, "\(fixture.name): \(String(describing: error))")
            }
            for constraint in constraints where constraint.strength.isRequired {
                #expect(holds(constraint, in: solver), "\(fixture.name): \(constraint)")
            }
            let mine = weightedViolation(constraints, in: solver)
            if let kiwi = fixture.objective {
                #expect(abs(mine - kiwi) <= tolerance(constraints, mine, kiwi), "\(fixture.name): \(mine) vs kiwi \(kiwi)")
                compared += 1
            } else {
                #expect(fixture.kiwiAborted)
                aborted += 1
            }
        }
        #expect(compared > 390)
        #expect(aborted >= 1)
    }

    /// 3,000 more seeded systems of the same shape (larger, no oracle): never an error, the
    /// required constraints hold, and adding the same set in reverse order reaches the same
    /// weighted violation (both are the optimum of one linear program).
    @Test func randomSoftSystemsNeverFail() throws {
        var random = SplitMix64(seed: 13)
        for round in 0..<3000 {
            let count = random.int(2...6)
            let variables = (0..<count).map { Variable("u\($0)") }
            let hidden = (0..<count).map { _ in Double(random.int(-30...30)) }
            var constraints: [Constraint] = []
            for _ in 0..<random.int(count...(2 * count + 2)) {
                let terms = randomTerms(variables, &random, coefficients: [1, -1, 2, -2, 3, -3, 4, 5, -10, 0.5])
                let value = terms.reduce(0.0) { $0 + $1.coefficient * hidden[variables.firstIndex(of: $1.variable)!] }
                let relation: Relation = random.chance(0.5) ? .lessThanOrEqual : .greaterThanOrEqual
                let slack = Double(random.int(0...200))
                let constant = relation == .lessThanOrEqual ? -value - slack : -value + slack
                constraints.append(Constraint(LinearExpression(terms, constant: constant), relation))
            }
            for _ in 0..<random.int(1...4) {
                let terms = randomTerms(variables, &random, coefficients: [1, -1, 2, 3, -3, 0.5, -0.5])
                let relation = random.pick([Relation.equal, .equal, .lessThanOrEqual, .greaterThanOrEqual])
                let strength = Strength(random.pick([1.0, 1000, 1e6, 2.5e6, 750]))
                constraints.append(Constraint(LinearExpression(terms, constant: Double(random.int(-200...200))),
                                              relation, strength: strength))
            }
            var forward = Solver(), backward = Solver()
            for constraint in constraints {
                let error = thrown { try forward.addConstraint(constraint) }
                #expect(error == nil, "round \(round): \(String(describing: error))")
            }
            for constraint in constraints.reversed() {
                let error = thrown { try backward.addConstraint(constraint) }
                #expect(error == nil, "round \(round) reversed: \(String(describing: error))")
            }
            for constraint in constraints where constraint.strength.isRequired {
                #expect(holds(constraint, in: forward), "round \(round): \(constraint)")
            }
            let (a, b) = (weightedViolation(constraints, in: forward), weightedViolation(constraints, in: backward))
            #expect(abs(a - b) <= tolerance(constraints, a, b), "round \(round): \(a) vs \(b)")
        }
    }

    private func randomTerms(_ variables: [Variable], _ random: inout SplitMix64, coefficients: [Double]) -> [Term] {
        var terms: [Term] = []
        for variable in variables where random.chance(0.45) && terms.count < 3 {
            terms.append(Term(variable: variable, coefficient: random.pick(coefficients)))
        }
        if terms.isEmpty { terms.append(Term(variable: random.pick(variables), coefficient: random.pick(coefficients))) }
        return terms
    }

    /// Rounding in a value is multiplied by the strengths (up to 2.5e6 here), so two optima
    /// agree to 1e-9 of the total strength; a real difference is a strength times a visible
    /// distance.
    private func tolerance(_ constraints: [Constraint], _ a: Double, _ b: Double) -> Double {
        let strengths = constraints.filter { !$0.strength.isRequired }.reduce(0) { $0 + $1.strength.value }
        return 1e-9 * max(1, a, b, strengths)
    }

    /// The objective kiwi minimises: each soft constraint's violation times its strength.
    private func weightedViolation(_ constraints: [Constraint], in solver: Solver) -> Double {
        constraints.filter { !$0.strength.isRequired }.reduce(0) { $0 + $1.strength.value * solver.violation(of: $1)! }
    }
}
