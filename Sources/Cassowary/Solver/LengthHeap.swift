/// The queue `SparseElimination` takes its next equation from: `(length, index)` pairs popped
/// smallest length first, ties by smallest index (a pair pushed twice comes out twice).
///
/// A bucket per length rather than one binary heap: lengths are small, and an elimination
/// first pushes every equation in index order, so each bucket starts as a sorted run that
/// pops in O(1). Pairs pushed later out of order go to the bucket's own small heap. The pop
/// order is the heap's exactly: each pop returns the least pair held, whatever the layout.
struct LengthHeap {
    private struct Bucket {
        /// Indices pushed in non-decreasing order; `head` is the next one to pop.
        var run: [Int] = []
        var head = 0
        /// The other indices, a binary min-heap.
        var heap: [Int] = []

        var isEmpty: Bool { head == run.count && heap.isEmpty }
    }

    private var buckets: [Bucket] = []
    /// No bucket below this length holds a pair.
    private var lowest = 0

    mutating func push(length: Int, index: Int) {
        if length >= buckets.count {
            buckets.reserveCapacity(max(length + 1, 8))
            while buckets.count <= length { buckets.append(Bucket()) }
        }
        if length < lowest { lowest = length }
        buckets.withUnsafeMutableBufferPointer { buckets in
            if buckets[length].head > 0 && buckets[length].head == buckets[length].run.count {
                buckets[length].run.removeAll(keepingCapacity: true)
                buckets[length].head = 0
            }
            if let last = buckets[length].run.last, last > index {
                Self.heapPush(index, &buckets[length].heap)
            } else {
                buckets[length].run.append(index)
            }
        }
    }

    mutating func pop() -> (Int, Int)? {
        while lowest < buckets.count && buckets[lowest].isEmpty { lowest += 1 }
        guard lowest < buckets.count else { return nil }
        let length = lowest
        let index = buckets.withUnsafeMutableBufferPointer { buckets -> Int in
            let head = buckets[length].head
            let fromRun = head < buckets[length].run.count ? buckets[length].run[head] : Int.max
            if !buckets[length].heap.isEmpty && buckets[length].heap[0] < fromRun {
                return Self.heapPop(&buckets[length].heap)
            }
            buckets[length].head = head + 1
            return fromRun
        }
        return (length, index)
    }

    /// Sifts `value` up from a new last slot, moving parents down into the hole (one store
    /// per level instead of a swap), through the buffer.
    private static func heapPush(_ value: Int, _ heap: inout [Int]) {
        heap.append(value)
        heap.withUnsafeMutableBufferPointer { heap in
            var child = heap.count - 1
            while child > 0 {
                let parent = (child - 1) >> 1
                let above = heap[parent]
                guard value < above else { break }
                heap[child] = above
                child = parent
            }
            heap[child] = value
        }
    }

    /// Takes the least value; the last one sifts down from the root the same way.
    private static func heapPop(_ heap: inout [Int]) -> Int {
        let first = heap[0]
        let last = heap.removeLast()
        guard !heap.isEmpty else { return first }
        heap.withUnsafeMutableBufferPointer { heap in
            let count = heap.count
            var hole = 0
            while true {
                let left = 2 * hole + 1
                guard left < count else { break }
                var best = left
                if left + 1 < count && heap[left + 1] < heap[left] { best = left + 1 }
                let below = heap[best]
                guard below < last else { break }
                heap[hole] = below
                hole = best
            }
            heap[hole] = last
        }
        return first
    }
}
