import Testing
@testable import Trellis

/// `PreparedLayout.heightIgnoresWidths`: whether the fitted height can be read after
/// suggesting heights only (chat templates measure that way).
@Suite struct PreparedLayoutAxesTests {
    /// root > box pinned top-left at 8, sized from outside; label under it at 4, 8 from both
    /// sides; root.bottom = label.bottom + 8. With `aspect`, the label's height is half its
    /// width, which ties the root's height to its width.
    private func makeTree(aspect: Bool) -> (root: LayoutNode, box: LayoutNode, label: LayoutNode) {
        let root = LayoutNode(debugLabel: "cell")
        let box = LayoutNode(debugLabel: "box"), label = LayoutNode(debugLabel: "label")
        root.addSubview(box)
        root.addSubview(label)
        box.snp.makeConstraints { make in make.left.top.equalToSuperview().offset(8) }
        label.snp.makeConstraints { make in
            make.top.equalTo(box.snp.bottom).offset(4)
            make.left.right.equalToSuperview().inset(8)
            make.bottom.equalToSuperview().offset(-8)
            if aspect { make.height.equalTo(label.snp.width).multipliedBy(0.5) }
        }
        return (root, box, label)
    }

    @Test func separateAxesAreSeenAndAMixingConstraintIsToo() {
        let plain = makeTree(aspect: false)
        #expect(PreparedLayout(root: plain.root, width: 200, sizedNodes: [plain.box], readNodes: [plain.label]).heightIgnoresWidths)
        let mixed = makeTree(aspect: true)
        #expect(!PreparedLayout(root: mixed.root, width: 200, sizedNodes: [mixed.box], readNodes: [mixed.label]).heightIgnoresWidths)
        // Root 200 wide: the label is 184 wide, 92 tall; 8 + 30 + 4 + 92 + 8 = 142, and 300
        // wide gives 284 / 2 = 142 for the label, 192 for the root: the height reads the width.
        var layout = PreparedLayout(root: mixed.root, width: 200, sizedNodes: [mixed.box], readNodes: [mixed.label])
        layout.setSize(Size(width: 40, height: 30), ofSized: 0)
        #expect(layout.height == 142)
        try? layout.setWidth(300)
        #expect(layout.height == 192)
    }

    /// A box sized by its width only (`width == 2 * height` inside the box) mixes the axes
    /// through the box's own variables: the sized width reaches the height.
    @Test func aSizedNodeWhoseWidthSetsItsHeightMixesTheAxes() {
        let root = LayoutNode(debugLabel: "cell"), box = LayoutNode(debugLabel: "box")
        root.addSubview(box)
        box.snp.makeConstraints { make in
            make.left.top.equalToSuperview()
            make.bottom.equalToSuperview().offset(-8)
        }
        let inner = LayoutNode(debugLabel: "inner")
        box.addSubview(inner)
        inner.snp.makeConstraints { make in
            make.edges.equalToSuperview()
            make.width.equalTo(inner.snp.height).multipliedBy(2)
        }
        let layout = PreparedLayout(root: root, width: 200, sizedNodes: [box], readNodes: [box])
        #expect(!layout.heightIgnoresWidths)
    }

    /// Heights alone give the height that full sizes give, over a seeded run of sizes (the
    /// widths change at random too, and are never suggested to the first layout).
    @Test func heightsAloneGiveTheHeightOfFullSizes() {
        let tree = makeTree(aspect: false)
        var full = PreparedLayout(root: tree.root, width: 200, sizedNodes: [tree.box], heightSizedNodes: [tree.label],
                                  readNodes: [tree.label])
        var heightsOnly = full
        #expect(full.heightIgnoresWidths)
        var state: UInt64 = 0xA5E5
        func next(_ bound: Int) -> Double {
            state = state &* 6364136223846793005 &+ 1442695040888963407
            return Double((state >> 33) % UInt64(bound))
        }
        for _ in 0..<500 {
            let size = Size(width: next(300), height: next(120) / 4)
            let label = next(200) / 2
            try? full.setWidth(150 + next(300))
            full.setSize(size, ofSized: 0)
            full.setHeight(label, ofHeightSized: 0)
            heightsOnly.setHeight(size.height, ofSized: 0)
            heightsOnly.setHeight(label, ofHeightSized: 0)
            // 8 + box + 4 + label + 8.
            #expect(heightsOnly.height == full.height)
            #expect(full.height == 20 + size.height + label)
        }
    }
}
