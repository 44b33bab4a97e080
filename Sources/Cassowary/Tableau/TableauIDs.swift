/// An id in one of the tableau's tables: a symbol (`Symbol`, an index into `kinds`,
/// `rowOfSymbol`, the columns and the objective) or a row (`RowID`, an index into the row
/// pool). A wrapper rather than a bare `Int`, so that a symbol cannot be passed where a row id
/// is meant (or the reverse); `Table` only names which. In a release build it is the integer
/// itself (the callgrind counts of `scripts/bench/callgrind.sh` stayed within 2 % of the `Int`
/// version). Ids order by index: kiwi's lowest-id tie-breaking is this order.
@usableFromInline
struct TableauID<Table>: Hashable, Comparable, Sendable {
    @usableFromInline var index: Int

    @inlinable @inline(__always)
    init(_ index: Int) { self.index = index }

    /// No id: a parametric symbol's row, a free row's basic symbol, a hard constraint's
    /// second error. Its index is -1, below every real id, so the "lowest id" searches that
    /// start from it keep their meaning.
    @inlinable @inline(__always)
    static var none: TableauID { TableauID(-1) }

    /// Whether this is a real id (not `.none`).
    @inlinable @inline(__always)
    var exists: Bool { index >= 0 }

    @inlinable @inline(__always)
    static func < (lhs: TableauID, rhs: TableauID) -> Bool { lhs.index < rhs.index }

    @inlinable
    func hash(into hasher: inout Hasher) { hasher.combine(index) }

    /// `Int`'s one-word hash (the synthesized one goes through a full `Hasher`; the conflict
    /// finder's tables keyed by marker paid for it in `i failing add N=100`).
    @inlinable
    func _rawHashValue(seed: Int) -> Int { index._rawHashValue(seed: seed) }
}

/// The table of symbols (see `TableauID`).
@usableFromInline enum SymbolTable {}
/// The row pool (see `TableauID`).
@usableFromInline enum RowTable {}

/// A tableau symbol: variables, slacks, errors and dummies.
@usableFromInline typealias Symbol = TableauID<SymbolTable>
/// A row's id in the row pool. A row keeps its id across pivots, which change only its basic
/// symbol.
@usableFromInline typealias RowID = TableauID<RowTable>

// Tables indexed by an id. The subscripts forward to the `Int` ones (`_modify` included, so
// `columns[symbol].append(id)` mutates in place).

extension Array {
    @inlinable
    subscript<Table>(_ id: TableauID<Table>) -> Element {
        @inline(__always) get { self[id.index] }
        @inline(__always) _modify { yield &self[id.index] }
    }
}

extension UnsafeBufferPointer {
    @inlinable
    subscript<Table>(_ id: TableauID<Table>) -> Element {
        @inline(__always) get { self[id.index] }
    }
}

extension UnsafeMutableBufferPointer {
    @inlinable
    subscript<Table>(_ id: TableauID<Table>) -> Element {
        @inline(__always) get { self[id.index] }
        @inline(__always) nonmutating _modify { yield &self[id.index] }
    }
}
