extension Solver {
    /// A minimal set of the required constraints in the solver that, together with
    /// `constraint` held at `constant`, cannot hold: every member is necessary.
    ///
    /// Runs only after an add or update has failed. Candidates are the required constraints
    /// connected to the new one through shared variables; members are found one at a time by
    /// adding candidates in order to a scratch solver that already holds the new constraint
    /// and the members found so far (the first candidate whose add fails is a member), until
    /// those alone conflict (Junker's additive method: the result is minimal by construction).
    ///
    /// With a `certificate` (the markers of the tableau's Farkas proof when the add failed),
    /// the candidates are first the constraints it names: when their rows, constants included,
    /// are linearly independent, the certificate is a vertex of the alternative polyhedron and
    /// its support is irreducible (Gleeson and Ryan, "Identifying minimally infeasible
    /// subsystems of inequalities", ORSA J. Computing 2(1), 1990), so it is returned as it is,
    /// at the cost of one sparse elimination. Otherwise the search below runs over those
    /// candidates only (or over the connected ones when the certificate is unusable).
    func minimalConflict(with constraint: Constraint, constant: Double, certificate: [Symbol]? = nil) -> [Constraint] {
        let failing = Solver.held(constraint, at: constant)
        var scratch = Solver(explainsConflicts: false)
        if (try? scratch.addConstraint(failing)) == nil { return [] }

        if let certificate, let named = certifiedRecords(certificate) {
            let effective = named.map { Solver.held($0.constraint, at: $0.constant) }
            if ConflictCertificate.rowsAreIndependent(effective + [failing]) { return named.map(\.constraint) }
            let found = additiveSearch(failing, candidates: named)
            if !found.isEmpty { return found }
        }
        return additiveSearch(failing, candidates: connectedRequiredRecords(to: constraint))
    }

    /// The required records whose markers the certificate names, in the order they were
    /// added; nil when it names something else (a soft or edit constraint's symbol).
    private func certifiedRecords(_ certificate: [Symbol]) -> [ConstraintRecord]? {
        var byMarker: [Symbol: ConstraintRecord] = [:]
        for record in records.values where !record.isEdit && record.constraint.strength.isRequired {
            byMarker[record.tag.marker] = record
        }
        var named: [ConstraintRecord] = []
        for symbol in certificate {
            guard let record = byMarker[symbol] else { return nil }
            named.append(record)
        }
        return named.sorted { $0.sequence < $1.sequence }
    }

    /// Junker's additive method over `candidates` (see `minimalConflict`).
    private func additiveSearch(_ failing: Constraint, candidates: [ConstraintRecord]) -> [Constraint] {
        let effective = candidates.map { Solver.held($0.constraint, at: $0.constant) }
        var members: [Int] = []
        var isMember = [Bool](repeating: false, count: candidates.count)
        search: while true {
            var trial = Solver(explainsConflicts: false)
            _ = try? trial.addConstraint(failing)
            for member in members where (try? trial.addConstraint(effective[member])) == nil { break search }
            var found = false
            for index in candidates.indices where !isMember[index] {
                if (try? trial.addConstraint(effective[index])) == nil {
                    members.append(index)
                    isMember[index] = true
                    found = true
                    break
                }
            }
            if !found { break }
        }
        // Minimal without a deletion pass: each member was the first candidate, in order, whose
        // add failed after the new constraint and the earlier members; so every later member
        // precedes it, and the set without it lies inside a set that was satisfiable.
        let needed = members.sorted()
        return needed.map { candidates[$0].constraint }
    }

    static func held(_ constraint: Constraint, at constant: Double) -> Constraint {
        if constant == constraint.expression.constant { return constraint }
        return Constraint(LinearExpression(constraint.expression.terms, constant: constant),
                          constraint.relation, strength: constraint.strength)
    }

}
