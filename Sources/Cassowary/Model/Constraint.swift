/// How the two sides of a constraint relate.
public enum Relation: String, Hashable, Sendable, CustomStringConvertible {
    case lessThanOrEqual = "<="
    case equal = "=="
    case greaterThanOrEqual = ">="

    /// `<=`, `==` or `>=`.
    public var description: String { rawValue }
}

/// A linear relation `expression <op> 0` with a strength. Identity matters: the solver adds,
/// finds and removes this object, so keep the instance you added.
///
/// ```swift
/// let left = Variable("left"), width = Variable("width"), right = Variable("right")
/// let c = right == left + width                   // required
/// let soft = (width == 80).strength(.weak)
/// var solver = Solver()
/// try solver.addConstraints([c, soft, left == 10])
/// solver.value(of: right)   // 90
/// ```
public final class Constraint: Sendable, CustomStringConvertible {
    /// `lhs - rhs`, reduced: one term per variable in creation order, zeros dropped.
    public let expression: LinearExpression
    /// How the expression relates to 0.
    public let relation: Relation
    /// How much the constraint matters.
    public let strength: Strength

    /// Creates `expression <relation> 0`.
    public init(_ expression: consuming LinearExpression, _ relation: Relation, strength: Strength = .required) {
        // Reduced in place: an expression built for this call is not copied.
        if !expression.isReduced { LinearExpression.reduce(&expression.terms) }
        self.expression = expression
        self.relation = relation
        self.strength = strength
    }

    /// Creates `lhs <relation> rhs`, stored as `lhs - rhs <relation> 0`.
    public convenience init(_ lhs: some LinearExpressionConvertible, _ relation: Relation,
                            _ rhs: some LinearExpressionConvertible, strength: Strength = .required) {
        var terms: [Term] = []
        terms.reserveCapacity(4)
        let constant = lhs.appendTerms(to: &terms, times: 1) + rhs.appendTerms(to: &terms, times: -1)
        LinearExpression.reduce(&terms)
        self.init(reduced: LinearExpression(terms, constant: constant), relation, strength: strength)
    }

    private init(reduced expression: LinearExpression, _ relation: Relation, strength: Strength) {
        self.expression = expression
        self.relation = relation
        self.strength = strength
    }

    /// A new constraint with the same relation and another strength.
    public func strength(_ strength: Strength) -> Constraint {
        Constraint(reduced: expression, relation, strength: strength)
    }

    /// The variables this constraint mentions, in creation order.
    public var variables: [Variable] { expression.terms.map(\.variable) }

    /// `x + 10 - y <= 0 @required`
    public var description: String {
        "\(expression) \(relation) 0 @\(strength)"
    }
}

/// A new constraint with another strength, as kiwi's Python binding writes it.
public func | (constraint: Constraint, strength: Strength) -> Constraint {
    constraint.strength(strength)
}
