extension Tableau {
    /// kiwi's phase one for a row with no usable subject: adds an artificial variable equal to
    /// the row, minimises it, and pivots it out. Returns whether the row can hold (the
    /// artificial objective reached zero) and the artificial symbol, which the caller recycles.
    /// On `false` the caller rolls the journal back.
    mutating func addWithArtificialVariable(_ row: Row) throws(Failure) -> (satisfiable: Bool, artificial: Int) {
        let art = makeSymbol(.slack)
        artificial.grow(to: symbolCount)
        insertRow(row, basic: art)
        usesArtificial = true
        var unlogged: Journal? = nil
        artificial.add(row, times: 1, kinds: kinds, journal: &unlogged)
        defer {
            artificial.clear()
            usesArtificial = false
        }
        try optimize(artificialObjective: true)
        let satisfiable = nearZero(artificial.constant)
        if isBasic(art) {
            var artRow = takeRow(art)
            if artRow.cells.isEmpty { return (satisfiable, art) }
            guard let entering = anyPivotableSymbol(artRow) else { return (false, art) }
            let peak = artRow.solve(for: art, entering)
            if !(peak < Tableau.largeMagnitude) { noteMagnitude(peak) }
            substitute(entering, artRow)
            insertRow(artRow, basic: entering)
        }
        removeParametric(art)
        return (satisfiable, art)
    }
}
