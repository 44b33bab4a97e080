// Substitution and what is built on it: replacing a symbol in every row, pivots, shifting a
// marker's constant, and writing or deleting a whole column.

extension Tableau {
    /// Replaces `symbol` by `row` in every row and in the objectives. Rows of restricted
    /// symbols that go negative are queued as infeasible, in id order.
    mutating func substitute(_ symbol: Symbol, _ row: Row) {
        if isIndexed {
            var entries: [RowID] = []
            swap(&entries, &columns[symbol])
            if columnIsExact[symbol] {
                for id in entries { substitute(symbol, row, intoRow: id, basic: basicOfRow[id]) }
            } else {
                let clock = nextStamp()
                for id in entries where id.index < basicOfRow.count {
                    let basic = basicOfRow[id]
                    guard basic.exists && rowStamps[id] != clock else { continue }
                    rowStamps[id] = clock
                    substitute(symbol, row, intoRow: id, basic: basic)
                }
            }
            if journal == nil {
                entries.clear()
                columnLimits[symbol] = Tableau.minimumColumnLimit
                columnIsExact[symbol] = true
            } else {
                columnIsExact[symbol] = false
            }
            swap(&entries, &columns[symbol])
            if liveRows >= Tableau.denseRowCount && suspendsDenseIndex { noteIndexedSubstitution() }
        } else {
            for index in rows.indices {
                let basic = basicOfRow[index]
                if basic.exists { substitute(symbol, row, intoRow: RowID(index), basic: basic) }
            }
            if isIndexSuspended { noteWalkedSubstitution() }
        }
        objective.substitute(symbol, row, kinds: kinds, journal: &journal)
        if usesArtificial {
            var unlogged: Journal? = nil
            artificial.substitute(symbol, row, kinds: kinds, journal: &unlogged)
        }
        flushPending()
    }

    @inline(__always)
    private mutating func substitute(_ symbol: Symbol, _ row: Row, intoRow id: RowID, basic: Symbol) {
        if !rows[id].mayHold(symbol) { return }
        let (index, found) = rows[id].search(symbol)
        if !found { return }
        let factor = rows[id].cells[index].coefficient
        merge(into: id, row, times: factor, dropping: symbol)
        if kinds[basic] != .external && rows[id].constant < 0 { pending.append(basic) }
    }

    mutating func flushPending() {
        if pending.isEmpty { return }
        if pending.count > 1 { pending.sort() }
        infeasible.append(contentsOf: pending)
        pending.clear()
    }

    /// Swaps `leaving` out of the basis for `entering`. The row keeps its id: only the new
    /// cell (`leaving`) needs a column entry.
    mutating func pivot(entering: Symbol, leaving: Symbol) {
        let id = rowOfSymbol[leaving]
        journal?.noteRow(id, rows[id], basic: leaving)
        journal?.noteRowOfSymbol(leaving, was: id)
        rowOfSymbol[leaving] = .none
        basisEpoch &+= 1
        let peak = rows[id].solve(for: leaving, entering)
        noteChanged(leaving)
        noteChanged(entering)
        if _slowPath(!(peak < Tableau.largeMagnitude)) { noteMagnitude(peak) }
        let row = rows[id]
        substitute(entering, row)
        basicOfRow[id] = entering
        journal?.noteRowOfSymbol(entering, was: rowOfSymbol[entering])
        rowOfSymbol[entering] = id
        appendColumn(leaving, id)
    }

    /// Shifts a marker: every row is rewritten as if `marker` were `marker + amount`
    /// (how edit suggestions and constant updates reach the tableau without a re-solve).
    /// `weight` is the marker's own weight in the objective (the constraint's strength when the
    /// marker is an error symbol, else 0); the objective's constant moves with the rename so
    /// that it stays the objective's value at the current solution.
    /// Overflow: rows are not checked one by one here (that check cost 7% of the edit loops).
    /// Below large mode every checked number is under 1e30, so `coefficient * amount` stays
    /// finite; in large mode the caller scans the tableau after the call.
    mutating func shift(_ marker: Symbol, by amount: Double, weight: Double) {
        let own = rowOfSymbol[marker]
        let coefficient = own.exists ? 0 : objective.coefficient(of: marker)
        objective.constant += (coefficient - weight) * amount
        if own.exists {
            journal?.noteRow(own, rows[own], basic: marker)
            rows[own].constant -= amount
            noteChanged(marker)
            if _slowPath(!(abs(rows[own].constant) < Tableau.largeMagnitude)) { noteMagnitude(abs(rows[own].constant)) }
            if isRestricted(marker) && rows[own].constant < 0 { infeasible.append(marker) }
            return
        }
        // The rows it moved are noted at the next refresh (noting them here made the hot
        // closure below an outlined call).
        if _slowPath(tracksChanges) { changeLog[0].shiftedMarkers.append(marker) }
        forEachRow(holding: marker) { tableau, id, basic, coefficient in
            tableau.journal?.noteRow(id, tableau.rows[id], basic: basic)
            tableau.rows[id].constant += coefficient * amount
            if tableau.isRestricted(basic) && tableau.rows[id].constant < 0 { tableau.pending.append(basic) }
        }
        flushPending()
    }

    /// Writes a rebuilt column into the rows: `coefficient * marker` into each listed row
    /// (a required equality's dummy, whose cells the tableau leaves out; see `MarkerEquations`).
    /// `objective` is the marker's objective coefficient.
    mutating func injectColumn(_ marker: Symbol, _ column: [(row: RowID, coefficient: Double)], objective weight: Double) {
        journal?.noteObjective(marker, objective.coefficient(of: marker))
        objective.set(marker, objective.coefficient(of: marker) + weight, isDummy: true)
        for (id, coefficient) in column {
            journal?.noteRow(id, rows[id], basic: basicOfRow[id])
            rows[id].insert(marker, coefficient)
            appendColumn(marker, id)
        }
    }

    /// Deletes a parametric symbol from every row and from the objective.
    mutating func removeParametric(_ symbol: Symbol) {
        forEachRow(holding: symbol) { tableau, id, basic, _ in
            tableau.journal?.noteRow(id, tableau.rows[id], basic: basic)
            tableau.rows[id].remove(symbol)
        }
        if isIndexed {
            if journal == nil { columns[symbol].clear() }
            columnIsExact[symbol] = journal == nil
        }
        let old = objective.coefficient(of: symbol)
        if old != 0 {
            journal?.noteObjective(symbol, old)
            objective.set(symbol, 0, isDummy: kinds[symbol] == .dummy)
        }
    }
}
