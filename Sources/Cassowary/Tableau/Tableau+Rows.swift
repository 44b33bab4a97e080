// Entering and taking rows: the row pool under stable ids, and the cell-less rows of defined
// variables (see `Definitions`).

extension Tableau {
    /// Enters `row` as the row of `basic` under a new row id and indexes its cells.
    mutating func insertRow(_ row: Row, basic: Symbol) {
        let id: RowID
        if let reused = freeRows.popLast() {
            rowsTakenSinceMark.append(reused)
            id = reused
            journal?.noteRow(id, rows[id], basic: .none)
            rows[id] = row
        } else {
            id = RowID(rows.count)
            rows.append(row)
            basicOfRow.append(.none)
            rowStamps.append(0)
        }
        basicOfRow[id] = basic
        basisEpoch &+= 1
        noteChanged(basic)
        journal?.noteRowOfSymbol(basic, was: rowOfSymbol[basic])
        rowOfSymbol[basic] = id
        liveRows += 1
        if isIndexed {
            appendColumns(of: row, id)
        } else {
            indexIfLarge()
        }
    }

    /// Whether any row holds `symbol` (checks the column's entries; every row when not indexed).
    mutating func isInAnyRow(_ symbol: Symbol) -> Bool {
        var held = false
        forEachRow(holding: symbol) { _, _, _, _ in held = true }
        return held
    }

    /// Sets the constant of the cell-less row of a defined variable (see `Definitions`).
    @inline(__always)
    mutating func setValue(_ value: Double, ofConstantRow basic: Symbol) {
        if _slowPath(!(abs(value) < Tableau.largeMagnitude)) { noteMagnitude(abs(value)) }
        rows[rowOfSymbol[basic]].constant = value
    }

    /// Gives the cell-less row of a defined variable its cells (see `Definitions.materialize`).
    mutating func fillConstantRow(of basic: Symbol, with row: Row) {
        let id = rowOfSymbol[basic]
        rows[id] = row
        appendColumns(of: row, id)
    }

    /// Removes and returns the row of `basic`; its id goes back to the pool.
    mutating func takeRow(_ basic: Symbol) -> Row {
        let id = rowOfSymbol[basic]
        journal?.noteRow(id, rows[id], basic: basic)
        journal?.noteRowOfSymbol(basic, was: id)
        rowOfSymbol[basic] = .none
        basicOfRow[id] = .none
        basisEpoch &+= 1
        noteChanged(basic)
        liveRows -= 1
        var row = Row()
        swap(&row, &rows[id])
        if isIndexed {
            for cell in row.cells { columnIsExact[cell.symbol] = false }
        }
        if journal == nil {
            freeRows.append(id)
        } else {
            journal!.noteFreedRow(id)
        }
        return row
    }
}
