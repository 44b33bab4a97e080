import Trellis

/// Workload (d) written with the DSL: N nodes in rows of 10 sharing the container width,
/// built with `snp.makeConstraints` and laid out with `layoutIfNeeded()` (frames unsnapped,
/// `displayScale = 0`, so the checksums match the raw solver's exactly).
enum DSLGridWorkload {
    struct Grid {
        let root: LayoutNode
        let nodes: [LayoutNode]
    }

    @inline(never)
    static func benchDSLGridBuild(count: Int) -> Grid {
        let root = LayoutNode()
        root.frame = Rect(x: 0, y: 0, width: 375, height: 10_000)
        root.displayScale = 0
        var nodes: [LayoutNode] = []
        nodes.reserveCapacity(count)
        for _ in 0..<count {
            let node = LayoutNode()
            root.addSubview(node)
            nodes.append(node)
        }
        for i in 0..<count {
            let column = i % 10
            nodes[i].snp.makeConstraints { make in
                if column == 0 {
                    make.left.equalToSuperview().offset(8)
                } else {
                    make.left.equalTo(nodes[i - 1].snp.right).offset(8)
                }
                if i == 0 {
                    make.top.equalToSuperview().offset(8)
                } else if column == 0 {
                    make.top.equalTo(nodes[i - 10].snp.bottom).offset(8)
                } else {
                    make.top.equalTo(nodes[i - 1])
                }
                if i > 0 { make.width.equalTo(nodes[i - 1]) }
                make.height.equalTo(nodes[i].snp.width)
                make.width.greaterThanOrEqualTo(0)
                if column == 9 { make.right.equalToSuperview().offset(-8) }
            }
        }
        root.layoutIfNeeded()
        return Grid(root: root, nodes: nodes)
    }

    @inline(never)
    static func benchDSLGridLoop(_ grid: Grid) -> Double {
        var checksum = 0.0
        let last = grid.nodes[grid.nodes.count - 1]
        for k in 0..<1000 {
            grid.root.frame.size.width = Double(320 + 8 * (k % 100))
            grid.root.layoutIfNeeded()
            checksum += last.frame.minY + last.frame.height
        }
        return checksum
    }

    static func run(_ context: inout BenchmarkContext, count: Int, repetitions: Int) {
        let rows = Double(count / 10)
        let name = "DSL grid N=\(count)"
        context.measure(name, "build+layout", repetitions: repetitions, expected: 28.7) {
            let grid = benchDSLGridBuild(count: count)
            return grid.nodes[0].frame.width
        }
        context.measure(name, "1000 width changes+layout", repetitions: repetitions, operations: 1000, unit: "iter",
                        expected: 70_800 * rows, setup: { benchDSLGridBuild(count: count) }) { grid in
            let checksum = benchDSLGridLoop(grid)
            return abs(grid.nodes[0].frame.width - 102.4) < 1e-6 ? checksum : -1
        }
    }
}
