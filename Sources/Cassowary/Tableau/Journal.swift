/// An undo log for the few operations that can fail after touching the tableau (phase one of
/// an add through an artificial variable, a required constant update). It records the first
/// old value of every row, row assignment, objective coefficient and symbol kind touched, so a
/// rollback restores the tableau exactly, at a cost proportional to what was touched.
///
/// While a journal is open, column entries are only ever appended (never dropped or
/// compacted) and freed row ids are held back, so the restored rows stay indexed.
struct Journal {
    private var savedRows: [(id: Int, row: Row, basic: Int)] = []
    private var savedRowOfSymbol: [(symbol: Int, id: Int)] = []
    private var savedObjective: [(symbol: Int, value: Double)] = []
    private var seenRows: Set<Int> = []
    private var seenSymbols: Set<Int> = []
    private var seenObjective: Set<Int> = []
    private(set) var freedRows: [Int] = []
    private let counts: Tableau.Counts
    private let objectiveConstant: Double

    init(counts: Tableau.Counts, objectiveConstant: Double) {
        self.counts = counts
        self.objectiveConstant = objectiveConstant
    }

    mutating func noteRow(_ id: Int, _ row: Row, basic: Int) {
        if id < counts.rows && seenRows.insert(id).inserted {
            savedRows.append((id, row, basic))
        }
    }

    mutating func noteRowOfSymbol(_ symbol: Int, was id: Int) {
        if symbol < counts.symbols && seenSymbols.insert(symbol).inserted {
            savedRowOfSymbol.append((symbol, id))
        }
    }

    mutating func noteObjective(_ symbol: Int, _ value: Double) {
        if symbol < counts.symbols && seenObjective.insert(symbol).inserted {
            savedObjective.append((symbol, value))
        }
    }

    mutating func noteFreedRow(_ id: Int) {
        freedRows.append(id)
    }

    /// Puts back everything noted and drops symbols and rows made since the journal opened.
    func restore(into tableau: inout Tableau) {
        tableau.restore(counts)
        tableau.forgetColumnExactness()
        for saved in savedRows { tableau.restoreRow(saved.id, saved.row, basic: saved.basic) }
        for saved in savedRowOfSymbol { tableau.restoreRowOfSymbol(saved.symbol, saved.id) }
        for saved in savedObjective { tableau.restoreObjective(saved.symbol, saved.value) }
        tableau.objective.constant = objectiveConstant
    }
}

extension Tableau {
    /// Opens a journal; every later change can be undone by `rollbackJournal()`.
    mutating func beginJournal() {
        beginJournal(since: counts)
    }

    /// Opens a journal that, on rollback, also drops the symbols made since `counts` (which
    /// must not have touched rows or the objective yet).
    mutating func beginJournal(since counts: Counts) {
        precondition(journal == nil, "nested journals")
        journal = Journal(counts: counts, objectiveConstant: objective.constant)
    }

    /// Keeps the changes.
    mutating func commitJournal() {
        guard let open = journal else { return }
        journal = nil
        releaseRows(open.freedRows)
        indexIfLarge()
    }

    /// Undoes every change since `beginJournal()`.
    mutating func rollbackJournal() {
        guard let open = journal else { return }
        journal = nil
        open.restore(into: &self)
        infeasible.removeAll(keepingCapacity: true)
        usesArtificial = false
        artificial.clear()
    }
}
