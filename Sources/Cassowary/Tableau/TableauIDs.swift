/// A tableau symbol: its index in the per-symbol tables (`Tableau.kinds`, `rowOfSymbol`, the
/// columns, the objective). A wrapper rather than a bare `Int`, so that a symbol cannot be
/// passed where a row id is meant (or the reverse); in a release build it is the integer
/// itself (the callgrind counts of `scripts/bench/callgrind.sh` are those of the `Int` version).
/// Symbols order by index: kiwi's lowest-id tie-breaking is this order.
@usableFromInline
struct Symbol: Hashable, Comparable, Sendable {
    @usableFromInline var index: Int

    @inlinable @inline(__always)
    init(_ index: Int) { self.index = index }

    /// No symbol: a parametric symbol's basic-of-row entry, a hard constraint's second error.
    /// Its index is -1, below every real symbol, so the "lowest symbol" searches that start
    /// from it keep their meaning.
    @inlinable @inline(__always)
    static var none: Symbol { Symbol(-1) }

    /// Whether this is a real symbol (not `.none`).
    @inlinable @inline(__always)
    var exists: Bool { index >= 0 }

    @inlinable @inline(__always)
    static func < (lhs: Symbol, rhs: Symbol) -> Bool { lhs.index < rhs.index }

    @inlinable
    func hash(into hasher: inout Hasher) { hasher.combine(index) }

    /// `Int`'s one-word hash (the synthesized one goes through a full `Hasher`; the conflict
    /// finder's tables keyed by marker paid 2 % for it in `i failing add N=100`).
    @inlinable
    func _rawHashValue(seed: Int) -> Int { index._rawHashValue(seed: seed) }
}

/// A row's id in the tableau's row pool (`Tableau.rows`, `basicOfRow`, the row stamps). A row
/// keeps its id across pivots, which change only its basic symbol.
@usableFromInline
struct RowID: Hashable, Comparable, Sendable {
    @usableFromInline var index: Int

    @inlinable @inline(__always)
    init(_ index: Int) { self.index = index }

    /// No row: the row of a parametric symbol.
    @inlinable @inline(__always)
    static var none: RowID { RowID(-1) }

    /// Whether this is a real row id (not `.none`).
    @inlinable @inline(__always)
    var exists: Bool { index >= 0 }

    @inlinable @inline(__always)
    static func < (lhs: RowID, rhs: RowID) -> Bool { lhs.index < rhs.index }

    @inlinable
    func hash(into hasher: inout Hasher) { hasher.combine(index) }

    /// `Int`'s one-word hash, as for `Symbol`.
    @inlinable
    func _rawHashValue(seed: Int) -> Int { index._rawHashValue(seed: seed) }
}

// Tables indexed by a symbol or a row id. The subscripts forward to the `Int` ones (`_modify`
// included, so `columns[symbol].append(id)` mutates in place).

extension Array {
    @inlinable
    subscript(_ symbol: Symbol) -> Element {
        @inline(__always) get { self[symbol.index] }
        @inline(__always) _modify { yield &self[symbol.index] }
    }

    @inlinable
    subscript(_ row: RowID) -> Element {
        @inline(__always) get { self[row.index] }
        @inline(__always) _modify { yield &self[row.index] }
    }
}

extension UnsafeBufferPointer {
    @inlinable
    subscript(_ symbol: Symbol) -> Element {
        @inline(__always) get { self[symbol.index] }
    }
}

extension UnsafeMutableBufferPointer {
    @inlinable
    subscript(_ symbol: Symbol) -> Element {
        @inline(__always) get { self[symbol.index] }
        @inline(__always) nonmutating _modify { yield &self[symbol.index] }
    }

    @inlinable
    subscript(_ row: RowID) -> Element {
        @inline(__always) get { self[row.index] }
        @inline(__always) nonmutating _modify { yield &self[row.index] }
    }
}
