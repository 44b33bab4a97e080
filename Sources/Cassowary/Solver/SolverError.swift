/// Everything ``Solver`` can throw. After any of these the solver is exactly as it was before
/// the call: the same tableau, the same values, the same later behaviour.
///
/// ```swift
/// do {
///     try solver.addConstraint(width >= 500)
/// } catch .unsatisfiableConstraint(let constraint, let conflicts) {
///     print(constraint, "conflicts with", conflicts)
/// } catch {
///     print(error)
/// }
/// ```
public enum SolverError: Error, Sendable, CustomStringConvertible {
    /// The required constraint cannot hold together with the required constraints already
    /// added. `conflicts` is a minimal set of those: every member is necessary, and dropping any
    /// one of them (or the new constraint) makes the rest satisfiable. Empty when the
    /// constraint cannot hold on its own (`0 == 1`).
    case unsatisfiableConstraint(Constraint, conflicts: [Constraint])
    /// This constraint object was already added.
    case duplicateConstraint(Constraint)
    /// This constraint object was never added (or was removed).
    case unknownConstraint(Constraint)
    /// The variable is already an edit variable.
    case duplicateEditVariable(Variable)
    /// The variable is not an edit variable.
    case unknownEditVariable(Variable)
    /// Edit variables must be weaker than required: a required edit could make every later
    /// suggestion unsatisfiable.
    case requiredEditStrength(Variable)
    /// A NaN or infinite number was passed in; nothing was changed.
    case nonFiniteNumber(NonFiniteNumber)
    /// The solver's arithmetic overflowed to infinity during the call (numbers beyond double
    /// precision); the call was undone.
    case overflow(NumericOverflow)
    /// A term's coefficient is so small (below 1e-8, the solver's zero tolerance, and not a
    /// rounding residue) that the solver would have dropped it silently: scale the constraint
    /// (`1e-9 * x == 1` is `x == 1e9`).
    case negligibleCoefficient(Term, Constraint)
    /// An invariant of the simplex tableau broke (a bug, or numbers beyond double precision).
    case internalError(String)

    /// A readable message naming the constraint or variable involved.
    public var description: String {
        switch self {
        case let .unsatisfiableConstraint(constraint, conflicts):
            if conflicts.isEmpty { return "unsatisfiable constraint: \(constraint) can never hold" }
            let list = conflicts.map { "  \($0)" }.joined(separator: "\n")
            return "unsatisfiable constraint: \(constraint)\nconflicts with:\n\(list)"
        case let .duplicateConstraint(constraint): return "duplicate constraint: \(constraint)"
        case let .unknownConstraint(constraint): return "unknown constraint: \(constraint)"
        case let .duplicateEditVariable(variable): return "duplicate edit variable: \(variable)"
        case let .unknownEditVariable(variable): return "unknown edit variable: \(variable)"
        case let .requiredEditStrength(variable): return "edit variable \(variable) cannot be required"
        case let .nonFiniteNumber(number): return "non-finite number: \(number)"
        case let .overflow(overflow): return "numeric overflow while \(overflow); the solver is unchanged"
        case let .negligibleCoefficient(term, constraint):
            return "coefficient \(term.coefficient) of \(term.variable) in \(constraint) is below the solver's tolerance 1e-8; scale the constraint"
        case let .internalError(message): return "internal solver error: \(message)"
        }
    }
}

/// Where a rejected NaN or infinity was found.
public struct NonFiniteNumber: Sendable, CustomStringConvertible {
    /// The argument that held the number.
    public enum Place: Sendable {
        /// The coefficient of a variable in a constraint.
        case coefficient(Variable, Constraint)
        /// The constant of a constraint.
        case constant(Constraint)
        /// The strength of a constraint.
        case strength(Constraint)
        /// The strength given for an edit variable.
        case editStrength(Variable)
        /// A value suggested for an edit variable.
        case suggestedValue(Variable)
    }

    /// Where the number was.
    public let place: Place
    /// The NaN or infinity itself.
    public let value: Double

    /// `coefficient nan of width in …`.
    public var description: String {
        switch place {
        case let .coefficient(variable, constraint): return "coefficient \(value) of \(variable) in \(constraint)"
        case let .constant(constraint): return "constant \(value) in \(constraint)"
        case let .strength(constraint): return "strength \(value) of \(constraint)"
        case let .editStrength(variable): return "strength \(value) for edit variable \(variable)"
        case let .suggestedValue(variable): return "value \(value) suggested for \(variable)"
        }
    }
}
