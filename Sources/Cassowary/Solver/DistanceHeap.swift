/// A binary min-heap of (distance, node) pairs for Dijkstra's search in `DifferenceGraph`.
/// Entries are never decreased in place: a shorter distance is pushed again and the stale entry
/// skipped when it surfaces. Ties go to the smaller node, so the search order is deterministic.
struct DistanceHeap {
    private var distances: [Double] = []
    private var nodes: [Int32] = []

    var isEmpty: Bool { nodes.isEmpty }

    @inline(__always)
    private func precedes(_ i: Int, _ j: Int) -> Bool {
        distances[i] < distances[j] || distances[i] == distances[j] && nodes[i] < nodes[j]
    }

    private mutating func swapAt(_ i: Int, _ j: Int) {
        distances.swapAt(i, j)
        nodes.swapAt(i, j)
    }

    /// - Complexity: O(log n).
    mutating func push(_ distance: Double, _ node: Int32) {
        distances.append(distance)
        nodes.append(node)
        var child = nodes.count - 1
        while child > 0 {
            let parent = (child - 1) / 2
            guard precedes(child, parent) else { break }
            swapAt(child, parent)
            child = parent
        }
    }

    /// The entry of least distance, removed.
    /// - Complexity: O(log n).
    mutating func pop() -> (distance: Double, node: Int32)? {
        guard let lastNode = nodes.last else { return nil }
        let top = (distances[0], nodes[0])
        let lastDistance = distances.removeLast()
        nodes.removeLast()
        if nodes.isEmpty { return top }
        distances[0] = lastDistance
        nodes[0] = lastNode
        var parent = 0
        while true {
            let left = 2 * parent + 1
            guard left < nodes.count else { break }
            var least = left
            if left + 1 < nodes.count && precedes(left + 1, left) { least = left + 1 }
            guard precedes(least, parent) else { break }
            swapAt(least, parent)
            parent = least
        }
        return top
    }
}
