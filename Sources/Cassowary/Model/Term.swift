/// A variable times a coefficient: the building block of a ``LinearExpression``.
public struct Term: Hashable, Sendable, CustomStringConvertible {
    /// The variable.
    public var variable: Variable
    /// What the variable is multiplied by.
    public var coefficient: Double

    /// `coefficient * variable`.
    public init(variable: Variable, coefficient: Double = 1) {
        self.variable = variable
        self.coefficient = coefficient
    }

    /// `width` or `0.5 * width`.
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
