extension Tableau {
    /// kiwi's phase one for a row with no usable subject: adds an artificial variable equal to
    /// the row, minimises it, and pivots it out. Returns whether the row can hold (the
    /// artificial objective reached zero) and the artificial symbol, which the caller recycles.
    /// On `false` the caller rolls the journal back.
    mutating func addWithArtificialVariable(_ row: Row) throws(Failure) -> (satisfiable: Bool, artificial: Int) {
        let art = makeSymbol(.slack)
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
        if isBasic[art] {
            var artRow = takeRow(art)
            if artRow.cells.isEmpty { return (satisfiable, art) }
            guard let entering = anyPivotableSymbol(artRow) else { return (false, art) }
            artRow.solve(for: art, entering)
            substitute(entering, artRow)
            insertRow(artRow, basic: entering)
        }
        removeParametric(art)
        return (satisfiable, art)
    }

    /// Deletes a non-basic symbol from every row and from the objective.
    private mutating func removeParametric(_ symbol: Int) {
        let clock = nextStamp()
        var entries: [Int] = []
        swap(&entries, &columns[symbol])
        for basic in entries where isBasic[basic] && stamps(basic) != clock {
            setStamp(basic, clock)
            if rows[basic].search(symbol).found {
                journal?.noteRow(basic, rows[basic], basic: true)
                rows[basic].remove(symbol)
            }
        }
        swap(&entries, &columns[symbol])
        let old = objective.coefficient(of: symbol)
        if old != 0 {
            journal?.noteObjective(symbol, old)
            objective.set(symbol, 0, isDummy: kinds[symbol] == .dummy)
        }
    }
}
