// Arithmetic that builds linear expressions, and relations that build constraints.
//
// Relations are generic over `LinearExpressionConvertible`, so `x == y` between two variables
// resolves to `Equatable`'s Bool in a Bool context and to a `Constraint` where a constraint is
// expected, and is never ambiguous: the concrete Bool operator wins ties.

/// A value that can stand on either side of a constraint: a variable, a term, an expression or
/// a number.
///
/// ```swift
/// func pinned<T: LinearExpressionConvertible>(_ value: T) -> Constraint { value == 0 }
/// ```
public protocol LinearExpressionConvertible {
    /// The value as a linear expression.
    var linearExpression: LinearExpression { get }
}

extension Variable: LinearExpressionConvertible {
    /// `1 * self`.
    public var linearExpression: LinearExpression { LinearExpression(self) }
}

extension Term: LinearExpressionConvertible {
    /// The term alone.
    public var linearExpression: LinearExpression { LinearExpression(self) }
}

extension LinearExpression: LinearExpressionConvertible {
    /// The expression itself.
    public var linearExpression: LinearExpression { self }
}

extension Double: LinearExpressionConvertible {
    /// The number as a constant expression.
    public var linearExpression: LinearExpression { LinearExpression(constant: self) }
}

// MARK: - Relations

/// `lhs == rhs` as a required constraint.
///
/// ```swift
/// let c = right == left + width
/// ```
public func == <L: LinearExpressionConvertible, R: LinearExpressionConvertible>(lhs: L, rhs: R) -> Constraint {
    Constraint(lhs.linearExpression, .equal, rhs.linearExpression)
}
/// `lhs == constant` as a required constraint.
///
/// ```swift
/// let c = width == 100
/// ```
public func == <L: LinearExpressionConvertible>(lhs: L, rhs: Double) -> Constraint {
    Constraint(lhs.linearExpression, .equal, LinearExpression(constant: rhs))
}
/// `constant == rhs` as a required constraint.
///
/// ```swift
/// let c = 100 == width
/// ```
public func == <R: LinearExpressionConvertible>(lhs: Double, rhs: R) -> Constraint {
    Constraint(LinearExpression(constant: lhs), .equal, rhs.linearExpression)
}
/// `lhs <= rhs` as a required constraint.
///
/// ```swift
/// let c = left + width <= right
/// ```
public func <= <L: LinearExpressionConvertible, R: LinearExpressionConvertible>(lhs: L, rhs: R) -> Constraint {
    Constraint(lhs.linearExpression, .lessThanOrEqual, rhs.linearExpression)
}
/// `lhs <= constant` as a required constraint.
///
/// ```swift
/// let c = height <= 100
/// ```
public func <= <L: LinearExpressionConvertible>(lhs: L, rhs: Double) -> Constraint {
    Constraint(lhs.linearExpression, .lessThanOrEqual, LinearExpression(constant: rhs))
}
/// `constant <= rhs` as a required constraint.
///
/// ```swift
/// let c = 30 <= height
/// ```
public func <= <R: LinearExpressionConvertible>(lhs: Double, rhs: R) -> Constraint {
    Constraint(LinearExpression(constant: lhs), .lessThanOrEqual, rhs.linearExpression)
}
/// `lhs >= rhs` as a required constraint.
///
/// ```swift
/// let c = right >= left + 10
/// ```
public func >= <L: LinearExpressionConvertible, R: LinearExpressionConvertible>(lhs: L, rhs: R) -> Constraint {
    Constraint(lhs.linearExpression, .greaterThanOrEqual, rhs.linearExpression)
}
/// `lhs >= constant` as a required constraint.
///
/// ```swift
/// let c = height >= 30
/// ```
public func >= <L: LinearExpressionConvertible>(lhs: L, rhs: Double) -> Constraint {
    Constraint(lhs.linearExpression, .greaterThanOrEqual, LinearExpression(constant: rhs))
}
/// `constant >= rhs` as a required constraint.
///
/// ```swift
/// let c = 100 >= height
/// ```
public func >= <R: LinearExpressionConvertible>(lhs: Double, rhs: R) -> Constraint {
    Constraint(LinearExpression(constant: lhs), .greaterThanOrEqual, rhs.linearExpression)
}

// MARK: - Arithmetic

private func sum(_ lhs: LinearExpression, _ rhs: LinearExpression, sign: Double) -> LinearExpression {
    var terms: [Term] = []
    terms.reserveCapacity(lhs.terms.count + rhs.terms.count)
    terms.append(contentsOf: lhs.terms)
    for term in rhs.terms {
        terms.append(Term(variable: term.variable, coefficient: sign * term.coefficient))
    }
    return LinearExpression(terms, constant: lhs.constant + sign * rhs.constant)
}

private func scaled(_ expression: LinearExpression, _ factor: Double) -> LinearExpression {
    LinearExpression(expression.terms.map { Term(variable: $0.variable, coefficient: $0.coefficient * factor) },
                     constant: expression.constant * factor)
}

/// `a + b` for any two of variable, term and expression.
///
/// ```swift
/// let right = left + width
/// ```
public func + <L: LinearExpressionConvertible, R: LinearExpressionConvertible>(lhs: L, rhs: R) -> LinearExpression {
    sum(lhs.linearExpression, rhs.linearExpression, sign: 1)
}
/// `a + 8`
///
/// ```swift
/// let inset = left + 8
/// ```
public func + <L: LinearExpressionConvertible>(lhs: L, rhs: Double) -> LinearExpression {
    sum(lhs.linearExpression, LinearExpression(constant: rhs), sign: 1)
}
/// `8 + a`
///
/// ```swift
/// let inset = 8 + left
/// ```
public func + <R: LinearExpressionConvertible>(lhs: Double, rhs: R) -> LinearExpression {
    sum(LinearExpression(constant: lhs), rhs.linearExpression, sign: 1)
}
/// `a - b`
///
/// ```swift
/// let width = right - left
/// ```
public func - <L: LinearExpressionConvertible, R: LinearExpressionConvertible>(lhs: L, rhs: R) -> LinearExpression {
    sum(lhs.linearExpression, rhs.linearExpression, sign: -1)
}
/// `a - 8`
///
/// ```swift
/// let inset = right - 8
/// ```
public func - <L: LinearExpressionConvertible>(lhs: L, rhs: Double) -> LinearExpression {
    sum(lhs.linearExpression, LinearExpression(constant: rhs), sign: -1)
}
/// `8 - a`
///
/// ```swift
/// let remaining = 375 - width
/// ```
public func - <R: LinearExpressionConvertible>(lhs: Double, rhs: R) -> LinearExpression {
    sum(LinearExpression(constant: lhs), rhs.linearExpression, sign: -1)
}
/// `-a`
///
/// ```swift
/// let negated = -left
/// ```
public prefix func - <T: LinearExpressionConvertible>(operand: T) -> LinearExpression {
    scaled(operand.linearExpression, -1)
}
/// `2 * w`
///
/// ```swift
/// let c = 2 * width == height
/// ```
public func * (lhs: Double, rhs: Variable) -> Term { Term(variable: rhs, coefficient: lhs) }
/// `w * 2`
///
/// ```swift
/// let c = width * 2 == height
/// ```
public func * (lhs: Variable, rhs: Double) -> Term { Term(variable: lhs, coefficient: rhs) }
/// `2 * (3 * w)`
///
/// ```swift
/// let term = 2 * (3 * width)   // 6 * width
/// ```
public func * (lhs: Double, rhs: Term) -> Term { Term(variable: rhs.variable, coefficient: lhs * rhs.coefficient) }
/// `(3 * w) * 2`
///
/// ```swift
/// let term = (3 * width) * 2   // 6 * width
/// ```
public func * (lhs: Term, rhs: Double) -> Term { Term(variable: lhs.variable, coefficient: lhs.coefficient * rhs) }
/// `0.5 * (a + b)`
///
/// ```swift
/// let midpoint = 0.5 * (left + right)
/// ```
public func * (lhs: Double, rhs: LinearExpression) -> LinearExpression { scaled(rhs, lhs) }
/// `(a + b) * 0.5`
///
/// ```swift
/// let midpoint = (left + right) * 0.5
/// ```
public func * (lhs: LinearExpression, rhs: Double) -> LinearExpression { scaled(lhs, rhs) }
/// `w / 2`
///
/// ```swift
/// let half = width / 2
/// ```
public func / (lhs: Variable, rhs: Double) -> Term { Term(variable: lhs, coefficient: 1 / rhs) }
/// `(3 * w) / 2`
///
/// ```swift
/// let term = (3 * width) / 2   // 1.5 * width
/// ```
public func / (lhs: Term, rhs: Double) -> Term { Term(variable: lhs.variable, coefficient: lhs.coefficient / rhs) }
/// `(a + b) / 2`
///
/// ```swift
/// let midpoint = (left + right) / 2
/// ```
public func / (lhs: LinearExpression, rhs: Double) -> LinearExpression { scaled(lhs, 1 / rhs) }
