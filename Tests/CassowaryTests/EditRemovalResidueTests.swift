import Testing
@testable import Cassowary

/// Removing an edit variable must not leave a rounding residue of its weight in the objective.
/// Found by Trellis's fitting property test (a 1e9 frame edit removed from a copy of a solved
/// tableau): the objective held `999999999.9999998 * e-` for the edit's negative error, the
/// removal took 1e9 back out, and the `-2.3e-7` left over looked like an unbounded direction
/// once no 1e9-scale weight remained to compare it with ("internal solver error: the
/// objective is unbounded").
@Suite struct EditRemovalResidueTests {
    /// The state the property test reached, set up directly: the edit's negative error is
    /// nonbasic and its objective weight is one ulp short of the strength.
    @Test func aWeightOneULPShortCancels() throws {
        let h = Variable("height"), ch = Variable("child.height")
        let strength = Strength(1_000_000_000)
        var solver = Solver()
        try solver.addEditVariable(h, strength: strength)
        try solver.addConstraint(ch == 0.75 * h)
        let edit = try #require(solver.edits[h])
        let other = try #require(solver.records[ObjectIdentifier(edit.constraint)]?.tag.other)
        #expect(!solver.tableau.isBasic(other))
        let short = strength.value.nextDown
        #expect(short < strength.value)   // 999999999.9999999: the rounding the removal must absorb
        solver.tableau.objective.set(other, short, isDummy: false)
        try solver.removeEditVariable(h)
        #expect(!solver.hasEditVariable(h))
        #expect(solver.tableau.objective.coefficient(of: other) == 0)
    }

    /// A real weight left beside the removed one survives: weak (1) next to a 1e9 edit is
    /// 1e-9 of it, far above the cancellation tolerance.
    @Test func aWeakWeightBesideTheRemovedOneStays() throws {
        let x = Variable("x")
        var solver = Solver()
        try solver.addEditVariable(x, strength: Strength(1_000_000_000))
        try solver.suggestValue(10, for: x)
        let weak = (x == 4) | .weak
        try solver.addConstraint(weak)
        try solver.removeEditVariable(x)
        #expect(abs(solver.value(of: x) - 4) < 1e-9)
    }
}
