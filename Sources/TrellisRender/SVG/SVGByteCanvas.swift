import Trellis

/// An ``SVGCanvas`` that writes markup bytes as it is drawn on, laid out exactly as
/// ``MarkupWriter`` lays out the same elements (one element a line, two spaces a level, glyph
/// runs inline): no tree is built, so a document of half a million elements costs its bytes.
/// Its elements are children of the document's `<svg>`; ``document(size:head:)`` wraps them.
/// Noncopyable: one owner, passed `inout`.
package struct SVGByteCanvas: ~Copyable, SVGCanvas {
    private var output: ByteBuffer
    /// The nesting level of the next element (1: a child of `<svg>`).
    private var depth = 1
    /// Whether the last `<g` written still needs its `>` (an empty group closes itself).
    private var groupIsOpening = false

    /// An empty canvas with room for `capacity` bytes before it grows.
    package init(capacity: Int = 1 << 16) {
        output = ByteBuffer(capacity: capacity)
    }

    /// The markup written so far.
    package var count: Int { output.count }

    // MARK: Elements

    package mutating func rect(_ rect: Rect, cornerRadius: Double, style: ShapeStyle) {
        startChild()
        output.append("<rect x=\"" as StaticString)
        number(rect.minX)
        output.append("\" y=\"" as StaticString)
        number(rect.minY)
        output.append("\" width=\"" as StaticString)
        number(abs(rect.width))
        output.append("\" height=\"" as StaticString)
        number(abs(rect.height))
        if cornerRadius > 0 {
            output.append("\" rx=\"" as StaticString)
            number(cornerRadius)
        }
        output.append(UInt8(ascii: "\""))
        shapeStyle(style)
        output.append("/>" as StaticString)
    }

    package mutating func circle(center: Point, radius: Double, style: ShapeStyle) {
        startChild()
        output.append("<circle cx=\"" as StaticString)
        number(center.x)
        output.append("\" cy=\"" as StaticString)
        number(center.y)
        output.append("\" r=\"" as StaticString)
        number(radius)
        output.append(UInt8(ascii: "\""))
        shapeStyle(style)
        output.append("/>" as StaticString)
    }

    package mutating func path(_ data: SVGPathData, style: ShapeStyle) {
        startChild()
        output.append("<path d=\"" as StaticString)
        // Path data is commands, numbers and spaces: nothing to escape.
        data.withBytes { output.append($0) }
        output.append(UInt8(ascii: "\""))
        shapeStyle(style)
        output.append("/>" as StaticString)
    }

    package mutating func text(_ string: String, at point: Point, style: TextStyle) {
        startChild()
        output.append("<text x=\"" as StaticString)
        number(point.x)
        output.append("\" y=\"" as StaticString)
        number(point.y)
        output.append(UInt8(ascii: "\""))
        if let family = style.family { attribute("font-family", family) }
        if let size = style.size { attribute("font-size", size) }
        if let weight = style.weight { attribute("font-weight", weight) }
        if let fill = style.fill { attribute("fill", fill) }
        if let anchor = style.anchor { attribute("text-anchor", anchor) }
        output.append(UInt8(ascii: ">"))
        MarkupEscaping.appendText(string, to: &output)
        output.append("</text>" as StaticString)
    }

    package mutating func element(_ element: MarkupElement) {
        closeGroupTag()
        output.append(UInt8(ascii: "\n"))
        MarkupWriter(dialect: .xml).write(element, depth: depth, into: &output)
    }

    package mutating func beginGroup(_ attributes: KeyValuePairs<String, String>) {
        startChild()
        output.append("<g" as StaticString)
        for (name, value) in attributes { attribute(name, value) }
        groupIsOpening = true
        depth += 1
    }

    package mutating func endGroup() {
        depth -= 1
        if groupIsOpening {
            output.append("/>" as StaticString)
            groupIsOpening = false
        } else {
            output.append(UInt8(ascii: "\n"))
            indent(depth)
            output.append("</g>" as StaticString)
        }
    }

    package mutating func glyphGroup(_ attributes: KeyValuePairs<String, String>, _ runs: borrowing GlyphRunBuffer) {
        startChild()
        output.append("<g" as StaticString)
        for (name, value) in attributes { attribute(name, value) }
        if runs.isEmpty {
            output.append("/>" as StaticString)
        } else if runs.uses > 0 {
            // Uses are character content for the writer: everything stays on the line.
            output.append(UInt8(ascii: ">"))
            runs.bytes.withBytes { output.append($0) }
            output.append("</g>" as StaticString)
        } else {
            // Only live text: one element a line, as for any group.
            output.append(UInt8(ascii: ">"))
            for run in runs.live {
                output.append(UInt8(ascii: "\n"))
                MarkupWriter(dialect: .xml).write(run.text.element, depth: depth + 1, into: &output)
            }
            output.append(UInt8(ascii: "\n"))
            indent(depth)
            output.append("</g>" as StaticString)
        }
    }

    // MARK: The document

    /// The `<svg>` document of `size` holding `head` (a title, definitions), then what was
    /// drawn, ending with a line break: the bytes `MarkupWriter(dialect: .xml)` writes for
    /// `SVG.document(size:children:)` of the same elements.
    package consuming func document(size: Size, head: [MarkupElement]) -> String {
        precondition(depth == 1 && !groupIsOpening, "a group is still open")
        let root = SVG.document(size: size, children: [])
        var document = ByteBuffer(capacity: output.count + 4096)
        document.append(UInt8(ascii: "<"))
        document.append(root.name)
        for attribute in root.attributes { Self.append(attribute.name, attribute.value, to: &document) }
        if head.isEmpty && output.count == 0 {
            document.append("/>\n" as StaticString)
            return document.string
        }
        document.append(UInt8(ascii: ">"))
        let writer = MarkupWriter(dialect: .xml)
        for element in head {
            document.append(UInt8(ascii: "\n"))
            writer.write(element, depth: 1, into: &document)
        }
        output.withBytes { document.append($0) }
        document.append("\n</svg>\n" as StaticString)
        return document.string
    }

    // MARK: Writing

    /// Before an element: ends a pending group tag, then a line break and the indentation.
    @inline(__always)
    private mutating func startChild() {
        closeGroupTag()
        output.append(UInt8(ascii: "\n"))
        indent(depth)
    }

    @inline(__always)
    private mutating func closeGroupTag() {
        if groupIsOpening {
            output.append(UInt8(ascii: ">"))
            groupIsOpening = false
        }
    }

    private mutating func indent(_ depth: Int) {
        for _ in 0..<depth { output.append("  " as StaticString) }
    }

    @inline(__always)
    private mutating func number(_ value: Double) { DecimalFormat.markup.append(value, to: &output) }

    private mutating func attribute(_ name: StaticString, _ value: Double) {
        output.append(UInt8(ascii: " "))
        output.append(name)
        output.append("=\"" as StaticString)
        number(value)
        output.append(UInt8(ascii: "\""))
    }

    private mutating func attribute(_ name: StaticString, _ value: String) {
        output.append(UInt8(ascii: " "))
        output.append(name)
        output.append("=\"" as StaticString)
        MarkupEscaping.appendAttribute(value, to: &output)
        output.append(UInt8(ascii: "\""))
    }

    private mutating func attribute(_ name: String, _ value: String) { Self.append(name, value, to: &output) }

    private static func append(_ name: String, _ value: String, to output: inout ByteBuffer) {
        output.append(UInt8(ascii: " "))
        output.append(name)
        output.append("=\"" as StaticString)
        MarkupEscaping.appendAttribute(value, to: &output)
        output.append(UInt8(ascii: "\""))
    }

    /// The presentation attributes ``ShapeStyle/apply(to:)`` sets, in its order.
    private mutating func shapeStyle(_ style: ShapeStyle) {
        if let fill = style.fill { attribute("fill", fill) }
        if let fillOpacity = style.fillOpacity { attribute("fill-opacity", fillOpacity) }
        if let stroke = style.stroke { attribute("stroke", stroke) }
        if let strokeWidth = style.strokeWidth { attribute("stroke-width", strokeWidth) }
        if !style.dash.isEmpty {
            output.append(" stroke-dasharray=\"" as StaticString)
            for index in style.dash.indices {
                if index > 0 { output.append(UInt8(ascii: " ")) }
                number(style.dash[index])
            }
            output.append(UInt8(ascii: "\""))
        }
        if let opacity = style.opacity { attribute("opacity", opacity) }
    }
}
