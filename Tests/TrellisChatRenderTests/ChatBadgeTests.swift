import Testing
import TrellisChat
import TrellisChatRender
import TrellisRender

/// Avatar initials and file badges are set in the bundled Noto Sans Bold and centred on its
/// measured width: glyph outlines in SVG path mode, PNG and HTML, a centred `<text>` naming
/// the face in live mode.
@Suite struct ChatBadgeTests {
    /// The fixture's avatar is the circle (30, 30) r 20: initials at 0.8 r = 16 pt, baseline at
    /// 30 + 0.35 × 16 = 35.6.
    static let size = 16.0
    static let baseline = 35.6

    @Test func pathModeDrawsTheInitialsAsOutlinesCentredOnTheirWidth() throws {
        let svg = ChatSVGRenderer().render(ChatFixtures.scene())
        #expect(!svg.contains(">AS</text>"))
        let font = Font.system(size: Self.size, weight: .bold)
        let width = try #require(PreparedText("AS", font: font).layout().lines.first).width
        let a = try #require(font.face.glyph(for: "A")), s = try #require(font.face.glyph(for: "S"))
        // A at 30 - width / 2, S one advance (plus the pair's kerning) later, in font units / 1000 em.
        let advance = Double(font.face.advance(ofGlyph: a) + font.face.kerning(a, s)) * Self.size / Double(font.face.unitsPerEm)
        let x = 30 - width / 2
        let f = DecimalFormat.markup
        #expect(svg.contains(##"<g fill="#FFFFFF"><use href="#g0" x="\##(f.string(x))" y="35.6"/><use href="#g1" x="\##(f.string(x + advance))" y="35.6"/></g>"##))
        // The glyph definitions are the bold face's outlines at 16 pt.
        let outline = try font.face.outline(ofGlyph: a)
        let data = SVGGlyphRunsProbe.pathData(outline, size: Self.size, unitsPerEm: font.face.unitsPerEm)
        #expect(svg.contains(##"<path id="g0" d="\##(data)"/>"##))
    }

    @Test func liveModeNamesTheBoldFaceAndCentresWithTheAnchor() {
        let svg = ChatSVGRenderer(textMode: .live).render(ChatFixtures.scene())
        #expect(svg.contains(##"<text x="30" y="35.6" font-family="&#39;Noto Sans&#39;, sans-serif" font-size="16" font-weight="700" fill="#FFFFFF" text-anchor="middle">AS</text>"##))
    }

    @Test func htmlDrawsTheInitialsAsOutlinesInItsDrawing() {
        let html = ChatHTMLRenderer().render(ChatFixtures.scene())
        #expect(!html.contains(">AS</text>"))
        #expect(html.contains(##"<defs>\##n          <path id="g0" d=""##))
        #expect(html.contains(##"<g fill="#FFFFFF"><use href="#g0" x=""##))
        // The text itself is still one span, and no font file is embedded for the badges.
        #expect(!html.contains("@font-face"))
    }

    @Test func fileBadgesAreOutlinesToo() {
        let scene = ChatFixtures.sample()
        let svg = ChatSVGRenderer().render(scene)
        for label in ["PDF", "FILE", "DOCU", "SPRE", "PRES", "ARCH", "IMAG", "VIDE", "AUDI", "CODE"] {
            #expect(!svg.contains(">\(label)</text>"))
        }
        let live = ChatSVGRenderer(textMode: .live).render(scene)
        let files = scene.cells.flatMap(\.parts).filter { $0.imageName?.hasPrefix("file.") == true }.count
        #expect(files > 0)
        #expect(ChatFixtures.count(##"font-size="10" font-weight="700" fill="#FFFFFF" text-anchor="middle">"##, in: live) == files)
    }
}

/// The outline of a glyph written the way the SVG renderer writes it: font units scaled to
/// points, y flipped, two decimals.
enum SVGGlyphRunsProbe {
    static func pathData(_ outline: GlyphOutline, size: Double, unitsPerEm: Int) -> String {
        let scale = size / Double(unitsPerEm)
        let f = DecimalFormat.markup
        func p(_ point: GlyphOutline.Point) -> String { f.string(point.x * scale) + " " + f.string(-point.y * scale) }
        var d = ""
        for element in outline.elements {
            switch element {
            case .move(let a): d += "M" + p(a)
            case .line(let a): d += "L" + p(a)
            case .quad(let c, let a): d += "Q" + p(c) + " " + p(a)
            case .cubic(let c1, let c2, let a): d += "C" + p(c1) + " " + p(c2) + " " + p(a)
            case .close: d += "Z"
            }
        }
        return d
    }
}

@Suite struct CurlBubbleTests {
    /// An outgoing bubble (100, 10, 80, 40) with 16 pt corners and the curl tail on the right:
    /// top edge, top-right arc, down to 6 pt above the bottom, the curl out 6 pt and back
    /// 1.5 × 6 = 9 pt in, the bottom edge, then the bottom-left arc (it used to be a diagonal
    /// straight to the left edge, cutting the corner off text set against it).
    @Test func theOutgoingCurlKeepsItsBottomLeftCorner() {
        let bubble = ChatPart(role: .bubble, frame: Rect(x: 100, y: 10, width: 80, height: 40), fill: .outgoingBubble,
                              cornerRadius: 16, corners: CornerRadii(all: 16), tail: .bottomCurl)
        let cell = ChatCellFrame(messageID: "m", kind: .message(type: "text"), frame: Rect(x: 0, y: 0, width: 200, height: 60),
                                 parts: [bubble], isMirrored: true)
        let scene = ChatScene(width: 200, contentHeight: 60, cells: [cell], senders: [:])
        let svg = ChatSVGRenderer().render(scene)
        #expect(svg.contains(##"<path d="M116 10L164 10A16 16 0 0 1 180 26L180 44Q180 50 186 50Q177 50 171 49L116 50A16 16 0 0 1 100 34L100 26A16 16 0 0 1 116 10Z""##))
    }
}
