extension Solver {
    /// Builds the constraint's row, picks a subject and enters it into the tableau (through
    /// phase one when no subject exists), then re-optimises. Atomic: a failure restores the
    /// tableau and forgets the variables this call introduced.
    mutating func insert(_ constraint: Constraint, constant: Double, isEdit: Bool = false) throws(SolverError) {
        // Building the row only makes symbols; `before` is enough to undo that.
        let before = tableau.markCounts()
        var row = Row(constant: constant)
        let (tag, markerCoefficient, errors, reversed) = makeRow(constraint, into: &row)
        var subject = chooseSubject(row, tag)
        // Dummies are left out of rows (see `MarkerEquations`): kiwi's "only dummies" is empty.
        if subject == nil && row.cells.isEmpty {
            if !nearZero(row.constant) {
                let form = MarkerEquations.equation(of: constraint, tag: tag, symbols: symbols)
                let certificate = MarkerEquations(records: records.values, symbols: symbols)
                    .dummyCertificate(of: form, in: tableau)
                forgetSymbols(since: before)
                tableau.restore(before)
                throw unsatisfiable(constraint, constant: constant, certificate: certificate)
            }
            // A redundant equality: its dummy becomes basic, as in kiwi.
            subject = tag.marker
            row.insert(tag.marker, reversed ? -1 : 1)
        }
        var artificial = Symbol.none
        if let subject, isDefinable(subject: subject, row: row) {
            define(constraint, tag: tag, subject: subject, constant: constant, errors: errors)
        } else if let subject {
            addErrors(errors)
            let peak = row.solve(for: subject)
            if _slowPath(!(peak < Tableau.largeMagnitude)) { tableau.noteMagnitude(peak) }
            tableau.substitute(subject, row)
            tableau.insertRow(row, basic: subject)
        } else {
            artificial = try insertThroughPhaseOne(constraint, constant: constant, isEdit: isEdit, row: row, tag: tag,
                                                   errors: errors, reversed: reversed, before: before)
            // Screened and entered again (or recorded) by the call: nothing more to do.
            if !artificial.exists { return }
        }
        records[ObjectIdentifier(constraint)] = ConstraintRecord(
            constraint: constraint, tag: tag, sequence: nextSequence, constant: constant,
            markerCoefficient: markerCoefficient, isEdit: isEdit)
        nextSequence += 1
        if !artificial.exists {
            do {
                try tableau.optimize()
            } catch {
                throw .internalError(error.message)
            }
        }
        if _slowPath(!definitions.isEmpty) { definitions.refresh(&tableau) }
    }

    /// The rest of `insert` for a row without a subject: phase one, on a journal that a
    /// failure rolls back. Returns the artificial symbol (recycled), or `.none` when the add
    /// was screened and entered again by `screenAndInsert` (kept out of `insert`, which stays
    /// small enough for its hot helpers to be inlined).
    @inline(never)
    private mutating func insertThroughPhaseOne(_ constraint: Constraint, constant: Double, isEdit: Bool, row: Row, tag: Tag,
                                                errors: ErrorWeights, reversed: Bool,
                                                before: Tableau.Counts) throws(SolverError) -> Symbol {
        var artificial = Symbol.none
        tableau.beginJournal(since: before)
        addErrors(errors)
        var satisfiable = false
        var certificate: [Symbol] = []
        var failure: Tableau.Failure?
        do throws(Tableau.Failure) {
            let held = records.values
            let table = symbols
            let form = MarkerEquations.equation(of: constraint, tag: tag, symbols: symbols)
            let budget = screensPhaseOne && tableau.isIndexed && constraint.strength.isRequired
                ? Solver.phaseOnePivotBudget : .max
            let outcome = try tableau.addWithArtificialVariable(row, marker: tag.marker, pivotBudget: budget) { tableau, art in
                // The dummies the failed artificial row mixes in: the equalities of the proof.
                var system = MarkerEquations(records: held, symbols: table)
                system.append(form.map { Cell(symbol: $0.symbol, coefficient: reversed ? -$0.coefficient : $0.coefficient) }
                              + [Cell(symbol: art, coefficient: -1)])
                return system.dummyCertificate(of: [Cell(symbol: art, coefficient: 1)], in: tableau)
            }
            artificial = outcome.artificial
            satisfiable = outcome.satisfiable
            // The new constraint's own marker proves nothing about the others: the
            // conflict is read from the markers of constraints already in the solver.
            certificate = outcome.certificate.filter { $0 != tag.marker && $0 != tag.other }
            if satisfiable { try tableau.optimize() }
        } catch {
            failure = error
        }
        if let failure {
            forgetSymbols(since: before)
            tableau.rollbackJournal()
            if failure == .pivotBudget {
                try screenAndInsert(constraint, constant: constant, isEdit: isEdit)
                return .none
            }
            throw .internalError(failure.message)
        }
        guard satisfiable else {
            forgetSymbols(since: before)
            tableau.rollbackJournal()
            throw unsatisfiable(constraint, constant: constant, certificate: certificate)
        }
        tableau.commitJournal()
        tableau.recycle(artificial)
        return artificial
    }

    /// Whether the subject of a new row can be kept as a definition instead of a substituted
    /// row (see `Definitions`): an external symbol that no row, objective term or definition
    /// mentions, whose substituted row is long, outside a journal.
    private mutating func isDefinable(subject: Symbol, row: Row) -> Bool {
        guard usesDefinitions, row.cells.count > Definitions.minimumRowLength, tableau.journal == nil,
              tableau.isIndexed, tableau.kinds[subject] == .external, !definitions.isMentioned(subject),
              tableau.objective.coefficient(of: subject) == 0 else { return false }
        return !tableau.isInAnyRow(subject)
    }

    /// Enters `subject` as a defined variable: the equation as written (its terms and its
    /// slack or error symbols, solved for the subject) goes to `definitions`, the tableau gets
    /// a row holding just its value, and the errors their weights.
    private mutating func define(_ constraint: Constraint, tag: Tag, subject: Symbol, constant: Double, errors: ErrorWeights) {
        addErrors(errors)
        var sums: [Cell] = []
        var own = 0.0
        // Sorted by symbol; a variable written twice is summed. The dummy stays out, as in rows.
        for cell in MarkerEquations.equation(of: constraint, tag: tag, symbols: symbols)
        where tableau.kinds[cell.symbol] != .dummy {
            if cell.symbol == subject {
                own += cell.coefficient
            } else if let last = sums.last, last.symbol == cell.symbol {
                sums[sums.count - 1].coefficient += cell.coefficient
            } else {
                sums.append(cell)
            }
        }
        let factor = -1.0 / own
        let cells = sums.filter { !nearZero($0.coefficient) }.map { Cell(symbol: $0.symbol, coefficient: $0.coefficient * factor) }
        tableau.trackChanges(true)
        for cell in cells { tableau.watch(cell.symbol) }
        definitions.define(subject, constant: constant * factor, cells: cells, symbolCount: tableau.symbolCount)
        tableau.insertRow(Row(), basic: subject)
    }

    /// Forgets the variables whose symbols were made since `before` (an add being undone).
    private mutating func forgetSymbols(since before: Tableau.Counts) {
        for symbol in tableau.symbolsMade(since: before) where tableau.kinds[symbol] == .external {
            if let variable = variableOfSymbol[symbol] {
                symbols[variable] = nil
                variableOfSymbol[symbol] = nil
                variableIDOfSymbol[symbol] = 0
            }
        }
    }

    private mutating func addErrors(_ errors: ErrorWeights) {
        if errors.first.exists { addWeight(errors.strength, to: errors.first) }
        if errors.second.exists { addWeight(errors.strength, to: errors.second) }
    }

    private mutating func addWeight(_ strength: Double, to symbol: Symbol) {
        let old = tableau.objective.coefficient(of: symbol)
        tableau.journal?.noteObjective(symbol, old)
        tableau.objective.set(symbol, old + strength, isDummy: false)
    }

    /// The symbol of a variable, made on first use (first use fixes the id order, as in kiwi).
    private mutating func symbol(for variable: Variable) -> Symbol {
        if let symbol = symbols[variable] { return symbol }
        let symbol = tableau.makeSymbol(.external)
        symbols[variable] = symbol
        if variableOfSymbol.capacity == 0 {
            variableOfSymbol.reserveCapacity(64)
            variableIDOfSymbol.reserveCapacity(64)
        }
        while variableOfSymbol.count <= symbol.index {
            variableOfSymbol.append(nil)
            variableIDOfSymbol.append(0)
        }
        variableOfSymbol[symbol] = variable
        variableIDOfSymbol[symbol] = variable.id
        return symbol
    }

    /// kiwi's `createRow`: the constraint in terms of parametric symbols, with its slack or
    /// error symbols, written into `row` (which holds just the constant); sign-reversed so the
    /// constant is non-negative (the last value returned says whether it was). A required
    /// equality's dummy marker is made but left out of the row. Error symbols and their weights are
    /// returned, to be entered in the objective once the add is committed.
    private mutating func makeRow(_ constraint: Constraint, into row: inout Row) -> (Tag, Double, ErrorWeights, Bool) {
        row.cells.reserveCapacity(8)
        if _slowPath(!definitions.isEmpty) && constraint.expression.terms.contains(where: { term in
            symbols[term.variable].map(definitions.isDefined) ?? false
        }) {
            // A defined variable: the row is gathered through the definitions.
            var terms: [(symbol: Symbol, coefficient: Double)] = []
            for term in constraint.expression.terms where !nearZero(term.coefficient) {
                terms.append((symbol(for: term.variable), term.coefficient))
            }
            definitions.expand(terms, into: &row, tableau: tableau)
            if _slowPath(!(abs(row.constant) < Tableau.largeMagnitude)) { tableau.noteMagnitude(abs(row.constant)) }
        } else {
        for term in constraint.expression.terms where !nearZero(term.coefficient) {
            let symbol = symbol(for: term.variable)
            if tableau.isBasic(symbol) {
                let peak = row.insert(tableau.row(of: symbol), times: term.coefficient, scratch: &tableau.scratch)
                if _slowPath(!(peak < Tableau.largeMagnitude)) { tableau.noteMagnitude(peak) }
            } else {
                row.insert(symbol, term.coefficient)
            }
        }
        }
        let strength = constraint.strength.value
        let isRequired = constraint.strength.isRequired
        var tag = Tag(marker: .none, other: .none)
        var markerCoefficient = 1.0
        var errors = ErrorWeights(first: .none, second: .none, strength: strength)
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
                errors.first = error
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
                errors.first = plus
                errors.second = minus
            } else {
                // The dummy stays out of the row (see `MarkerEquations`).
                tag.marker = tableau.makeSymbol(.dummy)
            }
        }
        let reversed = row.constant < 0
        if reversed { row.reverseSign() }
        return (tag, markerCoefficient, errors, reversed)
    }

    /// kiwi's `chooseSubject`: the first external symbol; else the marker or the other error
    /// symbol when it is a slack or error with a negative coefficient; else none.
    private func chooseSubject(_ row: Row, _ tag: Tag) -> Symbol? {
        for cell in row.cells where tableau.kinds[cell.symbol] == .external { return cell.symbol }
        if isPivotable(tag.marker, in: row) { return tag.marker }
        if isPivotable(tag.other, in: row) { return tag.other }
        return nil
    }

    private func isPivotable(_ symbol: Symbol, in row: Row) -> Bool {
        guard symbol.exists else { return false }
        let kind = tableau.kinds[symbol]
        return (kind == .slack || kind == .error) && row.coefficient(of: symbol) < 0
    }

    /// The error for a required constraint that cannot hold, with its minimal conflict set.
    /// `certificate`: the marker symbols of the tableau's proof of infeasibility, when the
    /// failure produced one (see `minimalConflict(with:constant:certificate:)`).
    func unsatisfiable(_ constraint: Constraint, constant: Double, certificate: [Symbol]? = nil) -> SolverError {
        guard explainsConflicts else { return .unsatisfiableConstraint(constraint, conflicts: []) }
        return .unsatisfiableConstraint(constraint, conflicts: minimalConflict(with: constraint, constant: constant,
                                                                               certificate: certificate))
    }

    /// Takes a constraint out of the tableau (kiwi's `removeConstraint` without the leak of
    /// its second error symbol) and re-optimises.
    mutating func removeRecord(_ record: ConstraintRecord) throws(SolverError) {
        // Removal reads rows as kiwi holds them (a dummy's column, the marker's leaving row).
        if _slowPath(!definitions.isEmpty) { definitions.materialize(&tableau) }
        let strength = record.constraint.strength.value
        if tableau.kinds[record.tag.marker] == .error { removeObjectiveWeight(of: record.tag.marker, strength: strength) }
        if record.tag.other.exists && tableau.kinds[record.tag.other] == .error {
            removeObjectiveWeight(of: record.tag.other, strength: strength)
        }
        let marker = record.tag.marker
        // A dummy's cells are rebuilt first; one that no row depends on needs no pivot.
        var reachesRows = true
        if tableau.kinds[marker] == .dummy && !tableau.isBasic(marker) {
            let column = dummyColumn(of: record)
            reachesRows = !column.cells.isEmpty
            tableau.injectColumn(marker, column.cells, objective: column.objective)
        }
        if tableau.isBasic(marker) {
            _ = tableau.takeRow(marker)
        } else if reachesRows {
            guard let leaving = tableau.markerLeavingRow(marker) else {
                throw .internalError("failed to find a leaving row for \(record.constraint)")
            }
            var row = tableau.takeRow(leaving)
            row.solve(for: leaving, marker)
            tableau.substitute(marker, row)
            // A redundant equality's basic dummy that left now rides in rows: drop it again
            // (its column is rebuilt when needed, as for every dummy).
            if tableau.kinds[leaving] == .dummy { tableau.removeParametric(leaving) }
        }
        do {
            try tableau.optimize()
        } catch {
            throw .internalError(error.message)
        }
        tableau.recycle(record.tag.marker)
        tableau.recycle(record.tag.other)
    }

    /// The cells kiwi would hold for `record`'s dummy marker (the record may already be out of
    /// `records`, as during its removal).
    /// Also returns the dummy's objective coefficient.
    func dummyColumn(of record: ConstraintRecord) -> (cells: [(row: RowID, coefficient: Double)], objective: Double) {
        var held = records.values.filter { $0.sequence != record.sequence }
        held.append(record)
        let system = MarkerEquations(records: held, symbols: symbols)
        guard let index = system.markers.firstIndex(of: record.tag.marker) else { return ([], 0) }
        let column = system.column(ofEquation: index, in: tableau)
        return (column, system.objectiveCoefficient(of: column, in: tableau))
    }

    /// kiwi's `removeMarkerEffects`: takes `strength * symbol` back out of the objective,
    /// through the symbol's row when it is basic.
    ///
    /// What is left of a coefficient that the removal cancels is rounding at the scale of
    /// `strength` (a 1e9 frame edit left `-2.3e-7`), and it is cleared here: once the weight is
    /// gone, nothing in the objective is large enough to show that the residue is rounding, and
    /// the next optimisation took it for an unbounded direction.
    /// Relative size, against the weight removed, of a coefficient that counts as cancelled:
    /// about 500 ulps, far below any weight a strength ratio can leave (weak is 1e-9 of
    /// required; a residue of 1e-13 of it is beyond what a double sum at that scale resolves).
    static let cancellationTolerance = 1.0e-13

    private mutating func removeObjectiveWeight(of symbol: Symbol, strength: Double) {
        let tolerance = Self.cancellationTolerance * strength
        if tableau.isBasic(symbol) {
            let row = tableau.row(of: symbol)
            var unlogged: Journal? = nil
            tableau.objective.add(row, times: -strength, kinds: tableau.kinds, journal: &unlogged)
            for cell in row.cells {
                let left = tableau.objective.coefficient(of: cell.symbol)
                if left != 0 && abs(left) <= tolerance * abs(cell.coefficient) {
                    tableau.objective.set(cell.symbol, 0, isDummy: tableau.kinds[cell.symbol] == .dummy)
                }
            }
        } else {
            let left = tableau.objective.coefficient(of: symbol) - strength
            tableau.objective.set(symbol, abs(left) <= tolerance ? 0 : left, isDummy: false)
        }
    }
}

/// The error symbols a new soft constraint puts in the objective, with its weight.
struct ErrorWeights {
    var first: Symbol
    var second: Symbol
    let strength: Double
}

extension Tableau.Failure {
    var message: String {
        switch self {
        case .unbounded: return "the objective is unbounded"
        case .dualFailed: return "the dual simplex found no entering symbol"
        case .overflow: return "a computation overflowed"
        case .pivotBudget: return "phase one ran out of pivots"
        case .workLimit: return "the dual simplex ran out of work"
        }
    }
}
