/// Reading many values every frame: a ``Solver/ValueSlot`` is where a variable's value lives in
/// a solver, found once with ``Solver/slot(of:)``; ``Solver/value(at:)`` then reads it without
/// the table lookup of ``Solver/value(of:)``. A layout engine that writes hundreds of frames per
/// change keeps one slot per variable.
extension Solver {
    /// Where a variable's value lives in a solver.
    ///
    /// ```swift
    /// let slot = solver.slot(of: width)!
    /// solver.value(at: slot)   // Optional(100), as solver.value(of: width)
    /// ```
    @usableFromInline
    package struct ValueSlot: Hashable, Sendable {
        @usableFromInline let symbol: Symbol
        @usableFromInline let variableID: UInt64
    }

    /// The slot of a variable this solver knows (one that appears in a constraint or an edit),
    /// or nil. It stays valid until ``reset()``; a symbol is never given to another variable
    /// before then.
    package func slot(of variable: Variable) -> ValueSlot? {
        guard let symbol = symbols[variable] else { return nil }
        return ValueSlot(symbol: symbol, variableID: variable.id)
    }

    /// The value at `slot`, as ``value(of:)`` gives it; nil when the slot is not valid in this
    /// solver (after a reset, or taken from a solver that has since gone another way).
    /// - Complexity: O(1), three array reads.
    // Inlinable (with the few internals it reads): a renderer calls it in its innermost loop.
    @inlinable @inline(__always)
    package func value(at slot: ValueSlot) -> Double? {
        guard slot.symbol.index < variableIDOfSymbol.count, variableIDOfSymbol[slot.symbol] == slot.variableID else { return nil }
        return tableau.value(of: slot.symbol)
    }
}
