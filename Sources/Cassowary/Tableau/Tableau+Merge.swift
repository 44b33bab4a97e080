// The row merge at the heart of substitution: `row += factor * source`, minus the
// substituted symbol, keeping the column index, the exact-column flags and the row's bloom
// up to date.

extension Tableau {
    /// The common case of `merge` without copying: every symbol of `source` is already in the
    /// row, so coefficients change in place and only cancelled cells (and `dropped`) go.
    /// Returns false, having changed nothing, when `source` brings a new symbol.
    private mutating func mergeInPlace(into id: Int, _ source: Row, times factor: Double, dropping dropped: Int,
                                       indexes: Bool) -> Bool {
        if source.bloom & ~rows[id].bloom != 0 { return false }
        let covered = rows[id].cells.withUnsafeBufferPointer { left in
            source.cells.withUnsafeBufferPointer { right in
                var i = 0
                for cell in right {
                    while i < left.count && left[i].symbol < cell.symbol { i += 1 }
                    if i == left.count || left[i].symbol != cell.symbol { return false }
                }
                return true
            }
        }
        guard covered else { return false }
        var removed = 0
        var cancelledHere: [Int] = []
        source.cells.withUnsafeBufferPointer { right in
            rows[id].cells.withUnsafeMutableBufferPointer { cells in
                var write = 0
                var j = 0
                for read in 0..<cells.count {
                    var cell = cells[read]
                    if j < right.count && right[j].symbol == cell.symbol {
                        cell.coefficient += factor * right[j].coefficient
                        j += 1
                        if cell.symbol != dropped && nearZero(cell.coefficient) {
                            if indexes { cancelledHere.append(cell.symbol) }
                            continue
                        }
                    }
                    if cell.symbol == dropped { continue }
                    cells[write] = cell
                    write += 1
                }
                removed = cells.count - write
            }
        }
        while removed > 0 {
            rows[id].cells.removeLast()
            removed -= 1
        }
        for symbol in cancelledHere { columnIsExact[symbol] = false }
        return true
    }

    /// `rows[id] += factor * source`, minus the cell of `dropped`: one linear merge of two
    /// sorted rows through a stack buffer, copied back into the row's own storage. Symbols new
    /// to the row get column entries.
    mutating func merge(into id: Int, _ source: Row, times factor: Double, dropping dropped: Int) {
        journal?.noteRow(id, rows[id], basic: basicOfRow[id])
        let indexes = isIndexed
        rows[id].constant += factor * source.constant
        if mergeInPlace(into: id, source, times: factor, dropping: dropped, indexes: indexes) { return }
        let capacity = rows[id].cells.count + source.cells.count
        withUnsafeTemporaryAllocation(of: Cell.self, capacity: capacity) { output in
            var count = 0
            rows[id].cells.withUnsafeBufferPointer { left in
                source.cells.withUnsafeBufferPointer { right in
                    var i = 0
                    var j = 0
                    while i < left.count && j < right.count {
                        let a = left[i].symbol
                        let b = right[j].symbol
                        if a < b {
                            if a != dropped {
                                output.initializeElement(at: count, to: left[i])
                                count += 1
                            }
                            i += 1
                        } else if b < a {
                            let value = factor * right[j].coefficient
                            if !nearZero(value) {
                                output.initializeElement(at: count, to: Cell(symbol: b, coefficient: value))
                                count += 1
                                if indexes { fresh.append(b) }
                            }
                            j += 1
                        } else {
                            let value = left[i].coefficient + factor * right[j].coefficient
                            if a != dropped {
                                if !nearZero(value) {
                                    output.initializeElement(at: count, to: Cell(symbol: a, coefficient: value))
                                    count += 1
                                } else if indexes {
                                    cancelled.append(a)
                                }
                            }
                            i += 1
                            j += 1
                        }
                    }
                    while i < left.count {
                        if left[i].symbol != dropped {
                            output.initializeElement(at: count, to: left[i])
                            count += 1
                        }
                        i += 1
                    }
                    while j < right.count {
                        let value = factor * right[j].coefficient
                        if !nearZero(value) {
                            output.initializeElement(at: count, to: Cell(symbol: right[j].symbol, coefficient: value))
                            count += 1
                            if indexes { fresh.append(right[j].symbol) }
                        }
                        j += 1
                    }
                }
            }
            let merged = UnsafeBufferPointer(rebasing: output[0..<count])
            rows[id].cells.assign(merged)
            rows[id].bloom = Row.bloom(of: merged)
        }
        if !fresh.isEmpty {
            for symbol in fresh { appendColumn(symbol, id) }
            fresh.clear()
        }
        if !cancelled.isEmpty {
            for symbol in cancelled { columnIsExact[symbol] = false }
            cancelled.clear()
        }
    }
}
