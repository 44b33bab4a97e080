extension Solver {
    /// Builds the constraint's row, picks a subject and enters it into the tableau (through
    /// phase one when no subject exists), then re-optimises. Atomic: a failure restores the
    /// tableau and forgets the variables this call introduced.
    mutating func insert(_ constraint: Constraint, constant: Double, isEdit: Bool = false) throws(SolverError) {
        var newVariables: [Variable] = []
        tableau.beginJournal()
        let (row, tag, markerCoefficient, errors) = makeRow(constraint, constant: constant, newVariables: &newVariables)
        var subject = chooseSubject(row, tag)
        if subject == nil && row.cells.allSatisfy({ tableau.kinds[$0.symbol] == .dummy }) {
            if !nearZero(row.constant) {
                rollBack(forgetting: newVariables)
                throw unsatisfiable(constraint, constant: constant)
            }
            subject = tag.marker
        }
        var artificial = -1
        if let subject {
            tableau.commitJournal()
            addErrors(errors)
            var row = row
            row.solve(for: subject)
            tableau.substitute(subject, row)
            tableau.insertRow(row, basic: subject)
        } else {
            addErrors(errors)
            var satisfiable = false
            var failure: Tableau.Failure?
            do throws(Tableau.Failure) {
                let outcome = try tableau.addWithArtificialVariable(row)
                artificial = outcome.artificial
                satisfiable = outcome.satisfiable
                if satisfiable { try tableau.optimize() }
            } catch {
                failure = error
            }
            if let failure {
                rollBack(forgetting: newVariables)
                throw .internalError(failure.message)
            }
            guard satisfiable else {
                rollBack(forgetting: newVariables)
                throw unsatisfiable(constraint, constant: constant)
            }
            tableau.commitJournal()
            tableau.recycle(artificial)
        }
        records[ObjectIdentifier(constraint)] = ConstraintRecord(
            constraint: constraint, tag: tag, sequence: nextSequence, constant: constant,
            markerCoefficient: markerCoefficient, isEdit: isEdit)
        nextSequence += 1
        if artificial < 0 {
            do {
                try tableau.optimize()
            } catch {
                throw .internalError(error.message)
            }
        }
    }

    private mutating func rollBack(forgetting newVariables: [Variable]) {
        tableau.rollbackJournal()
        for variable in newVariables {
            if let symbol = symbols[variable] {
                symbols[variable] = nil
                variablesBySymbol[symbol] = nil
            }
        }
    }

    private mutating func addErrors(_ errors: [(symbol: Int, strength: Double)]) {
        for (symbol, strength) in errors {
            let old = tableau.objective.coefficient(of: symbol)
            tableau.journal?.noteObjective(symbol, old)
            tableau.objective.set(symbol, old + strength, isDummy: false)
        }
    }

    /// The symbol of a variable, made on first use (first use fixes the id order, as in kiwi).
    private mutating func symbol(for variable: Variable, newVariables: inout [Variable]) -> Int {
        if let symbol = symbols[variable] { return symbol }
        let symbol = tableau.makeSymbol(.external)
        symbols[variable] = symbol
        variablesBySymbol[symbol] = variable
        newVariables.append(variable)
        return symbol
    }

    /// kiwi's `createRow`: the constraint in terms of parametric symbols, with its slack,
    /// error or dummy symbols; sign-reversed so the constant is non-negative. Error symbols and
    /// their weights are returned, to be entered in the objective once the add is committed.
    private mutating func makeRow(_ constraint: Constraint, constant: Double, newVariables: inout [Variable])
        -> (Row, Tag, Double, [(symbol: Int, strength: Double)])
    {
        var row = Row(constant: constant)
        for term in constraint.expression.terms where !nearZero(term.coefficient) {
            let symbol = symbol(for: term.variable, newVariables: &newVariables)
            if tableau.isBasic[symbol] {
                row.insert(tableau.rows[symbol], times: term.coefficient)
            } else {
                row.insert(symbol, term.coefficient)
            }
        }
        let strength = constraint.strength.value
        let isRequired = constraint.strength.isRequired
        var tag = Tag(marker: -1, other: -1)
        var markerCoefficient = 1.0
        var errors: [(symbol: Int, strength: Double)] = []
        switch constraint.relation {
        case .lessThanOrEqual, .greaterThanOrEqual:
            let coefficient = constraint.relation == .lessThanOrEqual ? 1.0 : -1.0
            let slack = tableau.makeSymbol(.slack)
            tag.marker = slack
            markerCoefficient = coefficient
            row.insert(slack, coefficient)
            if !isRequired {
                let error = tableau.makeSymbol(.error)
                tag.other = error
                row.insert(error, -coefficient)
                errors.append((error, strength))
            }
        case .equal:
            if !isRequired {
                let plus = tableau.makeSymbol(.error)
                let minus = tableau.makeSymbol(.error)
                tag.marker = plus
                tag.other = minus
                markerCoefficient = -1
                row.insert(plus, -1)
                row.insert(minus, 1)
                errors.append((plus, strength))
                errors.append((minus, strength))
            } else {
                let dummy = tableau.makeSymbol(.dummy)
                tag.marker = dummy
                row.insert(dummy, 1)
            }
        }
        if row.constant < 0 { row.reverseSign() }
        return (row, tag, markerCoefficient, errors)
    }

    /// kiwi's `chooseSubject`: the first external symbol; else the marker or the other error
    /// symbol when it is a slack or error with a negative coefficient; else none.
    private func chooseSubject(_ row: Row, _ tag: Tag) -> Int? {
        for cell in row.cells where tableau.kinds[cell.symbol] == .external { return cell.symbol }
        for symbol in [tag.marker, tag.other] where symbol >= 0 {
            let kind = tableau.kinds[symbol]
            if (kind == .slack || kind == .error) && row.coefficient(of: symbol) < 0 { return symbol }
        }
        return nil
    }

    /// The error for a required constraint that cannot hold, with its minimal conflict set.
    func unsatisfiable(_ constraint: Constraint, constant: Double) -> SolverError {
        guard explainsConflicts else { return .unsatisfiableConstraint(constraint, conflicts: []) }
        return .unsatisfiableConstraint(constraint, conflicts: minimalConflict(with: constraint, constant: constant))
    }

    /// Takes a constraint out of the tableau (kiwi's `removeConstraint` without the leak of
    /// its second error symbol) and re-optimises.
    mutating func removeRecord(_ record: ConstraintRecord) throws(SolverError) {
        let strength = record.constraint.strength.value
        for symbol in [record.tag.marker, record.tag.other] where symbol >= 0 && tableau.kinds[symbol] == .error {
            removeObjectiveWeight(of: symbol, strength: strength)
        }
        let marker = record.tag.marker
        if tableau.isBasic[marker] {
            _ = tableau.takeRow(marker)
        } else {
            guard let leaving = tableau.markerLeavingRow(marker) else {
                throw .internalError("failed to find a leaving row for \(record.constraint)")
            }
            var row = tableau.takeRow(leaving)
            row.solve(for: leaving, marker)
            tableau.substitute(marker, row)
        }
        do {
            try tableau.optimize()
        } catch {
            throw .internalError(error.message)
        }
        tableau.recycle(record.tag.marker)
        tableau.recycle(record.tag.other)
    }

    /// kiwi's `removeMarkerEffects`: takes `strength * symbol` back out of the objective,
    /// through the symbol's row when it is basic.
    private mutating func removeObjectiveWeight(of symbol: Int, strength: Double) {
        if tableau.isBasic[symbol] {
            let row = tableau.rows[symbol]
            var unlogged: Journal? = nil
            tableau.objective.add(row, times: -strength, kinds: tableau.kinds, journal: &unlogged)
        } else {
            let old = tableau.objective.coefficient(of: symbol)
            tableau.objective.set(symbol, old - strength, isDummy: false)
        }
    }
}

extension Tableau.Failure {
    var message: String {
        switch self {
        case .unbounded: return "the objective is unbounded"
        case .dualFailed: return "the dual simplex found no entering symbol"
        }
    }
}
