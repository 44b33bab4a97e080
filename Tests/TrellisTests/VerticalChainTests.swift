import Testing
import Trellis

/// Issue 13's DSL target as a test: 10,000 rows pinned top to bottom with SnapKit idioms, each
/// row's top the sum of the heights above it; changing one row's height (by its kept
/// `Constraint`, or by a layout constraint's `constant`) moves exactly the rows below it.
@Suite struct VerticalChainTests {
    static let count = 10_000

    /// Row `i`'s height, 20...50 points (the benchmark's).
    static func height(_ i: Int) -> Double { Double(20 + (i * 7) % 31) }

    static func makeChain() -> (root: LayoutNode, rows: [LayoutNode], heights: [Constraint]) {
        let root = makeRoot(width: 375, height: 812)
        let (rows, heights) = pin(count, rowsIn: root, height: height)
        root.layoutIfNeeded()
        return (root, rows, heights)
    }

    /// `count` rows added to `root`, each full width, its top on the previous row's bottom
    /// (the first on the root's top) and its height `height(i)`, kept as a `Constraint`.
    static func pin(_ count: Int, rowsIn root: LayoutNode, height: (Int) -> Double) -> ([LayoutNode], [Constraint]) {
        var rows: [LayoutNode] = [], heights: [Constraint] = []
        for i in 0..<count {
            let row = LayoutNode()
            root.addSubview(row)
            let previous = rows.last
            var handle: Constraint?
            row.snp.makeConstraints { make in
                make.left.right.equalToSuperview()
                if let previous { make.top.equalTo(previous.snp.bottom) } else { make.top.equalToSuperview() }
                handle = make.height.equalTo(height(i)).constraint
            }
            rows.append(row)
            heights.append(handle!)
        }
        return (rows, heights)
    }

    /// Every frame: x 0, width 375, height h_i, minY = h_0 + ... + h_(i-1).
    static func expectFrames(_ rows: [LayoutNode], changed: Int? = nil, by delta: Double = 0) {
        var top = 0.0
        var wrong = 0
        for (i, row) in rows.enumerated() {
            let height = height(i) + (i == changed ? delta : 0)
            if row.frame != Rect(x: 0, y: top, width: 375, height: height) { wrong += 1 }
            top += height
        }
        #expect(wrong == 0)
    }

    @Test func framesAreTheSumsOfTheHeightsAbove() {
        let chain = Self.makeChain()
        Self.expectFrames(chain.rows)
        #expect(chain.rows[Self.count - 1].frame.maxY == (0..<Self.count).reduce(0) { $0 + Self.height($1) })
    }

    @Test func oneRowsChangeMovesOnlyTheRowsBelow() {
        let chain = Self.makeChain()
        let middle = Self.count / 2
        let before = chain.rows.map(\.frame)
        chain.heights[middle].update(offset: Self.height(middle) + 7)
        chain.root.layoutIfNeeded()
        var movedAbove = 0, wrongBelow = 0
        for i in 0..<Self.count {
            let frame = chain.rows[i].frame
            if i < middle && frame != before[i] { movedAbove += 1 }
            if i > middle && frame != before[i].offsetBy(dx: 0, dy: 7) { wrongBelow += 1 }
        }
        #expect(movedAbove == 0)
        #expect(wrongBelow == 0)
        #expect(chain.rows[middle].frame == Rect(x: 0, y: before[middle].minY, width: 375, height: Self.height(middle) + 7))
        Self.expectFrames(chain.rows, changed: middle, by: 7)
        // Back, then another row through NSLayoutConstraint's `constant`, as ported code does.
        chain.heights[middle].update(offset: Self.height(middle))
        chain.heights[10].layoutConstraints[0].constant = Self.height(10) - 4
        chain.root.layoutIfNeeded()
        Self.expectFrames(chain.rows, changed: 10, by: -4)
    }

    /// Only the moved frames are rewritten after such a change (LayoutEngine+DirtyFrames):
    /// a guide and a nested node below the change follow it, a frame set by hand is written
    /// again at the next layout, and a resize still moves everything.
    @Test func movedFramesOnlyPathKeepsEveryFrameRight() {
        let root = makeRoot(width: 320, height: 600)
        let (rows, heights) = Self.pin(300, rowsIn: root) { Double(10 + $0 % 5) }
        let badge = LayoutNode()
        rows[250].addSubview(badge)
        badge.snp.makeConstraints { make in
            make.top.left.equalToSuperview().offset(2)
            make.size.equalTo(4)
        }
        let footer = LayoutGuide()
        root.addLayoutGuide(footer)
        footer.snp.makeConstraints { make in
            make.top.equalTo(rows[299].snp.bottom)
            make.left.right.equalToSuperview()
            make.height.equalTo(6)
        }
        root.layoutIfNeeded()
        func top(_ i: Int, moved: Double) -> Double {
            (0..<i).reduce(0.0) { $0 + Double(10 + $1 % 5) } + (i > 100 ? moved : 0)
        }
        heights[100].update(offset: 10 + 100 % 5 + 3)
        rows[20].frame = Rect(x: 1, y: 1, width: 1, height: 1)   // by hand: written again
        root.layoutIfNeeded()
        #expect(rows[20].frame == Rect(x: 0, y: top(20, moved: 3), width: 320, height: 10))
        #expect(rows[250].frame.minY == top(250, moved: 3))
        #expect(badge.frame == Rect(x: 2, y: 2, width: 4, height: 4))
        #expect(footer.layoutFrame == Rect(x: 0, y: top(300, moved: 3), width: 320, height: 6))
        // Two changes between layouts, then one more after a resize.
        heights[100].update(offset: 10 + 100 % 5)
        heights[200].update(offset: 10 + 200 % 5 - 4)
        root.layoutIfNeeded()
        #expect(rows[150].frame.minY == top(150, moved: 0))
        #expect(rows[201].frame.minY == top(201, moved: 0) - 4)
        #expect(footer.layoutFrame.minY == top(300, moved: 0) - 4)
        root.frame.size.width = 200
        heights[200].update(offset: 10 + 200 % 5)
        root.layoutIfNeeded()
        #expect(rows[0].frame.width == 200 && rows[299].frame.width == 200 && footer.layoutFrame.width == 200)
        #expect(rows[299].frame.minY == top(299, moved: 0))
    }
}
