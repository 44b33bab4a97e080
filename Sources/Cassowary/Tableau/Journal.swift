/// An undo log for the few operations that can fail after touching the tableau (phase one of
/// an add through an artificial variable, a required constant update). It records the first
/// old value of every row, objective coefficient and symbol kind touched, so a rollback
/// restores the tableau exactly, at a cost proportional to what was touched.
///
/// While a journal is open, column entries are only ever appended (never dropped or
/// compacted), so the restored rows stay indexed.
struct Journal {
    private var savedRows: [(symbol: Int, row: Row, basic: Bool)] = []
    private var savedObjective: [(symbol: Int, value: Double)] = []
    private var savedKinds: [(symbol: Int, kind: SymbolKind)] = []
    private var seenRows: Set<Int> = []
    private var seenObjective: Set<Int> = []
    private let symbolCount: Int
    private let objectiveConstant: Double

    init(symbolCount: Int, objectiveConstant: Double) {
        self.symbolCount = symbolCount
        self.objectiveConstant = objectiveConstant
    }

    mutating func noteRow(_ symbol: Int, _ row: Row, basic: Bool) {
        if symbol < symbolCount && seenRows.insert(symbol).inserted {
            savedRows.append((symbol, row, basic))
        }
    }

    mutating func noteObjective(_ symbol: Int, _ value: Double) {
        if symbol < symbolCount && seenObjective.insert(symbol).inserted {
            savedObjective.append((symbol, value))
        }
    }

    mutating func noteKind(_ symbol: Int, was kind: SymbolKind) {
        savedKinds.append((symbol, kind))
    }

    /// Puts back everything noted and drops symbols made since the journal opened.
    func restore(into tableau: inout Tableau, freeSymbols: [Int]) {
        tableau.truncateSymbols(to: symbolCount, freeSymbols: freeSymbols)
        for saved in savedRows { tableau.restoreRow(saved.symbol, saved.row, basic: saved.basic) }
        for (symbol, kind) in savedKinds.reversed() { tableau.restoreKind(symbol, kind) }
        for saved in savedObjective { tableau.restoreObjective(saved.symbol, saved.value) }
        tableau.objective.constant = objectiveConstant
    }
}

extension Tableau {
    /// Opens a journal; every later change can be undone by `rollback()`.
    mutating func beginJournal() {
        precondition(journal == nil, "nested journals")
        journal = Journal(symbolCount: symbolCount, objectiveConstant: objective.constant)
        journalFreeSymbols = freeSymbolsSnapshot
    }

    /// Keeps the changes.
    mutating func commitJournal() {
        journal = nil
    }

    /// Undoes every change since `beginJournal()`.
    mutating func rollbackJournal() {
        guard let open = journal else { return }
        journal = nil
        open.restore(into: &self, freeSymbols: journalFreeSymbols)
        infeasible.removeAll(keepingCapacity: true)
        usesArtificial = false
        artificial.clear()
    }
}
