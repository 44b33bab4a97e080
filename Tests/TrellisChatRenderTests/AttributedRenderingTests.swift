import Testing
import TrellisChat
import TrellisChatRender
import TrellisRender

/// Attributed text parts: every run drawn in its own font and colour, in SVG (outlines and
/// live text), HTML and so PNG. The text: "Due " (Noto Sans 15, no colour: the frame's
/// primaryText #111111), "tomorrow" (Noto Sans Bold 15, 0xE64340FF), " ok" (Noto Sans 15,
/// 0x00000080: black at 128 / 255 = 0.5 alpha), laid out on one line at (10, 10).
@Suite struct AttributedRenderingTests {
    static let regular = Font.system(size: 15)
    static let bold = Font.system(size: 15, weight: .bold)
    static let text = AttributedText("Due ", font: regular) + AttributedText("tomorrow", font: bold, foregroundColor: 0xE643_40FF)
        + AttributedText(" ok", font: regular, foregroundColor: 0x0000_0080)

    static func scene() -> (ChatScene, TextFrame) {
        let layout = PreparedText(text).layout()
        let frame = TextFrame(attributedText: text, color: .primaryText, layout: layout)
        let part = ChatPart(role: .text, frame: Rect(x: 10, y: 10, width: layout.width, height: layout.height), text: frame)
        let cell = ChatCellFrame(messageID: "m", kind: .message(type: "text"), frame: Rect(x: 0, y: 0, width: 200, height: 40),
                                 parts: [part], isMirrored: false)
        return (ChatScene(width: 200, contentHeight: 40, cells: [cell], senders: [:], fonts: text.fonts), frame)
    }

    @Test func theFrameKeepsTheRunsAndNamesTheFirstFont() {
        let (_, frame) = Self.scene()
        #expect(frame.string == "Due tomorrow ok" && frame.attributedText == Self.text)
        #expect(frame.fontFace == FontFace.standard.identifier && frame.fontSize == 15)
        #expect(frame.lines.count == 1)
    }

    @Test func liveSVGWritesOneTspanPerRun() {
        let (scene, frame) = Self.scene()
        let svg = ChatSVGRenderer(textMode: .live).render(scene)
        let y = DecimalFormat.markup.string(10 + frame.lines[0].baseline)
        let family = "font-family=\"&#39;Noto Sans&#39;, sans-serif\" font-size=\"15\""
        #expect(svg.contains(##"<text x="10" y="\##(y)"><tspan fill="#111111" \##(family)>Due </tspan>"##
            + ##"<tspan fill="#E64340" \##(family) font-weight="700">tomorrow</tspan>"##
            + ##"<tspan fill="#000000" fill-opacity="0.5" \##(family)> ok</tspan></text>"##))
    }

    @Test func outlinesAreGroupedByRunUnderTheRunsFill() throws {
        let (scene, frame) = Self.scene()
        let svg = ChatSVGRenderer().render(scene)
        let f = DecimalFormat.markup
        let y = f.string(10 + frame.lines[0].baseline)
        // "Due " in Noto Sans: D, u, e, then the space (no ink, no <use>); its advances with
        // the pair kerning inside the run (none across runs of different faces).
        let face = Self.regular.face
        let ids = try "Due ".map { try #require(face.glyph(for: $0.unicodeScalars.first!)) }
        var x = 0.0
        var due: [Double] = []
        for (index, glyph) in ids.enumerated() {
            due.append(x)
            let kern = index + 1 < ids.count ? face.kerning(glyph, ids[index + 1]) : 0
            x += Double(face.advance(ofGlyph: glyph) + kern) * 15 / Double(face.unitsPerEm)
        }
        #expect(svg.contains(##"<g fill="#111111"><use href="#g0" x="10" y="\##(y)"/><use href="#g1" x="\##(f.string(10 + due[1]))" y="\##(y)"/><use href="#g2" x="\##(f.string(10 + due[2]))" y="\##(y)"/></g>"##))
        // "tomorrow" starts after the space, in the bold face (its own glyph definitions).
        #expect(svg.contains(##"<g fill="#E64340"><use href="#g3" x="\##(f.string(10 + x))" y="\##(y)"/>"##))
        #expect(svg.contains(##"<g fill="#000000" fill-opacity="0.5"><use href="#"##))
        #expect(ChatFixtures.count("<use ", in: svg) == 3 + 8 + 2)
        let t = try #require(Self.bold.face.glyph(for: "t"))
        let outline = try Self.bold.face.outline(ofGlyph: t)
        #expect(svg.contains(##"<path id="g3" d="\##(SVGGlyphRunsProbe.pathData(outline, size: 15, unitsPerEm: Self.bold.face.unitsPerEm))"/>"##))
    }

    @Test func htmlWritesOneSpanPerRunInsideTheLine() {
        let (scene, _) = Self.scene()
        let html = ChatHTMLRenderer().render(scene)
        // The two faces are bound as trellis-0 (Regular) and trellis-1 (Bold).
        #expect(ChatFixtures.count("@font-face{font-family:'trellis-", in: html) == 2)
        #expect(html.contains(##"><span style="font-family:&#39;trellis-0&#39;, sans-serif;font-size:15px">Due </span>"##
            + ##"<span style="font-family:&#39;trellis-1&#39;, sans-serif;font-size:15px;color:#E64340">tomorrow</span>"##
            + ##"<span style="font-family:&#39;trellis-0&#39;, sans-serif;font-size:15px;color:rgba(0,0,0,0.5)"> ok</span></span>"##))
    }

    @Test func aTruncatedLineEndsItsLastRunWithTheEllipsis() {
        let layout = PreparedText(Self.text, options: TextOptions(numberOfLines: 1)).layout(maxWidth: 70)
        let frame = TextFrame(attributedText: Self.text, color: .primaryText, layout: layout)
        let run = ChatTextRun(cellIndex: 0, partIndex: 0, role: .text, text: frame, partFrame: .zero, container: .zero)
        #expect(frame.lines.count == 1 && frame.lines[0].isTruncated)
        let drawn = run.lineString(0)
        #expect(drawn.hasPrefix("Due ") && drawn.hasSuffix("…"))
        let svg = ChatSVGRenderer(textMode: .live).render(ChatScene(
            width: 100, contentHeight: 30,
            cells: [ChatCellFrame(messageID: "m", kind: .message(type: "text"), frame: Rect(x: 0, y: 0, width: 100, height: 30),
                                  parts: [ChatPart(role: .text, frame: Rect(x: 0, y: 0, width: 70, height: 20), text: frame)],
                                  isMirrored: false)],
            senders: [:], fonts: Self.text.fonts))
        #expect(svg.contains(##"font-weight="700">\##(drawn.dropFirst(4))</tspan></text>"##))
    }
}
