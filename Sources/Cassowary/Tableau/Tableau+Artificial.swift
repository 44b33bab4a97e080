extension Tableau {
    /// kiwi's phase one for a row with no usable subject: adds an artificial variable equal to
    /// the row, minimises it, and pivots it out. Returns whether the row can hold (the
    /// artificial objective reached zero) and the artificial symbol, which the caller recycles.
    /// On `false` the caller rolls the journal back.
    /// When the row cannot hold, `certificate` lists the symbols with a non-zero reduced cost in
    /// the optimal artificial objective: the markers of the constraints whose combination
    /// proves the infeasibility (a Farkas certificate), from which the conflict is read.
    mutating func addWithArtificialVariable(_ row: Row) throws(Failure) -> (satisfiable: Bool, artificial: Int, certificate: [Int]) {
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
        let certificate = satisfiable ? [] : artificial.nonZeroSymbols.filter { $0 != art }
        if isBasic(art) {
            var artRow = takeRow(art)
            if artRow.cells.isEmpty { return (satisfiable, art, certificate) }
            guard let entering = anyPivotableSymbol(artRow) else { return (false, art, certificate) }
            let peak = artRow.solve(for: art, entering)
            if !(peak < Tableau.largeMagnitude) { noteMagnitude(peak) }
            substitute(entering, artRow)
            insertRow(artRow, basic: entering)
        }
        removeParametric(art)
        return (satisfiable, art, certificate)
    }
}
