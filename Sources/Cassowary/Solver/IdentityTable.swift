/// A key of an ``IdentityTable``: a non-zero 64-bit identity.
protocol IdentityKey {
    var identityBits: UInt64 { get }
}

extension Variable: IdentityKey {
    var identityBits: UInt64 { id }
}

extension ObjectIdentifier: IdentityKey {
    var identityBits: UInt64 { UInt64(UInt(bitPattern: self)) }
}

/// A variable-keyed table of the solver's hot paths.
typealias VariableTable<Value: Sendable> = IdentityTable<Variable, Value>

/// A map for the solver's hot paths keyed by an identity (a variable's id, a constraint
/// object's address): open addressing with linear probing over trivial slots (key and value
/// index), Fibonacci hashing, no per-process random seed; the values themselves sit densely in
/// one array, so growing rehashes only integers. A lookup costs a multiply and usually one probe
/// (Swift's `Dictionary` spends ~150 instructions hashing with SipHash). Its order is never used
/// for anything that affects results: callers that list values sort them.
struct IdentityTable<Key: IdentityKey, Value>: Sendable where Value: Sendable {
    private var keys: [UInt64] = []       // 0 marks an empty slot
    private var positions: [Int32] = []   // slot -> index into `stored`
    private var shift: UInt64 = 64
    /// The values, densely, with their keys.
    private(set) var values: [Value] = []
    private var storedKeys: [UInt64] = []

    var count: Int { values.count }

    @inline(__always)
    private func home(_ key: UInt64) -> Int {
        Int(truncatingIfNeeded: (key &* 0x9E37_79B9_7F4A_7C15) >> shift)
    }

    @inline(__always)
    private func find(_ key: UInt64) -> (slot: Int, found: Bool) {
        let mask = keys.count - 1
        var slot = home(key)
        while true {
            let candidate = keys[slot]
            if candidate == key { return (slot, true) }
            if candidate == 0 { return (slot, false) }
            slot = (slot + 1) & mask
        }
    }

    subscript(key: Key) -> Value? {
        @inline(__always) get {
            if values.isEmpty { return nil }
            let (slot, found) = find(key.identityBits)
            return found ? values[Int(positions[slot])] : nil
        }
        set {
            if let newValue { insert(key.identityBits, newValue) } else { remove(key.identityBits) }
        }
    }

    /// Removes and returns the value for `key`.
    mutating func removeValue(forKey key: Key) -> Value? {
        guard let value = self[key] else { return nil }
        remove(key.identityBits)
        return value
    }

    /// Changes the value stored for a key in place; returns false when it is absent.
    @inline(__always)
    mutating func update(_ key: Key, _ change: (inout Value) -> Void) -> Bool {
        if values.isEmpty { return false }
        let (slot, found) = find(key.identityBits)
        guard found else { return false }
        change(&values[Int(positions[slot])])
        return true
    }

    private mutating func insert(_ key: UInt64, _ value: Value) {
        if (values.count + 1) * 4 > keys.count * 3 { grow() }
        let (slot, found) = find(key)
        if found {
            values[Int(positions[slot])] = value
            return
        }
        keys[slot] = key
        positions[slot] = Int32(values.count)
        values.append(value)
        storedKeys.append(key)
    }

    private mutating func remove(_ key: UInt64) {
        guard !values.isEmpty else { return }
        var (hole, found) = find(key)
        guard found else { return }
        // Move the last value into the freed position.
        let position = Int(positions[hole])
        let last = values.count - 1
        if position != last {
            let movedKey = storedKeys[last]
            values.swapAt(position, last)
            storedKeys.swapAt(position, last)
            positions[find(movedKey).slot] = Int32(position)
        }
        values.removeLast()
        storedKeys.removeLast()
        keys[hole] = 0
        // Backward-shift deletion keeps every probe chain unbroken.
        let mask = keys.count - 1
        var slot = (hole + 1) & mask
        while keys[slot] != 0 {
            let wanted = home(keys[slot])
            if (hole - wanted) & mask < (slot - wanted) & mask {
                keys[hole] = keys[slot]
                positions[hole] = positions[slot]
                keys[slot] = 0
                hole = slot
            }
            slot = (slot + 1) & mask
        }
    }

    /// Room for `count` entries without growing: one allocation per array, up front. The
    /// order of `values` (insertions and removals) is the same at any capacity.
    mutating func reserveCapacity(_ count: Int) {
        var capacity = max(64, keys.count)
        while count * 4 > capacity * 3 { capacity *= 2 }
        values.reserveCapacity(count)
        storedKeys.reserveCapacity(count)
        guard capacity > keys.count else { return }
        rehash(capacity: capacity)
    }

    private mutating func grow() {
        if values.isEmpty {
            values.reserveCapacity(48)
            storedKeys.reserveCapacity(48)
        }
        rehash(capacity: max(64, keys.count * 2))
    }

    private mutating func rehash(capacity: Int) {
        keys = Array(repeating: 0, count: capacity)
        positions = Array(repeating: 0, count: capacity)
        shift = UInt64(64 - capacity.trailingZeroBitCount)
        for (position, key) in storedKeys.enumerated() {
            let (slot, _) = find(key)
            keys[slot] = key
            positions[slot] = Int32(position)
        }
    }

    /// Empties the table, keeping its memory.
    mutating func removeAll() {
        for slot in keys.indices { keys[slot] = 0 }
        values.removeAll(keepingCapacity: true)
        storedKeys.removeAll(keepingCapacity: true)
    }
}
