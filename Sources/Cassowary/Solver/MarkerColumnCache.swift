/// The basis matrix of `MarkerEquations`, factorized once per basis, so that a required
/// equality's dummy column (what `updateConstant` shifts) costs the rows it reaches instead of
/// a fresh elimination of the whole system (issue 13: changing one row's height in a
/// 10,000-row chain re-eliminated all 40,000 equations, 63 ms per change).
///
/// Valid while the tableau's basis and the set of constraints are those it was built for
/// (`Key`): every pivot, row entered or taken, rollback and add or remove makes a new key. A
/// constant update or an edit suggestion changes no coefficient of the matrix (constants are
/// not in it), so a run of them, the animation of one constraint or the edit of many, reuses
/// one factorization. The last column solved is kept too (`DummyColumn`): under the same key
/// it is the same column, so animating one constraint solves it once.
struct MarkerColumnCache: Sendable {
    struct Key: Equatable, Sendable {
        let basisEpoch: UInt64
        let nextSequence: Int
        let recordCount: Int
    }

    let key: Key
    private let factorization: SparseFactorization
    /// Per symbol, the equation it is the marker of (-1 for none).
    private let equationOfMarker: [Int]
    /// Per row id, the objective weight of its basic symbol (an error symbol's strength).
    private let weightOfRow: [Double]
    private var workspace = SparseFactorization.Workspace()
    /// The last column `column(of:in:)` solved, for its marker.
    private var last: (marker: Symbol, column: DummyColumn)?
    /// Whether the basis was triangular (for tests of both back substitutions).
    var isDiagonal: Bool { factorization.isDiagonal }

    /// Factorizes the basis matrix of `records` over `tableau`.
    /// - Complexity: one sparse elimination of every equation (as `MarkerEquations.column`).
    init(key: Key, records: [ConstraintRecord], symbols: VariableTable<Symbol>, tableau: Tableau) {
        self.key = key
        let basis = MarkerEquations.basis(of: records, symbols: symbols, tableau: tableau)
        factorization = SparseFactorization(basis.matrix, unknownCount: tableau.rowCount)
        var equationOfMarker = [Int](repeating: -1, count: tableau.symbolCount)
        for (index, marker) in basis.markers.enumerated() where marker.exists { equationOfMarker[marker] = index }
        self.equationOfMarker = equationOfMarker
        var weightOfRow = [Double](repeating: 0, count: tableau.rowCount)
        if !basis.weights.isEmpty {
            for id in 0..<tableau.rowCount where tableau.basicOfRow[id].exists {
                weightOfRow[id] = basis.weights[tableau.basicOfRow[id]] ?? 0
            }
        }
        self.weightOfRow = weightOfRow
    }

    /// The column kiwi would hold for `marker` (a required equality's dummy, not basic) and its
    /// objective coefficient, as `MarkerEquations.column(ofEquation:in:)` and
    /// `objectiveCoefficient(of:in:)` give them; the same marker again reads the kept column.
    /// - Complexity: O(entries of the factorization the marker's equation reaches); O(1) for
    ///   the marker of the previous call.
    mutating func column(of marker: Symbol, in tableau: Tableau) -> DummyColumn {
        if let last, last.marker == marker { return last.column }
        guard marker.index < equationOfMarker.count, equationOfMarker[marker] >= 0 else { return DummyColumn() }
        let solution = factorization.solveUnit(equation: equationOfMarker[marker], value: -1, workspace: &workspace)
        var column = DummyColumn()
        column.cells.reserveCapacity(solution.count)
        column.basics.reserveCapacity(solution.count)
        for (id, value) in solution where !nearZero(value) && tableau.basicOfRow[id].exists {
            let basic = tableau.basicOfRow[id]
            column.cells.append((RowID(id), value))
            column.basics.append(basic.index)
            column.objective += weightOfRow[id] * value
            if tableau.kinds[basic] == .dummy { column.reachesDummyRow = true }
        }
        last = (marker, column)
        return column
    }
}

/// A required equality's dummy column under one basis: what `updateConstant` shifts.
struct DummyColumn: Sendable {
    /// The rows it reaches and its coefficient in each, in row id order.
    var cells: [(row: RowID, coefficient: Double)] = []
    /// The basic symbol of each of those rows (the ids `LocalValueChange` lists).
    var basics: [Int] = []
    /// Its coefficient in the objective.
    var objective = 0.0
    /// Whether a row it reaches is a redundant equality's (a basic dummy, which must stay 0).
    var reachesDummyRow = false
}

extension Solver {
    /// The cached factorization's key for the current state.
    var markerColumnKey: MarkerColumnCache.Key {
        MarkerColumnCache.Key(basisEpoch: tableau.basisEpoch, nextSequence: nextSequence, recordCount: records.count)
    }

    /// `dummyColumn(of:)` through the cache, built (or rebuilt) when the basis moved on.
    mutating func cachedDummyColumn(of record: ConstraintRecord) -> DummyColumn {
        let key = markerColumnKey
        if extras.first?.markerColumns?.key != key {
            let cache = MarkerColumnCache(key: key, records: records.values, symbols: symbols, tableau: tableau)
            withExtras { $0.markerColumns = cache }
        }
        let tableau = self.tableau
        return withExtras { $0.markerColumns!.column(of: record.tag.marker, in: tableau) }
    }
}
