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
}
