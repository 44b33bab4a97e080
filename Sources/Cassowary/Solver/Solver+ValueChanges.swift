/// Which values a call moved, for a reader that copies many values out after each change (a
/// layout engine writing frames) and would rather copy only those that moved.
///
/// `changeCount` grows with every mutating call; `localChange` names the basic symbols whose
/// values the last call moved when that call was a required constant update that only shifted
/// row constants (no pivot): the rows of its dummy's column (`MarkerColumnCache`). A reader
/// that saw count `c` and finds `localChange.count == c + 1 == changeCount` knows exactly what
/// moved; any other count means "anything may have moved". `symbolEpoch` changes when symbols
/// may have been given to other variables, so that maps from symbols go stale.
package struct LocalValueChange: Sendable {
    /// The `changeCount` of the call that moved `symbols` (`.max`: none recorded).
    package private(set) var count: UInt64 = .max
    /// The basic symbols whose values moved.
    package private(set) var symbols: [Int] = []

    mutating func record(_ count: UInt64, rows: [(row: Int, coefficient: Double)], tableau: Tableau) {
        self.count = count
        symbols.removeAll(keepingCapacity: true)
        symbols.reserveCapacity(rows.count)
        for (id, _) in rows { symbols.append(tableau.basicOfRow[id]) }
    }
}

extension Solver {
    /// How many symbols the solver has made (an upper bound of every symbol id).
    package var symbolCount: Int { tableau.symbolCount }
}

extension Solver.ValueSlot {
    /// The symbol the slot reads (the ids `LocalValueChange` lists).
    package var symbolID: Int { symbol }
}
