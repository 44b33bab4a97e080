/// A variable times a coefficient: the building block of a ``LinearExpression``.
///
/// ```swift
/// let term = 2 * Variable("w")   // Term(variable: w, coefficient: 2)
/// ```
public struct Term: Hashable, Sendable, CustomStringConvertible {
    /// The variable.
    ///
    /// ```swift
    /// (2 * width).variable   // width
    /// ```
    public var variable: Variable
    /// What the variable is multiplied by.
    ///
    /// ```swift
    /// (2 * width).coefficient   // 2
    /// ```
    public var coefficient: Double

    /// `coefficient * variable`.
    ///
    /// ```swift
    /// let term = Term(variable: width, coefficient: 0.5)
    /// ```
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
