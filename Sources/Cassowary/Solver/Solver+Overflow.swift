// Overflow makes a call fail, never an infinity in a solution (issue 13).
//
// Detection is nearly free: every merge, pivot and shift already computes its numbers and
// tracks the largest magnitude; one reaching `Tableau.largeMagnitude` (1e30) sets the tableau's
// large mode, an infinity sets `overflowed`, and the simplex loops stop at once. Undoing is
// cheap where it is needed: in large mode (a number of at least 1e30 has been seen) each call
// first takes a copy-on-write snapshot of the solver and returns to it on overflow (the copy
// costs O(size) per call, paid only by systems with such numbers). A call that overflows
// straight from moderate numbers (below 1e30 throughout the solver before it) has no snapshot;
// it undoes its own bookkeeping and rebuilds the tableau from the constraints held, which
// restores the same constraints, edits and values (the same optimum; a different vertex only
// where the optimum is not unique).

extension Solver {
    /// Runs one public call so that overflow throws ``SolverError/overflow(_:)`` and leaves the
    /// solver as it was. `undo` reverses the call's own bookkeeping (records, edits), including
    /// what the caller changed before the guard (a removal takes its record out first).
    @inline(__always)
    mutating func guardingOverflow(_ call: @autoclosure () -> NumericOverflow.Call,
                                   undo: (inout Solver) -> Void,
                                   _ body: (inout Solver) throws(SolverError) -> Void) throws(SolverError) {
        if _slowPath(tableau.isLarge) {
            try guardingBySnapshot(call(), undo: undo, body)
            return
        }
        do {
            try body(&self)
        } catch {
            guard tableau.overflowed else { throw error }
        }
        guard _slowPath(tableau.overflowed) else { return }
        undo(&self)
        rebuildTableau()
        throw .overflow(NumericOverflow(call: call()))
    }

    /// `guardingOverflow` in large mode: the call runs on a snapshot it returns to.
    private mutating func guardingBySnapshot(_ call: NumericOverflow.Call, undo: (inout Solver) -> Void,
                                             _ body: (inout Solver) throws(SolverError) -> Void) throws(SolverError) {
        let saved = self
        do {
            try body(&self)
        } catch {
            let overflowed = tableau.overflowed
            self = saved
            undo(&self)
            throw overflowed ? .overflow(NumericOverflow(call: call)) : error
        }
        if tableau.overflowed || tableau.holdsNonFinite() {
            self = saved
            undo(&self)
            throw .overflow(NumericOverflow(call: call))
        }
    }

    /// Marks large mode before a call whose own numbers are large, so that it runs on a snapshot.
    @inline(__always)
    mutating func noteInputMagnitude(_ magnitude: Double) {
        if _slowPath(!(magnitude < Tableau.largeMagnitude)) { tableau.isLarge = true }
    }

    /// Re-enters every constraint held (in the order they were added, at the constants in
    /// force) and every edit variable with its suggested value into a fresh tableau.
    ///
    /// An edit constraint is entered at 0 and then suggested its value, as the calls made it;
    /// with `editsAtTheirValues` it is entered at its value directly (`v == value`), which
    /// skips the solve towards 0 and back (see `suggestionWorkLimit`). Both reach the same
    /// optimum.
    mutating func rebuildTableau(editsAtTheirValues: Bool = false) {
        let held = records.values.sorted { $0.sequence < $1.sequence }
        let editList = edits.values.sorted { $0.variable.id < $1.variable.id }
        var valueOfEdit: [ObjectIdentifier: Double] = [:]
        if editsAtTheirValues { for edit in editList { valueOfEdit[ObjectIdentifier(edit.constraint)] = edit.value } }
        var fresh = Solver(explainsConflicts: explainsConflicts, usesDefinitions: usesDefinitions, screensPhaseOne: screensPhaseOne)
        for record in held {
            let key = ObjectIdentifier(record.constraint)
            if let value = valueOfEdit[key] {
                // `v == value` is the row `v - value`; the record keeps an edit's constant at 0
                // (the value lives in its `EditRecord`), as `addEditVariable` leaves it.
                try? fresh.insert(record.constraint, constant: -value, isEdit: true)
                _ = fresh.records.update(key) { $0.constant = 0 }
            } else {
                try? fresh.insert(record.constraint, constant: record.constant, isEdit: record.isEdit)
            }
        }
        for edit in editList {
            guard let marker = fresh.records[ObjectIdentifier(edit.constraint)]?.tag.marker else { continue }
            let entered = valueOfEdit[ObjectIdentifier(edit.constraint)] != nil
            fresh.edits[edit.variable] = EditRecord(variable: edit.variable, constraint: edit.constraint, marker: marker,
                                                    value: entered ? edit.value : 0)
            if !entered { try? fresh.suggestValue(edit.value, for: edit.variable) }
        }
        fresh.nextSequence = max(fresh.nextSequence, nextSequence)
        fresh.changeCount = changeCount &+ 1
        let epoch = symbolEpoch &+ 1
        fresh.withExtras { $0.symbolEpoch = epoch }
        self = fresh
    }
}
