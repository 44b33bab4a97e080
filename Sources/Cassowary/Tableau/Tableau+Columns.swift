// The column index: from each symbol to the rows that may hold it, kept lazily (stale and
// repeated entries are checked by readers and dropped by compacting walks).

extension Tableau {
    /// Builds the column index once the tableau has grown past the threshold (outside a
    /// journal, and not while a dense tableau keeps it suspended).
    mutating func indexIfLarge() {
        if !isIndexed && liveRows > Tableau.indexThreshold && journal == nil && !isIndexSuspended { buildColumnIndex() }
    }

    /// Switches to indexed mode: one pass over the live rows fills every column.
    mutating func buildColumnIndex() {
        for symbol in columns.indices {
            columns[symbol].clear()
            columnLimits[symbol] = Tableau.minimumColumnLimit
            columnIsExact[symbol] = true
        }
        isIndexed = true
        for id in rows.indices where basicOfRow[id].exists {
            appendColumns(of: rows[id], RowID(id))
        }
    }


    @inline(__always)
    mutating func appendColumn(_ symbol: Symbol, _ id: RowID) {
        guard isIndexed else { return }
        if columns[symbol].capacity == 0 { columns[symbol].reserveCapacity(8) }
        columns[symbol].append(id)
        if columns[symbol].count > columnLimits[symbol] && journal == nil { compactColumn(symbol) }
    }

    /// `appendColumn` for every cell of a row entering the tableau, with one uniqueness check
    /// of the column table instead of one per cell; columns grown past their limit are
    /// compacted afterwards (each gets one entry here, so the result is the same).
    mutating func appendColumns(of row: Row, _ id: RowID) {
        guard isIndexed else { return }
        var overfull = false
        row.cells.withUnsafeBufferPointer { cells in
            columnLimits.withUnsafeBufferPointer { limits in
                columns.withUnsafeMutableBufferPointer { columns in
                    for cell in cells {
                        let symbol = cell.symbol
                        if columns[symbol].capacity == 0 { columns[symbol].reserveCapacity(8) }
                        columns[symbol].append(id)
                        if columns[symbol].count > limits[symbol] { overfull = true }
                    }
                }
            }
        }
        guard overfull && journal == nil else { return }
        for cell in row.cells where columns[cell.symbol].count > columnLimits[cell.symbol] {
            compactColumn(cell.symbol)
        }
    }

    /// `appendColumn(symbol, id)` for the first `count` of `symbols`, all distinct (the cells a
    /// merge added to row `id`), batched as in `appendColumns(of:_:)`: one uniqueness check of
    /// the column table instead of two per symbol (the soft chain's merges add hundreds of
    /// cells each).
    mutating func appendColumns(_ symbols: [Symbol], count: Int, _ id: RowID) {
        guard isIndexed else { return }
        var overfull = false
        symbols.withUnsafeBufferPointer { all in
            let symbols = UnsafeBufferPointer(rebasing: all[..<count])
            columnLimits.withUnsafeBufferPointer { limits in
                columns.withUnsafeMutableBufferPointer { columns in
                    for symbol in symbols {
                        if columns[symbol].capacity == 0 { columns[symbol].reserveCapacity(8) }
                        columns[symbol].append(id)
                        if columns[symbol].count > limits[symbol] { overfull = true }
                    }
                }
            }
        }
        guard overfull && journal == nil else { return }
        for index in 0..<count where columns[symbols[index]].count > columnLimits[symbols[index]] {
            compactColumn(symbols[index])
        }
    }

    /// Keeps a column that appends outgrew bounded: drops its repeated entries and those of
    /// freed rows (an exact column has none: it only gets a new limit). Entries of live rows
    /// that lost the symbol stay for the next walk (`forEachRow`, `substitute`) to drop: telling
    /// them apart costs a search in each row, which for long rows that lose and regain cells
    /// at every pivot (issue 13's soft chain) was most of the solve. The column stays at most
    /// one entry per live row. Its next limit is four times what it kept: in the soft chain's
    /// pivots (issue 13, workload g) rows lose and regain the same slacks at every pivot, each
    /// regain appends a repeated entry, and at twice the compactions were 12 % of the solve
    /// (four times: 11.7 % fewer instructions at N=1,000); walks skip repeats by stamp.
    mutating func compactColumn(_ symbol: Symbol) {
        if columnIsExact[symbol] {
            columnLimits[symbol] = max(Tableau.minimumColumnLimit, 2 * columns[symbol].count + 8)
            return
        }
        let clock = nextStamp()
        var entries: [RowID] = []
        swap(&entries, &columns[symbol])
        var kept = 0
        for position in entries.indices {
            let id = entries[position]
            guard id.index < basicOfRow.count, basicOfRow[id].exists, rowStamps[id] != clock else { continue }
            rowStamps[id] = clock
            entries[kept] = id
            kept += 1
        }
        entries.removeLast(entries.count - kept)
        columnLimits[symbol] = max(Tableau.minimumColumnLimit, 4 * kept + 8)
        swap(&entries, &columns[symbol])
    }

    /// A new stamp value for "visited" marks; restarts the marks when the clock wraps.
    mutating func nextStamp() -> UInt32 {
        if stampClock == UInt32.max {
            for index in rowStamps.indices { rowStamps[index] = 0 }
            stampClock = 0
        }
        stampClock += 1
        return stampClock
    }

    /// The distinct rows that hold `symbol`: calls `body(&self, rowID, basic, coefficient)`
    /// once per row. `body` may change row constants but not the rows' cells. Outside a
    /// journal the walk also compacts the column (drops stale and repeated entries).
    mutating func forEachRow(holding symbol: Symbol, _ body: (inout Tableau, RowID, Symbol, Double) -> Void) {
        guard isIndexed else {
            for index in rows.indices {
                let basic = basicOfRow[index]
                guard basic.exists && rows[index].mayHold(symbol) else { continue }
                let (position, found) = rows[index].search(symbol)
                if found { body(&self, RowID(index), basic, rows[index].cells[position].coefficient) }
            }
            return
        }
        var entries: [RowID] = []
        swap(&entries, &columns[symbol])
        if columnIsExact[symbol] {
            for id in entries {
                let (index, _) = rows[id].search(symbol)
                body(&self, id, basicOfRow[id], rows[id].cells[index].coefficient)
            }
            swap(&entries, &columns[symbol])
            return
        }
        let clock = nextStamp()
        let compacts = journal == nil
        var kept = 0
        for position in entries.indices {
            let id = entries[position]
            guard id.index < basicOfRow.count else { continue }
            let basic = basicOfRow[id]
            guard basic.exists && rowStamps[id] != clock else { continue }
            rowStamps[id] = clock
            let (index, found) = rows[id].search(symbol)
            guard found else { continue }
            if compacts {
                if kept != position { entries[kept] = id }
                kept += 1
            }
            body(&self, id, basic, rows[id].cells[index].coefficient)
        }
        if compacts {
            while entries.count > kept { entries.removeLast() }
            columnLimits[symbol] = max(Tableau.minimumColumnLimit, 2 * kept + 8)
            columnIsExact[symbol] = true
        }
        // `body` never adds to this column (it leaves cells alone), so nothing is lost.
        swap(&entries, &columns[symbol])
    }
}
