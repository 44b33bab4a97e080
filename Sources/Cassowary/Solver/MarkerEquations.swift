/// The constraints as equations over tableau symbols, for what kiwi reads from the cells of a
/// required equality's dummy marker, which this tableau does not keep (issue 13).
///
/// In kiwi every required equality leaves its dummy marker in each row it reaches, so an
/// equality chain `x[i] == x[i-1] + 1` makes row `i` hold `i` dummies: O(N²) time and memory.
/// A dummy never enters the basis and no pivot choice reads it, so its cells only ride along;
/// this tableau leaves them out and rebuilds one dummy's column when something needs it:
/// removing the equality, updating its constant, or explaining a conflict.
///
/// Both come from the basis matrix `B` (rows: the constraints' equations, columns: the basic
/// symbols). The dummy `d` of equation `j` moves the basic symbols by `Δ` with `B Δ = -e_j`:
/// that is its column. The dummies a linear form `f` reaches through the rows it is built from
/// are the multipliers `y` with `Bᵀ y = f` restricted to the basic symbols: the certificate a
/// kiwi row would show in its dummy cells. Both are sparse solves (`SparseElimination`),
/// linear for chains and trees.
struct MarkerEquations {
    /// Each equation's cells over symbols, sorted by symbol.
    private(set) var equations: [[Cell]] = []
    /// Each equation's marker symbol (`.none` for an extra equation without one).
    private(set) var markers: [Symbol] = []
    /// The objective weight of each error symbol (its constraint's strength).
    private var weights: [Symbol: Double] = [:]

    /// The equations of `records` (in the order they were added).
    init(records: [ConstraintRecord], symbols: VariableTable<Symbol>) {
        let ordered = records.sorted { $0.sequence < $1.sequence }
        equations.reserveCapacity(ordered.count + 1)
        for record in ordered {
            equations.append(MarkerEquations.equation(of: record.constraint, tag: record.tag, symbols: symbols))
            markers.append(record.tag.marker)
            guard !record.constraint.strength.isRequired else { continue }
            for symbol in [record.tag.marker, record.tag.other] where symbol.exists {
                if record.constraint.relation == .equal || symbol == record.tag.other {
                    weights[symbol, default: 0] += record.constraint.strength.value
                }
            }
        }
    }

    /// The objective weight of an error symbol (0 for other symbols).
    func weight(of symbol: Symbol) -> Double { weights[symbol] ?? 0 }

    /// Appends an equation that names no constraint (phase one's artificial row).
    mutating func append(_ cells: [Cell]) {
        equations.append(cells.sorted { $0.symbol < $1.symbol })
        markers.append(.none)
    }

    /// The equation of a constraint as `makeRow` builds it before substitution (not sign
    /// reversed): its terms, its slack (+1 for `<=`, -1 for `>=`) and error, its two errors
    /// (`-plus + minus`) or its dummy (+1).
    static func equation(of constraint: Constraint, tag: Tag, symbols: VariableTable<Symbol>) -> [Cell] {
        var cells: [Cell] = []
        cells.reserveCapacity(constraint.expression.terms.count + 2)
        for term in constraint.expression.terms where !nearZero(term.coefficient) {
            if let symbol = symbols[term.variable] { cells.append(Cell(symbol: symbol, coefficient: term.coefficient)) }
        }
        switch constraint.relation {
        case .lessThanOrEqual, .greaterThanOrEqual:
            let sign = constraint.relation == .lessThanOrEqual ? 1.0 : -1.0
            cells.append(Cell(symbol: tag.marker, coefficient: sign))
            if tag.other.exists { cells.append(Cell(symbol: tag.other, coefficient: -sign)) }
        case .equal:
            if tag.other.exists {
                cells.append(Cell(symbol: tag.marker, coefficient: -1))
                cells.append(Cell(symbol: tag.other, coefficient: 1))
            } else {
                cells.append(Cell(symbol: tag.marker, coefficient: 1))
            }
        }
        cells.sort { $0.symbol < $1.symbol }
        return cells
    }

    /// The equations restricted to the basic symbols, each basic symbol numbered by its row id.
    func basisMatrix(_ tableau: Tableau) -> [[SparseTerm]] {
        equations.map { cells in
            var basic: [SparseTerm] = []
            basic.reserveCapacity(cells.count)
            for cell in cells where tableau.isBasic(cell.symbol) {
                basic.append(SparseTerm(unknown: tableau.rowOfSymbol[cell.symbol].index, coefficient: cell.coefficient))
            }
            basic.sort { $0.unknown < $1.unknown }
            return basic
        }
    }

    /// The column kiwi would hold for the dummy marker of equation `index` (which must have
    /// coefficient +1 there): `(row id, coefficient)` for every row it would reach, in row id
    /// order, near-zero values left out as kiwi's cells drop them.
    /// - Complexity: one sparse solve over all equations.
    func column(ofEquation index: Int, in tableau: Tableau) -> [(row: RowID, coefficient: Double)] {
        var rhs = [Double](repeating: 0, count: equations.count)
        rhs[index] = -1
        let solution = SparseElimination.solve(basisMatrix(tableau), rhs: rhs, unknownCount: tableau.rowCount)
        var column: [(row: RowID, coefficient: Double)] = []
        for (id, value) in solution.enumerated() where !nearZero(value) && tableau.basicOfRow[id].exists {
            column.append((RowID(id), value))
        }
        return column
    }

    /// The objective coefficient kiwi would hold for a dummy with this column: the objective
    /// is the weighted sum of the error symbols, so a dummy reaches it through the rows of the
    /// basic error symbols.
    func objectiveCoefficient(of column: [(row: RowID, coefficient: Double)], in tableau: Tableau) -> Double {
        var sum = 0.0
        for (id, coefficient) in column {
            if let weight = weights[tableau.basicOfRow[id]] { sum += weight * coefficient }
        }
        return sum
    }

    /// The multipliers `y` with `Bᵀ y = form` on the basic symbols: how much of each equation
    /// the tableau's rows mix into `form` when it is written in parametric symbols.
    /// - Complexity: one sparse solve over all equations.
    func multipliers(of form: [Cell], in tableau: Tableau) -> [Double] {
        var transposed = [[SparseTerm]](repeating: [], count: tableau.rowCount)
        for (index, terms) in basisMatrix(tableau).enumerated() {
            for term in terms { transposed[term.unknown].append(SparseTerm(unknown: index, coefficient: term.coefficient)) }
        }
        var rhs = [Double](repeating: 0, count: tableau.rowCount)
        for cell in form where tableau.isBasic(cell.symbol) { rhs[tableau.rowOfSymbol[cell.symbol]] += cell.coefficient }
        return SparseElimination.solve(transposed, rhs: rhs, unknownCount: equations.count)
    }

    /// The dummy markers whose equations `form` mixes in (non-zero multipliers): what kiwi
    /// reads from the dummy cells of `form`'s row.
    func dummyCertificate(of form: [Cell], in tableau: Tableau) -> [Symbol] {
        let weights = multipliers(of: form, in: tableau)
        var certificate: [Symbol] = []
        for (index, weight) in weights.enumerated() where !nearZero(weight) {
            let marker = markers[index]
            if marker.exists && tableau.kinds[marker] == .dummy { certificate.append(marker) }
        }
        return certificate
    }
}
