/// A call whose arithmetic overflowed to infinity (numbers near `Double.greatestFiniteMagnitude`
/// multiplied together while solving). The call was undone: the solver is as it was before it.
public struct NumericOverflow: Sendable, CustomStringConvertible {
    /// The call that overflowed.
    public enum Call: Sendable {
        /// ``Solver/addConstraint(_:)``.
        case addConstraint(Constraint)
        /// ``Solver/removeConstraint(_:)``.
        case removeConstraint(Constraint)
        /// ``Solver/addEditVariable(_:strength:)``.
        case addEditVariable(Variable)
        /// ``Solver/removeEditVariable(_:)``.
        case removeEditVariable(Variable)
        /// ``Solver/suggestValue(_:for:)`` with this value.
        case suggestValue(Variable, Double)
        /// ``Solver/updateConstant(of:to:)`` with this constant.
        case updateConstant(Constraint, Double)
    }

    /// The call that was undone.
    public let call: Call

    /// `adding x - 1e300 == 0 @required` and so on.
    public var description: String {
        switch call {
        case let .addConstraint(constraint): return "adding \(constraint)"
        case let .removeConstraint(constraint): return "removing \(constraint)"
        case let .addEditVariable(variable): return "making \(variable) an edit variable"
        case let .removeEditVariable(variable): return "removing edit variable \(variable)"
        case let .suggestValue(variable, value): return "suggesting \(value) for \(variable)"
        case let .updateConstant(constraint, constant): return "updating the constant of \(constraint) to \(constant)"
        }
    }
}
