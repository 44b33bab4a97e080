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
///
/// Before the scratch solver, a system of difference constraints (most required layout
/// constraints) is decided on its constraint graph (`DifferenceGraph`): linear in the chain,
/// where the scratch solver's build is quadratic. A negative cycle is the conflict; an add the
/// graph shows feasible goes straight to the unbudgeted run; anything else (another shape of
/// constraint, a cycle within the tolerance) takes the scratch solver as before.
extension Solver {
    /// Phase-one pivots on an indexed tableau before a required add is screened.
    static let phaseOnePivotBudget = 16

    /// After phase one ran out of pivots (and was rolled back): the add fails with the
    /// required subsystem's conflict, or runs again without a budget.
    @inline(never)
    mutating func screenAndInsert(_ constraint: Constraint, constant: Double, isEdit: Bool) throws(SolverError) {
        switch differenceVerdict(constraint, constant: constant) {
        case .conflict(let conflicts):
            throw .unsatisfiableConstraint(constraint, conflicts: conflicts)
        case .feasible:
            break
        case .undecided:
            if let conflicts = requiredSubsystemConflict(constraint, constant: constant) {
                throw .unsatisfiableConstraint(constraint, conflicts: conflicts)
            }
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

    /// What the constraint graph says of `constraint` (at `constant`) with the required
    /// constraints connected to it, all difference constraints; undecided when one is not.
    /// A conflict names the original constraint objects, in the order they were added.
    /// - Complexity: O(E log V) over the connected constraints (see `DifferenceGraph`).
    func differenceVerdict(_ constraint: Constraint, constant: Double) -> RequiredVerdict {
        guard let added = DifferenceEdges(constraint, constant: constant) else { return .undecided }
        let connected = connectedRequiredRecords(to: constraint)
        var system: [DifferenceEdges] = []
        system.reserveCapacity(connected.count)
        for record in connected {
            guard var edges = DifferenceEdges(record.constraint, constant: record.constant) else { return .undecided }
            // Read here, not through a closure that captures the solver (one copy per call).
            edges.xValue = value(of: edges.x)
            if let y = edges.y { edges.yValue = value(of: y) }
            system.append(edges)
        }
        let graph = DifferenceGraph(system)
        switch graph.verdict(adding: added) {
        case .conflict(let members): return .conflict(members.map { connected[$0].constraint })
        case .feasible: return .feasible
        case .undecided: return .undecided
        }
    }
}

/// Whether a required add can hold with the required constraints connected to it.
enum RequiredVerdict {
    /// It cannot: a minimal conflict set, in the order its members were added.
    case conflict([Constraint])
    /// It can, with room to spare: the tableau's own phase one will find how.
    case feasible
    /// Not known here.
    case undecided
}
