import Trellis

/// Issue 13's DSL target: a vertical chain of N nodes pinned top to bottom, written as a
/// SnapKit user would (`left.right.equalToSuperview()`, `top.equalTo(previous.snp.bottom)`,
/// `height.equalTo(h)` with its `Constraint` kept), built and laid out once; then one middle
/// row's height changed with `update(offset:)` and the tree laid out again, reading a frame
/// below the change and the last one.
enum DSLChainWorkload {
    struct Chain {
        let root: LayoutNode
        let nodes: [LayoutNode]
        let heights: [Constraint]
    }

    /// Row `i`'s height: 20...50 points in a deterministic, irregular order.
    static func height(_ i: Int) -> Double { Double(20 + (i * 7) % 31) }

    /// The build phase (a separate function so that callgrind counts only its calls).
    @inline(never)
    static func phaseBuild(count: Int) -> Chain { build(count: count) }

    static func build(count: Int) -> Chain {
        let root = LayoutNode()
        root.frame = Rect(x: 0, y: 0, width: 375, height: 812)
        var nodes: [LayoutNode] = []
        var heights: [Constraint] = []
        nodes.reserveCapacity(count)
        heights.reserveCapacity(count)
        for i in 0..<count {
            let node = LayoutNode()
            root.addSubview(node)
            let previous = nodes.last
            var handle: Constraint?
            node.snp.makeConstraints { make in
                make.left.right.equalToSuperview()
                if let previous {
                    make.top.equalTo(previous.snp.bottom)
                } else {
                    make.top.equalToSuperview()
                }
                handle = make.height.equalTo(height(i)).constraint
            }
            nodes.append(node)
            heights.append(handle!)
        }
        root.layoutIfNeeded()
        return Chain(root: root, nodes: nodes, heights: heights)
    }

    /// `iterations` height changes of the middle row (by 1...10 points, never back to the same
    /// value twice in a row), each followed by a layout and a read of the row below it and the
    /// last row.
    @inline(never)
    static func phaseChange(_ chain: Chain, iterations: Int) -> Double { change(chain, iterations: iterations) }

    /// One change right after a build: it also factorizes the basis (`MarkerColumnCache`).
    @inline(never)
    static func phaseFirstChange(_ chain: Chain) -> Double { change(chain, iterations: 1) }

    static func change(_ chain: Chain, iterations: Int) -> Double {
        let middle = chain.nodes.count / 2
        let below = chain.nodes[middle + 1], last = chain.nodes[chain.nodes.count - 1]
        let handle = chain.heights[middle]
        var checksum = 0.0
        for k in 0..<iterations {
            handle.update(offset: height(middle) + Double(1 + k % 10))
            chain.root.layoutIfNeeded()
            checksum += below.frame.minY + last.frame.maxY
        }
        return checksum
    }

    /// The sum of every row's top after a build: top_i = h_0 + ... + h_(i-1).
    static func sumOfTops(count: Int) -> Double {
        var sum = 0.0, top = 0.0
        for i in 0..<count {
            sum += top
            top += height(i)
        }
        return sum
    }

    static func run(_ context: inout BenchmarkContext, count: Int, repetitions: Int, iterations: Int) {
        let name = "DSL chain N=\(count)"
        var built: Chain?
        context.measure(name, "build+layout", repetitions: repetitions, expected: sumOfTops(count: count)) {
            let chain = phaseBuild(count: count)
            built = chain
            var sum = 0.0
            for node in chain.nodes { sum += node.frame.minY }
            return sum
        }
        // Row middle+1's top is H_(middle+1) + d and the last row's bottom H_N + d, where H_n is
        // the sum of the first n heights and d = 1 + k % 10 the change in iteration k.
        let middle = count / 2
        var prefix = 0.0, total = 0.0
        for i in 0..<count {
            if i == middle + 1 { prefix = total }
            total += height(i)
        }
        var expected = 0.0
        for k in 0..<iterations { expected += prefix + total + 2 * Double(1 + k % 10) }
        context.measure(name, "first row height change+layout", repetitions: repetitions,
                        expected: prefix + total + 2, setup: { build(count: count) }) { chain in
            phaseFirstChange(chain)
        }
        context.measure(name, "\(iterations) row height changes+layout", repetitions: repetitions,
                        operations: iterations, unit: "change", expected: expected,
                        setup: { reuse(&built) { build(count: count) } }) { chain in
            phaseChange(chain, iterations: iterations)
        }
    }
}
