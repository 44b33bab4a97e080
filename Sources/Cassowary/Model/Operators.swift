// Arithmetic that builds linear expressions, and relations that build constraints.
//
// Relations are generic over `LinearExpressionConvertible`, so `x == y` between two variables
// resolves to `Equatable`'s Bool in a Bool context and to a `Constraint` where a constraint is
// expected, and is never ambiguous: the concrete Bool operator wins ties.

/// A value that can stand on either side of a constraint: a variable, a term, an expression or
/// a number.
public protocol LinearExpressionConvertible {
    var linearExpression: LinearExpression { get }
}

extension Variable: LinearExpressionConvertible {
    public var linearExpression: LinearExpression { LinearExpression(self) }
}

extension Term: LinearExpressionConvertible {
    public var linearExpression: LinearExpression { LinearExpression(self) }
}

extension LinearExpression: LinearExpressionConvertible {
    public var linearExpression: LinearExpression { self }
}

extension Double: LinearExpressionConvertible {
    public var linearExpression: LinearExpression { LinearExpression(constant: self) }
}

// MARK: - Relations

/// `lhs == rhs` as a required constraint.
public func == <L: LinearExpressionConvertible, R: LinearExpressionConvertible>(lhs: L, rhs: R) -> Constraint {
    Constraint(lhs.linearExpression, .equal, rhs.linearExpression)
}
/// `lhs == constant` as a required constraint.
public func == <L: LinearExpressionConvertible>(lhs: L, rhs: Double) -> Constraint {
    Constraint(lhs.linearExpression, .equal, LinearExpression(constant: rhs))
}
/// `constant == rhs` as a required constraint.
public func == <R: LinearExpressionConvertible>(lhs: Double, rhs: R) -> Constraint {
    Constraint(LinearExpression(constant: lhs), .equal, rhs.linearExpression)
}
/// `lhs <= rhs` as a required constraint.
public func <= <L: LinearExpressionConvertible, R: LinearExpressionConvertible>(lhs: L, rhs: R) -> Constraint {
    Constraint(lhs.linearExpression, .lessThanOrEqual, rhs.linearExpression)
}
/// `lhs <= constant` as a required constraint.
public func <= <L: LinearExpressionConvertible>(lhs: L, rhs: Double) -> Constraint {
    Constraint(lhs.linearExpression, .lessThanOrEqual, LinearExpression(constant: rhs))
}
/// `constant <= rhs` as a required constraint.
public func <= <R: LinearExpressionConvertible>(lhs: Double, rhs: R) -> Constraint {
    Constraint(LinearExpression(constant: lhs), .lessThanOrEqual, rhs.linearExpression)
}
/// `lhs >= rhs` as a required constraint.
public func >= <L: LinearExpressionConvertible, R: LinearExpressionConvertible>(lhs: L, rhs: R) -> Constraint {
    Constraint(lhs.linearExpression, .greaterThanOrEqual, rhs.linearExpression)
}
/// `lhs >= constant` as a required constraint.
public func >= <L: LinearExpressionConvertible>(lhs: L, rhs: Double) -> Constraint {
    Constraint(lhs.linearExpression, .greaterThanOrEqual, LinearExpression(constant: rhs))
}
/// `constant >= rhs` as a required constraint.
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
public func + <L: LinearExpressionConvertible, R: LinearExpressionConvertible>(lhs: L, rhs: R) -> LinearExpression {
    sum(lhs.linearExpression, rhs.linearExpression, sign: 1)
}
/// `a + 8`
public func + <L: LinearExpressionConvertible>(lhs: L, rhs: Double) -> LinearExpression {
    sum(lhs.linearExpression, LinearExpression(constant: rhs), sign: 1)
}
/// `8 + a`
public func + <R: LinearExpressionConvertible>(lhs: Double, rhs: R) -> LinearExpression {
    sum(LinearExpression(constant: lhs), rhs.linearExpression, sign: 1)
}
/// `a - b`
public func - <L: LinearExpressionConvertible, R: LinearExpressionConvertible>(lhs: L, rhs: R) -> LinearExpression {
    sum(lhs.linearExpression, rhs.linearExpression, sign: -1)
}
/// `a - 8`
public func - <L: LinearExpressionConvertible>(lhs: L, rhs: Double) -> LinearExpression {
    sum(lhs.linearExpression, LinearExpression(constant: rhs), sign: -1)
}
/// `8 - a`
public func - <R: LinearExpressionConvertible>(lhs: Double, rhs: R) -> LinearExpression {
    sum(LinearExpression(constant: lhs), rhs.linearExpression, sign: -1)
}
/// `-a`
public prefix func - <T: LinearExpressionConvertible>(operand: T) -> LinearExpression {
    scaled(operand.linearExpression, -1)
}
/// `2 * w`
public func * (lhs: Double, rhs: Variable) -> Term { Term(variable: rhs, coefficient: lhs) }
/// `w * 2`
public func * (lhs: Variable, rhs: Double) -> Term { Term(variable: lhs, coefficient: rhs) }
/// `2 * (3 * w)`
public func * (lhs: Double, rhs: Term) -> Term { Term(variable: rhs.variable, coefficient: lhs * rhs.coefficient) }
/// `(3 * w) * 2`
public func * (lhs: Term, rhs: Double) -> Term { Term(variable: lhs.variable, coefficient: lhs.coefficient * rhs) }
/// `0.5 * (a + b)`
public func * (lhs: Double, rhs: LinearExpression) -> LinearExpression { scaled(rhs, lhs) }
/// `(a + b) * 0.5`
public func * (lhs: LinearExpression, rhs: Double) -> LinearExpression { scaled(lhs, rhs) }
/// `w / 2`
public func / (lhs: Variable, rhs: Double) -> Term { Term(variable: lhs, coefficient: 1 / rhs) }
/// `(3 * w) / 2`
public func / (lhs: Term, rhs: Double) -> Term { Term(variable: lhs.variable, coefficient: lhs.coefficient / rhs) }
/// `(a + b) / 2`
public func / (lhs: LinearExpression, rhs: Double) -> LinearExpression { scaled(lhs, 1 / rhs) }
