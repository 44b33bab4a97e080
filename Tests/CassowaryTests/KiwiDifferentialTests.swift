import Foundation
import Testing
@testable import Cassowary

/// Differential tests against kiwi: `Fixtures/kiwi_fixtures.json` holds seeded random systems
/// solved step by step by kiwisolver (see `scripts/solver/kiwi_fixtures.py`, which also says how
/// uniqueness of each expected solution was checked). The same steps run here must give the
/// same values within 1e-8 relative, and the same adds must be unsatisfiable.
@Suite struct KiwiDifferentialTests {
    struct Fixtures: Decodable {
        let generated: String
        let command: String
        let kiwisolver: String
        let cases: [Case]
    }

    struct Case: Decodable {
        let name: String
        let variables: Int
        let constraints: [ConstraintSpec]
        let steps: [Step]
    }

    struct ConstraintSpec: Decodable {
        let terms: [[Double]]
        let constant: Double
        let op: String
        let strength: Double
    }

    struct Step: Decodable {
        let op: String
        let constraint: Int?
        let variable: Int?
        let strength: Double?
        let value: Double?
        let unsatisfiable: Bool?
        let expect: [Double]?
    }

    static func load() throws -> Fixtures {
        let url = try #require(Bundle.module.url(forResource: "kiwi_fixtures", withExtension: "json",
                                                 subdirectory: "Fixtures"))
        return try JSONDecoder().decode(Fixtures.self, from: Data(contentsOf: url))
    }

    private func relation(_ op: String) throws -> Relation {
        try #require(Relation(rawValue: op), "unknown relation \(op)")
    }

    @Test func header() throws {
        let fixtures = try Self.load()
        #expect(fixtures.generated.hasPrefix("GENERATED FILE"))
        #expect(fixtures.command == "python3 scripts/solver/kiwi_fixtures.py")
        #expect(fixtures.kiwisolver.hasPrefix("1.5."))
        #expect(fixtures.cases.count >= 30)
    }

    @Test func everyCaseMatchesKiwi() throws {
        let fixtures = try Self.load()
        var compared = 0, unsatisfiable = 0
        for fixture in fixtures.cases {
            let variables = (0..<fixture.variables).map { Variable("v\($0)") }
            let constraints = try fixture.constraints.map { spec in
                let terms = spec.terms.map { Term(variable: variables[Int($0[0])], coefficient: $0[1]) }
                return Constraint(LinearExpression(terms, constant: spec.constant), try relation(spec.op),
                                  strength: Strength(spec.strength))
            }
            var solver = Solver()
            for (index, step) in fixture.steps.enumerated() {
                let context = "\(fixture.name) step \(index) (\(step.op))"
                let error = thrown {
                    switch step.op {
                    case "add": try solver.addConstraint(constraints[step.constraint!])
                    case "remove": try solver.removeConstraint(constraints[step.constraint!])
                    case "addEdit": try solver.addEditVariable(variables[step.variable!], strength: Strength(step.strength!))
                    case "suggest": try solver.suggestValue(step.value!, for: variables[step.variable!])
                    case "removeEdit": try solver.removeEditVariable(variables[step.variable!])
                    default: Issue.record("unknown step \(step.op) in \(context)")
                    }
                }
                if step.unsatisfiable == true {
                    let failing = constraints[step.constraint!]
                    let conflicts = try #require(error?.unsatisfiable, "\(context): kiwi found it unsatisfiable").conflicts
                    expectMinimalConflict(conflicts, failing: failing, among: solver.constraints)
                    unsatisfiable += 1
                    continue
                }
                #expect(error == nil, "\(context): \(String(describing: error))")
                for constraint in solver.constraints where constraint.strength.isRequired {
                    #expect(holds(constraint, in: solver), "\(context): \(constraint)")
                }
                guard let expected = step.expect else { continue }
                let values = variables.map { solver.value(of: $0) }
                for (variable, (mine, kiwis)) in zip(variables, zip(values, expected)) {
                    #expect(isClose(mine, kiwis), "\(context): \(variable) is \(mine), kiwi says \(kiwis)")
                }
                compared += 1
            }
        }
        #expect(compared > 500)
        #expect(unsatisfiable > 20)
    }
}
