import Testing
import Trellis
import TrellisRender

@Suite struct MarkupWriterTests {
    @Test func nestedElementsAreIndentedAndTextStaysInline() {
        let label = MarkupElement("text", ["x": "4", "y": "14"], text: "a & b")
        let group = MarkupElement("g", ["id": "cell"], children: [.element(label), .element(MarkupElement("rect"))])
        #expect(MarkupWriter(dialect: .xml).string(group) == """
            <g id="cell">
              <text x="4" y="14">a &amp; b</text>
              <rect/>
            </g>
            """)
    }

    @Test func mixedContentIsWrittenWithoutAddedWhitespace() {
        let paragraph = MarkupElement("p", children: [
            .text("one"), .element(MarkupElement("br")), .element(MarkupElement("b", text: "two")), .raw("&nbsp;"),
        ])
        #expect(MarkupWriter(dialect: .html).string(MarkupElement("div", children: [.element(paragraph)])) == """
            <div>
              <p>one<br><b>two</b>&nbsp;</p>
            </div>
            """)
    }

    @Test func dialectsCloseEmptyElementsDifferently() {
        #expect(MarkupWriter(dialect: .xml).string(MarkupElement("div")) == "<div/>")
        #expect(MarkupWriter(dialect: .html).string(MarkupElement("div")) == "<div></div>")
        #expect(MarkupWriter(dialect: .html).string(MarkupElement("meta", ["charset": "utf-8"])) == "<meta charset=\"utf-8\">")
    }

    @Test func settingReplacesInPlaceAndFormatsNumbers() {
        let rect = MarkupElement("rect", ["x": "0", "y": "0"]).setting("x", 12.345).setting("fill", "red")
        #expect(rect.attributes.map(\.name) == ["x", "y", "fill"])
        #expect(rect[attribute: "x"] == "12.35")
        #expect(MarkupWriter(dialect: .xml).string(rect.setting("title", "\"q\"")) == ##"<rect x="12.35" y="0" fill="red" title="&quot;q&quot;"/>"##)
    }

    @Test func svgHelpersWriteStyledShapes() {
        let rect = SVG.rect(Rect(x: 1, y: 2, width: 30, height: 40), cornerRadius: 8,
                            style: ShapeStyle(fill: "#fff", stroke: "#000", strokeWidth: 0.5, dash: [4, 2], opacity: 0.5))
        #expect(MarkupWriter(dialect: .xml).string(rect)
            == ##"<rect x="1" y="2" width="30" height="40" rx="8" fill="#fff" stroke="#000" stroke-width="0.5" stroke-dasharray="4 2" opacity="0.5"/>"##)
        let negative = SVG.rect(Rect(x: 10, y: 10, width: -4, height: 2))
        #expect(negative[attribute: "x"] == "6" && negative[attribute: "width"] == "4")
        let circle = SVG.circle(center: Point(x: 20, y: 20), radius: 16, style: ShapeStyle(fill: "#f28e2b"))
        #expect(MarkupWriter(dialect: .xml).string(circle) == ##"<circle cx="20" cy="20" r="16" fill="#f28e2b"/>"##)
        let text = SVG.text("Hi", at: Point(x: 12, y: 30.004), style: TextStyle(family: "Noto Sans", size: 17, weight: "600", fill: "#000", anchor: "middle"))
        #expect(MarkupWriter(dialect: .xml).string(text)
            == ##"<text x="12" y="30" font-family="Noto Sans" font-size="17" font-weight="600" fill="#000" text-anchor="middle">Hi</text>"##)
        let svg = SVG.document(size: Size(width: 375.5, height: 10), children: [SVG.group([SVG.title("t")], attributes: ["id": "g"])])
        #expect(MarkupWriter(dialect: .xml).string(svg) == """
            <svg xmlns="http://www.w3.org/2000/svg" width="375.5" height="10" viewBox="0 0 375.5 10">
              <g id="g">
                <title>t</title>
              </g>
            </svg>
            """)
    }

    @Test func pathDataUsesStableNumbers() {
        var d = SVGPathData()
        d.move(to: Point(x: 0, y: 10))
        d.quadCurve(to: Point(x: 10, y: 0), control: Point(x: 0, y: 0))
        d.line(to: Point(x: 20.125, y: -0.0001))
        d.curve(to: Point(x: 30, y: 10), control1: Point(x: 25, y: 0), control2: Point(x: 30, y: 5))
        d.arc(to: Point(x: 20, y: 20), radius: 10, largeArc: false, clockwise: true)
        d.close()
        #expect(d.string == "M0 10Q0 0 10 0L20.13 0C25 0 30 5 30 10A10 10 0 0 1 20 20Z")
        #expect(MarkupWriter(dialect: .xml).string(SVG.path(d, style: ShapeStyle(fill: "none"))).hasPrefix("<path d=\"M0 10"))
    }

    @Test func htmlDocumentHasAFixedShape() {
        var style = InlineStyle()
        style.set("left", px: 10)
        style.set("top", px: 0)
        style.set("left", px: 12.5)
        style.set("color", "red")
        #expect(style.string == "left:12.5px;top:0;color:red")
        let page = HTMLDocument(title: "T & U", styleSheet: "body{margin:0}", body: [
            MarkupElement("div", ["style": style.string], text: "<hi>"),
        ])
        #expect(page.string == """
            <!DOCTYPE html>
            <html lang="en">
              <head>
                <meta charset="utf-8">
                <title>T &amp; U</title>
                <style>
            body{margin:0}
            </style>
              </head>
              <body>
                <div style="left:12.5px;top:0;color:red">&lt;hi&gt;</div>
              </body>
            </html>

            """)
    }
}
