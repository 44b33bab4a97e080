import Trellis

/// Issue 12's scroll target: a scroll node whose content is a vertical stack of 1,000 rows
/// (the classic recipe: the stack pinned to the content guide, as wide as the frame guide),
/// laid out once; then 100,000 offset changes, each with a read of the visible rect (target:
/// under 1 µs each: an offset moves `bounds` only, nothing is solved). A second phase runs
/// `layoutIfNeeded()` after each of 1,000 changes, which solves nothing either but writes
/// the tree's frames and runs its `layoutSubviews()`, O(nodes). Checksums add the bounds'
/// tops and check that the content height is still 1,000 × 44.
enum ScrollOffsetWorkload {
    struct Screen {
        let root: LayoutNode
        let scroll: ScrollNode
        let rows: [LayoutNode]
    }

    static func build(rows count: Int) -> Screen {
        let root = LayoutNode(frame: Rect(x: 0, y: 0, width: 375, height: 812))
        root.displayScale = 0
        let scroll = ScrollNode()
        root.addSubview(scroll)
        scroll.snp.makeConstraints { make in make.edges.equalToSuperview() }
        let rows = (0..<count).map { _ in FixedSizeNode(size: Size(width: LayoutNode.noIntrinsicMetric, height: 44)) }
        let list = StackNode(arrangedSubviews: rows)
        list.axis = .vertical
        scroll.addSubview(list)
        list.snp.makeConstraints { make in
            make.edges.equalTo(scroll.contentLayoutGuide)
            make.width.equalTo(scroll.frameLayoutGuide)
        }
        root.layoutIfNeeded()
        return Screen(root: root, scroll: scroll, rows: rows)
    }

    @inline(never)
    static func phaseOffsets(_ screen: Screen, count: Int, layout: Bool) -> Double {
        var checksum = 0.0
        let maximum = screen.scroll.maximumContentOffset.y
        for k in 0..<count {
            screen.scroll.contentOffset = Point(x: 0, y: Double(k % 1000) / 1000 * maximum)
            if layout { screen.root.layoutIfNeeded() }
            checksum += screen.scroll.bounds.minY
        }
        return screen.scroll.contentSize.height == Double(screen.rows.count) * 44 ? checksum : -1
    }

    static func run(_ context: inout BenchmarkContext, rows: Int, repetitions: Int) {
        // Σ over k of (k mod 1000)/1000 × (44·rows − 812): 999/2 per 1000 changes.
        func expected(_ changes: Int) -> Double { Double(changes / 1000) * 999 / 2 * (44 * Double(rows) - 812) }
        let changes = context.isSmoke ? 1000 : 100_000
        context.measure("scroll offset N=\(rows)", "\(changes) offset changes", repetitions: repetitions,
                        operations: changes, unit: "change", expected: expected(changes),
                        setup: { build(rows: rows) }) { screen in
            phaseOffsets(screen, count: changes, layout: false)
        }
        context.measure("scroll offset N=\(rows)", "1000 offset changes+layoutIfNeeded", repetitions: repetitions,
                        operations: 1000, unit: "change", expected: expected(1000),
                        setup: { build(rows: rows) }) { screen in
            phaseOffsets(screen, count: 1000, layout: true)
        }
    }
}
