extension Solver {
    /// Makes `variable` an edit variable: a `variable == value` constraint at `strength` whose
    /// value ``suggestValue(_:for:)`` changes without re-solving from scratch.
    ///
    /// ```swift
    /// try solver.addEditVariable(width, strength: .strong)
    /// try solver.suggestValue(320, for: width)
    /// ```
    /// - Throws: ``SolverError/duplicateEditVariable(_:)``,
    ///   ``SolverError/requiredEditStrength(_:)`` for a required strength,
    ///   ``SolverError/nonFiniteNumber(_:)`` for a NaN or infinite strength.
    /// - Complexity: as ``addConstraint(_:)`` for the edit constraint.
    public mutating func addEditVariable(_ variable: Variable, strength: Strength) throws(SolverError) {
        changeCount &+= 1
        guard edits[variable] == nil else { throw .duplicateEditVariable(variable) }
        guard strength.value.isFinite else {
            throw .nonFiniteNumber(NonFiniteNumber(place: .editStrength(variable), value: strength.value))
        }
        guard !strength.isRequired else { throw .requiredEditStrength(variable) }
        let constraint = Constraint(LinearExpression(variable), .equal, strength: strength)
        let key = ObjectIdentifier(constraint)
        try guardingOverflow(.addEditVariable(variable), undo: { $0.records[key] = nil; $0.edits[variable] = nil }) { (solver: inout Solver) throws(SolverError) in
            try solver.insert(constraint, constant: 0, isEdit: true)
            let marker = solver.records[key]!.tag.marker
            solver.edits[variable] = EditRecord(variable: variable, constraint: constraint, marker: marker, value: 0)
        }
    }

    /// Stops editing `variable` and removes its edit constraint.
    /// - Throws: ``SolverError/unknownEditVariable(_:)``.
    public mutating func removeEditVariable(_ variable: Variable) throws(SolverError) {
        changeCount &+= 1
        guard let edit = edits[variable] else { throw .unknownEditVariable(variable) }
        edits[variable] = nil
        guard let record = records.removeValue(forKey: ObjectIdentifier(edit.constraint)) else {
            throw .internalError("edit variable \(variable) lost its constraint")
        }
        let undo = { (solver: inout Solver) in
            solver.edits[variable] = edit
            solver.records[ObjectIdentifier(edit.constraint)] = record
        }
        try guardingOverflow(.removeEditVariable(variable), undo: undo) { (solver: inout Solver) throws(SolverError) in
            try solver.removeRecord(record)
        }
    }

    /// Whether `variable` is an edit variable.
    public func hasEditVariable(_ variable: Variable) -> Bool {
        edits[variable] != nil
    }

    /// The edit variables, in creation order.
    public var editVariables: [Variable] { edits.values.map(\.variable).sorted { $0.id < $1.id } }

    /// Suggests a value for an edit variable and re-solves incrementally (dual simplex): the
    /// cost depends on the rows that mention the edit, not on the size of the system.
    ///
    /// ```swift
    /// try solver.suggestValue(400, for: width)
    /// solver.value(of: width)   // 400 if nothing stronger disagrees
    /// ```
    /// - Throws: ``SolverError/unknownEditVariable(_:)``, ``SolverError/nonFiniteNumber(_:)``.
    /// - Complexity: O(rows that hold the edit's marker) to shift their constants, plus one
    ///   dual-simplex pivot per row made infeasible, each costing the rows it substitutes into.
    public mutating func suggestValue(_ value: Double, for variable: Variable) throws(SolverError) {
        guard value.isFinite else {
            throw .nonFiniteNumber(NonFiniteNumber(place: .suggestedValue(variable), value: value))
        }
        var old = 0.0
        if _fastPath(!tableau.isLarge && abs(value) < Tableau.largeMagnitude) {
            // Moderate numbers: no snapshot, and no closure on the edit loop's path.
            try suggest(variable, value, old: &old)
            if _slowPath(tableau.overflowed) {
                _ = edits.update(variable) { $0.value = old }
                rebuildTableau()
                throw .overflow(NumericOverflow(call: .suggestValue(variable, value)))
            }
            return
        }
        tableau.isLarge = true
        try guardingOverflow(.suggestValue(variable, value), undo: { _ = $0.edits.update(variable) { $0.value = old } }) { (solver: inout Solver) throws(SolverError) in
            try solver.suggest(variable, value, old: &old)
        }
    }

    /// The earlier spelling of ``suggestValue(_:for:)``, variable first.
    @available(*, deprecated, renamed: "suggestValue(_:for:)")
    @inline(__always)
    public mutating func suggestValue(_ variable: Variable, _ value: Double) throws(SolverError) {
        try suggestValue(value, for: variable)
    }

    /// `suggestValue` once the value is checked.
    private mutating func suggest(_ variable: Variable, _ value: Double, old: inout Double) throws(SolverError) {
        var marker = Symbol.none
        var delta = 0.0
        var weight = 0.0
        var previous = 0.0
        let known = edits.update(variable) { edit in
            previous = edit.value
            marker = edit.marker
            delta = value - edit.value
            weight = edit.constraint.strength.value
            edit.value = value
        }
        guard known else { throw .unknownEditVariable(variable) }
        old = previous
        // `v == value` is the row `v - value` with the marker's coefficient -1: raising the
        // value by `delta` shifts the marker (an error symbol of the edit's weight) by `delta`.
        tableau.shift(marker, by: delta, weight: weight)
        do throws(Tableau.Failure) {
            // The limit is read only when a row went negative (most suggestions pivot none).
            if !tableau.infeasible.isEmpty { try tableau.dualOptimize(workLimit: suggestionWorkLimit) }
        } catch .workLimit {
            rebuildTableau(editsAtTheirValues: true)
            return
        } catch {
            // An overflow is left to the caller, which undoes the call.
            if tableau.overflowed { return }
            throw .internalError(error.message)
        }
        if _slowPath(!definitions.isEmpty) { definitions.refresh(&tableau) }
    }

    /// Changes the constant of a constraint already in the solver, as if it had been removed
    /// and re-added with `expression.constant == constant`, but incrementally.
    ///
    /// ```swift
    /// let gap = right - left >= 8
    /// try solver.addConstraint(gap)
    /// try solver.updateConstant(of: gap, to: -16)   // now right - left >= 16
    /// ```
    /// A non-required constraint always accepts the change. A required one may become
    /// unsatisfiable; then ``SolverError/unsatisfiableConstraint(_:conflicts:)`` is thrown and the
    /// solver is unchanged.
    /// - Complexity: as ``suggestValue(_:for:)``: the marker's rows are shifted and the dual
    ///   simplex restores feasibility. A required equality's marker column is read from a
    ///   factorization of the basis kept until the next pivot or structural change: O(rows it
    ///   reaches) per update, plus one sparse elimination of the whole system when the basis
    ///   has changed since the last such update.
    public mutating func updateConstant(of constraint: Constraint, to constant: Double) throws(SolverError) {
        changeCount &+= 1
        guard constant.isFinite else {
            throw .nonFiniteNumber(NonFiniteNumber(place: .constant(constraint), value: constant))
        }
        let key = ObjectIdentifier(constraint)
        guard let record = records[key], !record.isEdit else { throw .unknownConstraint(constraint) }
        let amount = (constant - record.constant) / record.markerCoefficient
        if amount == 0 { return }
        noteInputMagnitude(abs(constant))
        try guardingOverflow(.updateConstant(constraint, constant), undo: { $0.records[key]!.constant = record.constant }) { (solver: inout Solver) throws(SolverError) in
            try solver.shiftConstant(of: constraint, record, to: constant, by: amount)
        }
    }

    /// `updateConstant` once the change is known: shifts the marker by `amount`.
    private mutating func shiftConstant(of constraint: Constraint, _ record: ConstraintRecord, to constant: Double,
                                        by amount: Double) throws(SolverError) {
        let key = ObjectIdentifier(constraint)
        // In place: `records[key]!.constant = ...` finds the record twice and copies it out and back.
        _ = records.update(key) { $0.constant = constant }
        let marker = record.tag.marker
        let weight = tableau.kinds[marker] == .error ? constraint.strength.value : 0
        guard constraint.strength.isRequired else {
            tableau.shift(marker, by: amount, weight: weight)
            do {
                try tableau.dualOptimize()
            } catch {
                throw .internalError(error.message)
            }
            if _slowPath(!definitions.isEmpty) { definitions.refresh(&tableau) }
            return
        }
        // A required constant moves rows as kiwi holds them (the dummy's column).
        if _slowPath(!definitions.isEmpty) { definitions.materialize(&tableau) }
        if tableau.kinds[marker] == .dummy && !tableau.isBasic(marker) {
            try shiftDummy(of: constraint, record, to: constant, by: amount)
            return
        }
        tableau.beginJournal()
        tableau.shift(marker, by: amount, weight: weight)
        var holds = !tableau.hasInconsistentDummyRow(after: marker)
        if holds {
            do {
                try tableau.dualOptimize()
            } catch {
                holds = false
            }
        }
        guard holds else {
            tableau.rollbackJournal()
            records[key]!.constant = record.constant
            if tableau.overflowed { throw .internalError(Tableau.Failure.overflow.message) }
            throw unsatisfiable(constraint, constant: constant)
        }
        tableau.commitJournal()
    }

    /// A required equality's constant, through its dummy's column (`MarkerColumnCache`): the
    /// rows it reaches move by their coefficient times `amount`, as if kiwi's dummy cells were
    /// there, without writing the cells in and out. The journal opens only when a restricted
    /// row went negative and the dual simplex has to pivot.
    private mutating func shiftDummy(of constraint: Constraint, _ record: ConstraintRecord, to constant: Double,
                                     by amount: Double) throws(SolverError) {
        let column = cachedDummyColumn(of: record)
        let objectiveConstant = tableau.objective.constant
        let saved = tableau.shiftConstants(column.cells, by: amount, objective: column.objective)
        var holds = !column.reachesDummyRow || !tableau.hasInconsistentDummyRow(in: column.cells)
        let pivots = !tableau.infeasible.isEmpty
        if holds && !pivots {
            let count = changeCount
            withExtras { $0.localChange.record(count, symbols: column.basics) }
        }
        if holds && pivots {
            tableau.beginJournal()
            do {
                try tableau.dualOptimize()
                tableau.commitJournal()
            } catch {
                tableau.rollbackJournal()
                holds = false
            }
        }
        guard holds else {
            tableau.infeasible.removeAll(keepingCapacity: true)
            tableau.restoreConstants(column.cells, saved)
            tableau.objective.constant = objectiveConstant
            records[ObjectIdentifier(constraint)]!.constant = record.constant
            if tableau.overflowed { throw .internalError(Tableau.Failure.overflow.message) }
            throw unsatisfiable(constraint, constant: constant)
        }
    }

    /// The constant a constraint is held at (its own, or the last ``updateConstant(of:to:)``).
    public func constant(of constraint: Constraint) -> Double? {
        records[ObjectIdentifier(constraint)]?.constant
    }
}

extension Tableau {
    /// `shift` of a marker that no row holds, by its column: each listed row's constant moves
    /// by `coefficient * amount` (restricted rows that go negative are queued as infeasible)
    /// and the objective's by `objective * amount`. Returns the old constants, for
    /// `restoreConstants`.
    mutating func shiftConstants(_ column: [(row: RowID, coefficient: Double)], by amount: Double,
                                 objective weight: Double) -> [Double] {
        objective.constant += weight * amount
        var peak = 0.0
        var large = false
        let tracking = tracksChanges
        // Every slot of `saved` is written below (no zero fill first).
        let saved = [Double](unsafeUninitializedCapacity: column.count) { saved, initialized in
            rows.withUnsafeMutableBufferPointer { rows in
                for (index, entry) in column.enumerated() {
                    let old = rows[entry.row].constant
                    saved.initializeElement(at: index, to: old)
                    let new = old + entry.coefficient * amount
                    rows[entry.row].constant = new
                    if _slowPath(!(abs(new) < Tableau.largeMagnitude)) {
                        large = true
                        peak = abs(new).isNaN ? .infinity : max(peak, abs(new))
                    }
                    if new < 0 {
                        let basic = basicOfRow[entry.row]
                        if kinds[basic] != .external { pending.append(basic) }
                    }
                }
            }
            initialized = column.count
        }
        if _slowPath(tracking) { for entry in column { noteRowChanged(entry.row) } }
        if _slowPath(large) { noteMagnitude(peak) }
        flushPending()
        return saved
    }

    /// Puts back the constants `shiftConstants` returned.
    mutating func restoreConstants(_ column: [(row: RowID, coefficient: Double)], _ saved: [Double]) {
        for (index, entry) in column.enumerated() {
            rows[entry.row].constant = saved[index]
            noteRowChanged(entry.row)
        }
    }

    /// After `shiftConstants`, whether a listed row of a redundant required equality (a dummy
    /// basic symbol, which must stay 0) now has a non-zero constant.
    func hasInconsistentDummyRow(in column: [(row: RowID, coefficient: Double)]) -> Bool {
        for (id, _) in column where kinds[basicOfRow[id]] == .dummy && !nearZero(rows[id].constant) { return true }
        return false
    }

    /// After shifting `marker`, whether a row of a redundant required equality (a dummy basic
    /// symbol, which must stay 0) now has a non-zero constant: the shift contradicts it.
    mutating func hasInconsistentDummyRow(after marker: Symbol) -> Bool {
        if isBasic(marker) { return kinds[marker] == .dummy && !nearZero(row(of: marker).constant) }
        var inconsistent = false
        forEachRow(holding: marker) { tableau, id, basic, _ in
            if tableau.kinds[basic] == .dummy && !nearZero(tableau.rows[id].constant) { inconsistent = true }
        }
        return inconsistent
    }
}
