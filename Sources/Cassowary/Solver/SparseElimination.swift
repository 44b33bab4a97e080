/// Sparse Gaussian elimination for the square systems behind a required equality's marker
/// column (see `Solver+MarkerColumns.swift`): `A x = b` with each equation a sorted list of
/// `(unknown, coefficient)` cells.
///
/// Equations are eliminated shortest first (`LengthHeap`: by length, ties by index), pivoting on
/// the largest coefficient of the chosen equation (ties by the lowest unknown). A chain or a
/// tree of two-term equations is peeled one singleton at a time, so its cost is linear; a
/// general system costs its fill-in. Every container is an array walked in a fixed order, so
/// the result is the same on every run. Unknowns no equation determines (a singular system)
/// come out 0.
enum SparseElimination {
    /// Solves `equations * x = rhs` for `unknownCount` unknowns.
    /// - Complexity: O((cells + fill-in) · log equations).
    static func solve(_ equations: [[SparseTerm]], rhs: [Double], unknownCount: Int) -> [Double] {
        var recorder = SolveRecorder(right: rhs)
        let rows = eliminate(equations, unknownCount: unknownCount, recorder: &recorder)
        let right = recorder.right
        let order = recorder.order
        var solution = [Double](repeating: 0, count: unknownCount)
        for (equation, unknown) in order.reversed() {
            var sum = right[equation]
            var own = 1.0
            for term in rows[equation] {
                if term.unknown == unknown { own = term.coefficient } else { sum -= term.coefficient * solution[term.unknown] }
            }
            solution[unknown] = sum / own
        }
        return solution
    }

    /// The elimination itself, shared by `solve` and `SparseFactorization`: returns each
    /// equation as it stood when it was eliminated, and tells `recorder` every operation.
    static func eliminate<Recorder: EliminationRecorder>(_ equations: consuming [[SparseTerm]], unknownCount: Int,
                                                         recorder: inout Recorder) -> [[SparseTerm]] {
        var rows = equations
        var columns = SparseColumns(rows, unknownCount: unknownCount)
        var heap = LengthHeap()
        for (index, row) in rows.enumerated() { heap.push(length: row.count, index: index) }
        var done = [Bool](repeating: false, count: rows.count)
        var merged: [SparseTerm] = []
        while let (length, index) = heap.pop() {
            guard !done[index], rows[index].count == length else { continue }
            done[index] = true
            guard length > 0 else { continue }
            var pivot = rows[index][0]
            for term in rows[index] where abs(term.coefficient) > abs(pivot.coefficient) { pivot = term }
            recorder.step(equation: index, unknown: pivot.unknown)
            // The pivot's column: its initial entries, then its fill-in (appends below go to
            // other unknowns' lists, never this one: the merges drop the pivot).
            let (initial, fill) = columns.take(pivot.unknown)
            var cursor = initial.lowerBound, entry = fill
            while true {
                let other: Int
                if cursor < initial.upperBound {
                    other = columns.initialEquation(at: cursor)
                    cursor += 1
                } else if entry >= 0 {
                    other = columns.fillEquation(at: entry)
                    entry = columns.nextFill(after: entry)
                } else {
                    break
                }
                guard other != index && !done[other] else { continue }
                guard let position = find(pivot.unknown, in: rows[other]) else { continue }
                let factor = -rows[other][position].coefficient / pivot.coefficient
                merge(rows[other], rows[index], times: factor, dropping: pivot.unknown, into: &merged) { unknown in
                    columns.append(other, to: unknown)
                }
                swap(&rows[other], &merged)
                recorder.combine(source: index, target: other, factor: factor)
                heap.push(length: rows[other].count, index: other)
            }
            recorder.endStep()
        }
        return rows
    }

    static func find(_ unknown: Int, in row: [SparseTerm]) -> Int? {
        var low = 0
        var high = row.count
        while low < high {
            let middle = (low + high) >> 1
            if row[middle].unknown < unknown { low = middle + 1 } else { high = middle }
        }
        return low < row.count && row[low].unknown == unknown ? low : nil
    }

    /// `output = left + factor * right` without `dropped`; `onNew` hears unknowns only `right` had.
    static func merge(_ left: [SparseTerm], _ right: [SparseTerm], times factor: Double, dropping dropped: Int,
                              into output: inout [SparseTerm], onNew: (Int) -> Void) {
        output.removeAll(keepingCapacity: true)
        var i = 0
        var j = 0
        while i < left.count || j < right.count {
            let a = i < left.count ? left[i].unknown : Int.max
            let b = j < right.count ? right[j].unknown : Int.max
            if a < b {
                if a != dropped { output.append(left[i]) }
                i += 1
            } else if b < a {
                let value = factor * right[j].coefficient
                if b != dropped && value != 0 {
                    output.append(SparseTerm(unknown: b, coefficient: value))
                    onNew(b)
                }
                j += 1
            } else {
                let value = left[i].coefficient + factor * right[j].coefficient
                if a != dropped && value != 0 { output.append(SparseTerm(unknown: a, coefficient: value)) }
                i += 1
                j += 1
            }
        }
    }
}

/// What `SparseElimination.eliminate` reports: each step's pivot, each combination
/// `target += factor * source` of the step, and the step's end.
protocol EliminationRecorder {
    mutating func step(equation: Int, unknown: Int)
    mutating func combine(source: Int, target: Int, factor: Double)
    mutating func endStep()
}

/// `solve`'s recorder: applies each combination to the right-hand side, keeps the pivots.
private struct SolveRecorder: EliminationRecorder {
    var right: [Double]
    var order: [(equation: Int, unknown: Int)] = []

    @inline(__always) mutating func step(equation: Int, unknown: Int) { order.append((equation, unknown)) }
    @inline(__always) mutating func combine(source: Int, target: Int, factor: Double) { right[target] += factor * right[source] }
    @inline(__always) mutating func endStep() {}
}

/// One coefficient of a sparse system's equation: `coefficient * x[unknown]`. The unknowns are
/// whatever the caller numbers (row ids, equation indices), not tableau symbols.
struct SparseTerm {
    var unknown: Int
    var coefficient: Double
}
