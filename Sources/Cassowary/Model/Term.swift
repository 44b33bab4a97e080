/// A variable times a coefficient: the building block of a ``LinearExpression``.
///
/// ```swift
/// let term = 2 * Variable("w")   // Term(variable: w, coefficient: 2)
/// ```
public struct Term: Hashable, Sendable, CustomStringConvertible {
    public var variable: Variable
    public var coefficient: Double

    public init(variable: Variable, coefficient: Double = 1) {
        self.variable = variable
        self.coefficient = coefficient
    }

    public var description: String {
        coefficient == 1 ? variable.description : "\(formatNumber(coefficient)) * \(variable)"
    }
}

/// Prints a number without a trailing `.0` for integral values: `10`, `-2.5`, `1e+20`.
func formatNumber(_ value: Double) -> String {
    if value.isFinite, value == value.rounded(), abs(value) < 1e15 {
        return String(Int64(value))
    }
    return "\(value)"
}
