// Overflow bookkeeping: large mode and the non-finite scan (see `Solver+Overflow.swift`).

extension Tableau {
    /// Records a computed magnitude of at least `largeMagnitude` (or a NaN).
    mutating func noteMagnitude(_ magnitude: Double) {
        isLarge = true
        if !magnitude.isFinite { overflowed = true }
    }

    /// Whether any row or objective number is infinite or NaN: the check after each operation
    /// in large mode, where the objective's products are not tracked.
    /// - Complexity: O(cells); only in large mode.
    func holdsNonFinite() -> Bool {
        if !objective.constant.isFinite || objective.values.contains(where: { !$0.isFinite }) { return true }
        for id in rows.indices where basicOfRow[id].exists {
            if !rows[id].constant.isFinite { return true }
            for cell in rows[id].cells where !cell.coefficient.isFinite { return true }
        }
        return false
    }
}
