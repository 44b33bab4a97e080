import Trellis

/// Where a painter's SVG drawing goes, element by element in document order: a tree of
/// ``MarkupElement``s (``SVGElementCanvas``, for renderers that read the drawing back) or
/// markup bytes written as they come (``SVGByteCanvas``). Both give the same document.
package protocol SVGCanvas: ~Copyable {
    /// A `<rect>`, as ``SVG/rect(_:cornerRadius:style:)`` makes it.
    mutating func rect(_ rect: Rect, cornerRadius: Double, style: ShapeStyle)
    /// A `<circle>`, as ``SVG/circle(center:radius:style:)`` makes it.
    mutating func circle(center: Point, radius: Double, style: ShapeStyle)
    /// A `<path>`, as ``SVG/path(_:style:)`` makes it.
    mutating func path(_ data: SVGPathData, style: ShapeStyle)
    /// A `<text>`, as ``SVG/text(_:at:style:)`` makes it.
    mutating func text(_ string: String, at point: Point, style: TextStyle)
    /// Any other element.
    mutating func element(_ element: MarkupElement)
    /// Opens a `<g>`: what is drawn until ``endGroup()`` goes inside it.
    mutating func beginGroup(_ attributes: KeyValuePairs<String, String>)
    /// Closes the innermost open group.
    mutating func endGroup()
    /// A `<g>` holding glyph runs (`<use>`s and live `<text>`s, written inline).
    mutating func glyphGroup(_ attributes: KeyValuePairs<String, String>, _ runs: borrowing GlyphRunBuffer)
}

extension SVGCanvas where Self: ~Copyable {
    /// A `<rect>` with square corners.
    package mutating func rect(_ rect: Rect, style: ShapeStyle) {
        self.rect(rect, cornerRadius: 0, style: style)
    }
}

/// An ``SVGCanvas`` that builds the elements: the top level in ``elements``, groups nested.
package struct SVGElementCanvas: SVGCanvas {
    /// The elements drawn outside any group, in order.
    package private(set) var elements: [MarkupElement] = []
    /// The groups being filled, outermost first.
    private var open: [MarkupElement] = []

    /// An empty canvas.
    package init() {}

    private mutating func add(_ element: MarkupElement) {
        if open.isEmpty {
            elements.append(element)
        } else {
            open[open.count - 1].children.append(.element(element))
        }
    }

    package mutating func rect(_ rect: Rect, cornerRadius: Double, style: ShapeStyle) {
        add(SVG.rect(rect, cornerRadius: cornerRadius, style: style))
    }

    package mutating func circle(center: Point, radius: Double, style: ShapeStyle) {
        add(SVG.circle(center: center, radius: radius, style: style))
    }

    package mutating func path(_ data: SVGPathData, style: ShapeStyle) { add(SVG.path(data, style: style)) }

    package mutating func text(_ string: String, at point: Point, style: TextStyle) {
        add(SVG.text(string, at: point, style: style))
    }

    package mutating func element(_ element: MarkupElement) { add(element) }

    package mutating func beginGroup(_ attributes: KeyValuePairs<String, String>) {
        open.append(MarkupElement("g", attributes))
    }

    package mutating func endGroup() { add(open.removeLast()) }

    package mutating func glyphGroup(_ attributes: KeyValuePairs<String, String>, _ runs: borrowing GlyphRunBuffer) {
        add(MarkupElement("g", attributes, children: runs.contents()))
    }
}
