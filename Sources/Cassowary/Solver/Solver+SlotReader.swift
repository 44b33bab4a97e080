/// Reading thousands of slots in one pass: a ``Solver/SlotReader`` holds the solver's value
/// storage by pointer for the length of a closure, so each read is the same checks as
/// ``Solver/value(at:)`` without re-loading and bounds-checking three arrays every time (a
/// layout engine rewriting the 5,000 frames below a changed row of a chain).
extension Solver {
    /// Reads values at slots, as ``Solver/value(at:)`` does; valid only inside
    /// ``withSlotReader(_:)``.
    @usableFromInline
    package struct SlotReader {
        @usableFromInline let variableIDs: UnsafeBufferPointer<UInt64>
        @usableFromInline let rowOfSymbol: UnsafeBufferPointer<RowID>
        @usableFromInline let rows: UnsafeBufferPointer<Row>

        @usableFromInline
        init(variableIDs: UnsafeBufferPointer<UInt64>, rowOfSymbol: UnsafeBufferPointer<RowID>,
             rows: UnsafeBufferPointer<Row>) {
            self.variableIDs = variableIDs
            self.rowOfSymbol = rowOfSymbol
            self.rows = rows
        }

        /// The value at `slot`, or nil when the slot is not valid in this solver.
        /// - Complexity: O(1), the reads of ``Solver/value(at:)`` without their bounds checks.
        @inlinable @inline(__always)
        package func value(at slot: ValueSlot) -> Double? {
            let index = slot.symbol.index
            guard index >= 0, index < variableIDs.count, index < rowOfSymbol.count,
                  variableIDs[index] == slot.variableID else { return nil }
            let id = rowOfSymbol[index]
            return id.exists && id.index < rows.count ? rows[id.index].constant : 0
        }
    }

    /// Runs `body` with a reader over this solver's values (the solver is not copied).
    @inlinable
    package func withSlotReader<Result>(_ body: (SlotReader) -> Result) -> Result {
        variableIDOfSymbol.withUnsafeBufferPointer { variableIDs in
            tableau.rowOfSymbol.withUnsafeBufferPointer { rowOfSymbol in
                tableau.rows.withUnsafeBufferPointer { rows in
                    body(SlotReader(variableIDs: variableIDs, rowOfSymbol: rowOfSymbol, rows: rows))
                }
            }
        }
    }
}
