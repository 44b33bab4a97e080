/// Which values a call moved, for a reader that copies many values out after each change (a
/// layout engine writing frames) and would rather copy only those that moved.
///
/// `changeCount` grows with every mutating call except ``Solver/suggestValue(_:for:)`` (the
/// edit loops' hot path, where one more store was 0.2 % of an edit; a reader that suggests
/// values tracks its own suggestions); `localChange` names the basic symbols whose
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

    /// Notes that call `count` moved `symbols` (shared with the column that holds them).
    mutating func record(_ count: UInt64, symbols: [Int]) {
        self.count = count
        self.symbols = symbols
    }
}

/// What `Solver.extras` holds.
struct SolverExtras: Sendable {
    /// The factorization of the basis for required constant updates (`MarkerColumnCache`).
    var markerColumns: MarkerColumnCache?
    /// Bumped when symbols may have been given to other variables (a reset or a rebuild).
    var symbolEpoch: UInt64 = 0
    /// What the last call moved, when it only shifted row constants.
    var localChange = LocalValueChange()
}

extension Solver {
    /// Bumped when symbols may have been given to other variables (a reset or a rebuild), so
    /// that maps from symbols go stale.
    package var symbolEpoch: UInt64 { extras.first?.symbolEpoch ?? 0 }

    /// What the last call moved, when it only shifted row constants (see `LocalValueChange`).
    package var localChange: LocalValueChange { extras.first?.localChange ?? LocalValueChange() }

    @inline(__always)
    mutating func withExtras<Result>(_ body: (inout SolverExtras) -> Result) -> Result {
        if extras.isEmpty { extras.append(SolverExtras()) }
        return body(&extras[0])
    }

    /// How many symbols the solver has made (an upper bound of every symbol id).
    package var symbolCount: Int { tableau.symbolCount }
}

extension Solver.ValueSlot {
    /// The symbol the slot reads (the ids `LocalValueChange` lists).
    package var symbolID: Int { symbol.index }
}
