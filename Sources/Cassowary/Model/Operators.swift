// Arithmetic that builds linear expressions, and relations that build constraints.
//
// Relations are generic over `LinearExpressionConvertible`, so `x == y` between two variables
// resolves to `Equatable`'s Bool in a Bool context and to a `Constraint` where a constraint is
// expected, and is never ambiguous: the concrete Bool operator wins ties.

/// A value that can stand on either side of a constraint: a variable, a term, an expression or
/// a number.
public protocol LinearExpressionConvertible {
    /// The value as a linear expression.
    var linearExpression: LinearExpression { get }

    /// Appends this value's terms, each times `factor`, to `terms` and returns its constant
    /// times `factor`. The operators build expressions and constraints through this, so
    /// `x + y == z + 8` allocates one term array, not one per operand. The default goes
    /// through ``linearExpression``.
    ///
    /// ```swift
    /// var terms: [Term] = []
    /// let constant = (x + 8).appendTerms(to: &terms, times: -1)   // terms [-1 * x], constant -8
    /// ```
    func appendTerms(to terms: inout [Term], times factor: Double) -> Double
}

extension LinearExpressionConvertible {
    /// Appends the terms of ``linearExpression`` times `factor`; returns its constant times `factor`.
    ///
    /// ```swift
    /// var terms: [Term] = []
    /// _ = value.appendTerms(to: &terms, times: 1)
    /// ```
    public func appendTerms(to terms: inout [Term], times factor: Double) -> Double {
        linearExpression.appendTerms(to: &terms, times: factor)
    }
}

extension Variable: LinearExpressionConvertible {
    /// `1 * self`.
    public var linearExpression: LinearExpression { LinearExpression(self) }

    /// Appends `factor * self`; the constant is 0.
    ///
    /// ```swift
    /// var terms: [Term] = []
    /// _ = width.appendTerms(to: &terms, times: 2)   // [2 * width]
    /// ```
    public func appendTerms(to terms: inout [Term], times factor: Double) -> Double {
        terms.append(Term(variable: self, coefficient: factor))
        return 0
    }
}

extension Term: LinearExpressionConvertible {
    /// The term alone.
    public var linearExpression: LinearExpression { LinearExpression(self) }

    /// Appends the term times `factor`; the constant is 0.
    ///
    /// ```swift
    /// var terms: [Term] = []
    /// _ = (3 * width).appendTerms(to: &terms, times: -1)   // [-3 * width]
    /// ```
    public func appendTerms(to terms: inout [Term], times factor: Double) -> Double {
        terms.append(Term(variable: variable, coefficient: coefficient * factor))
        return 0
    }
}

extension LinearExpression: LinearExpressionConvertible {
    /// The expression itself.
    public var linearExpression: LinearExpression { self }

    /// Appends every term times `factor`; returns the constant times `factor`.
    ///
    /// ```swift
    /// var terms: [Term] = []
    /// let constant = (x + y + 8).appendTerms(to: &terms, times: 1)   // [x, y], 8
    /// ```
    public func appendTerms(to terms: inout [Term], times factor: Double) -> Double {
        if factor == 1 {
            terms.append(contentsOf: self.terms)
        } else {
            for term in self.terms { terms.append(Term(variable: term.variable, coefficient: term.coefficient * factor)) }
        }
        return constant * factor
    }
}

extension Double: LinearExpressionConvertible {
    /// The number as a constant expression.
    public var linearExpression: LinearExpression { LinearExpression(constant: self) }

    /// Appends nothing; returns the number times `factor`.
    ///
    /// ```swift
    /// var terms: [Term] = []
    /// (8.0).appendTerms(to: &terms, times: -1)   // -8, terms still empty
    /// ```
    public func appendTerms(to terms: inout [Term], times factor: Double) -> Double {
        self * factor
    }
}

// MARK: - Relations

/// `lhs == rhs` as a required constraint.
public func == <L: LinearExpressionConvertible, R: LinearExpressionConvertible>(lhs: L, rhs: R) -> Constraint {
    Constraint(lhs, .equal, rhs)
}
/// `lhs == constant` as a required constraint.
public func == <L: LinearExpressionConvertible>(lhs: L, rhs: Double) -> Constraint {
    Constraint(lhs, .equal, rhs)
}
/// `constant == rhs` as a required constraint.
public func == <R: LinearExpressionConvertible>(lhs: Double, rhs: R) -> Constraint {
    Constraint(lhs, .equal, rhs)
}
/// `lhs <= rhs` as a required constraint.
public func <= <L: LinearExpressionConvertible, R: LinearExpressionConvertible>(lhs: L, rhs: R) -> Constraint {
    Constraint(lhs, .lessThanOrEqual, rhs)
}
/// `lhs <= constant` as a required constraint.
public func <= <L: LinearExpressionConvertible>(lhs: L, rhs: Double) -> Constraint {
    Constraint(lhs, .lessThanOrEqual, rhs)
}
/// `constant <= rhs` as a required constraint.
public func <= <R: LinearExpressionConvertible>(lhs: Double, rhs: R) -> Constraint {
    Constraint(lhs, .lessThanOrEqual, rhs)
}
/// `lhs >= rhs` as a required constraint.
public func >= <L: LinearExpressionConvertible, R: LinearExpressionConvertible>(lhs: L, rhs: R) -> Constraint {
    Constraint(lhs, .greaterThanOrEqual, rhs)
}
/// `lhs >= constant` as a required constraint.
public func >= <L: LinearExpressionConvertible>(lhs: L, rhs: Double) -> Constraint {
    Constraint(lhs, .greaterThanOrEqual, rhs)
}
/// `constant >= rhs` as a required constraint.
public func >= <R: LinearExpressionConvertible>(lhs: Double, rhs: R) -> Constraint {
    Constraint(lhs, .greaterThanOrEqual, rhs)
}

// MARK: - Arithmetic

/// `lhs + sign * rhs` in one new term array.
private func sum<L: LinearExpressionConvertible, R: LinearExpressionConvertible>(_ lhs: L, _ rhs: R, sign: Double)
    -> LinearExpression
{
    var terms: [Term] = []
    terms.reserveCapacity(4)
    let constant = lhs.appendTerms(to: &terms, times: 1) + rhs.appendTerms(to: &terms, times: sign)
    return LinearExpression(terms, constant: constant)
}

/// `lhs + sign * constant`: an expression's own terms are shared, not copied.
private func offset<L: LinearExpressionConvertible>(_ lhs: L, by constant: Double) -> LinearExpression {
    var expression = lhs.linearExpression
    expression.constant += constant
    return expression
}

private func scaled(_ expression: LinearExpression, _ factor: Double) -> LinearExpression {
    LinearExpression(expression.terms.map { Term(variable: $0.variable, coefficient: $0.coefficient * factor) },
                     constant: expression.constant * factor)
}

/// `a + b` for any two of variable, term and expression.
public func + <L: LinearExpressionConvertible, R: LinearExpressionConvertible>(lhs: L, rhs: R) -> LinearExpression {
    sum(lhs, rhs, sign: 1)
}
/// `a + 8`
public func + <L: LinearExpressionConvertible>(lhs: L, rhs: Double) -> LinearExpression {
    offset(lhs, by: rhs)
}
/// `8 + a`
public func + <R: LinearExpressionConvertible>(lhs: Double, rhs: R) -> LinearExpression {
    offset(rhs, by: lhs)
}
/// `a - b`
public func - <L: LinearExpressionConvertible, R: LinearExpressionConvertible>(lhs: L, rhs: R) -> LinearExpression {
    sum(lhs, rhs, sign: -1)
}
/// `a - 8`
public func - <L: LinearExpressionConvertible>(lhs: L, rhs: Double) -> LinearExpression {
    offset(lhs, by: -rhs)
}
/// `8 - a`
public func - <R: LinearExpressionConvertible>(lhs: Double, rhs: R) -> LinearExpression {
    sum(lhs, rhs, sign: -1)
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
