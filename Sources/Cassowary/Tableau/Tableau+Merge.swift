// The row merge at the heart of substitution: `row += factor * source`, minus the
// substituted symbol, keeping the column index, the exact-column flags and the row's bloom
// up to date.

extension Tableau {
    /// `rows[id] += factor * source`, minus the cell of `dropped`: one linear merge of two
    /// sorted rows into the tableau's scratch list, whose storage then swaps with the row's
    /// (the row's old storage becomes the next merge's scratch, so nothing is copied back).
    /// Symbols new to the row get column entries. A short source into a long row gallops
    /// (`mergeGalloping`).
    mutating func merge(into id: RowID, _ source: Row, times factor: Double, dropping dropped: Symbol) {
        journal?.noteRow(id, rows[id], basic: basicOfRow[id])
        rows[id].constant += factor * source.constant
        noteRowChanged(id)
        var bits: UInt64 = 0
        // `rows[id]` and `source` keep their storage alive and unchanged until the swap.
        let left = rows[id].cells.unsafeCells
        let right = source.cells.unsafeCells
        let output = scratch.beginOverwrite(capacity: left.count + right.count)
        mergedCells &+= left.count &+ right.count
        if _slowPath(Tableau.gallops(row: left.count, source: right.count)) {
            return mergeGalloping(into: id, left, right, times: factor, dropping: dropped, output: output)
        }
        let count: Int
        var freshCount = 0, cancelledCount = 0
        if isIndexed {
            // New and cancelled symbols are written through pointers into lists with room for
            // every cell (appending to the arrays checked their uniqueness once per symbol:
            // 10 % of issue 13's soft chain, whose merges add hundreds of cells each).
            if fresh.count < right.count { fresh.append(contentsOf: repeatElement(Symbol.none, count: right.count - fresh.count)) }
            if cancelled.count < left.count {
                cancelled.append(contentsOf: repeatElement(Symbol.none, count: left.count - cancelled.count))
            }
            count = fresh.withUnsafeMutableBufferPointer { freshList in
                cancelled.withUnsafeMutableBufferPointer { cancelledList in
                    let freshBase = freshList.baseAddress, cancelledBase = cancelledList.baseAddress
                    return mergeCells(left, right, times: factor, dropping: dropped, into: output, bloom: &bits,
                                      onNew: { freshBase.unsafelyUnwrapped[freshCount] = $0; freshCount += 1 },
                                      onCancelled: { cancelledBase.unsafelyUnwrapped[cancelledCount] = $0; cancelledCount += 1 })
                }
            }
        } else {
            count = mergeCells(left, right, times: factor, dropping: dropped, into: output, bloom: &bits,
                               onNew: { _ in }, onCancelled: { _ in })
        }
        scratch.finishOverwrite(count: count)
        swap(&rows[id].cells, &scratch)
        rows[id].bloom = bits
        // Overflow check. Coefficients are checked where they are divided (each pivot row, in
        // `Row.solve`); an infinite coefficient elsewhere reaches a constant (as inf or NaN)
        // as soon as it is multiplied into one, and is caught here.
        if !(abs(rows[id].constant) < Tableau.largeMagnitude) { noteMagnitude(abs(rows[id].constant)) }
        if freshCount > 0 {
            // Most merges add a cell or two; the batch pays off on long ones (the soft chain's).
            if freshCount <= 4 {
                for index in 0..<freshCount { appendColumn(fresh[index], id) }
            } else {
                appendColumns(fresh, count: freshCount, id)
            }
        }
        for index in 0..<cancelledCount { columnIsExact[cancelled[index]] = false }
    }
}
