/// A linear row `constant + sum(coefficient * symbol)`, cells sorted by symbol id, no zero
/// cells. The sorted order makes merges linear and gives kiwi's lowest-id tie-breaking.
struct Row {
    var constant: Double
    var cells: [Cell]
    /// A superset of the symbols in `cells`, one bit per `symbol % 64`: a clear bit proves a
    /// symbol absent without a search. Every insertion sets its bit; removals leave bits set.
    var bloom: UInt64

    init(constant: Double = 0, cells: [Cell] = []) {
        self.constant = constant
        self.cells = cells
        self.bloom = Row.bloom(of: cells)
    }

    @inline(__always)
    static func bit(_ symbol: Int) -> UInt64 { UInt64(1) << UInt64(symbol & 63) }

    static func bloom(of cells: some Collection<Cell>) -> UInt64 {
        var bits: UInt64 = 0
        for cell in cells { bits |= bit(cell.symbol) }
        return bits
    }

    /// Whether the row may hold `symbol` (false means it certainly does not).
    @inline(__always)
    func mayHold(_ symbol: Int) -> Bool { bloom & Row.bit(symbol) != 0 }

    /// The position of `symbol` in `cells`, or where it would go.
    @inline(__always)
    func search(_ symbol: Int) -> (index: Int, found: Bool) {
        cells.withUnsafeBufferPointer { buffer in
            var low = 0
            var high = buffer.count
            // Binary search down to a short run, then a linear scan (rows are mostly short).
            while high - low > 8 {
                let middle = (low + high) >> 1
                if buffer[middle].symbol < symbol { low = middle + 1 } else { high = middle }
            }
            // buffer[high] (if any) is >= symbol, so this stops within a few steps.
            while low < buffer.count {
                let candidate = buffer[low].symbol
                if candidate >= symbol { return (low, candidate == symbol) }
                low += 1
            }
            return (low, false)
        }
    }

    @inline(__always)
    func coefficient(of symbol: Int) -> Double {
        let (index, found) = search(symbol)
        return found ? cells[index].coefficient : 0
    }

    /// Adds `coefficient` to the cell of `symbol`, erasing it when the sum is near zero.
    mutating func insert(_ symbol: Int, _ coefficient: Double) {
        let (index, found) = search(symbol)
        if found {
            let sum = cells[index].coefficient + coefficient
            if nearZero(sum) {
                cells.remove(at: index)
            } else {
                cells[index].coefficient = sum
            }
        } else if !nearZero(coefficient) {
            cells.insert(Cell(symbol: symbol, coefficient: coefficient), at: index)
            bloom |= Row.bit(symbol)
        }
    }

    /// Adds `factor` times `other` (constant included), in one merge of the two sorted cell
    /// lists through a stack buffer, reusing this row's storage. For rows outside the tableau
    /// only: it does not maintain the column index.
    mutating func insert(_ other: Row, times factor: Double) {
        constant += other.constant * factor
        if other.cells.isEmpty { return }
        withUnsafeTemporaryAllocation(of: Cell.self, capacity: cells.count + other.cells.count) { output in
            var count = 0
            cells.withUnsafeBufferPointer { left in
                other.cells.withUnsafeBufferPointer { right in
                    var i = 0
                    var j = 0
                    while i < left.count || j < right.count {
                        let a = i < left.count ? left[i].symbol : Int.max
                        let b = j < right.count ? right[j].symbol : Int.max
                        var cell: Cell
                        if a < b {
                            cell = left[i]
                            i += 1
                        } else if b < a {
                            cell = Cell(symbol: b, coefficient: factor * right[j].coefficient)
                            j += 1
                        } else {
                            cell = Cell(symbol: a, coefficient: left[i].coefficient + factor * right[j].coefficient)
                            i += 1
                            j += 1
                        }
                        if !nearZero(cell.coefficient) {
                            output.initializeElement(at: count, to: cell)
                            count += 1
                        }
                    }
                }
            }
            let merged = UnsafeBufferPointer(rebasing: output[0..<count])
            cells.assign(merged)
            bloom = Row.bloom(of: merged)
        }
    }

    mutating func remove(_ symbol: Int) {
        let (index, found) = search(symbol)
        if found { cells.remove(at: index) }
    }

    mutating func reverseSign() {
        constant = -constant
        for index in cells.indices { cells[index].coefficient = -cells[index].coefficient }
    }

    /// Solves `0 = row` for `symbol`, which must be in the row: the row becomes the expression
    /// that `symbol` equals, without `symbol` itself.
    mutating func solve(for symbol: Int) {
        let (index, found) = search(symbol)
        precondition(found, "solve(for:) on a symbol that is not in the row")
        let factor = -1.0 / cells[index].coefficient
        cells.remove(at: index)
        constant *= factor
        for position in cells.indices { cells[position].coefficient *= factor }
    }

    /// Solves `lhs = row` for `rhs`: the pivot that swaps a basic symbol for a parametric one.
    mutating func solve(for lhs: Int, _ rhs: Int) {
        insert(lhs, -1)
        solve(for: rhs)
    }
}
