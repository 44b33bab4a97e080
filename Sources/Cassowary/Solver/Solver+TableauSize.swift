extension Solver {
    /// The cells the solver holds for its rows: every live tableau row's cells plus the cells
    /// of the equations kept as `definitions` (whose tableau rows hold a value only). Tests
    /// compare it with a fresh solver's to check that churn leaves no fill-in behind.
    /// - Complexity: O(rows + definitions).
    var tableauCellCount: Int {
        var count = 0
        for id in tableau.rows.indices where tableau.basicOfRow[id].exists { count += tableau.rows[id].cells.count }
        for definition in definitions.list { count += definition.cells.count }
        return count
    }
}
