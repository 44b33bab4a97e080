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
/// object's address): open addressing with linear probing, Fibonacci hashing, no per-process
/// random seed. A lookup costs a multiply and usually one probe (Swift's `Dictionary` spends
/// ~150 instructions hashing with SipHash). Its slot order is never used for anything that
/// affects results: callers that list values sort them.
struct IdentityTable<Key: IdentityKey, Value>: Sendable where Value: Sendable {
    private var keys: [UInt64] = []       // 0 marks an empty slot (variable ids start at 1)
    private var slots: [Value?] = []
    private var shift: UInt64 = 64
    private(set) var count = 0

    @inline(__always)
    private func home(_ key: UInt64) -> Int {
        Int(truncatingIfNeeded: (key &* 0x9E37_79B9_7F4A_7C15) >> shift)
    }

    @inline(__always)
    private func find(_ key: UInt64) -> (index: Int, found: Bool) {
        let mask = keys.count - 1
        var index = home(key)
        while true {
            let candidate = keys[index]
            if candidate == key { return (index, true) }
            if candidate == 0 { return (index, false) }
            index = (index + 1) & mask
        }
    }

    subscript(key: Key) -> Value? {
        @inline(__always) get {
            if count == 0 { return nil }
            let (index, found) = find(key.identityBits)
            return found ? slots[index] : nil
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
        if count == 0 { return false }
        let (index, found) = find(key.identityBits)
        guard found else { return false }
        change(&slots[index]!)
        return true
    }

    private mutating func insert(_ key: UInt64, _ value: Value) {
        if (count + 1) * 4 > keys.count * 3 { grow() }
        let (index, found) = find(key)
        if !found {
            keys[index] = key
            count += 1
        }
        slots[index] = value
    }

    private mutating func remove(_ key: UInt64) {
        guard count > 0 else { return }
        var (hole, found) = find(key)
        guard found else { return }
        keys[hole] = 0
        slots[hole] = nil
        count -= 1
        // Backward-shift deletion keeps every probe chain unbroken.
        let mask = keys.count - 1
        var index = (hole + 1) & mask
        while keys[index] != 0 {
            let wanted = home(keys[index])
            let distanceToHole = (hole - wanted) & mask
            let distanceToIndex = (index - wanted) & mask
            if distanceToHole < distanceToIndex {
                keys[hole] = keys[index]
                slots[hole] = slots[index]
                keys[index] = 0
                slots[index] = nil
                hole = index
            }
            index = (index + 1) & mask
        }
    }

    private mutating func grow() {
        let capacity = max(16, keys.count * 2)
        let oldKeys = keys
        let oldSlots = slots
        keys = Array(repeating: 0, count: capacity)
        slots = Array(repeating: nil, count: capacity)
        shift = UInt64(64 - capacity.trailingZeroBitCount)
        count = 0
        for index in oldKeys.indices where oldKeys[index] != 0 {
            insert(oldKeys[index], oldSlots[index]!)
        }
    }

    /// Empties the table, keeping its memory.
    mutating func removeAll() {
        for index in keys.indices where keys[index] != 0 {
            keys[index] = 0
            slots[index] = nil
        }
        count = 0
    }

    /// The stored values, in slot order (callers sort when order matters).
    var values: [Value] { slots.compactMap { $0 } }
}
