import Testing
import TrellisTestSupport
import Trellis

/// Layouts after required constant updates write only the frames that moved (a leaf row
/// rewrites just the axis its moved value belongs to); every frame must be what writing the
/// whole tree from the same solver gives, on pixel grids where snapping matters.
@Suite struct MovedFramesTests {
    /// `count` rows in a staircase: each row's top on the previous row's bottom and its left
    /// at the previous row's left plus an inset, its height and inset kept as constraints.
    private static func staircase(_ count: Int, heights: [Double], insets: [Double], scale: Double)
        -> (root: LayoutNode, rows: [LayoutNode], heights: [Constraint], insets: [Constraint]) {
        let root = LayoutNode()
        root.frame = Rect(x: 0, y: 0, width: 500, height: 900)
        root.displayScale = scale
        var rows: [LayoutNode] = [], heightHandles: [Constraint] = [], insetHandles: [Constraint] = []
        for i in 0..<count {
            let row = LayoutNode()
            root.addSubview(row)
            let previous = rows.last
            var height: Constraint?, inset: Constraint?
            row.snp.makeConstraints { make in
                make.width.equalTo(120 + Double(i % 7) / 3)
                if let previous {
                    make.top.equalTo(previous.snp.bottom)
                    inset = make.left.equalTo(previous.snp.left).offset(insets[i]).constraint
                } else {
                    make.top.equalToSuperview()
                    inset = make.left.equalToSuperview().offset(insets[i]).constraint
                }
                height = make.height.equalTo(heights[i]).constraint
            }
            rows.append(row)
            heightHandles.append(height!)
            insetHandles.append(inset!)
        }
        root.layoutIfNeeded()
        return (root, rows, heightHandles, insetHandles)
    }

    @Test(arguments: [(1.0, 0), (2.0, 1), (3.0, 2), (0.0, 3)])
    func movedFramesMatchTheWholeTreeWritten(scale: Double, seed: Int) {
        var random = SplitMix64(seed: UInt64(41 + seed))
        let count = 120
        var heights = (0..<count).map { _ in Double(random.int(30...90)) / 3 }
        var insets = (0..<count).map { _ in Double(random.int(0...9)) / 3 }
        let tree = Self.staircase(count, heights: heights, insets: insets, scale: scale)
        for round in 0..<12 {
            // One to three changes between layouts, heights and insets mixed.
            for _ in 0..<random.int(1...3) {
                let i = random.int(0...(count - 1))
                if random.chance(0.5) {
                    heights[i] = Double(random.int(30...90)) / 3
                    tree.heights[i].update(offset: heights[i])
                } else {
                    insets[i] = Double(random.int(0...9)) / 3
                    tree.insets[i].update(offset: insets[i])
                }
            }
            tree.root.layoutIfNeeded()
            let moved = tree.rows.map(\.frame)
            // A frame set by hand makes the next layout write every frame.
            tree.rows[0].frame = Rect(x: -1, y: -1, width: 1, height: 1)
            tree.root.layoutIfNeeded()
            var wrong: [Int] = []
            for i in 0..<count where tree.rows[i].frame != moved[i] { wrong.append(i) }
            #expect(wrong.isEmpty, "round \(round): rows \(wrong.prefix(5)) differ from the whole tree written")
        }
    }
}
