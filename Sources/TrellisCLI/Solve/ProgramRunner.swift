import Cassowary

/// Why a parsed constraint file could not be solved.
enum SolveFailure: Error, Sendable {
    /// The required constraint on `line` cannot hold with the required constraints on
    /// `conflictLines` (a minimal set, ascending; empty when it can never hold on its own).
    case unsatisfiable(line: Int, conflictLines: [Int], constraint: Constraint)
    /// Any other error the solver raised for the statement on `line`.
    case solver(line: Int, SolverError)
}

/// Runs a ``ConstraintProgram`` through a fresh ``Solver``, statement by statement in file
/// order, and reads every declared variable's value.
///
/// ```swift
/// let program = try ConstraintProgram.parse("var x\nx >= 10\nx == 0 @weak\n")
/// let values = try ProgramRunner.run(program)   // [(x, 10)]
/// ```
enum ProgramRunner {
    /// - Throws: ``SolveFailure/unsatisfiable(line:conflictLines:constraint:)`` with the
    ///   solver's minimal conflicting set mapped back to line numbers.
    static func run(_ program: ConstraintProgram) throws(SolveFailure) -> [(variable: Variable, value: Double)] {
        var solver = Solver()
        var lineOfConstraint: [ObjectIdentifier: Int] = [:]
        for statement in program.statements {
            do throws(SolverError) {
                switch statement.kind {
                case .constraint(let constraint):
                    try solver.addConstraint(constraint)
                    lineOfConstraint[ObjectIdentifier(constraint)] = statement.line
                case .edit(let variable, let strength):
                    try solver.addEditVariable(variable, strength: strength)
                case .suggest(let variable, let value):
                    try solver.suggestValue(variable, value)
                }
            } catch {
                if case .unsatisfiableConstraint(let constraint, let conflicts) = error {
                    let lines = conflicts.compactMap { lineOfConstraint[ObjectIdentifier($0)] }
                    throw .unsatisfiable(line: statement.line, conflictLines: Array(Set(lines)).sorted(),
                                         constraint: constraint)
                }
                throw .solver(line: statement.line, error)
            }
        }
        return program.variables.map { ($0, solver.value(of: $0)) }
    }
}
