/// The basis matrix of `MarkerEquations` built straight from the constraint records, for
/// `MarkerColumnCache`: the same matrix, markers and weights as `MarkerEquations(records:
/// symbols:)` followed by `basisMatrix(_:)`, without making every equation's cell list first
/// (a 10,000-row chain has 40,000 of them, each allocated, sorted and freed).
extension MarkerEquations {
    struct Basis {
        /// Each equation's cells on basic symbols, as `(row id, coefficient)` sorted by row id.
        var matrix: [[SparseTerm]] = []
        /// Each equation's marker symbol.
        var markers: [Symbol] = []
        /// The objective weight of each error symbol (its constraints' strengths, summed in
        /// the order they were added).
        var weights: [Symbol: Double] = [:]
    }

    /// `records`' equations (in the order they were added) restricted to `tableau`'s basic
    /// symbols. Each equation's unknowns are distinct (one symbol per variable, plus its own
    /// marker and error), so sorting by row id alone fixes their order, as in `basisMatrix`.
    /// - Complexity: O(cells), one allocation per equation.
    static func basis(of records: [ConstraintRecord], symbols: VariableTable<Symbol>, tableau: Tableau) -> Basis {
        let ordered = isStrictlyIncreasing(records.lazy.map(\.sequence)) ? records : records.sorted { $0.sequence < $1.sequence }
        var basis = Basis()
        basis.matrix.reserveCapacity(ordered.count)
        basis.markers.reserveCapacity(ordered.count)
        for record in ordered {
            let constraint = record.constraint, tag = record.tag
            var cells: [SparseTerm] = []
            cells.reserveCapacity(constraint.expression.terms.count + 2)
            func add(_ symbol: Symbol, _ coefficient: Double) {
                let id = tableau.rowOfSymbol[symbol]
                if id.exists { cells.append(SparseTerm(unknown: id.index, coefficient: coefficient)) }
            }
            for term in constraint.expression.terms where !nearZero(term.coefficient) {
                if let symbol = symbols[term.variable] { add(symbol, term.coefficient) }
            }
            switch constraint.relation {
            case .lessThanOrEqual, .greaterThanOrEqual:
                let sign = constraint.relation == .lessThanOrEqual ? 1.0 : -1.0
                add(tag.marker, sign)
                if tag.other.exists { add(tag.other, -sign) }
            case .equal:
                if tag.other.exists {
                    add(tag.marker, -1)
                    add(tag.other, 1)
                } else {
                    add(tag.marker, 1)
                }
            }
            if !isStrictlyIncreasing(cells.lazy.map(\.unknown)) { cells.sort { $0.unknown < $1.unknown } }
            basis.matrix.append(cells)
            basis.markers.append(tag.marker)
            guard !constraint.strength.isRequired else { continue }
            for symbol in [tag.marker, tag.other] where symbol.exists {
                if constraint.relation == .equal || symbol == tag.other {
                    basis.weights[symbol, default: 0] += constraint.strength.value
                }
            }
        }
        return basis
    }

    /// Whether `keys` strictly increase (records already in sequence, cells already by unknown).
    private static func isStrictlyIncreasing(_ keys: some Sequence<Int>) -> Bool {
        var previous = Int.min
        for key in keys {
            if key <= previous { return false }
            previous = key
        }
        return true
    }
}
