/// Reading thousands of values in one go: a ``Solver/ValueReader`` holds the three tables a
/// ``Solver/value(at:)`` reads as raw buffers, so a loop over many slots (a layout engine
/// writing the frames a change moved) loads each table once instead of once per read, with no
/// array bounds checks beyond the slot's own validity check.
extension Solver {
    /// The solver's values, read by slot, valid only inside ``withValueReader(_:)``.
    @usableFromInline
    package struct ValueReader {
        @usableFromInline let variableIDs: UnsafePointer<UInt64>?
        @usableFromInline let rowOfSymbol: UnsafePointer<RowID>?
        @usableFromInline let rows: UnsafePointer<Row>?
        /// The symbols both `variableIDs` and `rowOfSymbol` cover.
        @usableFromInline let symbolCount: UInt

        @usableFromInline
        init(variableIDs: UnsafeBufferPointer<UInt64>, rowOfSymbol: UnsafeBufferPointer<RowID>, rows: UnsafeBufferPointer<Row>) {
            self.variableIDs = variableIDs.baseAddress
            self.rowOfSymbol = rowOfSymbol.baseAddress
            self.rows = rows.baseAddress
            symbolCount = UInt(min(variableIDs.count, rowOfSymbol.count))
        }

        /// The value at `slot`, exactly as ``Solver/value(at:)`` gives it (nil for a slot not
        /// valid in the solver).
        /// - Complexity: O(1): three loads, no bounds check but the slot's.
        @inlinable @inline(__always)
        package func value(at slot: ValueSlot) -> Double? {
            let symbol = slot.symbol.index
            // One unsigned comparison covers a negative index too; a count above 0 means
            // non-nil buffers.
            guard UInt(bitPattern: symbol) < symbolCount, variableIDs.unsafelyUnwrapped[symbol] == slot.variableID else {
                return nil
            }
            // A basic symbol's row id is a live row of the pool (a tableau invariant).
            let row = rowOfSymbol.unsafelyUnwrapped[symbol]
            return row.exists ? rows.unsafelyUnwrapped[row.index].constant : 0
        }
    }

    /// Calls `body` with a reader of this solver's values.
    /// - Complexity: O(1) besides `body`.
    @inlinable
    package func withValueReader<Result>(_ body: (ValueReader) -> Result) -> Result {
        variableIDOfSymbol.withUnsafeBufferPointer { variableIDs in
            tableau.rowOfSymbol.withUnsafeBufferPointer { rowOfSymbol in
                tableau.rows.withUnsafeBufferPointer { rows in
                    body(ValueReader(variableIDs: variableIDs, rowOfSymbol: rowOfSymbol, rows: rows))
                }
            }
        }
    }
}
