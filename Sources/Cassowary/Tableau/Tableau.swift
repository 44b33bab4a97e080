/// The simplex tableau: rows of basic symbols in terms of parametric ones, indexed densely by
/// symbol id, plus a column index from each symbol to the rows that may hold it.
///
/// The column index is what keeps every operation local: substituting a symbol, finding a
/// leaving row or shifting an edit's constant touches only the rows that hold the symbol, never
/// the whole tableau (kiwi walks every row, which makes a 10,000-link chain quadratic).
/// Columns are kept lazily: an entry may be stale (the row no longer holds the symbol, or is no
/// longer basic) or repeated, so every reader checks it; entries are dropped when a column is
/// rewritten, and compacted when a column doubles.
struct Tableau {
    private(set) var kinds: [SymbolKind] = []
    var rows: [Row] = []
    private(set) var isBasic: [Bool] = []
    var columns: [[Int]] = []
    /// Per column, the length past which the column is compacted (twice its last live size).
    private var columnLimits: [Int] = []
    private var stamps: [UInt32] = []
    private var stampClock: UInt32 = 0
    private var freeSymbols: [Int] = []
    var objective = Objective()
    var artificial = Objective(tracksTouched: true)
    var usesArtificial = false
    /// Basic symbols whose rows may have gone negative, for the dual simplex.
    var infeasible: [Int] = []
    private var pending: [Int] = []
    private var scratch: [Cell] = []
    private var fresh: [Int] = []
    var journal: Journal?
    var journalFreeSymbols: [Int] = []

    var symbolCount: Int { kinds.count }

    // MARK: Symbols

    /// A fresh symbol id of the given kind (a recycled one when available).
    mutating func makeSymbol(_ kind: SymbolKind) -> Int {
        if let recycled = freeSymbols.popLast() {
            journal?.noteKind(recycled, was: .unused)
            kinds[recycled] = kind
            columns[recycled].removeAll(keepingCapacity: true)
            columnLimits[recycled] = Tableau.minimumColumnLimit
            return recycled
        }
        let symbol = kinds.count
        kinds.append(kind)
        rows.append(Row())
        isBasic.append(false)
        columns.append([])
        columnLimits.append(Tableau.minimumColumnLimit)
        stamps.append(0)
        objective.grow(to: symbol + 1)
        artificial.grow(to: symbol + 1)
        return symbol
    }

    /// Returns a symbol to the free list if nothing in the tableau mentions it any more.
    mutating func recycle(_ symbol: Int) {
        guard symbol >= 0, journal == nil, !isBasic[symbol], objective.coefficient(of: symbol) == 0 else { return }
        for basic in columns[symbol] where isBasic[basic] && rows[basic].search(symbol).found { return }
        kinds[symbol] = .unused
        columns[symbol].removeAll(keepingCapacity: true)
        freeSymbols.append(symbol)
    }

    // MARK: Rows

    @inline(__always)
    func isRestricted(_ symbol: Int) -> Bool { kinds[symbol] != .external }

    /// Makes `row` the row of `basic` and indexes its cells.
    mutating func insertRow(_ row: Row, basic: Int) {
        journal?.noteRow(basic, rows[basic], basic: isBasic[basic])
        rows[basic] = row
        isBasic[basic] = true
        for cell in row.cells { appendColumn(cell.symbol, basic) }
    }

    /// Removes and returns the row of `basic` (its column entries go stale).
    mutating func takeRow(_ basic: Int) -> Row {
        journal?.noteRow(basic, rows[basic], basic: true)
        isBasic[basic] = false
        var row = Row()
        swap(&row, &rows[basic])
        return row
    }

    static let minimumColumnLimit = 8

    @inline(__always)
    mutating func appendColumn(_ symbol: Int, _ basic: Int) {
        columns[symbol].append(basic)
        if columns[symbol].count > columnLimits[symbol] && journal == nil { compactColumn(symbol) }
    }

    /// Drops stale and repeated entries of a column.
    mutating func compactColumn(_ symbol: Int) {
        let clock = nextStamp()
        var entries: [Int] = []
        swap(&entries, &columns[symbol])
        var kept = 0
        for position in entries.indices {
            let basic = entries[position]
            if isBasic[basic] && stamps[basic] != clock && rows[basic].search(symbol).found {
                stamps[basic] = clock
                entries[kept] = basic
                kept += 1
            }
        }
        while entries.count > kept { entries.removeLast() }
        swap(&entries, &columns[symbol])
        columnLimits[symbol] = max(Tableau.minimumColumnLimit, 2 * kept + 8)
    }

    @inline(__always) func stamps(_ symbol: Int) -> UInt32 { stamps[symbol] }
    @inline(__always) mutating func setStamp(_ symbol: Int, _ value: UInt32) { stamps[symbol] = value }

    /// A new stamp value for "visited" marks; restarts the marks when the clock wraps.
    mutating func nextStamp() -> UInt32 {
        if stampClock == UInt32.max {
            for index in stamps.indices { stamps[index] = 0 }
            stampClock = 0
        }
        stampClock += 1
        return stampClock
    }

    /// The distinct basic symbols whose rows hold `symbol`, with its coefficient in each.
    /// Calls `body` once per row; `body` may change row constants but not the rows' cells.
    /// Outside a journal the walk also compacts the column (drops stale and repeated entries).
    mutating func forEachRow(holding symbol: Int, _ body: (inout Tableau, Int, Double) -> Void) {
        let clock = nextStamp()
        var entries: [Int] = []
        swap(&entries, &columns[symbol])
        let compacts = journal == nil
        var kept = 0
        for position in entries.indices {
            let basic = entries[position]
            guard isBasic[basic] && stamps[basic] != clock else { continue }
            stamps[basic] = clock
            let (index, found) = rows[basic].search(symbol)
            guard found else { continue }
            if compacts {
                entries[kept] = basic
                kept += 1
            }
            body(&self, basic, rows[basic].cells[index].coefficient)
        }
        if compacts {
            while entries.count > kept { entries.removeLast() }
            columnLimits[symbol] = max(Tableau.minimumColumnLimit, 2 * kept + 8)
        }
        // `body` never adds to this column (it leaves cells alone), so nothing is lost.
        swap(&entries, &columns[symbol])
    }

    /// Replaces `symbol` by `row` in every row and in the objectives. Rows of restricted
    /// symbols that go negative are queued as infeasible, in id order.
    mutating func substitute(_ symbol: Int, _ row: Row) {
        let clock = nextStamp()
        var entries: [Int] = []
        swap(&entries, &columns[symbol])
        for basic in entries where isBasic[basic] && stamps[basic] != clock {
            stamps[basic] = clock
            let (index, found) = rows[basic].search(symbol)
            if !found { continue }
            let factor = rows[basic].cells[index].coefficient
            merge(into: basic, row, times: factor, dropping: symbol)
            if kinds[basic] != .external && rows[basic].constant < 0 { pending.append(basic) }
        }
        if journal == nil {
            entries.removeAll(keepingCapacity: true)
            columnLimits[symbol] = Tableau.minimumColumnLimit
        }
        swap(&entries, &columns[symbol])
        objective.substitute(symbol, row, kinds: kinds, journal: &journal)
        if usesArtificial {
            var unlogged: Journal? = nil
            artificial.substitute(symbol, row, kinds: kinds, journal: &unlogged)
        }
        if !pending.isEmpty {
            if pending.count > 1 { pending.sort() }
            infeasible.append(contentsOf: pending)
            pending.removeAll(keepingCapacity: true)
        }
    }

    /// `rows[basic] += factor * source`, minus the cell of `dropped`: one linear merge of two
    /// sorted rows through a stack buffer into a reused array. Symbols new to the row get
    /// column entries.
    private mutating func merge(into basic: Int, _ source: Row, times factor: Double, dropping dropped: Int) {
        journal?.noteRow(basic, rows[basic], basic: true)
        var merged: [Cell] = []
        swap(&merged, &scratch)
        merged.removeAll(keepingCapacity: true)
        var old: [Cell] = []
        swap(&old, &rows[basic].cells)
        let capacity = old.count + source.cells.count
        withUnsafeTemporaryAllocation(of: Cell.self, capacity: capacity) { output in
            var count = 0
            old.withUnsafeBufferPointer { left in
                source.cells.withUnsafeBufferPointer { right in
                    var i = 0
                    var j = 0
                    while i < left.count && j < right.count {
                        let a = left[i].symbol
                        let b = right[j].symbol
                        if a < b {
                            if a != dropped {
                                output.initializeElement(at: count, to: left[i])
                                count += 1
                            }
                            i += 1
                        } else if b < a {
                            let value = factor * right[j].coefficient
                            if !nearZero(value) {
                                output.initializeElement(at: count, to: Cell(symbol: b, coefficient: value))
                                count += 1
                                fresh.append(b)
                            }
                            j += 1
                        } else {
                            let value = left[i].coefficient + factor * right[j].coefficient
                            if a != dropped && !nearZero(value) {
                                output.initializeElement(at: count, to: Cell(symbol: a, coefficient: value))
                                count += 1
                            }
                            i += 1
                            j += 1
                        }
                    }
                    while i < left.count {
                        if left[i].symbol != dropped {
                            output.initializeElement(at: count, to: left[i])
                            count += 1
                        }
                        i += 1
                    }
                    while j < right.count {
                        let value = factor * right[j].coefficient
                        if !nearZero(value) {
                            output.initializeElement(at: count, to: Cell(symbol: right[j].symbol, coefficient: value))
                            count += 1
                            fresh.append(right[j].symbol)
                        }
                        j += 1
                    }
                }
            }
            merged.append(contentsOf: UnsafeBufferPointer(rebasing: output[0..<count]))
        }
        rows[basic].constant += factor * source.constant
        swap(&merged, &rows[basic].cells)
        scratch = old
        if !fresh.isEmpty {
            for symbol in fresh { appendColumn(symbol, basic) }
            fresh.removeAll(keepingCapacity: true)
        }
    }

    /// Swaps `leaving` out of the basis for `entering`.
    mutating func pivot(entering: Int, leaving: Int) {
        var row = takeRow(leaving)
        row.solve(for: leaving, entering)
        substitute(entering, row)
        insertRow(row, basic: entering)
    }

    /// Shifts a marker: every row is rewritten as if `marker` were `marker + amount`
    /// (how edit suggestions and constant updates reach the tableau without a re-solve).
    mutating func shift(_ marker: Int, by amount: Double) {
        if isBasic[marker] {
            journal?.noteRow(marker, rows[marker], basic: true)
            rows[marker].constant -= amount
            if isRestricted(marker) && rows[marker].constant < 0 { infeasible.append(marker) }
            return
        }
        forEachRow(holding: marker) { tableau, basic, coefficient in
            tableau.journal?.noteRow(basic, tableau.rows[basic], basic: true)
            tableau.rows[basic].constant += coefficient * amount
            if tableau.isRestricted(basic) && tableau.rows[basic].constant < 0 { tableau.pending.append(basic) }
        }
        if !pending.isEmpty {
            if pending.count > 1 { pending.sort() }
            infeasible.append(contentsOf: pending)
            pending.removeAll(keepingCapacity: true)
        }
    }

    /// The value of a symbol in the current basic solution.
    @inline(__always)
    func value(of symbol: Int) -> Double { isBasic[symbol] ? rows[symbol].constant : 0 }

    // MARK: Journal support

    var freeSymbolsSnapshot: [Int] { freeSymbols }

    mutating func truncateSymbols(to count: Int, freeSymbols saved: [Int]) {
        if kinds.count > count {
            let extra = kinds.count - count
            kinds.removeLast(extra)
            rows.removeLast(extra)
            isBasic.removeLast(extra)
            columns.removeLast(extra)
            columnLimits.removeLast(extra)
            stamps.removeLast(extra)
        }
        objective.truncate(to: count)
        artificial.truncate(to: count)
        freeSymbols = saved
    }

    mutating func restoreRow(_ symbol: Int, _ row: Row, basic: Bool) {
        rows[symbol] = row
        isBasic[symbol] = basic
    }

    mutating func restoreKind(_ symbol: Int, _ kind: SymbolKind) {
        kinds[symbol] = kind
    }

    mutating func restoreObjective(_ symbol: Int, _ value: Double) {
        objective.set(symbol, value, isDummy: kinds[symbol] == .dummy)
    }

    /// Forgets everything but keeps the memory.
    mutating func reset() {
        kinds.removeAll(keepingCapacity: true)
        rows.removeAll(keepingCapacity: true)
        isBasic.removeAll(keepingCapacity: true)
        columns.removeAll(keepingCapacity: true)
        columnLimits.removeAll(keepingCapacity: true)
        stamps.removeAll(keepingCapacity: true)
        stampClock = 0
        freeSymbols.removeAll(keepingCapacity: true)
        objective.reset()
        artificial.reset()
        usesArtificial = false
        infeasible.removeAll(keepingCapacity: true)
        journal = nil
    }
}
