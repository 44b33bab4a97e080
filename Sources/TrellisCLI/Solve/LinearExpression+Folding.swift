import Cassowary

/// The arithmetic the constraint-file parser folds expressions with: sums, negation and
/// scaling by constants. (A product of two expressions with variables is not linear and is
/// rejected by the parser before it gets here.)
///
/// ```swift
/// let e = LinearExpression(x).scaled(by: 2).plus(LinearExpression(constant: 1))   // 2x + 1
/// ```
extension LinearExpression {
    /// Whether no variable is left once like terms are merged (`x - x + 3` is constant).
    var isConstant: Bool { reduced().terms.isEmpty }

    /// Whether every coefficient and the constant are finite.
    var isFinite: Bool { constant.isFinite && terms.allSatisfy { $0.coefficient.isFinite } }

    func plus(_ other: LinearExpression) -> LinearExpression {
        LinearExpression(terms + other.terms, constant: constant + other.constant)
    }

    func minus(_ other: LinearExpression) -> LinearExpression {
        plus(other.scaled(by: -1))
    }

    func scaled(by factor: Double) -> LinearExpression {
        LinearExpression(terms.map { Term(variable: $0.variable, coefficient: $0.coefficient * factor) },
                         constant: constant * factor)
    }
}
