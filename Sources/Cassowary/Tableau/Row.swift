/// A linear row `constant + sum(coefficient * symbol)`, cells sorted by symbol id, no zero
/// cells. The sorted order makes merges linear and gives kiwi's lowest-id tie-breaking.
@usableFromInline
struct Row: Sendable {
    @usableFromInline var constant: Double
    var cells: CellList
    /// A superset of the symbols in `cells`, one bit per `symbol % 64`: a clear bit proves a
    /// symbol absent without a search. Every insertion sets its bit; removals leave bits set.
    var bloom: UInt64

    init(constant: Double = 0, cells: CellList = CellList()) {
        self.constant = constant
        self.cells = cells
        self.bloom = Row.bloom(of: cells)
    }

    @inline(__always)
    static func bit(_ symbol: Symbol) -> UInt64 { UInt64(1) << UInt64(symbol.index & 63) }

    static func bloom(of cells: some Collection<Cell>) -> UInt64 {
        var bits: UInt64 = 0
        for cell in cells { bits |= bit(cell.symbol) }
        return bits
    }

    /// Whether the row may hold `symbol` (false means it certainly does not).
    @inline(__always)
    func mayHold(_ symbol: Symbol) -> Bool { bloom & Row.bit(symbol) != 0 }

    /// The position of `symbol` in `cells`, or where it would go.
    @inline(__always)
    func search(_ symbol: Symbol) -> (index: Int, found: Bool) {
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
    func coefficient(of symbol: Symbol) -> Double {
        let (index, found) = search(symbol)
        return found ? cells[index].coefficient : 0
    }

    /// Adds `coefficient` to the cell of `symbol`, erasing it when the sum is near zero.
    mutating func insert(_ symbol: Symbol, _ coefficient: Double) {
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

    /// Adds `factor` times `other` (constant included): one linear merge of the two sorted
    /// cell lists into `scratch`, whose storage then swaps with this row's (no copy back).
    /// For rows outside the tableau only: it does not maintain the column index.
    /// Returns the constant's magnitude, for overflow detection (coefficients are checked when
    /// the row is solved for its subject).
    @discardableResult
    mutating func insert(_ other: Row, times factor: Double, scratch: inout CellList) -> Double {
        constant += other.constant * factor
        if other.cells.isEmpty { return abs(constant) }
        var bits: UInt64 = 0
        let left = cells.unsafeCells
        let right = other.cells.unsafeCells
        let needed = left.count + right.count
        if scratch.hasUnsharedRoom(for: needed) {
            let output = scratch.beginOverwrite(capacity: needed)
            let count = mergeCells(left, right, times: factor, dropping: .none, into: output, bloom: &bits,
                                   onNew: { _ in }, onCancelled: { _ in })
            scratch.finishOverwrite(count: count)
            swap(&cells, &scratch)
        } else {
            // A long row: its own storage, with room for the marker and error cells still to
            // come, rather than a scratch buffer that would be handed over and outgrown again.
            var fresh = CellList()
            let output = fresh.beginOverwrite(capacity: needed + 4)
            let count = mergeCells(left, right, times: factor, dropping: .none, into: output, bloom: &bits,
                                   onNew: { _ in }, onCancelled: { _ in })
            fresh.finishOverwrite(count: count)
            swap(&cells, &fresh)
            // The row's old storage becomes the scratch when it is the roomier of the two.
            if fresh.capacity > scratch.capacity { swap(&fresh, &scratch) }
        }
        bloom = bits
        return abs(constant)
    }

    mutating func remove(_ symbol: Symbol) {
        let (index, found) = search(symbol)
        if found { cells.remove(at: index) }
    }

    mutating func reverseSign() {
        constant = -constant
        cells.withUnsafeMutableBufferPointer { buffer in
            for index in buffer.indices { buffer[index].coefficient = -buffer[index].coefficient }
        }
    }

    /// Solves `0 = row` for `symbol`, which must be in the row: the row becomes the expression
    /// that `symbol` equals, without `symbol` itself.
    /// Returns the largest magnitude in the result, for overflow detection.
    @discardableResult
    mutating func solve(for symbol: Symbol) -> Double {
        let (index, found) = search(symbol)
        precondition(found, "solve(for:) on a symbol that is not in the row")
        let factor = -1.0 / cells[index].coefficient
        cells.remove(at: index)
        constant *= factor
        var peak = abs(constant)
        cells.withUnsafeMutableBufferPointer { buffer in
            for index in buffer.indices {
                let value = buffer[index].coefficient * factor
                buffer[index].coefficient = value
                if !(abs(value) <= peak) { peak = abs(value) }
            }
        }
        return peak
    }

    /// Solves `lhs = row` for `rhs`: the pivot that swaps a basic symbol for a parametric one.
    @discardableResult
    mutating func solve(for lhs: Symbol, _ rhs: Symbol) -> Double {
        insert(lhs, -1)
        return solve(for: rhs)
    }
}

/// The merge behind every substitution: writes `left + factor * right` without the cell of
/// `dropped` (pass `.none` to keep all) and without near-zero cells into `output`, which has room
/// for `left.count + right.count` cells. Returns the count written and ORs each written
/// symbol's bloom bit into `bloom`. `onNew` hears symbols that come only from `right`;
/// `onCancelled` hears symbols of `left` whose sum cancelled to zero.
@inline(__always)
func mergeCells(_ left: UnsafeBufferPointer<Cell>, _ right: UnsafeBufferPointer<Cell>, times factor: Double,
                dropping dropped: Symbol, into output: UnsafeMutablePointer<Cell>, bloom: inout UInt64,
                onNew: (Symbol) -> Void, onCancelled: (Symbol) -> Void) -> Int {
    var out = MergeOutput(base: output)
    // Walked by pointers: with an index into each side, the compiled loop turned both back
    // into addresses after every step (g N=1000: 4.29 G -> 3.38 G Ir). A side without
    // storage is empty; `output` stands in as its (never read) base.
    var l = left.baseAddress ?? UnsafePointer(output)
    var r = right.baseAddress ?? UnsafePointer(output)
    let leftEnd = l + left.count
    let rightEnd = r + right.count
    while l < leftEnd && r < rightEnd {
        let a = l.pointee.symbol
        let b = r.pointee.symbol
        if a < b {
            if a != dropped { out.emit(l.pointee) }
            l += 1
        } else if b < a {
            if out.emitScaled(r.pointee, factor) { onNew(b) }
            r += 1
        } else {
            if a != dropped {
                let value = l.pointee.coefficient + factor * r.pointee.coefficient
                if !nearZero(value) { out.emit(Cell(symbol: a, coefficient: value)) } else { onCancelled(a) }
            }
            l += 1
            r += 1
        }
    }
    while l < leftEnd {
        if l.pointee.symbol != dropped { out.emit(l.pointee) }
        l += 1
    }
    while r < rightEnd {
        if out.emitScaled(r.pointee, factor) { onNew(r.pointee.symbol) }
        r += 1
    }
    bloom |= out.bits
    return out.count
}

/// Where `mergeCells` writes: the next free slot and the bloom bits of what was written.
private struct MergeOutput {
    let base: UnsafeMutablePointer<Cell>
    var count = 0
    var bits: UInt64 = 0
    @inline(__always)
    mutating func emit(_ cell: Cell) {
        (base + count).initialize(to: cell)
        count += 1
        bits |= Row.bit(cell.symbol)
    }

    /// Writes `factor * cell` unless it is near zero; returns whether it wrote.
    @inline(__always)
    mutating func emitScaled(_ cell: Cell, _ factor: Double) -> Bool {
        let value = factor * cell.coefficient
        if nearZero(value) { return false }
        emit(Cell(symbol: cell.symbol, coefficient: value))
        return true
    }
}
