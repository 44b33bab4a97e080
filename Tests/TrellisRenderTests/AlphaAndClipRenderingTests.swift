import Foundation
import Testing
import Trellis
import TrellisRender

// UIView's alpha and clipsToBounds carried to the renderers. UIKit composites a view with its
// subviews at the view's alpha, so a subview of a view at 0.5 drawn at 0.8 shows at 0.4; with
// clipsToBounds a view's subviews show only inside its bounds (false by default).

@MainActor
private func card() -> LayoutNode {
    let screen = LayoutNode(frame: Rect(x: 0, y: 0, width: 200, height: 200))
    screen.debugLabel = "screen"
    let card = LayoutNode(debugLabel: "card")
    card.alpha = 0.5
    card.clipsToBounds = true
    screen.addSubview(card)
    card.snp.makeConstraints { make in make.edges.equalToSuperview().inset(50) }
    let badge = LayoutNode(debugLabel: "badge")
    badge.alpha = 0.8
    card.addSubview(badge)
    // Hangs 10 points past the card's top-right corner.
    badge.snp.makeConstraints { make in
        make.top.equalToSuperview().offset(-10)
        make.trailing.equalToSuperview().offset(10)
        make.size.equalTo(30)
    }
    screen.layoutIfNeeded()
    return screen
}

@MainActor
@Test func alphaMultipliesDownTheTree() throws {
    let entries = FrameTree(card()).drawingOrder
    let opacities = Dictionary(uniqueKeysWithValues: entries.map { ($0.displayName, $0.opacity) })
    #expect(opacities["screen"] == 1 && opacities["card"] == 0.5)
    #expect(abs(try #require(opacities["badge"]) - 0.4) < 1e-12)
    let svg = SVGBoxRenderer().render(FrameTree(card()))
    #expect(svg.contains(#"opacity="0.5""#) && svg.contains(#"opacity="0.4""#))
    let html = HTMLBoxRenderer().render(FrameTree(card()))
    #expect(html.contains("opacity:0.5") && html.contains("opacity:0.4"))
}

@MainActor
@Test func clipsToBoundsClipsTheSubviews() throws {
    let tree = FrameTree(card())
    let badge = try #require(tree.drawingOrder.first { $0.node.label == "badge" })
    // The card is (50, 50, 100, 100); the badge (130, 40, 30, 30) is cut to it.
    #expect(badge.node.absoluteFrame == Rect(x: 130, y: 40, width: 30, height: 30))
    #expect(badge.clip == Rect(x: 50, y: 50, width: 100, height: 100))
    #expect(SVGBoxRenderer().render(tree).contains(#"viewBox="50 50 100 100""#))
    // Visible part (130...150, 50...70): inset 10 from the top and right of the badge.
    #expect(HTMLBoxRenderer().render(tree).contains("clip-path:inset(10px 10px 0px 0px)"))
    // Without clipsToBounds nothing is cut.
    let unclipped = card()
    unclipped.subviews[0].clipsToBounds = false
    #expect(FrameTree(unclipped).drawingOrder.allSatisfy { $0.clip == nil })
}

@MainActor
@Test func alphaAndClipRoundTripThroughJSON() throws {
    let json = JSONFrameRenderer().render(card())
    #expect(json.contains(#""alpha": 0.5"#) && json.contains(#""clipsToBounds": true"#))
    let decoded = try JSONDecoder().decode(FrameTree.self, from: Data(json.utf8))
    #expect(decoded == FrameTree(card()))
    // Opaque, unclipped nodes write neither key (documents stay as before).
    #expect(!JSONFrameRenderer().render(LayoutNode(frame: Rect(x: 0, y: 0, width: 10, height: 10))).contains("alpha"))
    let bad = json.replacingOccurrences(of: #""alpha": 0.5"#, with: #""alpha": 1.5"#)
    #expect(throws: DecodingError.self) { try JSONDecoder().decode(FrameTree.self, from: Data(bad.utf8)) }
}
