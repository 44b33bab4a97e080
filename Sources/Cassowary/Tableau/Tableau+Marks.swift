// Marks to undo growth to: the symbol and row counts a journal rolls back to, and the
// restores it calls (see `Journal`).

extension Tableau {
    /// Sizes to undo growth back to; ids taken from the free lists since are logged by the
    /// tableau itself (so taking a mark copies no array).
    struct Counts {
        let symbols: Int
        let rows: Int
        let liveRows: Int
    }

    /// Takes a mark: `restore(_:)` undoes every symbol and row made after it.
    mutating func markCounts() -> Counts {
        symbolsTakenSinceMark.clear()
        rowsTakenSinceMark.clear()
        return Counts(symbols: kinds.count, rows: rows.count, liveRows: liveRows)
    }

    /// The symbols made since `counts` was taken: new ids and ids taken from the free list.
    func symbolsMade(since counts: Counts) -> [Symbol] {
        var made = symbolsTakenSinceMark
        made.insert(contentsOf: (counts.symbols..<max(counts.symbols, kinds.count)).lazy.map(Symbol.init), at: 0)
        return made
    }

    mutating func restore(_ counts: Counts) {
        basisEpoch &+= 1
        if kinds.count > counts.symbols {
            let extra = kinds.count - counts.symbols
            kinds.removeLast(extra)
            rowOfSymbol.removeLast(extra)
            columns.removeLast(extra)
            columnLimits.removeLast(extra)
            columnIsExact.removeLast(extra)
        }
        if rows.count > counts.rows {
            let extra = rows.count - counts.rows
            rows.removeLast(extra)
            basicOfRow.removeLast(extra)
            rowStamps.removeLast(extra)
        }
        objective.truncate(to: counts.symbols)
        artificial.truncate(to: counts.symbols)
        while let symbol = symbolsTakenSinceMark.popLast() {
            kinds[symbol] = .unused
            freeSymbols.append(symbol)
        }
        while let id = rowsTakenSinceMark.popLast() { freeRows.append(id) }
        liveRows = counts.liveRows
    }

    mutating func releaseRows(_ ids: [RowID]) {
        freeRows.append(contentsOf: ids)
    }

    /// After a rollback rows are back as they were while columns only grew: none is exact.
    mutating func forgetColumnExactness() {
        for symbol in columnIsExact.indices { columnIsExact[symbol] = false }
    }

    mutating func restoreRow(_ id: RowID, _ row: Row, basic: Symbol) {
        rows[id] = row
        basicOfRow[id] = basic
        basisEpoch &+= 1
        if basic.exists { noteChanged(basic) }
    }

    mutating func restoreRowOfSymbol(_ symbol: Symbol, _ id: RowID) {
        rowOfSymbol[symbol] = id
        basisEpoch &+= 1
        noteChanged(symbol)
    }

    mutating func restoreObjective(_ symbol: Symbol, _ value: Double) {
        objective.set(symbol, value, isDummy: kinds[symbol] == .dummy)
    }
}
