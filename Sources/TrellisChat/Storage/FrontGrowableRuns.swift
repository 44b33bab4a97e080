/// The elements of a ``FrontGrowableArray`` read in place, by index, without copying them
/// (a chat message is 144 bytes and six references: a copy costs a few hundred instructions).
/// Valid only inside ``FrontGrowableArray/withRuns(_:)``.
@usableFromInline
package struct FrontGrowableRuns<Element> {
    /// The prepended elements, reversed, and the rest in order (as in the array).
    @usableFromInline let front: UnsafeBufferPointer<Element>, back: UnsafeBufferPointer<Element>

    @usableFromInline
    init(front: UnsafeBufferPointer<Element>, back: UnsafeBufferPointer<Element>) {
        self.front = front
        self.back = back
    }

    /// The number of elements.
    package var count: Int { front.count + back.count }

    /// The element at `position`, counted from the first (prepended) one, borrowed in place.
    package subscript(position: Int) -> Element {
        unsafeAddress {
            precondition(position >= 0 && position < front.count + back.count, "index out of range")
            let split = front.count
            return position < split ? front.baseAddress! + (split - 1 - position) : back.baseAddress! + (position - split)
        }
    }
}

extension FrontGrowableArray {
    /// Calls `body` with the elements read in place (see ``FrontGrowableRuns``).
    @inlinable
    package func withRuns<R>(_ body: (FrontGrowableRuns<Element>) -> R) -> R {
        front.withUnsafeBufferPointer { front in
            back.withUnsafeBufferPointer { back in body(FrontGrowableRuns(front: front, back: back)) }
        }
    }
}
