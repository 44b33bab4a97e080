/// A read-only array of values kept in the tail of a ``PreparedText/Storage``: it keeps the
/// storage alive (one reference, as an `Array` keeps its buffer) and checks its indices.
struct StoredArray<Element>: RandomAccessCollection {
    /// Keeps `base` valid.
    let owner: AnyObject?
    let base: UnsafePointer<Element>?
    let count: Int

    /// No elements, no owner.
    init() {
        owner = nil
        base = nil
        count = 0
    }

    /// `count` elements at `base`, which `owner` keeps allocated and unchanged.
    init(owner: AnyObject, base: UnsafePointer<Element>, count: Int) {
        self.owner = owner
        self.base = count > 0 ? base : nil
        self.count = count
    }

    var startIndex: Int { 0 }
    var endIndex: Int { count }

    @inline(__always)
    subscript(index: Int) -> Element {
        precondition(UInt(bitPattern: index) < UInt(bitPattern: count), "StoredArray index out of range")
        return base.unsafelyUnwrapped[index]
    }
}
