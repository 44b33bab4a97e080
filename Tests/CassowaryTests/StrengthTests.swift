import Testing
import TrellisTestSupport
@testable import Cassowary

/// Strengths: kiwi's composition and clipping, literals, ordering, descriptions, and how
/// weights trade off in the solver.
@Suite struct StrengthTests {
    /// kiwi's `strength::create`, written out independently of the solver.
    private func kiwiCreate(_ a: Double, _ b: Double, _ c: Double, _ w: Double) -> Double {
        var result = 0.0
        result += max(0.0, min(1000.0, a * w)) * 1_000_000.0
        result += max(0.0, min(1000.0, b * w)) * 1000.0
        result += max(0.0, min(1000.0, c * w))
        return result
    }

    @Test func predefinedStrengths() {
        #expect(Strength.required.value == 1_001_001_000)
        #expect(Strength.strong.value == 1_000_000)
        #expect(Strength.medium.value == 1000)
        #expect(Strength.weak.value == 1)
        #expect(Strength.required.isRequired)
        #expect(!Strength.strong.isRequired)
        #expect(!Strength(1_001_000_999).isRequired)
        #expect(Strength(strong: 1000, medium: 1000, weak: 1000) == .required)
    }

    @Test func compositionMatchesKiwi() {
        #expect(Strength(strong: 1, medium: 2, weak: 3, weight: 2).value == 2_004_006)
        #expect(Strength(strong: 0, medium: 1, weak: 0, weight: 1.25).value == 1250)
        #expect(Strength(strong: 0.5, medium: 0.5, weak: 0.5, weight: 0.001).value == kiwiCreate(0.5, 0.5, 0.5, 0.001))
        // Each part is clipped to 0...1000 after weighting.
        #expect(Strength(strong: 2000, medium: 0, weak: 0).value == 1_000_000_000)
        #expect(Strength(strong: -1, medium: 5000, weak: 1e9).value == 1_001_000)
        #expect(Strength(strong: 600, medium: 600, weak: 600, weight: 2).isRequired)
        #expect(Strength(strong: 1, medium: 1, weak: 1, weight: -5).value == 0)
        var random = SplitMix64(seed: 7)
        for _ in 0..<500 {
            let a = random.double(-10...1500), b = random.double(-10...1500), c = random.double(-10...1500)
            let w = random.pick([1, 0.5, 2, random.double(0...3)])
            #expect(Strength(strong: a, medium: b, weak: c, weight: w).value == kiwiCreate(a, b, c, w))
        }
    }

    @Test func rawValuesAreClippedToRequired() {
        #expect(Strength(5).value == 5)
        #expect(Strength(-3).value == 0)
        #expect(Strength(2e9).value == Strength.required.value)
        #expect(Strength(2e9).isRequired)
        let float: Strength = 2.5
        let integer: Strength = 7
        #expect(float.value == 2.5)
        #expect(integer.value == 7)
        let negative: Strength = -1
        #expect(negative.value == 0)
    }

    @Test func nonFiniteNumbersAreKeptForTheSolverToReject() {
        #expect(Strength(.nan).value.isNaN)
        #expect(Strength(.infinity).value == .infinity)
        #expect(Strength(-.infinity).value == -.infinity)
        #expect(Strength(strong: .nan, medium: 0, weak: 0).value.isNaN)
        #expect(!Strength(strong: .infinity, medium: 0, weak: 0).value.isFinite)
        #expect(!Strength(strong: 1, medium: 1, weak: 1, weight: .infinity).value.isFinite)
    }

    @Test func ordering() {
        #expect(Strength.weak < .medium)
        #expect(Strength.medium < .strong)
        #expect(Strength.strong < .required)
        #expect(!(Strength.required < .required))
        let sorted = [Strength.required, .weak, 2.5, .strong, .medium].sorted()
        #expect(sorted.map(\.value) == [1, 2.5, 1000, 1_000_000, 1_001_001_000])
        #expect(Set([Strength.weak, Strength(1), Strength.medium]).count == 2)
    }

    @Test func descriptions() {
        #expect(Strength.required.description == "required")
        #expect(Strength.strong.description == "strong")
        #expect(Strength.medium.description == "medium")
        #expect(Strength.weak.description == "weak")
        #expect(Strength(2.5).description == "2.5")
        #expect(Strength(strong: 0, medium: 1, weak: 0, weight: 1.25).description == "1250")
        #expect(Strength(2e9).description == "required")
    }

    @Test func strongerWins() throws {
        let x = Variable("x")
        var solver = Solver()
        try solver.addConstraints([(x == 1) | .weak, (x == 2) | .medium, (x == 3) | .strong])
        #expect(solver.value(of: x) == 3)
        try solver.addConstraint(x <= 2.5)
        #expect(solver.value(of: x) == 2.5)
    }

    /// Weights add up, as in kiwi: 999 weak units lose to one medium, 1001 weak constraints win.
    @Test func weightsAddUpAcrossLevels() throws {
        let x = Variable("x")
        var solver = Solver()
        try solver.addConstraint((x == 10) | .medium)
        try solver.addConstraint((x == 0) | Strength(strong: 0, medium: 0, weak: 999))
        #expect(solver.value(of: x) == 10)

        var many = Solver()
        try many.addConstraint((x == 10) | .medium)
        for _ in 0..<1001 { try many.addConstraint((x == 0) | .weak) }
        #expect(many.value(of: x) == 0)
    }

    /// A strength clipped below required stays soft: it gives way to a required constraint.
    @Test func clippedCompositeIsStillSoft() throws {
        let x = Variable("x")
        var solver = Solver()
        let huge = (x == 50) | Strength(strong: 5000, medium: 0, weak: 0)
        #expect(huge.strength.value == 1e9)
        try solver.addConstraint(huge)
        try solver.addConstraint(x <= 20)
        #expect(solver.value(of: x) == 20)
        #expect(solver.violation(of: huge) == 30)
    }

    /// Fractional weights: 0.5 weak against 0.25 weak.
    @Test func fractionalWeights() throws {
        let x = Variable("x")
        var solver = Solver()
        try solver.addConstraint((x == 4) | Strength(0.25))
        try solver.addConstraint((x == 8) | Strength(0.5))
        #expect(solver.value(of: x) == 8)
    }
}
