import Cassowary

/// The engine's solver calls that it expects to succeed. None swallows an error: a failure is
/// an assertion in debug builds when only an engine bug can cause it, and a diagnostic in
/// every build (``ConstraintDiagnostic/Kind/solverFailure``), with the solver unchanged by the
/// failed call (its calls are atomic).
extension LayoutEngine {
    /// Runs a solver call that fails only if the engine has a bug (removing a constraint it
    /// installed): debug builds stop at the failure; release builds record it on the
    /// constraint's first item and go on. `stopsInDebug: false` is for the test of the
    /// release path.
    @discardableResult
    func expectSuccess(_ action: String, _ lc: LayoutConstraint, stopsInDebug: Bool = true,
                       _ call: (inout Solver) throws(SolverError) -> Void) -> Bool {
        do throws(SolverError) {
            try call(&solver)
            return true
        } catch {
            if stopsInDebug { assertionFailure("LayoutEngine: \(action) \(lc): \(error)") }
            lc.firstItem?.record(ConstraintDiagnostic(
                kind: .solverFailure, location: lc.location,
                message: "\(lc): the solver failed \(action) it (\(error)); layout goes on without that change"))
            return false
        }
    }

    /// Runs a solver call the engine makes on its own behalf (frame edits, origin pins,
    /// content and guide constraints, fitting solvers), on any solver the closure names.
    /// A failure the user's numbers can cause (overflow from huge sizes, a negligible
    /// coefficient) is recorded on the scope; any other failure is an engine bug and also
    /// stops debug builds. The same message is recorded once, not on every layout pass.
    /// - Returns: whether the call succeeded.
    @discardableResult
    func solverCall(_ action: @autoclosure () -> String, stopsInDebug: Bool = true,
                    fileID: String = #fileID, line: UInt = #line,
                    _ call: () throws(SolverError) -> Void) -> Bool {
        do throws(SolverError) {
            try call()
            return true
        } catch {
            let description = action()
            if stopsInDebug && !error.isCausedByValues {
                assertionFailure("LayoutEngine: \(description): \(error)")
            }
            let message = "\(scope.displayName): the solver failed \(description) (\(error)); layout goes on without that change"
            if scope.constraintDiagnostics.last?.message != message {
                scope.record(ConstraintDiagnostic(kind: .solverFailure,
                                                  location: SourceLocation(fileID: fileID, line: line),
                                                  message: message))
            }
            return false
        }
    }
}

extension SolverError {
    /// Whether the failure comes from the numbers involved rather than from the order of calls:
    /// an overflow, a non-finite number or a negligible coefficient can reach the engine from
    /// user-supplied sizes; everything else it asks the solver is consistent by construction.
    var isCausedByValues: Bool {
        switch self {
        case .overflow, .nonFiniteNumber, .negligibleCoefficient: true
        default: false
        }
    }
}
