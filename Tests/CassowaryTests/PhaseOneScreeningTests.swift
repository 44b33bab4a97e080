import Testing
import TrellisTestSupport
@testable import Cassowary

/// Screening a required add whose phase one runs long (`Solver+Screening.swift`): the solver
/// that screens must give exactly what the solver without screening gives (the same values,
/// bit for bit, after an add that holds; the same minimal conflict and an unchanged state
/// after one that cannot), on chains long enough that phase one crosses its pivot budget.
@Suite struct PhaseOneScreeningTests {
    /// Workload (b)'s chain with weak targets, plus a few random soft pulls: `x0 == 0`,
    /// `x[i] >= x[i-1] + 10`, `x[i] == 15 i` weak. Returns the links, `x0 == 0` first.
    private static func chain(_ x: [Variable], random: inout SplitMix64, into solvers: inout [Solver]) throws -> [Constraint] {
        var links: [Constraint] = []
        var order: [Constraint] = []
        for i in 0..<x.count {
            links.append(i == 0 ? x[0] == 0 : x[i] >= x[i - 1] + 10)
            order.append(links[i])
            order.append((x[i] == 15 * Double(i)) | .weak)
            if random.chance(0.1) { order.append((x[i] == Double(random.int(0...(20 * x.count)))) | .medium) }
        }
        for index in solvers.indices {
            for constraint in order { try solvers[index].addConstraint(constraint) }
        }
        return links
    }

    private static func values(_ solver: Solver, _ x: [Variable]) -> [UInt64] {
        x.map { solver.value(of: $0).bitPattern }
    }

    @Test(arguments: 0..<12)
    func screenedAddsMatchUnscreened(seed: Int) throws {
        var random = SplitMix64(seed: UInt64(0x5C2EE7 + seed))
        let count = random.int(60...160)
        let x = (0..<count).map { Variable("x\($0)") }
        var solvers = [Solver(), Solver(explainsConflicts: true, screensPhaseOne: false)]
        let links = try Self.chain(x, random: &random, into: &solvers)
        #expect(Self.values(solvers[0], x) == Self.values(solvers[1], x))
        for _ in 0..<6 {
            // `x[k] <= c` holds when c >= 10 k (the links' least value); the weak targets put
            // x[k] at 15 k or more, so every such add goes through phase one, down the chain.
            let k = random.int((count / 2)...(count - 1))
            let bound = Double(10 * k + random.int(-3 * k...3 * k))
            let added = x[k] <= bound
            let before = Self.values(solvers[0], x)
            var outcomes: [SolverError?] = []
            for index in solvers.indices {
                outcomes.append(thrown { try solvers[index].addConstraint(added) })
            }
            if bound >= Double(10 * k) {
                #expect(outcomes[0] == nil && outcomes[1] == nil)
                #expect(Self.values(solvers[0], x) == Self.values(solvers[1], x))
                for index in solvers.indices { try solvers[index].removeConstraint(added) }
            } else {
                // The only conflict: x0 == 0 and links 1...k, each necessary.
                let expected = Set(links[0...k].map(ObjectIdentifier.init))
                for (index, outcome) in outcomes.enumerated() {
                    let (named, conflicts) = try #require(outcome?.unsatisfiable)
                    #expect(named === added)
                    #expect(Set(conflicts.map(ObjectIdentifier.init)) == expected)
                    #expect(conflicts.count == k + 1)
                    #expect(Self.values(solvers[index], x) == before, "a failed add leaves the values as they were")
                    #expect(!solvers[index].hasConstraint(added))
                }
            }
            #expect(Self.values(solvers[0], x) == Self.values(solvers[1], x))
        }
        // The screened solver keeps working after the screenings: a link removed and re-added.
        let middle = links[count / 2]
        for index in solvers.indices {
            try solvers[index].removeConstraint(middle)
            try solvers[index].addConstraint(middle)
        }
        #expect(Self.values(solvers[0], x) == Self.values(solvers[1], x))
    }

    /// A constraint whose constant was updated is screened at the constant in force, and the
    /// conflict names the original constraint object.
    @Test func screeningUsesConstantsInForce() throws {
        let count = 80
        let x = (0..<count).map { Variable("x\($0)") }
        var random = SplitMix64(seed: 7)
        var solvers = [Solver(), Solver(explainsConflicts: true, screensPhaseOne: false)]
        let links = try Self.chain(x, random: &random, into: &solvers)
        // Link 5 now needs x5 >= x4 + 30: x[k] <= 10 k + 15 no longer holds for k >= 5.
        for index in solvers.indices { try solvers[index].updateConstant(of: links[5], to: -30) }
        let k = 70
        let added = x[k] <= Double(10 * k + 15)
        for index in solvers.indices {
            let error = try #require(thrown { try solvers[index].addConstraint(added) })
            let (_, conflicts) = try #require(error.unsatisfiable)
            #expect(Set(conflicts.map(ObjectIdentifier.init)) == Set(links[0...k].map(ObjectIdentifier.init)))
        }
        let fits = x[k] <= Double(10 * k + 20)
        for index in solvers.indices { try solvers[index].addConstraint(fits) }
        #expect(Self.values(solvers[0], x) == Self.values(solvers[1], x))
    }
}
