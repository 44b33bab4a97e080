/// The basis matrix of `MarkerEquations`, factorized once per basis, so that a required
/// equality's dummy column (what `updateConstant` shifts) costs the rows it reaches instead of
/// a fresh elimination of the whole system (issue 13: changing one row's height in a
/// 10,000-row chain re-eliminated all 40,000 equations, 63 ms per change).
///
/// Valid while the tableau's basis and the set of constraints are those it was built for
/// (`Key`): every pivot, row entered or taken, rollback and add or remove makes a new key. A
/// constant update or an edit suggestion changes no coefficient of the matrix (constants are
/// not in it), so a run of them, the animation of one constraint or the edit of many, reuses
/// one factorization.
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
    /// Whether the basis was triangular (for tests of both back substitutions).
    var isDiagonal: Bool { factorization.isDiagonal }

    /// Factorizes the basis matrix of `records` over `tableau`.
    /// - Complexity: one sparse elimination of every equation (as `MarkerEquations.column`).
    init(key: Key, records: [ConstraintRecord], symbols: VariableTable<Symbol>, tableau: Tableau) {
        self.key = key
        let system = MarkerEquations(records: records, symbols: symbols)
        factorization = SparseFactorization(system.basisMatrix(tableau), unknownCount: tableau.rowCount)
        var equationOfMarker = [Int](repeating: -1, count: tableau.symbolCount)
        for (index, marker) in system.markers.enumerated() where marker.exists { equationOfMarker[marker] = index }
        self.equationOfMarker = equationOfMarker
        var weightOfRow = [Double](repeating: 0, count: tableau.rowCount)
        for id in 0..<tableau.rowCount where tableau.basicOfRow[id].exists {
            weightOfRow[id] = system.weight(of: tableau.basicOfRow[id])
        }
        self.weightOfRow = weightOfRow
    }

    /// The column kiwi would hold for `marker` (a required equality's dummy, not basic) and its
    /// objective coefficient, as `MarkerEquations.column(ofEquation:in:)` and
    /// `objectiveCoefficient(of:in:)` give them.
    /// - Complexity: O(entries of the factorization the marker's equation reaches).
    mutating func column(of marker: Symbol, in tableau: Tableau) -> (cells: [(row: RowID, coefficient: Double)], objective: Double) {
        guard marker.index < equationOfMarker.count, equationOfMarker[marker] >= 0 else { return ([], 0) }
        let solution = factorization.solveUnit(equation: equationOfMarker[marker], value: -1, workspace: &workspace)
        var cells: [(row: RowID, coefficient: Double)] = []
        cells.reserveCapacity(solution.count)
        var objective = 0.0
        for (id, value) in solution where !nearZero(value) && tableau.basicOfRow[id].exists {
            cells.append((RowID(id), value))
            objective += weightOfRow[id] * value
        }
        return (cells, objective)
    }
}

extension Solver {
    /// The cached factorization's key for the current state.
    var markerColumnKey: MarkerColumnCache.Key {
        MarkerColumnCache.Key(basisEpoch: tableau.basisEpoch, nextSequence: nextSequence, recordCount: records.count)
    }

    /// `dummyColumn(of:)` through the cache, built (or rebuilt) when the basis moved on.
    mutating func cachedDummyColumn(of record: ConstraintRecord) -> (cells: [(row: RowID, coefficient: Double)], objective: Double) {
        let key = markerColumnKey
        if extras.first?.markerColumns?.key != key {
            let cache = MarkerColumnCache(key: key, records: records.values, symbols: symbols, tableau: tableau)
            withExtras { $0.markerColumns = cache }
        }
        let tableau = self.tableau
        return withExtras { $0.markerColumns!.column(of: record.tag.marker, in: tableau) }
    }
}
