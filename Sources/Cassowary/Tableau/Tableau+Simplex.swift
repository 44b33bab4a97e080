/// The two simplex loops: primal (after adds and removes) and dual (after edits), with kiwi's
/// pivot rules. Ties are broken by the lowest symbol id, exactly as kiwi's sorted maps do, so
/// the pivots do not depend on the order of the column index.
extension Tableau {
    enum Failure: Error {
        case unbounded
        case dualFailed
        /// A computation overflowed to infinity.
        case overflow
        /// Phase one pivoted `pivotBudget` times without finishing.
        case pivotBudget
        /// The dual simplex merged more cells than its work limit allowed.
        case workLimit
    }

    /// Minimises the objective (or the artificial one) with the primal simplex; with the
    /// artificial objective, gives up after `pivotBudget` pivots.
    mutating func optimize(artificialObjective: Bool = false, pivotBudget: Int = .max) throws(Failure) {
        var pivots = 0
        while true {
            let entering = artificialObjective ? artificial.enteringSymbol() : objective.enteringSymbol()
            guard let entering else { return }
            if overflowed { throw .overflow }
            guard let leaving = leavingRow(for: entering) else {
                try dropRoundingResidue(entering, artificialObjective: artificialObjective)
                continue
            }
            if artificialObjective {
                if pivots == pivotBudget { throw .pivotBudget }
                pivots += 1
            }
            pivot(entering: entering, leaving: leaving)
        }
    }

    /// No row bounds `entering`. This is where kiwi's absolute 1e-8 zero test fails: the
    /// objective is weighted by strengths up to 1e9, so a cancellation leaves residues far
    /// above 1e-8 (-1.4e-8 on issue 13's five-line file, where a zero reduced cost looked
    /// negative and the add failed as "the objective is unbounded"). Both objectives are bounded below (the main one is a sum of
    /// strength-weighted error symbols, which are restricted to >= 0; the artificial one is a
    /// restricted symbol), so a real unbounded direction cannot exist: a negative coefficient
    /// that no row limits is the residue of rounding. A residue tiny against the objective's
    /// scale is set to 0; anything larger means a broken invariant and is reported.
    private mutating func dropRoundingResidue(_ entering: Symbol, artificialObjective: Bool) throws(Failure) {
        let coefficient = artificialObjective ? artificial.coefficient(of: entering) : objective.coefficient(of: entering)
        let scale = artificialObjective ? artificial.largestMagnitude : objective.largestMagnitude
        guard abs(coefficient) <= Tableau.residueTolerance * scale else { throw .unbounded }
        if artificialObjective {
            artificial.set(entering, 0, isDummy: false)
        } else {
            journal?.noteObjective(entering, coefficient)
            objective.set(entering, 0, isDummy: false)
        }
    }

    /// Relative size of a reduced cost that counts as rounding when nothing bounds its symbol.
    static let residueTolerance = 1.0e-9

    /// kiwi's `getLeavingRow`: among restricted rows with a negative coefficient for
    /// `entering`, the one with the smallest ratio `-constant / coefficient`.
    private mutating func leavingRow(for entering: Symbol) -> Symbol? {
        var best = Symbol.none
        var bestRatio = Double.greatestFiniteMagnitude
        forEachRow(holding: entering) { tableau, id, basic, coefficient in
            guard coefficient < 0, tableau.isRestricted(basic) else { return }
            let ratio = -tableau.rows[id].constant / coefficient
            if ratio < bestRatio || (ratio == bestRatio && basic < best) {
                bestRatio = ratio
                best = basic
            }
        }
        return best.exists ? best : nil
    }

    /// Restores feasibility after constants changed, keeping optimality (the dual simplex).
    /// Stops with `.workLimit` before a pivot once `mergedCells` has passed `workLimit`,
    /// leaving the tableau between two pivots (still a basis of the same system, optimal but
    /// not yet feasible): the caller rebuilds it.
    mutating func dualOptimize(workLimit: Int = .max) throws(Failure) {
        while let leaving = infeasible.popLast() {
            if overflowed { throw .overflow }
            if _slowPath(mergedCells > workLimit) {
                infeasible.append(leaving)
                throw .workLimit
            }
            let id = rowOfSymbol[leaving]
            guard id.exists else { continue }
            let constant = rows[id].constant
            guard constant < 0, !nearZero(constant) else { continue }
            guard let entering = dualEnteringSymbol(rowID: id) else { throw .dualFailed }
            pivot(entering: entering, leaving: leaving)
        }
    }

    /// kiwi's `getDualEnteringSymbol`: the non-dummy symbol with a positive coefficient and the
    /// smallest ratio of objective coefficient to row coefficient.
    /// (`mutating` only so that the call borrows the tableau in place: as a non-mutating
    /// method taking the row by value, the compiler copied the whole tableau per call.)
    private mutating func dualEnteringSymbol(rowID id: RowID) -> Symbol? {
        var entering = Symbol.none
        var bestRatio = Double.greatestFiniteMagnitude
        for cell in rows[id].cells where cell.coefficient > 0 && kinds[cell.symbol] != .dummy {
            let ratio = objective.coefficient(of: cell.symbol) / cell.coefficient
            if ratio < bestRatio {
                bestRatio = ratio
                entering = cell.symbol
            }
        }
        return entering.exists ? entering : nil
    }

    /// kiwi's `getMarkerLeavingRow`: the row to pivot a non-basic marker into, so that its
    /// constraint can be dropped. Prefers restricted rows with a negative coefficient (smallest
    /// ratio), then other restricted rows, then (the last) unrestricted row.
    mutating func markerLeavingRow(_ marker: Symbol) -> Symbol? {
        var first = Symbol.none, second = Symbol.none, third = Symbol.none
        var ratio1 = Double.greatestFiniteMagnitude
        var ratio2 = Double.greatestFiniteMagnitude
        forEachRow(holding: marker) { tableau, id, basic, coefficient in
            if !tableau.isRestricted(basic) {
                if basic > third { third = basic }
            } else if coefficient < 0 {
                let ratio = -tableau.rows[id].constant / coefficient
                if ratio < ratio1 || (ratio == ratio1 && basic < first) {
                    ratio1 = ratio
                    first = basic
                }
            } else {
                let ratio = tableau.rows[id].constant / coefficient
                if ratio < ratio2 || (ratio == ratio2 && basic < second) {
                    ratio2 = ratio
                    second = basic
                }
            }
        }
        if first.exists { return first }
        if second.exists { return second }
        return third.exists ? third : nil
    }

    /// kiwi's `anyPivotableSymbol`: the first slack or error symbol of a row.
    func anyPivotableSymbol(_ row: Row) -> Symbol? {
        for cell in row.cells where kinds[cell.symbol] == .slack || kinds[cell.symbol] == .error {
            return cell.symbol
        }
        return nil
    }
}
