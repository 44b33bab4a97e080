import Cassowary

/// Why a parsed constraint file could not be solved.
enum SolveFailure: Error, Sendable {
    /// The required constraint on `line` cannot hold with the required constraints on
    /// `conflictLines` (a minimal set, ascending; empty when it can never hold on its own).
    case unsatisfiable(line: Int, conflictLines: [Int], constraint: Constraint)
    /// Any other error the solver raised for the statement on `line`.
    case solver(line: Int, SolverError)
    /// The solved value of `variable` is infinite or not a number: the coefficients are so
    /// large that the solver's arithmetic overflowed.
    case nonFinite(variable: Variable, value: Double)
    /// The time limit (seconds) ran out after the statement on `line` (of `statements`).
    case timeLimit(seconds: Double, line: Int, statement: Int, statements: Int)
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
    ///   ``SolveFailure/nonFinite(variable:value:)`` for a value that is not finite, and
    ///   ``SolveFailure/timeLimit(seconds:line:statement:statements:)`` when the clock, read
    ///   after every statement, passes `timeLimit` seconds.
    static func run(_ program: ConstraintProgram,
                    timeLimit: Double = SolveLimits.defaultTimeLimit) throws(SolveFailure) -> [(variable: Variable, value: Double)] {
        var solver = Solver()
        var lineOfConstraint: [ObjectIdentifier: Int] = [:]
        let clock = ContinuousClock(), start = clock.now, budget = Duration.milliseconds(Int64(timeLimit * 1000))
        for (index, statement) in program.statements.enumerated() {
            if index > 0, clock.now - start > budget {
                throw .timeLimit(seconds: timeLimit, line: program.statements[index - 1].line, statement: index,
                                 statements: program.statements.count)
            }
            do throws(SolverError) {
                switch statement.kind {
                case .constraint(let constraint):
                    try solver.addConstraint(constraint)
                    lineOfConstraint[ObjectIdentifier(constraint)] = statement.line
                case .edit(let variable, let strength):
                    try solver.addEditVariable(variable, strength: strength)
                case .suggest(let variable, let value):
                    try solver.suggestValue(value, for: variable)
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
        let values = program.variables.map { ($0, solver.value(of: $0)) }
        if let (variable, value) = values.first(where: { !$0.1.isFinite }) { throw .nonFinite(variable: variable, value: value) }
        return values
    }
}
