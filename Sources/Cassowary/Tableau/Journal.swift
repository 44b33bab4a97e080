/// An undo log for the few operations that can fail after touching the tableau (phase one of
/// an add through an artificial variable, a required constant update). It records the first
/// old value of every row, row assignment, objective coefficient and symbol kind touched, so a
/// rollback restores the tableau exactly, at a cost proportional to what was touched.
///
/// While a journal is open, column entries are only ever appended (never dropped or
/// compacted) and freed row ids are held back, so the restored rows stay indexed.
struct Journal {
    private var savedRows: [(id: RowID, row: Row, basic: Symbol)] = []
    private var savedRowOfSymbol: [(symbol: Symbol, id: RowID)] = []
    private var savedObjective: [(symbol: Symbol, value: Double)] = []
    /// "Already noted" marks, kept by the tableau between journals and stamped with an epoch,
    /// so noting costs O(1) without hashing and opening a journal costs nothing.
    private(set) var marks: JournalMarks
    private(set) var freedRows: [RowID] = []
    private let counts: Tableau.Counts
    private let objectiveConstant: Double
    private var epoch: UInt32 { marks.epoch }

    init(counts: Tableau.Counts, objectiveConstant: Double, marks: JournalMarks) {
        self.counts = counts
        self.objectiveConstant = objectiveConstant
        self.marks = marks
        self.marks.epoch &+= 1
        if self.marks.epoch == 0 { self.marks.clear() }
    }

    mutating func noteRow(_ id: RowID, _ row: Row, basic: Symbol) {
        if id.index < counts.rows && JournalMarks.mark(&marks.rows, id.index, epoch: epoch) {
            savedRows.append((id, row, basic))
        }
    }

    mutating func noteRowOfSymbol(_ symbol: Symbol, was id: RowID) {
        if symbol.index < counts.symbols && JournalMarks.mark(&marks.rowOfSymbol, symbol.index, epoch: epoch) {
            savedRowOfSymbol.append((symbol, id))
        }
    }

    mutating func noteObjective(_ symbol: Symbol, _ value: Double) {
        if symbol.index < counts.symbols && JournalMarks.mark(&marks.objective, symbol.index, epoch: epoch) {
            savedObjective.append((symbol, value))
        }
    }

    mutating func noteFreedRow(_ id: RowID) {
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

/// The journal's per-id marks: an id is noted in the current journal when its mark equals
/// `epoch`. Arrays grow on demand and are reused by every journal.
struct JournalMarks: Sendable {
    var epoch: UInt32 = 0
    var rows: [UInt32] = []
    var rowOfSymbol: [UInt32] = []
    var objective: [UInt32] = []

    /// Marks `id` in `marks`; true when it was not marked in this epoch yet.
    @inline(__always)
    static func mark(_ marks: inout [UInt32], _ id: Int, epoch: UInt32) -> Bool {
        if marks.count <= id { marks.append(contentsOf: repeatElement(0, count: id + 1 - marks.count)) }
        if marks[id] == epoch { return false }
        marks[id] = epoch
        return true
    }

    mutating func clear() {
        for index in rows.indices { rows[index] = 0 }
        for index in rowOfSymbol.indices { rowOfSymbol[index] = 0 }
        for index in objective.indices { objective[index] = 0 }
        epoch = 1
    }
}

extension Tableau {
    /// Opens a journal; every later change can be undone by `rollbackJournal()`.
    mutating func beginJournal() {
        beginJournal(since: markCounts())
    }

    /// Opens a journal that, on rollback, also drops the symbols made since `counts` (which
    /// must not have touched rows or the objective yet).
    mutating func beginJournal(since counts: Counts) {
        precondition(journal == nil, "nested journals")
        var reused = JournalMarks()
        swap(&reused, &journalMarks)
        journal = Journal(counts: counts, objectiveConstant: objective.constant, marks: reused)
    }

    /// Keeps the changes.
    mutating func commitJournal() {
        guard let open = journal else { return }
        journal = nil
        journalMarks = open.marks
        releaseRows(open.freedRows)
        indexIfLarge()
    }

    /// Undoes every change since `beginJournal()`.
    mutating func rollbackJournal() {
        guard let open = journal else { return }
        journal = nil
        journalMarks = open.marks
        open.restore(into: &self)
        infeasible.removeAll(keepingCapacity: true)
        usesArtificial = false
        artificial.clear()
    }
}
