// Which basic symbols' values may have changed, for refreshing defined variables (see
// `Definitions.refresh`): tracked only while the solver holds definitions, so other systems
// pay one untaken branch per row update.

extension Tableau {
    /// Notes that `symbol`'s value may have changed (its row's constant moved, or it entered
    /// or left the basis).
    /// Only symbols a definition mentions (`watch`) are recorded.
    @inline(__always)
    mutating func noteChanged(_ symbol: Symbol) {
        if _slowPath(tracksChanges) && symbol.index < changeLog[0].watched.count && changeLog[0].watched[symbol] {
            changeLog[0].record(symbol)
        }
    }

    /// `noteChanged` for the basic symbol of row `id` (looked up only while tracking).
    @inline(__always)
    mutating func noteRowChanged(_ id: RowID) {
        if _slowPath(tracksChanges) { noteChanged(basicOfRow[id]) }
    }

    /// Records changes of `symbol` from now on (a definition mentions it).
    mutating func watch(_ symbol: Symbol) {
        changeLog[0].watch(symbol, symbolCount: kinds.count)
    }

    /// Calls `body` with each symbol noted since the last call (the rows of shifted markers
    /// included), in the order first noted, and clears the list (keeping its storage).
    mutating func drainChanges(_ body: (Symbol) -> Void) {
        guard !changeLog.isEmpty else { return }
        if !changeLog[0].shiftedMarkers.isEmpty {
            var markers: [Symbol] = []
            swap(&markers, &changeLog[0].shiftedMarkers)
            for marker in markers where marker.index < kinds.count {
                forEachRow(holding: marker) { tableau, _, basic, _ in tableau.noteChanged(basic) }
            }
            markers.removeAll(keepingCapacity: true)
            swap(&markers, &changeLog[0].shiftedMarkers)
        }
        changeLog[0].drain(body)
    }

    /// Starts or stops tracking (stopping forgets what was noted).
    mutating func trackChanges(_ on: Bool) {
        tracksChanges = on
        if on {
            if changeLog.isEmpty { changeLog.append(ChangeLog()) }
        } else {
            changeLog.removeAll()
        }
    }
}

/// The state behind change tracking, boxed in a one-element array so that it costs the
/// tableau (and every copy of a solver value) one word.
struct ChangeLog: Sendable {
    private var changed: [Symbol] = []
    private var flags: [Bool] = []
    /// Per symbol, whether a definition mentions it.
    private(set) var watched: [Bool] = []
    /// Markers shifted since the last drain, whose rows are noted then.
    var shiftedMarkers: [Symbol] = []

    mutating func watch(_ symbol: Symbol, symbolCount: Int) {
        if watched.count < symbolCount { watched.append(contentsOf: repeatElement(false, count: symbolCount - watched.count)) }
        if flags.count < symbolCount { flags.append(contentsOf: repeatElement(false, count: symbolCount - flags.count)) }
        watched[symbol] = true
    }

    mutating func record(_ symbol: Symbol) {
        if !flags[symbol] {
            flags[symbol] = true
            changed.append(symbol)
        }
    }

    mutating func drain(_ body: (Symbol) -> Void) {
        for symbol in changed {
            flags[symbol] = false
            body(symbol)
        }
        changed.removeAll(keepingCapacity: true)
    }
}
