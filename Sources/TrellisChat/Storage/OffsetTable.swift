/// Row tops as blocked prefix sums: entry `i` (the top of row `i`; entry `rows` is the
/// bottom of the last row) is `bases[i / 256] + local[i]`, where `local[i]` sums in order the
/// heights from the start of `i`'s block of 256 rows up to row `i − 1`, and `bases[b]` sums
/// in order the totals of the blocks before `b`.
///
/// Changing one height rewrites the rest of its block (at most 256 sums) and the bases after
/// it (rows / 256), not every offset after it: a reaction added in the middle of 100,000
/// messages costs about 650 additions instead of 50,000. Every entry is always computed by the
/// same formula from the same heights, so a table refreshed piece by piece holds the same
/// bits as one built at once. Entries never decrease along the table (rounding is monotonic).
///
/// ```swift
/// var table = OffsetTable()
/// table.refresh(rows: 3, from: 0, through: 2) { sum, _ in sum + 10 }
/// table[3]   // 30
/// ```
package struct OffsetTable: Sendable, Equatable {
    /// Rows per block: a power of two.
    static let blockShift = 8
    static let blockMask = (1 << blockShift) - 1

    private var local: [Double] = [0]
    private var bases: [Double] = [0]

    /// An empty table (one entry: 0).
    package init() {}

    /// The number of entries: rows + 1.
    package var count: Int { local.count }

    /// Entry `index`: the top of row `index` (the bottom of the last row for `count − 1`).
    @inline(__always)
    package subscript(index: Int) -> Double { bases[index >> Self.blockShift] + local[index] }

    /// The last entry: the bottom of the last row.
    package var last: Double { self[local.count - 1] }

    /// The bytes reserved (capacity × stride of both arrays).
    package var allocatedBytes: Int { (local.capacity + bases.capacity) * MemoryLayout<Double>.stride }

    /// Brings the table to `rows` rows when the heights of rows `start` through `end` changed
    /// (every other height is what it was at the last refresh; new rows count as changed).
    /// `advance(sum, i)` adds row `i`'s height to `sum` (in the caller's order of additions, so
    /// a list within one block gets exactly a running sum's bits).
    /// - Complexity: O(rows in `start`'s block through `end`'s, + rows / 256).
    @inline(__always)
    package mutating func refresh(rows: Int, from start: Int, through end: Int, advance: (Double, Int) -> Double) {
        let entries = rows + 1
        var start = max(0, start), end = end
        let oldRows = local.count - 1
        if local.count != entries {
            if local.count > entries {
                local.removeLast(local.count - entries)
            } else {
                if local.capacity < entries { local.reserveCapacity(entries + rows / 8 + 16) }
                local.append(contentsOf: repeatElement(0, count: entries - local.count))
            }
            start = min(start, oldRows, rows)
            end = max(end, rows - 1)
        }
        let blocks = (entries - 1) >> Self.blockShift + 1
        if bases.count != blocks {
            if bases.count > blocks { bases.removeLast(bases.count - blocks) } else {
                bases.append(contentsOf: repeatElement(0, count: blocks - bases.count))
            }
        }
        guard start < rows else { return }
        // Entries after a changed height, to the end of the last changed row's block.
        let stop = min(entries - 1, (min(end, rows - 1) + 1) | Self.blockMask)
        local.withUnsafeMutableBufferPointer { local in
            var index = start + 1
            while index <= stop {
                if index & Self.blockMask == 0 {
                    local[index] = 0
                    index += 1
                    continue
                }
                // The rest of this block in one running sum.
                let blockEnd = min(stop, index | Self.blockMask)
                var sum = local[index - 1]
                while index <= blockEnd {
                    sum = advance(sum, index - 1)
                    local[index] = sum
                    index += 1
                }
            }
        }
        // Every block after the first changed row's.
        var block = start >> Self.blockShift + 1
        while block < blocks {
            let lastRow = block << Self.blockShift - 1
            bases[block] = bases[block - 1] + advance(local[lastRow], lastRow)
            block += 1
        }
    }
}
