// Which basic symbols' values may have changed, for refreshing defined variables (see
// `Definitions.refresh`): tracked only while the solver holds definitions, so other systems
// pay one untaken branch per row update.

extension Tableau {
    /// Notes that `symbol`'s value may have changed (its row's constant moved, or it entered
    /// or left the basis).
    @inline(__always)
    mutating func noteChanged(_ symbol: Int) {
        if _slowPath(tracksChanges) { recordChange(symbol) }
    }

    private mutating func recordChange(_ symbol: Int) {
        while changeFlags.count <= symbol { changeFlags.append(false) }
        if !changeFlags[symbol] {
            changeFlags[symbol] = true
            changedSymbols.append(symbol)
        }
    }

    /// The symbols noted since the last call, in the order first noted; clears the list.
    mutating func takeChanges() -> [Int] {
        var taken: [Int] = []
        swap(&taken, &changedSymbols)
        for symbol in taken { changeFlags[symbol] = false }
        return taken
    }

    /// Starts or stops tracking (stopping forgets what was noted).
    mutating func trackChanges(_ on: Bool) {
        tracksChanges = on
        if !on { _ = takeChanges() }
    }
}
