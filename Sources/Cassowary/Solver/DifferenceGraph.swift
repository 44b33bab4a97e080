/// Whether a new difference constraint can hold with a feasible system of difference
/// constraints, decided on their constraint graph (`DifferenceEdges`) without a tableau.
///
/// The system is infeasible exactly when the graph has a negative cycle; the old system is
/// feasible, so such a cycle runs through a new edge `u → v` of weight `w`, and it is the
/// shortest path from `v` back to `u` when that path plus `w` is negative. The values the
/// solver holds satisfy the old system, so they are a feasible potential `π`: every reduced
/// weight `w(a→b) + π(a) - π(b)` is non-negative (up to rounding, clamped to zero) and Dijkstra's
/// search finds the path (B. Cotton and O. Maler, SAT 2006, for difference logic in SMT).
///
/// A simple negative cycle is an irreducible infeasible set: without any one of its
/// constraints the rest is a path (an equality adds the reverse edge of its own, a zero-weight
/// two-cycle), which always holds. So the cycle's constraints are a minimal conflict.
struct DifferenceGraph {
    /// How a new constraint fares.
    enum Verdict: Equatable {
        /// It cannot hold: the positions (in the order given to `init`) of the constraints of
        /// a simple negative cycle through it, ascending, each once.
        case conflict([Int])
        /// Every cycle through it is non-negative, with room to spare.
        case feasible
        /// Within the tolerance either way: the tableau has to decide.
        case undecided
    }

    /// The tableau's threshold on phase one's artificial variable (`nearZero`), in the new
    /// constraint's own units: a violation above it is an infeasible add.
    static let absoluteTolerance = 1.0e-8
    /// Rounding allowed for, relative to the magnitudes of the weights and values involved.
    static let relativeTolerance = 1.0e-9

    /// Node 0 is fixed at zero (for bounds); the others are variables.
    private var nodeOf = VariableTable<Int32>()
    private var potential: [Double] = [0]
    /// Edges grouped by their tail: node `n`'s are `start[n]..<start[n + 1]`.
    private var start: [Int32] = []
    private var tailOf: [Int32] = []
    private var headOf: [Int32] = []
    private var weight: [Double] = []
    private var reduced: [Double] = []
    private var owner: [Int32] = []
    /// The sum of what clamping added to reduced weights: a path's true reduced length is at
    /// least its clamped length minus this.
    private var clamped = 0.0

    /// The graph of `constraints` (every one a difference constraint), whose `xValue` and
    /// `yValue` give the potential of each variable (values at which all of them hold).
    /// - Complexity: O(V + E), one table lookup per term.
    init(_ constraints: [DifferenceEdges]) {
        var tails: [Int32] = []
        var heads: [Int32] = []
        var weights: [Double] = []
        var owners: [Int32] = []
        let edgeCount = constraints.count * 2
        tails.reserveCapacity(edgeCount)
        heads.reserveCapacity(edgeCount)
        weights.reserveCapacity(edgeCount)
        owners.reserveCapacity(edgeCount)
        potential.reserveCapacity(constraints.count + 1)
        for (index, edges) in constraints.enumerated() {
            let x = addNode(edges.x, value: edges.xValue)
            let y = edges.y.map { addNode($0, value: edges.yValue) } ?? 0
            if let forward = edges.forward {
                tails.append(x)
                heads.append(y)
                weights.append(forward)
                owners.append(Int32(index))
            }
            if let backward = edges.backward {
                tails.append(y)
                heads.append(x)
                weights.append(backward)
                owners.append(Int32(index))
            }
        }
        // Counting sort by tail, stable: each node's edges keep the order of the constraints.
        let nodeCount = potential.count
        start = [Int32](repeating: 0, count: nodeCount + 1)
        for tail in tails { start[Int(tail) + 1] += 1 }
        for node in 0..<nodeCount { start[node + 1] += start[node] }
        var next = start
        tailOf = [Int32](repeating: 0, count: tails.count)
        headOf = [Int32](repeating: 0, count: tails.count)
        weight = [Double](repeating: 0, count: tails.count)
        reduced = [Double](repeating: 0, count: tails.count)
        owner = [Int32](repeating: 0, count: tails.count)
        for edge in tails.indices {
            let from = Int(tails[edge])
            let slot = Int(next[from])
            next[from] += 1
            tailOf[slot] = tails[edge]
            headOf[slot] = heads[edge]
            weight[slot] = weights[edge]
            owner[slot] = owners[edge]
            let cost = weights[edge] + potential[from] - potential[Int(heads[edge])]
            if cost < 0 { clamped -= cost }
            reduced[slot] = max(cost, 0)
        }
    }

    private mutating func addNode(_ variable: Variable, value: Double) -> Int32 {
        if let node = nodeOf[variable] { return node }
        let node = Int32(potential.count)
        nodeOf[variable] = node
        potential.append(value)
        return node
    }

    /// The verdict on adding `edges` (the new constraint): a conflict when a cycle through one
    /// of its edges is negative beyond the tolerance, feasible when none can be.
    /// - Complexity: one or two Dijkstra searches, O(E log V), each stopping once no shorter
    ///   path can close a negative cycle.
    func verdict(adding edges: DifferenceEdges) -> Verdict {
        let x = nodeOf[edges.x]
        let y = edges.y.map { nodeOf[$0] } ?? 0
        // A variable that no constraint here mentions closes no cycle.
        guard let x, let y else { return .feasible }
        // y → x, then x → y: an equality is judged on both.
        let first = edges.backward.map { cycle(through: y, x, weight: $0, scale: edges.scale) } ?? .feasible
        if case .conflict = first { return first }
        let second = edges.forward.map { cycle(through: x, y, weight: $0, scale: edges.scale) } ?? .feasible
        if case .conflict = second { return second }
        return first == .feasible && second == .feasible ? .feasible : .undecided
    }

    private static func tolerance(scale: Double, magnitude: Double) -> Double {
        absoluteTolerance + relativeTolerance * scale * magnitude
    }

    /// The verdict on the cycles a new edge `tail → tip` closes: Dijkstra from `tip` to `tail`.
    private func cycle(through tail: Int32, _ tip: Int32, weight newWeight: Double, scale: Double) -> Verdict {
        let closing = newWeight + potential[Int(tail)] - potential[Int(tip)]
        let band = Self.tolerance(scale: scale, magnitude: abs(newWeight) + abs(potential[Int(tail)]) + abs(potential[Int(tip)]))
        var distance = [Double](repeating: .infinity, count: potential.count)
        var through = [Int32](repeating: -1, count: potential.count)
        var done = [Bool](repeating: false, count: potential.count)
        var heap = DistanceHeap()
        distance[Int(tip)] = 0
        heap.push(0, tip)
        while let (reach, node) = heap.pop() {
            guard !done[Int(node)] else { continue }
            done[Int(node)] = true
            // Every path still to be found is at least this long: no negative cycle is left.
            if (reach - clamped + closing) * scale > band { return .feasible }
            if node == tail { return verdictOnPath(to: tail, from: tip, through: through, newWeight: newWeight, scale: scale) }
            for slot in Int(start[Int(node)])..<Int(start[Int(node) + 1]) {
                let next = Int(headOf[slot])
                let candidate = reach + reduced[slot]
                if !done[next] && candidate < distance[next] {
                    distance[next] = candidate
                    through[next] = Int32(slot)
                    heap.push(candidate, Int32(next))
                }
            }
        }
        return .feasible
    }

    /// The verdict on the cycle of the shortest path `tip ⇝ tail` and the new edge, with its
    /// length summed from the weights themselves (not the reduced ones): a conflict when it is
    /// negative beyond the tolerance at the magnitudes on it, else undecided (a path this short
    /// was not far enough from a negative cycle to call the add feasible).
    private func verdictOnPath(to tail: Int32, from tip: Int32, through: [Int32], newWeight: Double,
                               scale: Double) -> Verdict {
        var slots: [Int] = []
        var node = tail
        while node != tip {
            let slot = Int(through[Int(node)])
            slots.append(slot)
            node = tailOf[slot]
        }
        var length = newWeight
        var magnitude = abs(newWeight)
        var largestValue = max(abs(potential[Int(tail)]), abs(potential[Int(tip)]))
        for slot in slots.reversed() {
            length += weight[slot]
            magnitude += abs(weight[slot])
            largestValue = max(largestValue, abs(potential[Int(headOf[slot])]))
        }
        let band = Self.tolerance(scale: scale, magnitude: magnitude + largestValue)
        if length * scale < -band {
            // A shortest path visits each node once, so it never holds both edges of an
            // equality (they join the same two nodes): each constraint comes once.
            return .conflict(slots.map { Int(owner[$0]) }.sorted())
        }
        return .undecided
    }
}
