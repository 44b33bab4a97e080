import Testing
import Trellis
import TrellisRender

@Suite struct FrameTreeTests {
    @Test func readsFramesLabelsAndHiddenFlags() {
        let tree = FrameTree(Fixtures.cell())
        #expect(tree.root.label == "cell")
        #expect(tree.root.children.map(\.label) == ["avatar", "bubble", "badge"])
        #expect(tree.root.children[2].isHidden)
        let text = tree.root.children[1].children[0]
        #expect(text.frame == Rect(x: 8, y: 8, width: 48, height: 24))
        #expect(text.absoluteFrame == Rect(x: 56, y: 16, width: 48, height: 24))
        #expect(tree.canvasSize == Size(width: 120, height: 64))
    }

    @Test func theRootSitsAtTheOriginWhateverItsFrame() {
        let root = Fixtures.cell()
        let bubble = root.subviews[1]
        let tree = FrameTree(bubble)
        #expect(tree.root.frame == Rect(x: 48, y: 8, width: 64, height: 40))
        #expect(tree.root.absoluteFrame == Rect(x: 0, y: 0, width: 64, height: 40))
        #expect(tree.root.children[0].absoluteFrame == Rect(x: 8, y: 8, width: 48, height: 24))
    }

    @Test func drawingOrderIsParentsFirstWithInheritedHiddenness() {
        let tree = FrameTree(root: FrameTree.Node(frame: Rect(x: 0, y: 0, width: 10, height: 10), children: [
            FrameTree.Node(label: "a", frame: Rect(x: 1, y: 1, width: 5, height: 5), isHidden: true, children: [
                FrameTree.Node(frame: Rect(x: 1, y: 1, width: 1, height: 1)),
            ]),
            FrameTree.Node(label: "b", frame: Rect(x: 6, y: 6, width: 2, height: 2)),
        ]))
        let order = tree.drawingOrder
        #expect(order.map(\.displayName) == ["#root", "a", "#0.0", "b"])
        #expect(order.map(\.depth) == [0, 1, 2, 1])
        #expect(order.map(\.isEffectivelyHidden) == [false, true, true, false])
        #expect(order[2].node.absoluteFrame == Rect(x: 2, y: 2, width: 1, height: 1))
    }

    @Test func outlineListsAbsoluteFrames() {
        #expect(FrameTree(Fixtures.cell()).outline() == """
            cell (0, 0, 120, 64)
              avatar (8, 8, 32, 32)
              bubble (48, 8, 64, 40)
                text (56, 16, 48, 24)
              badge (104, 52, 12, 8) hidden
            """)
    }

    @Test func renderingNeverLaysOut() {
        let root = LayoutNode(debugLabel: "root")
        root.frame = Rect(x: 0, y: 0, width: 50, height: 50)
        let child = LayoutNode(debugLabel: "child")
        root.addSubview(child)
        child.snp.makeConstraints { $0.edges.equalToSuperview().inset(10) }
        _ = root.renderedBoxes(as: .json)
        #expect(child.frame == .zero)
        root.layoutIfNeeded()
        #expect(FrameTree(root).root.children[0].frame == Rect(x: 10, y: 10, width: 30, height: 30))
    }

    @Test func eachFormatHasABoxRenderer() {
        #expect(RenderFormat.allCases.map(\.boxRenderer.format) == RenderFormat.allCases)
        let root = Fixtures.cell()
        for format in RenderFormat.allCases {
            #expect(root.renderedBoxes(as: format) == format.boxRenderer.render(FrameTree(root)))
        }
    }
}
