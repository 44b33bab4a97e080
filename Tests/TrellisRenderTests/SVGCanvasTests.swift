import Testing
import Trellis
@testable import TrellisRender

/// ``SVGByteCanvas`` writes markup as it is drawn on; it must give the bytes
/// ``MarkupWriter`` writes for the elements ``SVGElementCanvas`` builds from the same calls.
@Suite struct SVGCanvasTests {
    /// One drawing: every kind of call, numbers that round, negative sizes, every style
    /// attribute, values to escape, empty and nested groups, and glyph groups that are empty,
    /// all uses, all live text, and mixed.
    static func draw<Canvas: SVGCanvas & ~Copyable>(on canvas: inout Canvas, seed: Int) {
        let v = Double(seed)
        canvas.rect(Rect(x: 0, y: 0, width: 375 + v, height: 812.125), style: ShapeStyle(fill: "#EDEDED"))
        canvas.beginGroup(["class": "message \"x\" <&>", "data-id": "m\(seed)"])
        canvas.rect(Rect(x: 1.005, y: -2.5, width: -10, height: 20.125), cornerRadius: 4.333,
                    style: ShapeStyle(fill: "#FFF", fillOpacity: 0.3, stroke: "a'b", strokeWidth: 0.5, dash: [2, 1.25], opacity: 0.8))
        canvas.circle(center: Point(x: v / 3, y: -0.004), radius: 7, style: ShapeStyle())
        var d = SVGPathData()
        d.move(to: Point(x: 0, y: v))
        d.arc(to: Point(x: 10, y: 10), radius: 5, largeArc: true, clockwise: false)
        d.close()
        canvas.path(d, style: ShapeStyle(fill: "none", stroke: "#000"))
        canvas.text("a < b & \"c\"\u{1}é", at: Point(x: 3.14159, y: 2), style: TextStyle(family: "'Noto Sans'", size: 14.5,
                                                                                          weight: "700", fill: "#111", anchor: "middle"))
        canvas.text("", at: Point(x: 0, y: 0), style: TextStyle())
        canvas.beginGroup([:])
        canvas.endGroup()
        canvas.beginGroup(["id": "nested"])
        canvas.beginGroup(["id": "inner"])
        canvas.element(MarkupElement("text", children: [.text(""), .element(MarkupElement("tspan", ["fill": "#f00"], text: "x"))]))
        canvas.element(MarkupElement("g", ["id": "tree"], children: [.element(MarkupElement("rect", ["x": "1"]))]))
        canvas.endGroup()
        canvas.endGroup()

        let empty = GlyphRunBuffer()
        canvas.glyphGroup(["fill": "#111"], empty)
        var uses = GlyphRunBuffer(capacity: 8)
        for index in 0..<(20 + seed) { uses.appendUse(index * 37, x: Double(index) * 7.123, y: v + 0.5) }
        canvas.glyphGroup(["fill": "#222", "fill-opacity": "0.5"], uses)
        var live = GlyphRunBuffer()
        live.appendLive(.init(string: "你好 & <emoji>\u{1}", origin: Point(x: -1.005, y: 2), family: "'Odd' \"F\" <&>", size: 16.25))
        live.appendLive(.init(string: "second", origin: Point(x: 3, y: 4), family: "Helvetica", size: 16))
        canvas.glyphGroup(["fill": "#333"], live)
        var mixed = GlyphRunBuffer()
        mixed.appendUse(1, x: 0, y: 0)
        mixed.appendLive(.init(string: "😀", origin: Point(x: 5, y: 0), family: "F", size: 12))
        mixed.appendUse(2, x: 9.999, y: 0)
        canvas.glyphGroup(["fill": "#444"], mixed)
        canvas.endGroup()
        canvas.beginGroup(["class": "empty"])
        canvas.endGroup()
    }

    @Test(arguments: [0, 1, 7])
    func bytesMatchTheWrittenElementTree(seed: Int) {
        let head = [SVG.title("T <&> \"q\""), MarkupElement("defs", children: [.element(MarkupElement("path", ["id": "g0", "d": "M0 0Z"]))])]
        let size = Size(width: 375, height: 812.5)
        var elements = SVGElementCanvas()
        Self.draw(on: &elements, seed: seed)
        let expected = MarkupWriter(dialect: .xml).string(SVG.document(size: size, children: head + elements.elements), terminator: "\n")
        var bytes = SVGByteCanvas(capacity: 16)
        Self.draw(on: &bytes, seed: seed)
        #expect(bytes.document(size: size, head: head) == expected)
    }

    @Test func emptyDocumentsMatchToo() {
        let size = Size(width: 10, height: 20)
        let writer = MarkupWriter(dialect: .xml)
        #expect(SVGByteCanvas().document(size: size, head: []) == writer.string(SVG.document(size: size, children: []), terminator: "\n"))
        let title = [SVG.title("")]
        #expect(SVGByteCanvas().document(size: size, head: title)
                    == writer.string(SVG.document(size: size, children: title), terminator: "\n"))
        var onlyDrawing = SVGByteCanvas()
        onlyDrawing.rect(Rect(x: 0, y: 0, width: 1, height: 1), style: ShapeStyle())
        var elements = SVGElementCanvas()
        elements.rect(Rect(x: 0, y: 0, width: 1, height: 1), style: ShapeStyle())
        #expect(onlyDrawing.document(size: size, head: [])
                    == writer.string(SVG.document(size: size, children: elements.elements), terminator: "\n"))
    }

    @Test func glyphRunsTurnBackIntoContentInOrder() {
        var runs = GlyphRunBuffer()
        runs.appendUse(3, x: 1, y: 2)
        let live = GlyphRunBuffer.LiveText(string: "x<", origin: Point(x: 0, y: 0.125), family: "F", size: 9)
        runs.appendLive(live)
        let text = SVG.text("x<", at: Point(x: 0, y: 0.125), style: TextStyle(family: "F", size: 9))
        runs.appendUse(12, x: 0.5, y: -1)
        let contents = runs.contents()
        #expect(contents == [.bytes(Array(##"<use href="#g3" x="1" y="2"/>"##.utf8)), .element(text),
                             .bytes(Array(##"<use href="#g12" x="0.5" y="-1"/>"##.utf8))])
        #expect(runs.uses == 2 && GlyphRunBuffer().contents().isEmpty)
        // The live run's bytes are what the writer writes for its element.
        let written = runs.bytes.withBytes { String(decoding: $0, as: UTF8.self) }
        #expect(written.contains(MarkupWriter(dialect: .xml).string(text)))
    }
}
