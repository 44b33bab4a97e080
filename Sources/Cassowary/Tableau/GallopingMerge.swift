/// `mergeCells` for a short `right` and a long `left` (issue 13's churn: a pivot row of a few
/// cells substituted into rows of hundreds): each right cell's place in `left` is found by a
/// galloping search, and the runs of left cells between those places are copied as blocks
/// rather than compared cell by cell. O(right × log(left)) comparisons plus one block copy of
/// `left`, against O(left + right) comparisons for the linear merge.
///
/// Writes exactly what `mergeCells` writes (the same cells, sums and order), and calls
/// `onNew` and `onCancelled` for the same symbols in the same order. `bloom` gets the bits of
/// the cells taken from `right` only: the caller ORs in the row's old bloom, a superset of
/// the bits of the left cells copied (a bloom may keep bits of removed symbols).
/// - Complexity: O(right.count × log(left.count)) plus a copy of `left`.
@inline(__always)
func mergeCellsGalloping(_ left: UnsafeBufferPointer<Cell>, _ right: UnsafeBufferPointer<Cell>, times factor: Double,
                         dropping dropped: Symbol, into output: UnsafeMutablePointer<Cell>, bloom: inout UInt64,
                         onNew: (Symbol) -> Void, onCancelled: (Symbol) -> Void) -> Int {
    let base = left.baseAddress.unsafelyUnwrapped
    let leftCount = left.count
    var written = 0
    var bits: UInt64 = 0
    // The dropped cell's position (if `left` holds it), skipped by the block copies.
    var droppedAt = -1
    if dropped.exists {
        let place = gallop(left, from: 0, to: dropped)
        if place < leftCount && left[place].symbol == dropped { droppedAt = place }
    }
    @inline(__always)
    func copy(_ start: Int, _ end: Int) {
        guard start < end else { return }
        if droppedAt >= start && droppedAt < end {
            (output + written).initialize(from: base + start, count: droppedAt - start)
            written += droppedAt - start
            (output + written).initialize(from: base + droppedAt + 1, count: end - droppedAt - 1)
            written += end - droppedAt - 1
        } else {
            (output + written).initialize(from: base + start, count: end - start)
            written += end - start
        }
    }
    var i = 0
    for cell in right {
        let symbol = cell.symbol
        let place = gallop(left, from: i, to: symbol)
        copy(i, place)
        if place < leftCount && left[place].symbol == symbol {
            if symbol != dropped {
                let value = left[place].coefficient + factor * cell.coefficient
                if !nearZero(value) {
                    (output + written).initialize(to: Cell(symbol: symbol, coefficient: value))
                    written += 1
                } else {
                    onCancelled(symbol)
                }
            }
            i = place + 1
        } else {
            let value = factor * cell.coefficient
            if !nearZero(value) {
                (output + written).initialize(to: Cell(symbol: symbol, coefficient: value))
                written += 1
                bits |= Row.bit(symbol)
                onNew(symbol)
            }
            i = place
        }
    }
    copy(i, leftCount)
    bloom |= bits
    return written
}

extension Tableau {
    /// Whether a merge of `source` cells into a row of `row` cells gallops: at least 64 cells
    /// in the row and 16 times the source's.
    @inline(__always)
    static func gallops(row: Int, source: Int) -> Bool { row >= 64 && source &* 16 <= row }

    /// The rest of `merge(into:_:times:dropping:)` once it has chosen to gallop: `left`
    /// (the row's cells) and `right` (the source's) merged into `output` (the scratch list's
    /// room) by `mergeCellsGalloping`, then the same steps as `merge` (column index, bloom,
    /// overflow check). Not inlined and sharing no helper with `merge`: any change to the code
    /// of its common short merges cost them 2 to 7 % (e churn).
    @inline(never)
    mutating func mergeGalloping(into id: RowID, _ left: UnsafeBufferPointer<Cell>, _ right: UnsafeBufferPointer<Cell>,
                                 times factor: Double, dropping dropped: Symbol, output: UnsafeMutablePointer<Cell>) {
        // The row's old bloom covers the cells copied; the merge adds the new cells' bits.
        var bits = rows[id].bloom
        var freshCount = 0, cancelledCount = 0
        let count: Int
        if isIndexed {
            if fresh.count < right.count { fresh.append(contentsOf: repeatElement(Symbol.none, count: right.count - fresh.count)) }
            if cancelled.count < left.count {
                cancelled.append(contentsOf: repeatElement(Symbol.none, count: left.count - cancelled.count))
            }
            count = fresh.withUnsafeMutableBufferPointer { freshList in
                cancelled.withUnsafeMutableBufferPointer { cancelledList in
                    let freshBase = freshList.baseAddress, cancelledBase = cancelledList.baseAddress
                    return mergeCellsGalloping(left, right, times: factor, dropping: dropped, into: output, bloom: &bits,
                                               onNew: { freshBase.unsafelyUnwrapped[freshCount] = $0; freshCount += 1 },
                                               onCancelled: { cancelledBase.unsafelyUnwrapped[cancelledCount] = $0; cancelledCount += 1 })
                }
            }
        } else {
            count = mergeCellsGalloping(left, right, times: factor, dropping: dropped, into: output, bloom: &bits,
                                        onNew: { _ in }, onCancelled: { _ in })
        }
        scratch.finishOverwrite(count: count)
        swap(&rows[id].cells, &scratch)
        rows[id].bloom = bits
        if !(abs(rows[id].constant) < Tableau.largeMagnitude) { noteMagnitude(abs(rows[id].constant)) }
        if freshCount > 0 { appendColumns(fresh, count: freshCount, id) }
        for index in 0..<cancelledCount { columnIsExact[cancelled[index]] = false }
    }
}

/// The first position at or after `start` whose symbol is not below `symbol` (`cells.count`
/// if none): steps of 1, 2, 4, … from `start`, then a binary search in the last step.
@inline(__always)
private func gallop(_ cells: UnsafeBufferPointer<Cell>, from start: Int, to symbol: Symbol) -> Int {
    let count = cells.count
    guard start < count, cells[start].symbol < symbol else { return start }
    // cells[low].symbol < symbol throughout; cells[high] (if any) is not below it.
    var low = start
    var step = 1
    var high = start + 1
    while high < count && cells[high].symbol < symbol {
        low = high
        step <<= 1
        high = low + step
    }
    if high > count { high = count }
    while high - low > 1 {
        let middle = (low + high) >> 1
        if cells[middle].symbol < symbol { low = middle } else { high = middle }
    }
    return high
}
