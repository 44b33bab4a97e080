/// The simplex tableau: rows of basic symbols in terms of parametric ones, plus a column index
/// from each symbol to the rows that may hold it.
///
/// Rows live in a pool under stable row ids; a pivot changes a row's basic symbol but not its
/// id, so the column entries of its cells stay valid. The column index is what keeps every
/// operation local: substituting a symbol, finding a leaving row or shifting an edit's constant
/// touches only the rows that hold the symbol, never the whole tableau (kiwi walks every row,
/// which makes a 10,000-link chain quadratic). Columns are kept lazily: an entry may be stale
/// (the row no longer holds the symbol, or was freed) or repeated, so every reader checks it;
/// walks compact a column, and a column is also compacted when it outgrows its limit.
@usableFromInline
struct Tableau: Sendable {
    var kinds: [SymbolKind] = []
    /// The row id of each basic symbol, `.none` for a parametric one.
    @usableFromInline var rowOfSymbol: [RowID] = []
    /// Rows by row id.
    @usableFromInline var rows: [Row] = []
    /// The basic symbol of each row id, `.none` for a free slot.
    var basicOfRow: [Symbol] = []
    var freeRows: [RowID] = []
    /// Row ids taken from `freeRows` since the last `markCounts()`, in order.
    var rowsTakenSinceMark: [RowID] = []
    var liveRows = 0
    /// Small tableaus are walked row by row; past `indexThreshold` live rows the column index
    /// is built and kept from then on (until `reset()`).
    var isIndexed = false
    static let indexThreshold = 48
    /// The index was dropped because substitutions reached most rows (see
    /// `Tableau+Density.swift`); it is not rebuilt until they thin out again.
    var isIndexSuspended = false
    /// The substitutions counted towards switching the index off (or back on).
    var density = DensityWindow()
    /// Whether a dense tableau drops its index (tests turn it off to compare).
    var suspendsDenseIndex = true
    var columns: [[RowID]] = []
    /// Per column, the length past which the column is compacted (twice its size after
    /// an exact walk, four times its size after a compaction that may have kept stale entries).
    var columnLimits: [Int] = []
    /// Per column, whether it lists exactly the rows that hold the symbol, each once (no
    /// stale or repeated entries): walks of such a column skip every check. Appends keep a
    /// column exact (they always record a new membership); a cancelled cell or a dropped row
    /// makes it inexact until the next compacting walk.
    var columnIsExact: [Bool] = []
    var rowStamps: [UInt32] = []
    /// Whether `noteChanged` records (see `Tableau+Changes.swift`).
    var tracksChanges = false
    /// What `noteChanged` recorded, in one word of the tableau (see `ChangeLog`).
    var changeLog: [ChangeLog] = []
    var stampClock: UInt32 = 0
    var freeSymbols: [Symbol] = []
    /// Symbols taken from `freeSymbols` since the last `markCounts()`, in order.
    var symbolsTakenSinceMark: [Symbol] = []
    private var retired: [Symbol] = []
    private var sweepMarks: [UInt8] = []
    var objective = Objective()
    var artificial = Objective(tracksTouched: true)
    var usesArtificial = false
    /// Basic symbols whose rows may have gone negative, for the dual simplex.
    var infeasible: [Symbol] = []
    var pending: [Symbol] = []
    var fresh: [Symbol] = []
    var cancelled: [Symbol] = []
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

    /// Bumped whenever the basis changes (a row entered, taken, pivoted or restored, or a
    /// reset), never reset: what is derived from the basis (`MarkerColumnCache`) compares it.
    var basisEpoch: UInt64 = 0

    /// Cells read by row merges so far (both operands), never reset: the work meter that
    /// bounds a dual simplex run (`dualOptimize(workLimit:)`).
    var mergedCells = 0

    var symbolCount: Int { kinds.count }
    var rowCount: Int { rows.count }

    static let minimumColumnLimit = 8

    // MARK: Symbols

    /// A fresh symbol id of the given kind (a recycled one when available).
    mutating func makeSymbol(_ kind: SymbolKind) -> Symbol {
        if let recycled = freeSymbols.popLast() {
            symbolsTakenSinceMark.append(recycled)
            kinds[recycled] = kind
            columns[recycled].clear()
            columnLimits[recycled] = Tableau.minimumColumnLimit
            columnIsExact[recycled] = true
            return recycled
        }
        let symbol = Symbol(kinds.count)
        if kinds.capacity == 0 { reserveSymbols(64) }
        kinds.append(kind)
        rowOfSymbol.append(.none)
        columns.append([])
        columnLimits.append(Tableau.minimumColumnLimit)
        columnIsExact.append(true)
        objective.grow(to: symbol.index + 1)
        return symbol
    }

    /// Room for `count` symbols in every per-symbol array (one allocation each, up front).
    private mutating func reserveSymbols(_ count: Int) {
        reserve(symbols: count, rows: count)
    }

    /// Room for `symbols` symbols and `rows` rows in every per-symbol and per-row array, so a
    /// build of known size appends without regrowing them. Capacity only: nothing observable
    /// (ids, order, values) depends on it.
    mutating func reserve(symbols: Int, rows rowCount: Int) {
        kinds.reserveCapacity(symbols)
        rowOfSymbol.reserveCapacity(symbols)
        columns.reserveCapacity(symbols)
        columnLimits.reserveCapacity(symbols)
        columnIsExact.reserveCapacity(symbols)
        objective.reserve(symbols)
        rows.reserveCapacity(rowCount)
        basicOfRow.reserveCapacity(rowCount)
        rowStamps.reserveCapacity(rowCount)
    }

    /// Retires a symbol whose constraint is gone. Retired symbols are checked in batches (one
    /// pass over the rows per batch) and those that nothing mentions any more go to the free
    /// list, so ids stay bounded under add/remove churn.
    mutating func recycle(_ symbol: Symbol) {
        guard symbol.exists, journal == nil else { return }
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
            for id in rows.indices where basicOfRow[id].exists {
                for cell in rows[id].cells where sweepMarks[cell.symbol] != 0 { sweepMarks[cell.symbol] = 2 }
            }
        }
        for symbol in retired {
            guard !rowOfSymbol[symbol].exists, objective.coefficient(of: symbol) == 0, kinds[symbol] != .unused else { continue }
            if isIndexed {
                var mentioned = false
                for id in columns[symbol] where id.index < basicOfRow.count && basicOfRow[id].exists && rows[id].search(symbol).found {
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

    // MARK: Basic symbols

    @inline(__always)
    func isBasic(_ symbol: Symbol) -> Bool { rowOfSymbol[symbol].exists }

    @inline(__always)
    func isRestricted(_ symbol: Symbol) -> Bool { kinds[symbol] != .external }

    /// The row of a basic symbol.
    @inline(__always)
    func row(of symbol: Symbol) -> Row { rows[rowOfSymbol[symbol]] }

    /// The value of a symbol in the current basic solution.
    @inlinable @inline(__always)
    func value(of symbol: Symbol) -> Double {
        let id = rowOfSymbol[symbol]
        return id.exists ? rows[id].constant : 0
    }

    /// Forgets everything but keeps the memory.
    mutating func reset() {
        basisEpoch &+= 1
        kinds.removeAll(keepingCapacity: true)
        rowOfSymbol.removeAll(keepingCapacity: true)
        rows.removeAll(keepingCapacity: true)
        basicOfRow.removeAll(keepingCapacity: true)
        freeRows.removeAll(keepingCapacity: true)
        liveRows = 0
        isIndexed = false
        isIndexSuspended = false
        density = DensityWindow()
        columns.removeAll(keepingCapacity: true)
        columnLimits.removeAll(keepingCapacity: true)
        columnIsExact.removeAll(keepingCapacity: true)
        rowStamps.removeAll(keepingCapacity: true)
        trackChanges(false)
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
}
