/// The cells of a row: a copy-on-write list like `[Cell]`, but with the two things a tableau
/// merge needs and `Array` does not give: writing a merge's output straight into spare
/// capacity (then setting the count once), and one uniqueness check per operation instead
/// of one per element. An empty list holds no storage, so `Row()` allocates nothing.
struct CellList: RandomAccessCollection, @unchecked Sendable {
    // Unchecked: the storage is only written through `makeUnique`, which copies a shared
    // buffer first, so a list is a value exactly like `Array` is.
    private var storage: CellStorage?

    init() {}

    init(_ cells: some Collection<Cell>) {
        guard !cells.isEmpty else { return }
        let fresh = CellStorage.make(capacity: cells.count)
        fresh.withUnsafeMutablePointerToElements { base in
            var position = 0
            for cell in cells {
                (base + position).initialize(to: cell)
                position += 1
            }
        }
        fresh.cellCount = cells.count
        storage = fresh
    }

    struct Iterator: IteratorProtocol {
        fileprivate let storage: CellStorage?
        fileprivate var position: Int
        fileprivate let end: Int

        @inline(__always)
        mutating func next() -> Cell? {
            guard position < end else { return nil }
            defer { position += 1 }
            return storage.unsafelyUnwrapped.withUnsafeMutablePointerToElements { $0[position] }
        }
    }

    @inline(__always)
    func makeIterator() -> Iterator { Iterator(storage: storage, position: 0, end: count) }

    var startIndex: Int { 0 }
    @inline(__always) var endIndex: Int { storage?.cellCount ?? 0 }
    @inline(__always) var count: Int { storage?.cellCount ?? 0 }
    @inline(__always) var isEmpty: Bool { count == 0 }
    /// How many cells fit before the next allocation.
    var capacity: Int { storage?.cellCapacity ?? 0 }

    @inline(__always)
    subscript(position: Int) -> Cell {
        get {
            precondition(position >= 0 && position < count, "CellList index out of range")
            return storage!.withUnsafeMutablePointerToElements { $0[position] }
        }
        set {
            precondition(position >= 0 && position < count, "CellList index out of range")
            makeUnique(minimumCapacity: count)
            storage!.withUnsafeMutablePointerToElements { $0[position] = newValue }
        }
    }

    @inline(__always)
    func withUnsafeBufferPointer<R>(_ body: (UnsafeBufferPointer<Cell>) throws -> R) rethrows -> R {
        guard let storage else { return try body(UnsafeBufferPointer(start: nil, count: 0)) }
        return try storage.withUnsafeMutablePointerToElements { base in
            try body(UnsafeBufferPointer(start: base, count: storage.cellCount))
        }
    }

    @inline(__always)
    mutating func withUnsafeMutableBufferPointer<R>(_ body: (UnsafeMutableBufferPointer<Cell>) throws -> R) rethrows -> R {
        guard count > 0 else { return try body(UnsafeMutableBufferPointer(start: nil, count: 0)) }
        makeUnique(minimumCapacity: count)
        let storage = self.storage!
        return try storage.withUnsafeMutablePointerToElements { base in
            try body(UnsafeMutableBufferPointer(start: base, count: storage.cellCount))
        }
    }

    /// The cells as a buffer pointer without a closure, for the merge loop. Valid only while
    /// the caller keeps this list's storage alive and unchanged (a row in the tableau, or a
    /// row held by the caller).
    @inline(__always)
    var unsafeCells: UnsafeBufferPointer<Cell> {
        guard let storage else { return UnsafeBufferPointer(start: nil, count: 0) }
        return UnsafeBufferPointer(start: storage.withUnsafeMutablePointerToElements { $0 }, count: storage.cellCount)
    }

    /// Unshared room for `capacity` cells, whose old contents no longer count: the caller
    /// initialises a prefix through the returned pointer, then calls `finishOverwrite(count:)`.
    @inline(__always)
    mutating func beginOverwrite(capacity: Int) -> UnsafeMutablePointer<Cell> {
        if !hasUnsharedRoom(for: capacity) {
            storage = CellStorage.make(capacity: Swift.max(capacity, 2 * count, 8))
        }
        return storage.unsafelyUnwrapped.withUnsafeMutablePointerToElements { $0 }
    }

    /// Whether `beginOverwrite(capacity:)` would reuse this list's storage.
    @inline(__always)
    mutating func hasUnsharedRoom(for capacity: Int) -> Bool {
        isKnownUniquelyReferenced(&storage) && storage.unsafelyUnwrapped.cellCapacity >= capacity
    }

    @inline(__always)
    mutating func finishOverwrite(count: Int) {
        storage.unsafelyUnwrapped.cellCount = count
    }

    mutating func reserveCapacity(_ minimum: Int) {
        makeUnique(minimumCapacity: minimum)
    }

    mutating func append(_ cell: Cell) {
        insert(cell, at: count)
    }

    mutating func insert(_ cell: Cell, at position: Int) {
        let oldCount = count
        precondition(position >= 0 && position <= oldCount, "CellList index out of range")
        makeUnique(minimumCapacity: oldCount + 1)
        let storage = self.storage!
        storage.withUnsafeMutablePointerToElements { base in
            (base + position + 1).moveInitialize(from: base + position, count: oldCount - position)
            (base + position).initialize(to: cell)
        }
        storage.cellCount = oldCount + 1
    }

    mutating func remove(at position: Int) {
        let oldCount = count
        precondition(position >= 0 && position < oldCount, "CellList index out of range")
        makeUnique(minimumCapacity: oldCount)
        let storage = self.storage!
        storage.withUnsafeMutablePointerToElements { base in
            (base + position).moveInitialize(from: base + position + 1, count: oldCount - position - 1)
        }
        storage.cellCount = oldCount - 1
    }

    /// Keeps the storage (a plain `Cell` needs no deinitialisation).
    mutating func removeAll() {
        guard count > 0 else { return }
        if isKnownUniquelyReferenced(&storage) {
            storage!.cellCount = 0
        } else {
            storage = nil
        }
    }

    /// Makes the storage unshared with room for `minimumCapacity` cells, copying the cells.
    @inline(__always)
    private mutating func makeUnique(minimumCapacity: Int) {
        if !hasUnsharedRoom(for: minimumCapacity) { grow(minimumCapacity: minimumCapacity) }
    }

    private mutating func grow(minimumCapacity: Int) {
        let oldCount = count
        let oldCapacity = capacity
        // Doubling when out of room keeps appends amortised O(1); a copy for sharing keeps
        // the old capacity.
        // At least 8: most rows have 2 to 8 cells, so a new row allocates once.
        let grown = Swift.max(minimumCapacity, oldCapacity < minimumCapacity ? 2 * oldCapacity : oldCapacity, 8)
        let fresh = CellStorage.make(capacity: grown)
        if let storage {
            storage.withUnsafeMutablePointerToElements { source in
                fresh.withUnsafeMutablePointerToElements { target in
                    target.initialize(from: source, count: oldCount)
                }
            }
        }
        fresh.cellCount = oldCount
        storage = fresh
    }
}

/// The heap buffer behind a `CellList`: a count, a capacity and the cells. The capacity is
/// kept in the header because asking the allocator (`ManagedBuffer.capacity`) is a call.
final class CellStorage: ManagedBuffer<CellStorage.Header, Cell> {
    struct Header {
        var count: Int
        var capacity: Int
    }

    /// The header's fields, read and written through its pointer (a class property access
    /// would be checked for exclusivity at run time).
    @inline(__always)
    var cellCount: Int {
        get { withUnsafeMutablePointerToHeader { $0.pointee.count } }
        set { withUnsafeMutablePointerToHeader { $0.pointee.count = newValue } }
    }

    @inline(__always)
    var cellCapacity: Int { withUnsafeMutablePointerToHeader { $0.pointee.capacity } }

    static func make(capacity: Int) -> CellStorage {
        let buffer = CellStorage.create(minimumCapacity: capacity) { _ in Header(count: 0, capacity: capacity) }
        return unsafeDowncast(buffer, to: CellStorage.self)
    }
}
