import Testing
@testable import Cassowary

/// Issue 13: conflicts read from the tableau's certificate, minimal by the independence check.
@Suite struct ConflictCertificateTests {
    @Test func independenceOfRows() {
        let x = Variable("x"), y = Variable("y")
        #expect(ConflictCertificate.rowsAreIndependent([x >= 0, y >= x + 1, y <= 0]))
        // The same row twice (as two objects), or a row that is a multiple of another.
        #expect(!ConflictCertificate.rowsAreIndependent([x >= 0, x >= 0, x <= -1]))
        #expect(!ConflictCertificate.rowsAreIndependent([x + y >= 2, 2 * x + 2 * y <= 4, x + y <= 2]))
    }

    /// A failing add at the end of a long chain: the whole chain is the conflict, found from
    /// the certificate (the additive search needs a quadratic number of adds), and
    /// checked minimal by deletion at a size where that check is affordable.
    @Test(arguments: [60, 150])
    func longChain(length: Int) throws {
        let chain = (0...length).map { Variable("c\($0)") }
        var solver = Solver()
        var links = [chain[0] == 0]
        for i in 1...length { links.append(chain[i] >= chain[i - 1] + 1) }
        for link in links { try solver.addConstraint(link) }
        let failing = chain[length] <= Double(length) - 1
        let error = try #require(thrown { try solver.addConstraint(failing) })
        let conflicts = try #require(error.unsatisfiable).conflicts
        #expect(conflicts.map(ObjectIdentifier.init) == links.map(ObjectIdentifier.init))
        if length <= 60 { expectMinimalConflict(conflicts, failing: failing, among: links) }
    }

    /// Workload (i)'s shape: the chain also has a required cap on every variable (connected to
    /// the failing add, in no conflict) and a weak target per variable. The certificate of the
    /// failed phase one also names the new constraint's own slack; it must be left out, or the
    /// certificate is unusable and the search falls back to the connected constraints.
    /// The state after the failure is the state before it.
    @Test(arguments: [2, 25, 80])
    func chainWithCapsAndWeakTargets(length: Int) throws {
        let x = (0..<length).map { Variable("x\($0)") }
        var solver = Solver()
        var links: [Constraint] = []
        var caps: [Constraint] = []
        for i in 0..<length {
            let link = i == 0 ? x[0] == 0 : x[i] >= x[i - 1] + 1
            links.append(link)
            caps.append(x[i] <= Double(2 * length))
            try solver.addConstraint(link)
            try solver.addConstraint(caps[i])
            try solver.addConstraint((x[i] == Double(i)) | .weak)
        }
        let before = x.map { solver.value(of: $0) }
        let failing = x[length - 1] <= Double(length - 2)
        let error = try #require(thrown { try solver.addConstraint(failing) })
        let conflicts = try #require(error.unsatisfiable).conflicts
        #expect(conflicts.map(ObjectIdentifier.init) == links.map(ObjectIdentifier.init))
        #expect(x.map { solver.value(of: $0) } == before)
        #expect(!solver.hasConstraint(failing))
        if length <= 25 { expectMinimalConflict(conflicts, failing: failing, among: links + caps) }
    }
}
