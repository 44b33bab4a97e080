// Dense tableaus without the column index. A chain of conflicting soft constraints fills
// the tableau: each pivot's entering symbol sits in a large share of the rows, and keeping
// the index costs more than it saves (every cell a merge adds is a column entry, and columns
// are compacted over and over). Substitutions are counted in windows of 32: after two
// windows in a row whose merges handled more than four cells per live row walked over (what
// walking every row would cost instead), the index is dropped and substitutions walk every
// row; after two with fewer than a quarter of a cell per row, it is rebuilt. The pivots do
// not depend on the index (ties go to the lowest symbol id), so the results are the same
// bit for bit either way.

/// The counts of the current window of substitutions (see `Tableau+Density.swift`).
struct DensityWindow {
    var substitutions = 0
    /// Live rows at each substitution, summed.
    var rows = 0
    /// Consecutive windows that argued for a switch.
    var streak = 0
    /// The tableau's `mergedCells` when the window opened.
    var startMerged = 0
}

extension Tableau {
    /// Below this many live rows the index is always kept (walking is cheap either way).
    static let denseRowCount = 256
    /// Substitutions per window.
    static let densityWindowLength = 32

    /// After a substitution through the index. (Dropping the index is safe inside a journal:
    /// a rollback restores rows, and walking them needs no index. Rebuilding it waits for the
    /// journal to close.)
    mutating func noteIndexedSubstitution() {
        guard let dense = closeWindow(switchesWhen: { merged, rows in merged > rows &* 4 }) else { return }
        if dense { suspendColumnIndex() }
    }

    /// After a substitution that walked every row.
    mutating func noteWalkedSubstitution() {
        guard let sparse = closeWindow(switchesWhen: { merged, rows in merged &* 4 < rows }), sparse else { return }
        guard journal == nil else { return }
        isIndexSuspended = false
        if liveRows > Tableau.indexThreshold { buildColumnIndex() }
    }

    /// Adds a substitution to the window; at the window's end returns whether this was the
    /// second window in a row for which `switchesWhen` holds (nil before the end).
    private mutating func closeWindow(switchesWhen: (_ merged: Int, _ rows: Int) -> Bool) -> Bool? {
        density.substitutions &+= 1
        density.rows &+= liveRows
        guard density.substitutions >= Tableau.densityWindowLength else { return nil }
        density.streak = switchesWhen(mergedCells &- density.startMerged, density.rows) ? density.streak + 1 : 0
        let switches = density.streak >= 2
        density = DensityWindow(streak: switches ? 0 : density.streak, startMerged: mergedCells)
        return switches
    }

    /// Drops the column index (and its memory) until substitutions thin out.
    mutating func suspendColumnIndex() {
        isIndexed = false
        isIndexSuspended = true
        for symbol in columns.indices { columns[symbol] = [] }
    }
}
