/// The column index of `SparseElimination`: per unknown, the equations that may hold it (an
/// entry may be stale: the equation dropped the unknown since), in the order they were added,
/// each column taken once, when its unknown is pivoted on.
///
/// The entries of the equations as given sit in one flat array by unknown (counted, then
/// filled in equation order); fill-in added during the elimination goes to per-unknown lists
/// threaded through two more flat arrays. A 40,000-equation chain used to allocate and free
/// one array per unknown (80,000 allocations per factorization); this is five arrays in all.
struct SparseColumns {
    /// The initial entries of unknown `u`: `initial[start[u]..<start[u + 1]]`.
    private var start: [Int]
    private var initial: [Int]
    /// Whether the initial entries of an unknown have been taken.
    private var taken: [Bool]
    /// Fill-in: per unknown the first and last entry of its list (-1: none), per entry its
    /// equation and the next entry.
    private var head: [Int]
    private var tail: [Int]
    private var fillEquation: [Int] = []
    private var fillNext: [Int] = []

    /// The columns of `equations` over `unknownCount` unknowns: each equation listed under each
    /// of its unknowns, in equation order.
    /// - Complexity: O(cells + unknowns).
    init(_ equations: [[SparseTerm]], unknownCount: Int) {
        var start = [Int](repeating: 0, count: unknownCount + 1)
        for row in equations { for term in row { start[term.unknown + 1] += 1 } }
        for unknown in 0..<unknownCount { start[unknown + 1] += start[unknown] }
        var fill = start
        var initial = [Int](repeating: 0, count: start[unknownCount])
        for (index, row) in equations.enumerated() {
            for term in row {
                initial[fill[term.unknown]] = index
                fill[term.unknown] += 1
            }
        }
        self.start = start
        self.initial = initial
        taken = [Bool](repeating: false, count: unknownCount)
        head = [Int](repeating: -1, count: unknownCount)
        tail = head
    }

    /// Lists `equation` under `unknown` (after every entry already there).
    mutating func append(_ equation: Int, to unknown: Int) {
        let entry = fillEquation.count
        fillEquation.append(equation)
        fillNext.append(-1)
        if tail[unknown] >= 0 { fillNext[tail[unknown]] = entry } else { head[unknown] = entry }
        tail[unknown] = entry
    }

    /// Empties the column of `unknown`: returns its initial entries (a range of
    /// ``initialEquation(at:)``) and the first entry of its fill-in list (-1: none; follow it
    /// with ``fillEquation(at:)`` and ``nextFill(after:)``), which later appends to other
    /// unknowns leave intact.
    mutating func take(_ unknown: Int) -> (initial: Range<Int>, fill: Int) {
        var initial = 0..<0
        if !taken[unknown] {
            taken[unknown] = true
            initial = start[unknown]..<start[unknown + 1]
        }
        let fill = head[unknown]
        head[unknown] = -1
        tail[unknown] = -1
        return (initial, fill)
    }

    @inline(__always) func initialEquation(at entry: Int) -> Int { initial[entry] }
    @inline(__always) func fillEquation(at entry: Int) -> Int { fillEquation[entry] }
    @inline(__always) func nextFill(after entry: Int) -> Int { fillNext[entry] }

    /// Empties the column of `unknown` into `holders` (replacing its contents), in order.
    mutating func take(_ unknown: Int, into holders: inout [Int]) {
        holders.removeAll(keepingCapacity: true)
        let (range, first) = take(unknown)
        for entry in range { holders.append(initial[entry]) }
        var entry = first
        while entry >= 0 {
            holders.append(fillEquation[entry])
            entry = fillNext[entry]
        }
    }
}
