/// Screening a required add whose phase one runs long (issue 13, workload i).
///
/// A required constraint that no subject can take goes through phase one: an artificial
/// variable is minimised over the whole tableau. When the add cannot hold, every pivot of that
/// search is thrown away, and on a chain it pivots once per link over rows as long as the chain
/// (O(N³) for a failing add to an N-link chain). Whether the add can hold depends only on the
/// required constraints (soft ones and edits always can, through their errors), and only on
/// those connected to it through shared variables. So after `phaseOnePivotBudget` pivots the
/// add is rolled back and decided on a scratch solver that holds just those constraints at
/// their constants in force: there the same add fails at once (the chain's rows hold only
/// slacks, no pivot can lower the artificial variable) and its conflict set, minimal among
/// the same candidates, is reported. When the scratch solver accepts the add, the add runs
/// again on the tableau without a budget, so its result (and kiwi's pivots) are as before.
extension Solver {
    /// Phase-one pivots on an indexed tableau before a required add is screened.
    static let phaseOnePivotBudget = 16

    /// After phase one ran out of pivots (and was rolled back): the add fails with the
    /// required subsystem's conflict, or runs again without a budget.
    @inline(never)
    mutating func screenAndInsert(_ constraint: Constraint, constant: Double, isEdit: Bool) throws(SolverError) {
        if let conflicts = requiredSubsystemConflict(constraint, constant: constant) {
            throw .unsatisfiableConstraint(constraint, conflicts: conflicts)
        }
        screensPhaseOne = false
        defer { screensPhaseOne = true }
        try insert(constraint, constant: constant, isEdit: isEdit)
    }

    /// A minimal conflict set of `constraint` (at `constant`) with the required constraints
    /// connected to it, when they cannot hold together; nil when they can (or when the
    /// scratch solver cannot judge: then the tableau decides).
    /// - Complexity: adding the connected required constraints to a fresh solver.
    func requiredSubsystemConflict(_ constraint: Constraint, constant: Double) -> [Constraint]? {
        var scratch = Solver(explainsConflicts: true, usesDefinitions: usesDefinitions, screensPhaseOne: false)
        var originals: [ObjectIdentifier: Constraint] = [:]
        for record in connectedRequiredRecords(to: constraint) {
            let held = Solver.held(record.constraint, at: record.constant)
            if held !== record.constraint { originals[ObjectIdentifier(held)] = record.constraint }
            do {
                try scratch.addConstraint(held)
            } catch {
                return nil
            }
        }
        do {
            try scratch.addConstraint(Solver.held(constraint, at: constant))
            return nil
        } catch {
            guard case .unsatisfiableConstraint(_, let conflicts) = error else { return nil }
            return conflicts.map { originals[ObjectIdentifier($0)] ?? $0 }
        }
    }
}
