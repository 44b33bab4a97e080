import Testing
import TrellisTestSupport
import Trellis

/// Moved frames below a superview that is not the root, next to rows that are not leaves (a
/// subview, a guide), and after a leaf gains a subview: every frame after random constant
/// updates must equal a fresh tree's, built and solved from scratch with the same constants,
/// and (bit for bit) the whole tree written again from the same solver.
@Suite struct MovedFramesNestedTests {
    /// A root holding a container (pinned at a fractional offset) that holds a chain of rows;
    /// every fourth row has a subview inside it, every sixth one the container
    /// places, and every fifth a guide; each row of `grown`
    /// gets a container-placed subview too, made last (in the incremental tree, after the first layout).
    private struct Tree {
        let root: LayoutNode
        let container: LayoutNode
        let rows: [LayoutNode]
        var children: [LayoutNode] = []
        var guides: [LayoutGuide] = []
        var heights: [Constraint] = []
        var insets: [Constraint] = []

        init(heights: [Double], insets: [Double], scale: Double, grown: Set<Int>) {
            let root = LayoutNode(), container = LayoutNode()
            root.frame = Rect(x: 0, y: 0, width: 400, height: 900)
            root.displayScale = scale
            root.addSubview(container)
            container.snp.makeConstraints { make in
                make.left.equalToSuperview().offset(3.25)
                make.top.equalToSuperview().offset(7.5)
                make.width.equalTo(300)
                make.height.equalTo(800)
            }
            var rows: [LayoutNode] = [], heightHandles: [Constraint] = [], insetHandles: [Constraint] = []
            for i in heights.indices {
                let row = LayoutNode()
                container.addSubview(row)
                let previous = rows.last
                var height: Constraint?, inset: Constraint?
                row.snp.makeConstraints { make in
                    make.width.equalTo(200)
                    make.top.equalTo(previous?.snp.bottom ?? container.snp.top)
                    inset = make.left.equalTo(container.snp.left).offset(insets[i]).constraint
                    height = make.height.equalTo(heights[i]).constraint
                }
                rows.append(row)
                heightHandles.append(height!)
                insetHandles.append(inset!)
            }
            self.root = root
            self.container = container
            self.rows = rows
            self.heights = heightHandles
            self.insets = insetHandles
            for i in rows.indices where i % 4 == 1 { addChild(to: i) }
            for i in rows.indices where i % 6 == 3 { addAnchoredChild(to: i) }
            for i in grown.sorted() { addAnchoredChild(to: i) }
            for i in rows.indices where i % 5 == 2 {
                let guide = LayoutGuide(), row = rows[i]
                row.addLayoutGuide(guide)
                guide.snp.makeConstraints { make in
                    make.left.equalTo(row.snp.left).offset(0.75)
                    make.top.equalTo(row.snp.top).offset(1.25)
                    make.width.equalTo(5)
                    make.bottom.equalTo(row.snp.bottom).offset(-0.5)
                }
                guides.append(guide)
            }
        }

        /// A subview inset by fractions of a point, so its snapped frame depends on its row's.
        mutating func addChild(to i: Int) {
            let child = LayoutNode()
            rows[i].addSubview(child)
            child.snp.makeConstraints { make in
                make.left.top.equalToSuperview().offset(1.25)
                make.width.equalTo(10.5)
                make.bottom.equalToSuperview().offset(-0.75)
            }
            children.append(child)
        }

        /// A subview placed by the container, not by its row: when the row moves, only the
        /// subview's frame relative to the row changes (none of its own values moves).
        mutating func addAnchoredChild(to i: Int) {
            let child = LayoutNode(), container = container
            rows[i].addSubview(child)
            child.snp.makeConstraints { make in
                make.left.equalTo(container.snp.left).offset(2.5)
                make.top.equalTo(container.snp.top).offset(Double(i) + 0.25)
                make.width.height.equalTo(4)
            }
            children.append(child)
        }

        /// Every frame: the container, the rows, the subviews (in the order they were made),
        /// the guides.
        var frames: [Rect] {
            [container.frame] + rows.map(\.frame) + children.map(\.frame) + guides.map(\.layoutFrame)
        }
    }

    private static func bits(_ rect: Rect) -> [UInt64] {
        [rect.minX.bitPattern, rect.minY.bitPattern, rect.width.bitPattern, rect.height.bitPattern]
    }

    @Test(arguments: [(1.0, 0), (2.0, 1), (3.0, 2), (0.0, 3)])
    func nestedMovedFramesMatchAFreshSolve(scale: Double, seed: Int) {
        var random = SplitMix64(seed: UInt64(77 + seed))
        let count = 60
        // Quarters of a point: sums are exact, so the fresh solve is exactly comparable.
        var heights = (0..<count).map { _ in Double(random.int(40...160)) / 4 }
        var insets = (0..<count).map { _ in Double(random.int(0...12)) / 4 }
        var tree = Tree(heights: heights, insets: insets, scale: scale, grown: [])
        tree.root.layoutIfNeeded()
        var grown: Set<Int> = []
        for round in 0..<16 {
            if round == 8 {
                // A leaf gains a subview: no longer a leaf for the moved-frame writes.
                let i = (0..<count).first { $0 % 4 != 1 && $0 % 6 != 3 && $0 > count / 2 }!
                grown.insert(i)
                tree.addAnchoredChild(to: i)
            }
            for _ in 0..<random.int(1...3) {
                let i = random.int(0...(count - 1))
                if random.chance(0.6) {
                    heights[i] = Double(random.int(40...160)) / 4
                    tree.heights[i].update(offset: heights[i])
                } else {
                    insets[i] = Double(random.int(0...12)) / 4
                    tree.insets[i].update(offset: insets[i])
                }
            }
            tree.root.layoutIfNeeded()
            let moved = tree.frames
            let fresh = Tree(heights: heights, insets: insets, scale: scale, grown: grown)
            fresh.root.layoutIfNeeded()
            let expected = fresh.frames
            #expect(moved.count == expected.count)
            let wrong = moved.indices.filter { moved[$0] != expected[$0] }
            #expect(wrong.isEmpty, "round \(round): frames \(wrong.prefix(5)) differ from a fresh solve")
            // A frame set by hand makes the next layout write every frame from the same solver.
            tree.rows[0].frame = Rect(x: -1, y: -1, width: 1, height: 1)
            tree.root.layoutIfNeeded()
            let whole = tree.frames
            let unequal = moved.indices.filter { Self.bits(moved[$0]) != Self.bits(whole[$0]) }
            #expect(unequal.isEmpty, "round \(round): frames \(unequal.prefix(5)) differ from the whole tree written")
        }
    }
}
