/// Pre-sizing a solver for a build of known size: a layout engine about to add thousands of
/// constraints reserves room once instead of regrowing its tables (the constraint records,
/// the variable table, the per-symbol and per-row arrays) a doubling at a time.
extension Solver {
    /// Reserves room for `constraints` more constraints over `variables` more variables.
    /// Capacity only: the adds that follow make the same symbols, rows and values as without it.
    /// - Complexity: O(current size + the room reserved), once.
    package mutating func reserveCapacity(constraints: Int, variables: Int) {
        guard constraints > 0 || variables > 0 else { return }
        // A constraint makes at most two symbols of its own (a marker and an error), and one row.
        let symbols = tableau.symbolCount + variables + 2 * constraints
        records.reserveCapacity(records.count + constraints)
        self.symbols.reserveCapacity(self.symbols.count + variables)
        variableOfSymbol.reserveCapacity(symbols)
        variableIDOfSymbol.reserveCapacity(symbols)
        tableau.reserve(symbols: symbols, rows: tableau.rowCount + constraints)
    }
}
