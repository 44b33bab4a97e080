import Foundation
import Testing
import Trellis
import TrellisRender

// Schema version 2 and the box renderers for scroll, image and button nodes: a scroll node's
// children are drawn moved by minus its content offset and clipped to its frame (UIScrollView
// clips to bounds by default); image rectangles and button titles are drawn where the nodes
// say.

@MainActor
private func scene() -> LayoutNode {
    let screen = LayoutNode(frame: Rect(x: 0, y: 0, width: 200, height: 300))
    screen.debugLabel = "screen"
    let scroll = ScrollNode(debugLabel: "scroll")
    screen.addSubview(scroll)
    scroll.snp.makeConstraints { make in
        make.top.leading.trailing.equalToSuperview()
        make.height.equalTo(100)
    }
    let rows = (0..<5).map { index -> LayoutNode in
        let row = LayoutNode(debugLabel: "row\(index)")
        row.content = FixedContent(size: Size(width: 200, height: 60))
        return row
    }
    for (index, row) in rows.enumerated() {
        scroll.addSubview(row)
        row.snp.makeConstraints { make in
            make.leading.trailing.equalToSuperview()
            make.width.equalToSuperview()
            if index == 0 { make.top.equalToSuperview() } else { make.top.equalTo(rows[index - 1].snp.bottom) }
            if index == 4 { make.bottom.equalToSuperview() }
        }
    }
    let image = ImageNode(image: Image(size: Size(width: 40, height: 20)), debugLabel: "image")
    image.contentMode = .scaleAspectFit
    screen.addSubview(image)
    image.snp.makeConstraints { make in
        make.top.equalTo(scroll.snp.bottom).offset(10)
        make.leading.equalToSuperview()
        make.size.equalTo(40)
    }
    let button = ButtonNode(title: "OK", debugLabel: "button")
    button.contentEdgeInsets = EdgeInsets(top: 4, left: 8, bottom: 4, right: 8)
    screen.addSubview(button)
    button.snp.makeConstraints { make in
        make.top.equalTo(image.snp.bottom).offset(10)
        make.leading.equalToSuperview()
    }
    screen.layoutIfNeeded()
    scroll.contentOffset = Point(x: 0, y: 90)
    return screen
}

@MainActor
@Test func scrollChildrenMoveByTheOffsetAndAreClipped() throws {
    let tree = FrameTree(scene())
    let scroll = tree.root.children[0]
    #expect(scroll.details?.kind == "scroll")
    #expect(scroll.details?.contentSize == Size(width: 200, height: 300))
    // Row 1 is at y 60 in content coordinates; at offset 90 it shows at 60 - 90 = -30.
    #expect(scroll.children[1].absoluteFrame == Rect(x: 0, y: -30, width: 200, height: 60))
    let entries = tree.drawingOrder
    let row1 = try #require(entries.first { $0.node.label == "row1" })
    #expect(row1.clip == Rect(x: 0, y: 0, width: 200, height: 100))
    let svg = SVGBoxRenderer().render(tree)
    #expect(svg.contains(#"viewBox="0 0 200 100""#))
    let ascii = ASCIIBoxRenderer().render(tree)
    // Rows 0 and 4 are wholly outside the visible band 90...190: not drawn.
    #expect(!ascii.contains("row0") && !ascii.contains("row4"))
}

@MainActor
@Test func imageRectsAndButtonTitlesAreDrawn() {
    let tree = FrameTree(scene())
    let image = tree.root.children[1]
    // 40 x 20 aspect-fit in 40 x 40: (0, 10, 40, 20) in the node, at y 110 on the screen.
    #expect(image.details?.imageRect == Rect(x: 0, y: 10, width: 40, height: 20))
    let svg = SVGBoxRenderer().render(tree)
    #expect(svg.contains(#"class="trellis-image""#))
    #expect(svg.contains(">OK</text>"))
    let html = HTMLBoxRenderer().render(tree)
    #expect(html.contains("trellis-mark trellis-title"))
    #expect(html.contains(">OK</div>"))
    #expect(ASCIIBoxRenderer().render(tree).contains("OK"))
}

@MainActor
@Test func versionTwoRoundTripsAndVersionOneIsStillRead() throws {
    let tree = FrameTree(scene())
    let json = JSONFrameRenderer().render(tree)
    #expect(json.contains(#""version": 2"#))
    #expect(json.contains(#""kind": "scroll""#) && json.contains(#""title": "OK""#))
    // Numbers are written with three decimals: the decoded tree writes the same bytes.
    let decoded = try JSONDecoder().decode(FrameTree.self, from: Data(json.utf8))
    #expect(JSONFrameRenderer().render(decoded) == json)
    #expect(decoded.root.children[0].details?.contentOffset == Point(x: 0, y: 90))
    let old = #"{"schema":"trellis.frames","version":1,"root":{"frame":{"x":0,"y":0,"width":10,"height":10},"children":[{"frame":{"x":1,"y":2,"width":3,"height":4}}]}}"#
    let legacy = try JSONDecoder().decode(FrameTree.self, from: Data(old.utf8))
    #expect(legacy.root.children[0].absoluteFrame == Rect(x: 1, y: 2, width: 3, height: 4))
    #expect(legacy.root.children[0].details == nil)
}
