// Which basic symbols' values may have changed, for refreshing defined variables (see
// `Definitions.refresh`): tracked only while the solver holds definitions, so other systems
// pay one untaken branch per row update.

extension Tableau {
    /// Notes that `symbol`'s value may have changed (its row's constant moved, or it entered
    /// or left the basis).
    /// Only symbols a definition mentions (`watch`) are recorded.
    @inline(__always)
    mutating func noteChanged(_ symbol: Int) {
        if _slowPath(tracksChanges) && symbol < watched.count && watched[symbol] { recordChange(symbol) }
    }

    /// Records changes of `symbol` from now on (a definition mentions it).
    mutating func watch(_ symbol: Int) {
        if watched.count < kinds.count { watched.append(contentsOf: repeatElement(false, count: kinds.count - watched.count)) }
        if changeFlags.count < kinds.count {
            changeFlags.append(contentsOf: repeatElement(false, count: kinds.count - changeFlags.count))
        }
        watched[symbol] = true
    }

    private mutating func recordChange(_ symbol: Int) {
        if !changeFlags[symbol] {
            changeFlags[symbol] = true
            changedSymbols.append(symbol)
        }
    }

    /// Calls `body` with each symbol noted since the last call (the rows of shifted markers
    /// included), in the order first noted,
    /// and clears the list (keeping its storage).
    mutating func drainChanges(_ body: (Int) -> Void) {
        if !shiftedMarkers.isEmpty {
            var markers: [Int] = []
            swap(&markers, &shiftedMarkers)
            for marker in markers where marker < kinds.count {
                forEachRow(holding: marker) { tableau, _, basic, _ in tableau.noteChanged(basic) }
            }
            markers.removeAll(keepingCapacity: true)
            swap(&markers, &shiftedMarkers)
        }
        for symbol in changedSymbols {
            changeFlags[symbol] = false
            body(symbol)
        }
        changedSymbols.removeAll(keepingCapacity: true)
    }

    /// Starts or stops tracking (stopping forgets what was noted).
    mutating func trackChanges(_ on: Bool) {
        tracksChanges = on
        if !on {
            drainChanges { _ in }
            watched.removeAll(keepingCapacity: true)
        }
    }
}
