/// The simplex tableau: rows of basic symbols in terms of parametric ones, plus a column index
/// from each symbol to the rows that may hold it.
///
/// Rows live in a pool under stable row ids; a pivot changes a row's basic symbol but not its
/// id, so the column entries of its cells stay valid. The column index is what keeps every
/// operation local: substituting a symbol, finding a leaving row or shifting an edit's constant
/// touches only the rows that hold the symbol, never the whole tableau (kiwi walks every row,
/// which makes a 10,000-link chain quadratic). Columns are kept lazily: an entry may be stale
/// (the row no longer holds the symbol, or was freed) or repeated, so every reader checks it;
/// walks compact a column, and a column is also compacted when it doubles.
@usableFromInline
struct Tableau: Sendable {
    private(set) var kinds: [SymbolKind] = []
    /// The row id of each basic symbol, -1 for a parametric one.
    @usableFromInline private(set) var rowOfSymbol: [Int] = []
    /// Rows by row id.
    @usableFromInline var rows: [Row] = []
    /// The basic symbol of each row id, -1 for a free slot.
    private(set) var basicOfRow: [Int] = []
    private var freeRows: [Int] = []
    /// Row ids taken from `freeRows` since the last `markCounts()`, in order.
    private var rowsTakenSinceMark: [Int] = []
    private var liveRows = 0
    /// Small tableaus are walked row by row; past `indexThreshold` live rows the column index
    /// is built and kept from then on (until `reset()`).
    private(set) var isIndexed = false
    static let indexThreshold = 48
    var columns: [[Int]] = []
    /// Per column, the length past which the column is compacted (twice its last live size).
    private var columnLimits: [Int] = []
    /// Per column, whether it lists exactly the rows that hold the symbol, each once (no
    /// stale or repeated entries): walks of such a column skip every check. Appends keep a
    /// column exact (they always record a new membership); a cancelled cell or a dropped row
    /// makes it inexact until the next compacting walk.
    var columnIsExact: [Bool] = []
    private var rowStamps: [UInt32] = []
    private var stampClock: UInt32 = 0
    private var freeSymbols: [Int] = []
    /// Symbols taken from `freeSymbols` since the last `markCounts()`, in order.
    private var symbolsTakenSinceMark: [Int] = []
    private var retired: [Int] = []
    private var sweepMarks: [UInt8] = []
    var objective = Objective()
    var artificial = Objective(tracksTouched: true)
    var usesArtificial = false
    /// Basic symbols whose rows may have gone negative, for the dual simplex.
    var infeasible: [Int] = []
    private var pending: [Int] = []
    var fresh: [Int] = []
    var cancelled: [Int] = []
    /// Spare cell storage that merges write into (see `merge(into:_:times:dropping:)`).
    var scratch = CellList()
    var journal: Journal?
    var journalMarks = JournalMarks()
    /// Set once a number of at least `largeMagnitude` has been seen (an input or a computed
    /// cell); from then on every operation runs on a snapshot it can return to (see
    /// `Solver.guardingOverflow`). Never cleared before `reset()`.
    var isLarge = false
    /// Set when a computation overflowed to infinity; the operation in progress is undone.
    var overflowed = false
    /// Far below overflow (1.8e308) and far above any layout number.
    static let largeMagnitude = 1.0e30

    var symbolCount: Int { kinds.count }
    var rowCount: Int { rows.count }

    static let minimumColumnLimit = 8

    // MARK: Symbols

    /// A fresh symbol id of the given kind (a recycled one when available).
    mutating func makeSymbol(_ kind: SymbolKind) -> Int {
        if let recycled = freeSymbols.popLast() {
            symbolsTakenSinceMark.append(recycled)
            kinds[recycled] = kind
            columns[recycled].clear()
            columnLimits[recycled] = Tableau.minimumColumnLimit
            columnIsExact[recycled] = true
            return recycled
        }
        let symbol = kinds.count
        if kinds.capacity == 0 { reserveSymbols(64) }
        kinds.append(kind)
        rowOfSymbol.append(-1)
        columns.append([])
        columnLimits.append(Tableau.minimumColumnLimit)
        columnIsExact.append(true)
        objective.grow(to: symbol + 1)
        return symbol
    }

    /// Room for `count` symbols in every per-symbol array (one allocation each, up front).
    private mutating func reserveSymbols(_ count: Int) {
        kinds.reserveCapacity(count)
        rowOfSymbol.reserveCapacity(count)
        columns.reserveCapacity(count)
        columnLimits.reserveCapacity(count)
        columnIsExact.reserveCapacity(count)
        rows.reserveCapacity(count)
        basicOfRow.reserveCapacity(count)
        rowStamps.reserveCapacity(count)
        objective.reserve(count)
    }

    /// Retires a symbol whose constraint is gone. Retired symbols are checked in batches (one
    /// pass over the rows per batch) and those that nothing mentions any more go to the free
    /// list, so ids stay bounded under add/remove churn.
    mutating func recycle(_ symbol: Int) {
        guard symbol >= 0, journal == nil else { return }
        retired.append(symbol)
        if retired.count >= Tableau.retiredBatch { sweepRetired() }
    }

    static let retiredBatch = 16

    private mutating func sweepRetired() {
        // Scan mode: mark the retired symbols, then one pass over every cell finds those still
        // mentioned (marks are cleared again below).
        if !isIndexed {
            while sweepMarks.count < kinds.count { sweepMarks.append(0) }
            for symbol in retired { sweepMarks[symbol] = 1 }
            for id in rows.indices where basicOfRow[id] >= 0 {
                for cell in rows[id].cells where sweepMarks[cell.symbol] != 0 { sweepMarks[cell.symbol] = 2 }
            }
        }
        for symbol in retired {
            guard rowOfSymbol[symbol] < 0, objective.coefficient(of: symbol) == 0, kinds[symbol] != .unused else { continue }
            if isIndexed {
                var mentioned = false
                for id in columns[symbol] where id < basicOfRow.count && basicOfRow[id] >= 0 && rows[id].search(symbol).found {
                    mentioned = true
                }
                if mentioned { continue }
            } else if sweepMarks[symbol] == 2 {
                continue
            }
            kinds[symbol] = .unused
            columns[symbol].clear()
            columnIsExact[symbol] = true
            freeSymbols.append(symbol)
        }
        if !isIndexed {
            for symbol in retired { sweepMarks[symbol] = 0 }
        }
        retired.clear()
    }

    // MARK: Rows

    @inline(__always)
    func isBasic(_ symbol: Int) -> Bool { rowOfSymbol[symbol] >= 0 }

    @inline(__always)
    func isRestricted(_ symbol: Int) -> Bool { kinds[symbol] != .external }

    /// The row of a basic symbol.
    @inline(__always)
    func row(of symbol: Int) -> Row { rows[rowOfSymbol[symbol]] }

    /// The value of a symbol in the current basic solution.
    @inlinable @inline(__always)
    func value(of symbol: Int) -> Double {
        let id = rowOfSymbol[symbol]
        return id >= 0 ? rows[id].constant : 0
    }

    /// Enters `row` as the row of `basic` under a new row id and indexes its cells.
    mutating func insertRow(_ row: Row, basic: Int) {
        let id: Int
        if let reused = freeRows.popLast() {
            rowsTakenSinceMark.append(reused)
            id = reused
            journal?.noteRow(id, rows[id], basic: -1)
            rows[id] = row
        } else {
            id = rows.count
            rows.append(row)
            basicOfRow.append(-1)
            rowStamps.append(0)
        }
        basicOfRow[id] = basic
        journal?.noteRowOfSymbol(basic, was: rowOfSymbol[basic])
        rowOfSymbol[basic] = id
        liveRows += 1
        if isIndexed {
            appendColumns(of: row, id)
        } else if liveRows > Tableau.indexThreshold && journal == nil {
            buildColumnIndex()
        }
    }

    /// Builds the column index once the tableau has grown past the threshold.
    mutating func indexIfLarge() {
        if !isIndexed && liveRows > Tableau.indexThreshold && journal == nil { buildColumnIndex() }
    }

    /// Switches to indexed mode: one pass over the live rows fills every column.
    mutating func buildColumnIndex() {
        for symbol in columns.indices {
            columns[symbol].clear()
            columnLimits[symbol] = Tableau.minimumColumnLimit
            columnIsExact[symbol] = true
        }
        isIndexed = true
        for id in rows.indices where basicOfRow[id] >= 0 {
            appendColumns(of: rows[id], id)
        }
    }

    /// Whether any row holds `symbol` (checks the column's entries; every row when not indexed).
    mutating func isInAnyRow(_ symbol: Int) -> Bool {
        var held = false
        forEachRow(holding: symbol) { _, _, _, _ in held = true }
        return held
    }

    /// Sets the constant of the cell-less row of a defined variable (see `Definitions`).
    @inline(__always)
    mutating func setValue(_ value: Double, ofConstantRow basic: Int) {
        if _slowPath(!(abs(value) < Tableau.largeMagnitude)) { noteMagnitude(abs(value)) }
        rows[rowOfSymbol[basic]].constant = value
    }

    /// Gives the cell-less row of a defined variable its cells (see `Definitions.materialize`).
    mutating func fillConstantRow(of basic: Int, with row: Row) {
        let id = rowOfSymbol[basic]
        rows[id] = row
        appendColumns(of: row, id)
    }

    /// Removes and returns the row of `basic`; its id goes back to the pool.
    mutating func takeRow(_ basic: Int) -> Row {
        let id = rowOfSymbol[basic]
        journal?.noteRow(id, rows[id], basic: basic)
        journal?.noteRowOfSymbol(basic, was: id)
        rowOfSymbol[basic] = -1
        basicOfRow[id] = -1
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

    @inline(__always)
    mutating func appendColumn(_ symbol: Int, _ id: Int) {
        guard isIndexed else { return }
        if columns[symbol].capacity == 0 { columns[symbol].reserveCapacity(8) }
        columns[symbol].append(id)
        if columns[symbol].count > columnLimits[symbol] && journal == nil { compactColumn(symbol) }
    }

    /// `appendColumn` for every cell of a row entering the tableau, with one uniqueness check
    /// of the column table instead of one per cell; columns grown past their limit are
    /// compacted afterwards (each gets one entry here, so the result is the same).
    mutating func appendColumns(of row: Row, _ id: Int) {
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

    /// Drops stale and repeated entries of a column (an exact column has none: it only gets
    /// a new limit).
    mutating func compactColumn(_ symbol: Int) {
        if columnIsExact[symbol] {
            columnLimits[symbol] = max(Tableau.minimumColumnLimit, 2 * columns[symbol].count + 8)
            return
        }
        forEachRow(holding: symbol) { _, _, _, _ in }
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
    mutating func forEachRow(holding symbol: Int, _ body: (inout Tableau, Int, Int, Double) -> Void) {
        guard isIndexed else {
            for id in rows.indices {
                let basic = basicOfRow[id]
                guard basic >= 0 && rows[id].mayHold(symbol) else { continue }
                let (index, found) = rows[id].search(symbol)
                if found { body(&self, id, basic, rows[id].cells[index].coefficient) }
            }
            return
        }
        var entries: [Int] = []
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
            guard id < basicOfRow.count else { continue }
            let basic = basicOfRow[id]
            guard basic >= 0 && rowStamps[id] != clock else { continue }
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

    /// Replaces `symbol` by `row` in every row and in the objectives. Rows of restricted
    /// symbols that go negative are queued as infeasible, in id order.
    mutating func substitute(_ symbol: Int, _ row: Row) {
        if isIndexed {
            var entries: [Int] = []
            swap(&entries, &columns[symbol])
            if columnIsExact[symbol] {
                for id in entries { substitute(symbol, row, intoRow: id, basic: basicOfRow[id]) }
            } else {
                let clock = nextStamp()
                for id in entries where id < basicOfRow.count {
                    let basic = basicOfRow[id]
                    guard basic >= 0 && rowStamps[id] != clock else { continue }
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
        } else {
            for id in rows.indices {
                let basic = basicOfRow[id]
                if basic >= 0 { substitute(symbol, row, intoRow: id, basic: basic) }
            }
        }
        objective.substitute(symbol, row, kinds: kinds, journal: &journal)
        if usesArtificial {
            var unlogged: Journal? = nil
            artificial.substitute(symbol, row, kinds: kinds, journal: &unlogged)
        }
        flushPending()
    }

    @inline(__always)
    private mutating func substitute(_ symbol: Int, _ row: Row, intoRow id: Int, basic: Int) {
        if !rows[id].mayHold(symbol) { return }
        let (index, found) = rows[id].search(symbol)
        if !found { return }
        let factor = rows[id].cells[index].coefficient
        merge(into: id, row, times: factor, dropping: symbol)
        if kinds[basic] != .external && rows[id].constant < 0 { pending.append(basic) }
    }

    private mutating func flushPending() {
        if pending.isEmpty { return }
        if pending.count > 1 { pending.sort() }
        infeasible.append(contentsOf: pending)
        pending.clear()
    }

    /// Swaps `leaving` out of the basis for `entering`. The row keeps its id: only the new
    /// cell (`leaving`) needs a column entry.
    mutating func pivot(entering: Int, leaving: Int) {
        let id = rowOfSymbol[leaving]
        journal?.noteRow(id, rows[id], basic: leaving)
        journal?.noteRowOfSymbol(leaving, was: id)
        rowOfSymbol[leaving] = -1
        let peak = rows[id].solve(for: leaving, entering)
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
    mutating func shift(_ marker: Int, by amount: Double, weight: Double) {
        let own = rowOfSymbol[marker]
        let coefficient = own >= 0 ? 0 : objective.coefficient(of: marker)
        objective.constant += (coefficient - weight) * amount
        if own >= 0 {
            journal?.noteRow(own, rows[own], basic: marker)
            rows[own].constant -= amount
            if _slowPath(!(abs(rows[own].constant) < Tableau.largeMagnitude)) { noteMagnitude(abs(rows[own].constant)) }
            if isRestricted(marker) && rows[own].constant < 0 { infeasible.append(marker) }
            return
        }
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
    mutating func injectColumn(_ marker: Int, _ column: [(row: Int, coefficient: Double)], objective weight: Double) {
        journal?.noteObjective(marker, objective.coefficient(of: marker))
        objective.set(marker, objective.coefficient(of: marker) + weight, isDummy: true)
        for (id, coefficient) in column {
            journal?.noteRow(id, rows[id], basic: basicOfRow[id])
            rows[id].insert(marker, coefficient)
            appendColumn(marker, id)
        }
    }

    /// Deletes a parametric symbol from every row and from the objective.
    mutating func removeParametric(_ symbol: Int) {
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

    /// Forgets everything but keeps the memory.
    mutating func reset() {
        kinds.removeAll(keepingCapacity: true)
        rowOfSymbol.removeAll(keepingCapacity: true)
        rows.removeAll(keepingCapacity: true)
        basicOfRow.removeAll(keepingCapacity: true)
        freeRows.removeAll(keepingCapacity: true)
        liveRows = 0
        isIndexed = false
        columns.removeAll(keepingCapacity: true)
        columnLimits.removeAll(keepingCapacity: true)
        columnIsExact.removeAll(keepingCapacity: true)
        rowStamps.removeAll(keepingCapacity: true)
        stampClock = 0
        freeSymbols.removeAll(keepingCapacity: true)
        retired.removeAll(keepingCapacity: true)
        objective.reset()
        artificial.reset()
        usesArtificial = false
        isLarge = false
        overflowed = false
        infeasible.removeAll(keepingCapacity: true)
        journal = nil
    }

    /// Records a computed magnitude of at least `largeMagnitude` (or a NaN).
    mutating func noteMagnitude(_ magnitude: Double) {
        isLarge = true
        if !magnitude.isFinite { overflowed = true }
    }

    /// Whether any row or objective number is infinite or NaN: the check after each operation
    /// in large mode, where the objective's products are not tracked.
    /// - Complexity: O(cells); only in large mode.
    func holdsNonFinite() -> Bool {
        if !objective.constant.isFinite || objective.values.contains(where: { !$0.isFinite }) { return true }
        for id in rows.indices where basicOfRow[id] >= 0 {
            if !rows[id].constant.isFinite { return true }
            for cell in rows[id].cells where !cell.coefficient.isFinite { return true }
        }
        return false
    }

    // MARK: Journal support

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
    func symbolsMade(since counts: Counts) -> [Int] {
        Array(counts.symbols..<max(counts.symbols, kinds.count)) + symbolsTakenSinceMark
    }

    mutating func restore(_ counts: Counts) {
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

    mutating func releaseRows(_ ids: [Int]) {
        freeRows.append(contentsOf: ids)
    }

    /// After a rollback rows are back as they were while columns only grew: none is exact.
    mutating func forgetColumnExactness() {
        for symbol in columnIsExact.indices { columnIsExact[symbol] = false }
    }

    mutating func restoreRow(_ id: Int, _ row: Row, basic: Int) {
        rows[id] = row
        basicOfRow[id] = basic
    }

    mutating func restoreRowOfSymbol(_ symbol: Int, _ id: Int) {
        rowOfSymbol[symbol] = id
    }

    mutating func restoreObjective(_ symbol: Int, _ value: Double) {
        objective.set(symbol, value, isDummy: kinds[symbol] == .dummy)
    }
}
