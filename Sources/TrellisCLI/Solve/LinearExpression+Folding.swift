import Cassowary

/// The arithmetic the constraint-file parser folds expressions with: sums, negation and
/// scaling by constants. (A product of two expressions with variables is not linear and is
/// rejected by the parser before it gets here.)
///
/// ```swift
/// var e = LinearExpression(x).scaled(by: 2)
/// e.add(LinearExpression(constant: 1))   // 2x + 1
/// ```
extension LinearExpression {
    /// Whether no variable is left once like terms are merged (`x - x + 3` is constant).
    var isConstant: Bool { reduced().terms.isEmpty }

    /// Whether every coefficient and the constant are finite.
    var isFinite: Bool { constant.isFinite && terms.allSatisfy { $0.coefficient.isFinite } }

    /// Adds `other` in place (appending its terms), so a sum of n terms costs O(n), not O(n²).
    mutating func add(_ other: LinearExpression, times factor: Double = 1) {
        terms.reserveCapacity(terms.count + other.terms.count)
        for term in other.terms { terms.append(Term(variable: term.variable, coefficient: term.coefficient * factor)) }
        constant += other.constant * factor
    }

    func scaled(by factor: Double) -> LinearExpression {
        LinearExpression(terms.map { Term(variable: $0.variable, coefficient: $0.coefficient * factor) },
                         constant: constant * factor)
    }
}
