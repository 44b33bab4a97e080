extension Tableau {
    /// kiwi's phase one for a row with no usable subject: adds an artificial variable equal to
    /// the row, minimises it, and pivots it out. Returns whether the row can hold (the
    /// artificial objective reached zero) and the artificial symbol, which the caller recycles.
    /// On `false` the caller rolls the journal back.
    /// When the row cannot hold, `certificate` lists the symbols with a non-zero reduced cost in
    /// the optimal artificial objective: the markers of the constraints whose combination
    /// proves the infeasibility (a Farkas certificate), from which the conflict is read.
    /// `marker` is the new constraint's marker; `dummyCertificate` names the dummies the
    /// failed artificial row would hold in kiwi (this tableau leaves them out of rows).
    /// `pivotBudget`: see `optimize(artificialObjective:pivotBudget:)` (the caller rolls back).
    mutating func addWithArtificialVariable(_ row: Row, marker: Symbol, pivotBudget: Int = .max,
                                            dummyCertificate: (Tableau, Symbol) -> [Symbol]) throws(Failure) -> (satisfiable: Bool, artificial: Symbol, certificate: [Symbol]) {
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
        try optimize(artificialObjective: true, pivotBudget: pivotBudget)
        let satisfiable = nearZero(artificial.constant)
        let certificate = satisfiable ? [] : artificial.nonZeroSymbols.filter { $0 != art } + dummyCertificate(self, art)
        if isBasic(art) {
            var artRow = takeRow(art)
            if artRow.cells.isEmpty {
                // kiwi's row would hold only dummies (a redundant equality): its dummy becomes
                // basic, as when such an equality is added without phase one.
                if satisfiable && kinds[marker] == .dummy {
                    artRow.insert(marker, 1)
                    artRow.solve(for: marker)
                    insertRow(artRow, basic: marker)
                }
                return (satisfiable, art, certificate)
            }
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
