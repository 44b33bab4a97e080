/// An array that grows at both ends in amortised O(1) per element: prepending a page of
/// older messages costs O(page), never a move of everything after it. Two contiguous arrays
/// back it: `front` holds the prepended elements in reverse order, `back` the rest, so an
/// element is one branch and one array read away. A value with copy-on-write, like `Array`.
///
/// ```swift
/// var list = FrontGrowableArray([3, 4])
/// list.prepend(contentsOf: [1, 2])
/// list.append(5)
/// Array(list)   // [1, 2, 3, 4, 5]
/// list[0]       // 1
/// ```
package struct FrontGrowableArray<Element>: RandomAccessCollection, MutableCollection {
    /// Prepended elements, reversed: `front.last` is element 0.
    @usableFromInline var front: [Element]
    /// Elements from `front.count` on, in order.
    @usableFromInline var back: [Element]

    /// An empty array.
    package init() {
        front = []
        back = []
    }

    /// The elements of `elements`, in order (shares an array's storage until written).
    package init(_ elements: [Element]) {
        front = []
        back = elements
    }

    /// The elements of any sequence, in order.
    package init<S: Sequence>(_ elements: S) where S.Element == Element {
        front = []
        back = Array(elements)
    }

    /// The first index: always 0, even after prepending.
    package var startIndex: Int { 0 }
    /// One past the last index: the element count.
    package var endIndex: Int { front.count + back.count }
    /// The number of elements, O(1).
    package var count: Int { front.count + back.count }
    /// Whether there are no elements.
    package var isEmpty: Bool { front.isEmpty && back.isEmpty }

    /// The index after `i`.
    @inlinable package func index(after i: Int) -> Int { i + 1 }
    /// The index before `i`.
    @inlinable package func index(before i: Int) -> Int { i - 1 }

    /// The element at `position`, counted from the first (prepended) element. O(1).
    ///
    /// ```swift
    /// var list: FrontGrowableArray = [2, 3]
    /// list.prepend(contentsOf: [0, 1])
    /// list[0]   // 0
    /// list[3] = 30
    /// ```
    @inlinable
    package subscript(position: Int) -> Element {
        get {
            let split = front.count
            return position < split ? front[split - 1 - position] : back[position - split]
        }
        set {
            let split = front.count
            if position < split { front[split - 1 - position] = newValue } else { back[position - split] = newValue }
        }
    }

    /// Puts `elements` before the first element, in their order. O(`elements.count`).
    package mutating func prepend<C: BidirectionalCollection>(contentsOf elements: C) where C.Element == Element {
        front.append(contentsOf: elements.reversed())
    }

    /// Puts `element` after the last one.
    package mutating func append(_ element: Element) { back.append(element) }

    /// Puts `elements` after the last one, in order.
    package mutating func append<S: Sequence>(contentsOf elements: S) where S.Element == Element {
        back.append(contentsOf: elements)
    }

    /// Removes every element.
    package mutating func removeAll(keepingCapacity: Bool = false) {
        front.removeAll(keepingCapacity: keepingCapacity)
        back.removeAll(keepingCapacity: keepingCapacity)
    }

    /// Reserves room for `count` elements at the end.
    mutating func reserveBack(_ count: Int) { back.reserveCapacity(count) }

    /// The elements as one array, in order.
    package var array: [Element] { front.isEmpty ? back : Array(self) }

    /// Calls `body` on every element in order, one contiguous run at a time (faster than
    /// indexing in hot loops).
    @inlinable
    package func forEachElement(_ body: (Element) throws -> Void) rethrows {
        for element in front.reversed() { try body(element) }
        for element in back { try body(element) }
    }

    /// The bytes reserved by the two backing arrays (capacity × stride).
    var allocatedBytes: Int { (front.capacity + back.capacity) * MemoryLayout<Element>.stride }
}

extension FrontGrowableArray: Sendable where Element: Sendable {}

extension FrontGrowableArray: Equatable where Element: Equatable {
    /// Element-wise equality, whatever the split between the prepended and appended parts.
    package static func == (lhs: Self, rhs: Self) -> Bool { lhs.elementsEqual(rhs) }
}

extension FrontGrowableArray: Hashable where Element: Hashable {
    /// Hashes the count and the elements in order.
    package func hash(into hasher: inout Hasher) {
        hasher.combine(count)
        forEachElement { hasher.combine($0) }
    }
}

extension FrontGrowableArray: ExpressibleByArrayLiteral {
    /// A list of the literal's elements.
    package init(arrayLiteral elements: Element...) { self.init(elements) }
}
