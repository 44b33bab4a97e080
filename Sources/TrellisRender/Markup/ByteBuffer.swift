/// A growable buffer of UTF-8 bytes for the markup writers: appends are plain memory copies
/// (no generic collection paths, no uniqueness or exclusivity checks), and the finished text
/// becomes one string or byte array. Noncopyable: one owner, passed `inout`.
package struct ByteBuffer: ~Copyable {
    private var base: UnsafeMutablePointer<UInt8>
    private var capacity: Int
    /// The bytes written so far.
    package private(set) var count = 0

    /// An empty buffer with room for `capacity` bytes before it grows.
    package init(capacity: Int = 4096) {
        self.capacity = max(capacity, 64)
        base = .allocate(capacity: self.capacity)
    }

    deinit { base.deallocate() }

    /// Makes room for `extra` more bytes, doubling the storage as needed.
    @inline(__always)
    private mutating func reserve(_ extra: Int) {
        if count + extra > capacity { grow(count + extra) }
    }

    private mutating func grow(_ needed: Int) {
        var newCapacity = capacity * 2
        while newCapacity < needed { newCapacity *= 2 }
        let storage = UnsafeMutablePointer<UInt8>.allocate(capacity: newCapacity)
        storage.initialize(from: base, count: count)
        base.deallocate()
        base = storage
        capacity = newCapacity
    }

    /// Appends one byte.
    @inline(__always)
    package mutating func append(_ byte: UInt8) {
        reserve(1)
        base[count] = byte
        count += 1
    }

    /// Appends `bytes`.
    @inline(__always)
    package mutating func append(_ bytes: UnsafeBufferPointer<UInt8>) {
        guard let source = bytes.baseAddress, bytes.count > 0 else { return }
        reserve(bytes.count)
        (base + count).initialize(from: source, count: bytes.count)
        count += bytes.count
    }

    /// Appends a string's UTF-8, copied from its storage.
    @inline(__always)
    package mutating func append(_ string: String) {
        var string = string
        string.withUTF8 { append($0) }
    }

    /// Appends a literal's UTF-8.
    @inline(__always)
    package mutating func append(_ string: StaticString) {
        string.withUTF8Buffer { append($0) }
    }

    /// Appends a copy of bytes already written (`range` within `0..<count`).
    @inline(__always)
    package mutating func appendCopy(of range: Range<Int>) {
        precondition(range.lowerBound >= 0 && range.upperBound <= count, "range outside the buffer")
        reserve(range.count)  // may move the storage: copy from it afterwards
        (base + count).initialize(from: base + range.lowerBound, count: range.count)
        count += range.count
    }

    /// Writes at most `maximum` bytes through `body`, which returns how many it wrote.
    @inline(__always)
    package mutating func write(maximum: Int, _ body: (UnsafeMutablePointer<UInt8>) -> Int) {
        reserve(maximum)
        count += body(base + count)
    }

    /// Calls `body` with the bytes written so far.
    package func withBytes<R>(_ body: (UnsafeBufferPointer<UInt8>) throws -> R) rethrows -> R {
        try body(UnsafeBufferPointer(start: base, count: count))
    }

    /// Forgets the bytes, keeping the storage.
    package mutating func removeAll() { count = 0 }

    /// The bytes as a string. The buffer holds UTF-8 the writers produced (whole characters of
    /// strings, ASCII markup), so the copy is not validated again: validating costs about nine
    /// instructions a byte once a document holds any non-ASCII character (19 MB for the
    /// 10,000-message chat). Debug builds check it.
    package var string: String {
        let bytes = UnsafeBufferPointer(start: base, count: count)
        assert(String(validating: bytes, as: UTF8.self) != nil, "ByteBuffer holds invalid UTF-8")
        return String(copying: UTF8Span(unchecked: bytes.span))
    }

    /// The bytes as an array.
    package var bytes: [UInt8] { Array(UnsafeBufferPointer(start: base, count: count)) }
}
