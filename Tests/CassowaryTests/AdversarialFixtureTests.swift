import Foundation
import Testing
@testable import Cassowary

/// Issue 13's adversarial workloads against kiwisolver: `Fixtures/kiwi_adversarial.json`
/// (written by `scripts/solver/kiwi_fixtures.py` through `adversarial.py`) holds kiwi's
/// checksums for the systems that the benchmark workloads (f) and (i) build.
@Suite struct AdversarialFixtureTests {
    struct Fixtures: Decodable {
        let generated: String
        let kiwisolver: String
        let cases: [Case]
    }

    struct Case: Decodable {
        let workload: String
        let count: Int
        let checksum: Double
        let unsatisfiable: Bool?
    }

    static func load() throws -> Fixtures {
        let url = try #require(Bundle.module.url(forResource: "kiwi_adversarial", withExtension: "json",
                                                 subdirectory: "Fixtures"))
        return try JSONDecoder().decode(Fixtures.self, from: Data(contentsOf: url))
    }

    @Test func header() throws {
        let fixtures = try Self.load()
        #expect(fixtures.generated.hasPrefix("GENERATED FILE"))
        #expect(fixtures.kiwisolver.hasPrefix("1.5."))
        #expect(fixtures.cases.contains { $0.workload == "f equality chain" && $0.count == 10000 })
    }

    @Test func equalityChainMatchesKiwi() throws {
        for fixture in try Self.load().cases where fixture.workload == "f equality chain" {
            var solver = Solver()
            let x = (0..<fixture.count).map { Variable("x\($0)") }
            try solver.addConstraint(x[0] == 0)
            for i in 1..<fixture.count { try solver.addConstraint(x[i] == x[i - 1] + 1) }
            let sum = x.reduce(0) { $0 + solver.value(of: $1) }
            #expect(sum == fixture.checksum, "N=\(fixture.count)")
        }
    }

    /// N=100 only: the larger size's phase one is still quadratic (issue 13, open).
    @Test func failingAddMatchesKiwi() throws {
        for fixture in try Self.load().cases where fixture.workload == "i failing add" && fixture.count <= 100 {
            var solver = Solver()
            let x = (0..<fixture.count).map { Variable("x\($0)") }
            var required: [Constraint] = []
            for i in 0..<fixture.count {
                let link = i == 0 ? x[0] == 0 : x[i] >= x[i - 1] + 10
                required.append(link)
                try solver.addConstraint(link)
                try solver.addConstraint((x[i] == Double(i) * 10 * 1.5) | .weak)
            }
            let failing = x[fixture.count - 1] <= 0
            let error = thrown { try solver.addConstraint(failing) }
            #expect(fixture.unsatisfiable == true)
            let conflicts = try #require(error?.unsatisfiable).conflicts
            // x[N-1] >= 10 (N-1) needs x0 == 0 and every link: dropping one frees x[N-1] down to 0.
            #expect(Set(conflicts.map(ObjectIdentifier.init)) == Set(required.map(ObjectIdentifier.init)))
            let sum = x.reduce(0) { $0 + solver.value(of: $1) }
            #expect(abs(sum - fixture.checksum) <= 1e-9 * fixture.checksum, "N=\(fixture.count)")
        }
    }
}
