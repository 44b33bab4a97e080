import Testing
@testable import Trellis

/// PreparedLayout on its own: handles, sizes, widths, reads and its errors.
@Suite struct PreparedLayoutTests {
    /// root (width w) > box pinned at (8, 8), sized from outside; text under it (top = box.bottom
    /// + 4, 8 from both sides), height from outside; root.bottom = text.bottom + 8.
    private func makeTree() -> (root: LayoutNode, box: LayoutNode, text: LayoutNode) {
        let root = LayoutNode(debugLabel: "cell")
        let box = LayoutNode(debugLabel: "box"), text = LayoutNode(debugLabel: "text")
        root.addSubview(box)
        root.addSubview(text)
        box.snp.makeConstraints { make in
            make.left.top.equalToSuperview().offset(8)
        }
        text.snp.makeConstraints { make in
            make.top.equalTo(box.snp.bottom).offset(4)
            make.left.right.equalToSuperview().inset(8)
            make.bottom.equalToSuperview().offset(-8)
        }
        return (root, box, text)
    }

    @Test func sizesAndWidthsGiveTheFramesTheConstraintsSay() throws {
        let (root, box, text) = makeTree()
        var layout = PreparedLayout(root: root, width: 200, sizedNodes: [box], heightSizedNodes: [text], readNodes: [box, text])
        let boxHandle = try #require(layout.sizedNode(box))
        let textHeight = try #require(layout.heightSizedNode(text))
        let textRead = try #require(layout.readNode(text))
        #expect(layout.sizedNode(text) == nil)   // not passed as a sized node
        try layout.setSize(Size(width: 40, height: 30), of: boxHandle)
        try layout.setHeight(50, of: textHeight)
        // 8 + 30 (box) + 4 + 50 (text) + 8.
        #expect(layout.height == 100)
        // x 8, y 8 + 30 + 4 = 42, width 200 - 16 = 184.
        #expect(try layout.frame(of: textRead) == Rect(x: 8, y: 42, width: 184, height: 50))
        #expect(try layout.frame(of: try #require(layout.readNode(box))) == Rect(x: 8, y: 8, width: 40, height: 30))
        try layout.setWidth(300)
        #expect(layout.width == 300)
        #expect(try layout.frame(of: textRead).width == 284)
        #expect(layout.solverFailure == nil)
        // The tree's own nodes are untouched: a prepared layout never writes frames.
        #expect(text.frame == .zero)
    }

    @Test func badNumbersThrowAndChangeNothing() throws {
        let (root, box, text) = makeTree()
        var layout = PreparedLayout(root: root, width: 200, sizedNodes: [box], heightSizedNodes: [text], readNodes: [text])
        let boxHandle = try #require(layout.sizedNode(box))
        try layout.setSize(Size(width: 40, height: 30), of: boxHandle)
        try layout.setHeight(20, of: try #require(layout.heightSizedNode(text)))
        #expect(layout.height == 70)
        #expect(throws: PreparedLayoutError.nonFinite(.infinity)) { try layout.setWidth(.infinity) }
        #expect(layout.width == 200)
        #expect(throws: PreparedLayoutError.self) { try layout.setSize(Size(width: .nan, height: 1), of: boxHandle) }
        #expect(layout.height == 70)
    }

    @Test func aHandleFromAnotherLayoutIsRefused() throws {
        let first = makeTree(), second = makeTree()
        let a = PreparedLayout(root: first.root, width: 200, sizedNodes: [first.box], readNodes: [first.text])
        var b = PreparedLayout(root: second.root, width: 200, sizedNodes: [second.box], readNodes: [second.text])
        let foreign = try #require(a.sizedNode(first.box))
        #expect(throws: PreparedLayoutError.foreignHandle) { try b.setSize(Size(width: 1, height: 1), of: foreign) }
        #expect(throws: PreparedLayoutError.foreignHandle) { try b.frame(of: try #require(a.readNode(first.text))) }
    }

    /// 1e308 fits a double: the text is 1e308 - 16 wide (1e308 once rounded), not the infinity
    /// that rounding frames to 1e-9 by scaling with 1e9 used to make of it. Should the solver
    /// overflow instead, the failure is kept in `solverFailure`, never a trap.
    @Test func anOverflowingWidthIsRecorded() throws {
        let (root, box, text) = makeTree()
        var layout = PreparedLayout(root: root, width: 200, sizedNodes: [box], heightSizedNodes: [text], readNodes: [text])
        try layout.setWidth(1e308)
        let read = try #require(layout.readNode(text))
        let frame = try layout.frame(of: read)
        #expect(frame.width == 1e308 || layout.solverFailure != nil)
        #expect(frame.width.isFinite)
        if let failure = layout.solverFailure { #expect(failure.isCausedByValues) }
    }
}
