import Testing
import Trellis
import TrellisRender

@Suite struct ASCIIBoxRendererTests {
    @Test func standardScaleSharesEdgesAndDotsHiddenNodes() {
        #expect(ASCIIBoxRenderer().render(Fixtures.cell()) == """
            +-----------------------------+
            | +-------+ +---------------+ |
            | |avatar | | +-----------+ | |
            | |       | | |text       | | |
            | |       | | |           | | |
            | +-------+ | +-----------+ | |
            |cell       +---------------+ |
            |                         ....|
            +-----------------------------+

            """)
    }

    @Test func finerScaleFitsMoreLabels() {
        let renderer = ASCIIBoxRenderer(scale: .init(pointsPerColumn: 2, pointsPerRow: 4))
        #expect(renderer.render(Fixtures.cell()) == """
            +-----------------------------------------------------------+
            |cell                                                       |
            |   +---------------+   +-------------------------------+   |
            |   |avatar         |   |bubble                         |   |
            |   |               |   |   +-----------------------+   |   |
            |   |               |   |   |text                   |   |   |
            |   |               |   |   |                       |   |   |
            |   |               |   |   |                       |   |   |
            |   |               |   |   |                       |   |   |
            |   |               |   |   |                       |   |   |
            |   +---------------+   |   +-----------------------+   |   |
            |                       |                               |   |
            |                       +-------------------------------+   |
            |                                                   ....... |
            |                                                   :badge: |
            |                                                   ....... |
            +-----------------------------------------------------------+

            """)
    }

    @Test func hiddenNodesCanBeLeftOut() {
        let renderer = ASCIIBoxRenderer(scale: .init(pointsPerColumn: 2, pointsPerRow: 4), showsHiddenNodes: false)
        #expect(!renderer.render(Fixtures.cell()).contains("badge"))
        #expect(!renderer.render(Fixtures.cell()).contains("."))
    }

    @Test func labelsThatDoNotFitAreLeftOut() {
        let tree = FrameTree(root: FrameTree.Node(label: "r", frame: Rect(x: 0, y: 0, width: 32, height: 40), children: [
            FrameTree.Node(label: "much too long", frame: Rect(x: 4, y: 8, width: 16, height: 24)),
        ]))
        // The root's label goes beside the child, the only free run of its interior.
        #expect(ASCIIBoxRenderer().render(tree) == """
            +-------+
            |+---+r |
            ||   |  |
            ||   |  |
            |+---+  |
            +-------+

            """)
    }

    @Test func zeroSizedNodesAreLinesAndPoints() {
        let tree = FrameTree(root: FrameTree.Node(frame: Rect(x: 0, y: 0, width: 16, height: 24), children: [
            FrameTree.Node(frame: Rect(x: 8, y: 8, width: 0, height: 8)),
            FrameTree.Node(frame: Rect(x: 4, y: 16, width: 1, height: 1)),
        ]))
        #expect(ASCIIBoxRenderer().render(tree) == """
            +---+
            | + |
            |++ |
            +---+

            """)
    }

    @Test func gridSizeIsCapped() {
        let tree = FrameTree(root: FrameTree.Node(label: "huge", frame: Rect(x: 0, y: 0, width: 1e9, height: 1e9)))
        let text = ASCIIBoxRenderer(maximumGridSize: (columns: 10, rows: 3)).render(tree)
        #expect(text == "+---------\n|huge\n|\n")
    }

    @Test func gridJoinsCrossingLines() {
        var grid = ASCIIGrid(columns: 7, rows: 5)
        grid.drawBox(column: 0, row: 0, lastColumn: 4, lastRow: 2)
        grid.drawBox(column: 2, row: 1, lastColumn: 6, lastRow: 4)
        grid.write("ab", column: 3, row: 3)
        #expect(grid.string == """
            +---+
            | +-+-+
            +-+-+ |
              |ab |
              +---+

            """)
        #expect(grid[column: 99, row: 0] == " ")
    }
}
