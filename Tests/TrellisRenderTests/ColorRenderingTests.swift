import Foundation
import Testing
import Trellis
import TrellisRender

// UIView's backgroundColor and UILabel's textColor carried to the renderers. UIKit's fixed
// colours: red (1, 0, 0), gray white 0.5 (0.5 × 255 = 127.5, rounded to 128 = 0x80), blue
// (0, 0, 1); a nil backgroundColor is clear and a label's default textColor is black.

@MainActor
private func screen() -> LayoutNode {
    let screen = LayoutNode(frame: Rect(x: 0, y: 0, width: 100, height: 100))
    screen.debugLabel = "screen"
    screen.backgroundColor = .white
    func box(_ label: String, _ x: Double, _ color: Color) -> LayoutNode {
        let node = LayoutNode(debugLabel: label)
        node.backgroundColor = color
        screen.addSubview(node)
        node.snp.makeConstraints { make in
            make.top.equalToSuperview().offset(10)
            make.leading.equalToSuperview().offset(x)
            make.size.equalTo(20)
        }
        return node
    }
    _ = box("red", 10, .red)
    box("half", 40, .blue).alpha = 0.5
    box("hidden", 70, .green).isHidden = true
    let title = Label(text: "Title")
    title.debugLabel = "title"
    title.textColor = .gray
    screen.addSubview(title)
    title.snp.makeConstraints { make in make.leading.equalToSuperview().offset(10); make.top.equalToSuperview().offset(50) }
    screen.layoutIfNeeded()
    return screen
}

@MainActor
@Suite struct ColorRenderingTests {
    @Test func svgFillsTheBoxAndDrawsTheTextInItsColour() {
        let svg = SVGBoxRenderer().render(screen())
        #expect(svg.contains(##"<rect x="10" y="10" width="20" height="20" fill="#ff0000" stroke="#f28e2b""##))
        // The half-transparent box: its fill inside a group at the node's alpha.
        #expect(svg.contains(##"fill="#0000ff""##) && svg.contains(#"opacity="0.5""#))
        #expect(svg.contains(##"fill="#808080" class="trellis-title">Title</text>"##))
        // A node without a background keeps the depth tint.
        let plain = SVGBoxRenderer().render(Fixtures.cell())
        #expect(!plain.contains("#ff0000") && plain.contains(#"fill-opacity="0.08""#))
    }

    @Test func htmlSetsTheBackgroundAndTheTextColour() {
        let html = HTMLBoxRenderer().render(screen())
        #expect(html.contains("background:#ff0000"))
        #expect(html.contains("background:#0000ff") && html.contains("opacity:0.5"))
        #expect(html.contains("color:#808080") && html.contains(">Title</div>"))
        // A colour with alpha: secondaryLabel is (60, 60, 67) at 0.6 (153 = 0x99 of 255).
        let node = LayoutNode(frame: Rect(x: 0, y: 0, width: 10, height: 10))
        node.backgroundColor = .secondaryLabel
        #expect(HTMLBoxRenderer().render(node).contains("background:rgba(60,60,67,0.6)"))
        #expect(SVGBoxRenderer().render(node).contains(##"fill="#3c3c43" fill-opacity="0.6""##))
    }

    @Test func pngFillsTheBoxesRespectingAlphaAndHidden() throws {
        let png = try #require(StoredPNG(PNGBoxRenderer().render(screen())))
        #expect(png.width == 100 && png.height == 100)
        #expect(png.pixel(5, 5) == [255, 255, 255, 255])    // the screen's white
        #expect(png.pixel(20, 20) == [255, 0, 0, 255])      // red, opaque
        // Blue at alpha 0.5 over white: 255 × 0.5 + 0.5 rounds to 128 in red and green.
        #expect(png.pixel(50, 20) == [128, 128, 255, 255])
        // Hidden: faded to 0.4 (green over white: 255 × 0.6 = 153 in red and blue).
        let faded = png.pixel(80, 20)
        #expect(abs(faded[0] - 153) <= 1 && faded[1] == 255 && abs(faded[2] - 153) <= 1)
        var omitting = BoxAppearance()
        omitting.hiddenNodes = .omitted
        let omitted = try #require(StoredPNG(PNGBoxRenderer(appearance: omitting).render(screen())))
        #expect(omitted.pixel(80, 20) == [255, 255, 255, 255])
        // 2 pixels per point: the red box's centre moves to (40, 40).
        let doubled = try #require(StoredPNG(PNGBoxRenderer(scale: 2).render(screen())))
        #expect(doubled.width == 200 && doubled.pixel(40, 40) == [255, 0, 0, 255])
    }

    @Test func jsonCarriesColoursOnlyWhenSet() throws {
        let json = JSONFrameRenderer().render(screen())
        #expect(json.contains(##""backgroundColor": "#ff0000ff""##))
        #expect(json.contains(##""textColor": "#808080ff""##) && json.contains(#""kind": "label""#))
        let decoded = try JSONDecoder().decode(FrameTree.self, from: Data(json.utf8))
        #expect(decoded == FrameTree(screen()))
        // No colour set (a black label included): no new keys.
        let plain = LayoutNode(frame: Rect(x: 0, y: 0, width: 50, height: 50))
        plain.addSubview(Label(text: "black"))
        let plainJSON = JSONFrameRenderer().render(plain)
        #expect(!plainJSON.contains("Color") && !plainJSON.contains("kind"))
        let bad = json.replacingOccurrences(of: "#ff0000ff", with: "red")
        #expect(throws: DecodingError.self) { try JSONDecoder().decode(FrameTree.self, from: Data(bad.utf8)) }
    }

    @Test func aLabelInBlackReadsAsBefore() {
        let label = Label(text: "plain")
        #expect(label.textColor == .black && label.backgroundColor == nil)
        let node = FrameTree(label).root
        #expect(node.textColor == nil && node.details == nil && node.backgroundColor == nil)
    }
}
