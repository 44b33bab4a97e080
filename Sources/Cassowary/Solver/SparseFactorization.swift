/// `SparseElimination`'s elimination kept for many right-hand sides: the steps, the row
/// operations (L) and the reduced equations (U), so that `A x = e_j` is solved touching only
/// what `e_j` reaches (Gilbert and Peierls' sparse triangular solves: a depth-first search
/// finds the reach, in topological order, then only those entries are computed).
///
/// Built for the column of a required equality's dummy marker (`MarkerColumnCache`): in a
/// chain pinned edge to edge, changing one height reaches the rows below it and no others,
/// where a fresh elimination walks every equation of the system.
struct SparseFactorization: Sendable {
    /// The equation and the unknown of each elimination step.
    private var stepEquation: [Int] = []
    private var stepUnknown: [Int] = []
    /// Per equation, its step (-1: it became empty, as a redundant equation does).
    private var stepOfEquation: [Int]
    /// Per unknown, the step that pivots on it (-1 for none).
    private var stepOfUnknown: [Int]
    /// L: step `s` added `factor * right[equation s]` to `right[target]` for each of its
    /// entries `lowerStart[s]..<lowerStart[s + 1]`.
    private var lowerStart: [Int] = [0]
    private var lowerTarget: [Int] = []
    private var lowerFactor: [Double] = []
    /// U: the reduced equation of each step without its pivot (`upperStart` as `lowerStart`),
    /// and the pivot's coefficient.
    private var upperStart: [Int] = [0]
    private var upperUnknown: [Int] = []
    private var upperCoefficient: [Double] = []
    private var pivot: [Double] = []
    /// Per unknown, the steps whose reduced equation holds it (U transposed), as `lowerStart`.
    private var holderStart: [Int] = []
    private var holderStep: [Int] = []
    /// Whether every reduced equation is its pivot alone (a chain or a tree peeled one
    /// singleton at a time): the back substitution is then a division per entry.
    private(set) var isDiagonal = true
    let equationCount: Int
    let unknownCount: Int

    /// Eliminates `equations` (cells over `unknownCount` unknowns) exactly as
    /// `SparseElimination.solve` does, recording every operation.
    /// - Complexity: as `SparseElimination.solve`.
    init(_ equations: [[SparseTerm]], unknownCount: Int) {
        equationCount = equations.count
        self.unknownCount = unknownCount
        var steps = StepRecorder(equationCount: equations.count, unknownCount: unknownCount)
        let rows = SparseElimination.eliminate(equations, unknownCount: unknownCount, recorder: &steps)
        stepOfEquation = steps.stepOfEquation
        stepOfUnknown = steps.stepOfUnknown
        stepEquation = steps.stepEquation
        stepUnknown = steps.stepUnknown
        lowerStart = steps.lowerStart
        lowerTarget = steps.lowerTarget
        lowerFactor = steps.lowerFactor
        // U from the equations as they stood when eliminated (the last rows in `rows`).
        var holderCount = [Int](repeating: 0, count: unknownCount + 1)
        for (step, equation) in stepEquation.enumerated() {
            var own = 1.0
            for term in rows[equation] {
                if term.unknown == stepUnknown[step] {
                    own = term.coefficient
                } else {
                    upperUnknown.append(term.unknown)
                    upperCoefficient.append(term.coefficient)
                    holderCount[term.unknown + 1] += 1
                }
            }
            pivot.append(own)
            upperStart.append(upperUnknown.count)
        }
        isDiagonal = upperUnknown.isEmpty
        for unknown in 0..<unknownCount { holderCount[unknown + 1] += holderCount[unknown] }
        holderStart = holderCount
        holderStep = [Int](repeating: 0, count: upperUnknown.count)
        var fill = holderCount
        for step in stepEquation.indices {
            for entry in upperStart[step]..<upperStart[step + 1] {
                let unknown = upperUnknown[entry]
                holderStep[fill[unknown]] = step
                fill[unknown] += 1
            }
        }
    }

    /// Scratch for `solveUnit`, kept between calls (dense, and all zero between calls).
    struct Workspace: Sendable {
        var right: [Double] = []
        var solution: [Double] = []
        /// One bit per step: the steps still to visit.
        var pending: [UInt64] = []
        /// The length of the last solution (the next one reserves as much).
        var lastCount = 64
    }

    /// The solution of `A x = value * e_equation`, as `(unknown, x)` for the unknowns the
    /// equation reaches (an entry may be 0 when contributions cancel), by step.
    ///
    /// L's operations only ever reach later steps and U's only earlier ones, so the reached
    /// steps are visited through a bitmap in step order (forward) and then in reverse
    /// (backward): every entry is summed in the order the full elimination sums it.
    /// - Complexity: O(entries of L and U reached + span of the reached steps / 64).
    func solveUnit(equation: Int, value: Double, workspace w: inout Workspace) -> [(unknown: Int, value: Double)] {
        let first = stepOfEquation[equation]
        guard first >= 0 else { return [] }
        let stepCount = stepEquation.count
        if w.right.count < equationCount { w.right = [Double](repeating: 0, count: equationCount) }
        if w.solution.count < unknownCount { w.solution = [Double](repeating: 0, count: unknownCount) }
        if w.pending.count < (stepCount >> 6) + 1 { w.pending = [UInt64](repeating: 0, count: (stepCount >> 6) + 1) }
        var result: [(unknown: Int, value: Double)] = []
        result.reserveCapacity(w.lastCount)
        defer { w.lastCount = max(64, result.count) }
        w.right.withUnsafeMutableBufferPointer { right in
            w.pending.withUnsafeMutableBufferPointer { pending in
                // Forward: each reached step adds its share to later equations. A step's
                // value is final when it is visited (only earlier steps add to it); on a
                // triangular basis that value over the pivot is already the solution.
                let diagonal = isDiagonal
                right[equation] = value
                pending[first >> 6] |= 1 << UInt64(first & 63)
                var word = first >> 6
                var last = word
                var reachedLow = first, reachedHigh = first
                while word <= last {
                    while pending[word] != 0 {
                        let step = (word << 6) | pending[word].trailingZeroBitCount
                        pending[word] &= pending[word] - 1
                        let source = stepEquation[step]
                        let amount = right[source]
                        if diagonal {
                            right[source] = 0
                            if amount != 0 { result.append((stepUnknown[step], amount / pivot[step])) }
                        }
                        if amount == 0 { continue }
                        for entry in lowerStart[step]..<lowerStart[step + 1] {
                            // An equation eliminated to nothing takes no value (the full solve drops it).
                            let target = lowerTarget[entry]
                            let targetStep = stepOfEquation[target]
                            guard targetStep >= 0 else { continue }
                            right[target] += lowerFactor[entry] * amount
                            pending[targetStep >> 6] |= 1 << UInt64(targetStep & 63)
                            if targetStep >> 6 > last { last = targetStep >> 6 }
                            if targetStep > reachedHigh { reachedHigh = targetStep }
                        }
                    }
                    word += 1
                }
                if diagonal { return }
                // Backward, later steps first: a step with a value, or whose reduced equation
                // holds an unknown solved non-zero, gets its unknown.
                w.solution.withUnsafeMutableBufferPointer { solution in
                    for step in reachedLow...reachedHigh where right[stepEquation[step]] != 0 {
                        pending[step >> 6] |= 1 << UInt64(step & 63)
                    }
                    var word = reachedHigh >> 6
                    while word >= 0 {
                        while pending[word] != 0 {
                            let bit = 63 - pending[word].leadingZeroBitCount
                            pending[word] &= ~(1 << UInt64(bit))
                            let step = (word << 6) | bit
                            let equation = stepEquation[step]
                            var sum = right[equation]
                            right[equation] = 0
                            for entry in upperStart[step]..<upperStart[step + 1] {
                                sum -= upperCoefficient[entry] * solution[upperUnknown[entry]]
                            }
                            let unknown = stepUnknown[step]
                            let x = sum / pivot[step]
                            solution[unknown] = x
                            result.append((unknown, x))
                            if x == 0 { continue }
                            for entry in holderStart[unknown]..<holderStart[unknown + 1] {
                                let holder = holderStep[entry]
                                pending[holder >> 6] |= 1 << UInt64(holder & 63)
                            }
                        }
                        word -= 1
                    }
                    for entry in result { solution[entry.unknown] = 0 }
                }
            }
        }
        return result
    }
}

/// `SparseFactorization`'s recorder: the steps and L, as `eliminate` reports them.
private struct StepRecorder: EliminationRecorder {
    var stepOfEquation: [Int]
    var stepOfUnknown: [Int]
    var stepEquation: [Int] = []
    var stepUnknown: [Int] = []
    var lowerStart = [0]
    var lowerTarget: [Int] = []
    var lowerFactor: [Double] = []

    init(equationCount: Int, unknownCount: Int) {
        stepOfEquation = [Int](repeating: -1, count: equationCount)
        stepOfUnknown = [Int](repeating: -1, count: unknownCount)
        stepEquation.reserveCapacity(equationCount)
        stepUnknown.reserveCapacity(equationCount)
        lowerStart.reserveCapacity(equationCount + 1)
    }

    @inline(__always) mutating func step(equation: Int, unknown: Int) {
        stepOfEquation[equation] = stepEquation.count
        stepOfUnknown[unknown] = stepEquation.count
        stepEquation.append(equation)
        stepUnknown.append(unknown)
    }

    @inline(__always) mutating func combine(source: Int, target: Int, factor: Double) {
        lowerTarget.append(target)
        lowerFactor.append(factor)
    }

    @inline(__always) mutating func endStep() { lowerStart.append(lowerTarget.count) }
}
