import Testing
import TrellisTestSupport
@testable import Cassowary

/// `LinearExpression.reduce` (sorted by swaps, the merge skipped when nothing merges) against
/// the plain insertion sort and merge it replaces, on random term lists with repeated
/// variables, zeros and signed zeros.
@Suite struct ReduceTests {
    private static func reference(_ input: [Term]) -> [Term] {
        var terms = input
        for index in 1..<max(1, terms.count) {
            let term = terms[index]
            var position = index
            while position > 0 && terms[position - 1].variable.id > term.variable.id {
                terms[position] = terms[position - 1]
                position -= 1
            }
            terms[position] = term
        }
        var kept = 0
        for index in terms.indices {
            let term = terms[index]
            if kept > 0 && terms[kept - 1].variable == term.variable {
                terms[kept - 1].coefficient += term.coefficient
                if terms[kept - 1].coefficient == 0 { kept -= 1 }
            } else if term.coefficient != 0 {
                terms[kept] = term
                kept += 1
            }
        }
        return Array(terms[..<kept])
    }

    @Test func matchesThePlainSortAndMerge() {
        var random = SplitMix64(seed: 3)
        let variables = (0..<8).map { Variable("a longer name than fifteen bytes \($0)") }
        for _ in 0..<5_000 {
            let terms = (0..<random.int(0...7)).map { _ in
                Term(variable: random.pick(variables),
                     coefficient: random.chance(0.1) ? random.pick([0.0, -0.0]) : Double(random.int(-4...4)) / 2)
            }
            var reduced = terms
            LinearExpression.reduce(&reduced)
            let expected = Self.reference(terms)
            #expect(reduced.map(\.variable) == expected.map(\.variable))
            #expect(reduced.map(\.coefficient.bitPattern) == expected.map(\.coefficient.bitPattern))
        }
    }
}
