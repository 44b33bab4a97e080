import Trellis

/// Builders for the SVG elements renderers draw with. Coordinates are absolute points
/// (y down); numbers go through ``DecimalFormat/markup``.
///
/// ```swift
/// let svg = SVG.document(size: Size(width: 100, height: 60), children: [
///     SVG.rect(Rect(x: 10, y: 10, width: 40, height: 20), style: ShapeStyle(fill: "#eee", stroke: "#333")),
///     SVG.text("avatar", at: Point(x: 12, y: 22), style: TextStyle(size: 10)),
/// ])
/// let text = MarkupWriter(dialect: .xml).string(svg)
/// ```
package enum SVG {
    /// The SVG namespace.
    package static let namespace = "http://www.w3.org/2000/svg"

    /// The root `<svg>` element: `width`, `height` and a matching `viewBox`.
    package static func document(size: Size, children: [MarkupElement]) -> MarkupElement {
        let width = DecimalFormat.markup.string(size.width)
        let height = DecimalFormat.markup.string(size.height)
        return MarkupElement("svg", [
            "xmlns": namespace, "width": width, "height": height, "viewBox": "0 0 \(width) \(height)",
        ], children: children.map(MarkupContent.element))
    }

    /// A `<rect>`, with rounded corners when `cornerRadius` is positive.
    package static func rect(_ rect: Rect, cornerRadius: Double = 0, style: ShapeStyle = ShapeStyle()) -> MarkupElement {
        var element = MarkupElement("rect")
        element.attributes.reserveCapacity(5 + style.count)
        element.attributes.append(MarkupAttribute("x", number(rect.minX)))
        element.attributes.append(MarkupAttribute("y", number(rect.minY)))
        element.attributes.append(MarkupAttribute("width", number(abs(rect.width))))
        element.attributes.append(MarkupAttribute("height", number(abs(rect.height))))
        if cornerRadius > 0 { element.attributes.append(MarkupAttribute("rx", number(cornerRadius))) }
        style.apply(to: &element)
        return element
    }

    private static func number(_ value: Double) -> String { DecimalFormat.markup.string(value) }

    /// A `<circle>`.
    package static func circle(center: Point, radius: Double, style: ShapeStyle = ShapeStyle()) -> MarkupElement {
        var element = MarkupElement("circle")
        element.attributes.reserveCapacity(3 + style.count)
        element.attributes.append(MarkupAttribute("cx", number(center.x)))
        element.attributes.append(MarkupAttribute("cy", number(center.y)))
        element.attributes.append(MarkupAttribute("r", number(radius)))
        style.apply(to: &element)
        return element
    }

    /// A `<path>` from path data.
    ///
    /// ```swift
    /// var d = SVGPathData()
    /// d.move(to: Point(x: 0, y: 0)); d.line(to: Point(x: 10, y: 10)); d.close()
    /// SVG.path(d, style: ShapeStyle(fill: "none", stroke: "#000"))
    /// ```
    package static func path(_ data: SVGPathData, style: ShapeStyle = ShapeStyle()) -> MarkupElement {
        var element = MarkupElement("path", ["d": data.string])
        style.apply(to: &element)
        return element
    }

    /// A `<text>` run with its baseline starting at `point`.
    package static func text(_ string: String, at point: Point, style: TextStyle = TextStyle()) -> MarkupElement {
        var element = MarkupElement("text", text: string)
        element.set("x", point.x)
        element.set("y", point.y)
        style.apply(to: &element)
        return element
    }

    /// A `<g>` grouping elements, with optional attributes (`id`, `class`, `opacity`...).
    package static func group(_ children: [MarkupElement], attributes: KeyValuePairs<String, String> = [:]) -> MarkupElement {
        MarkupElement("g", attributes, children: children.map(MarkupContent.element))
    }

    /// A `<title>`: the tooltip of its parent element in a browser.
    package static func title(_ string: String) -> MarkupElement {
        MarkupElement("title", text: string)
    }
}

/// How a shape is painted: fill, stroke, stroke width, dash pattern and opacity. Unset
/// properties are not written (SVG defaults apply).
package struct ShapeStyle: Sendable, Hashable {
    /// A paint (`#rrggbb`, `none`, a named colour), or nil for the default.
    package var fill: String?

    /// The fill's opacity in `0...1`, or nil.
    package var fillOpacity: Double?

    /// The stroke paint, or nil for none.
    package var stroke: String?

    /// The stroke width in points, or nil.
    package var strokeWidth: Double?

    /// A dash pattern in points; empty for a solid line.
    package var dash: [Double]

    /// The whole shape's opacity in `0...1`, or nil.
    package var opacity: Double?

    /// Creates a style.
    package init(fill: String? = nil, fillOpacity: Double? = nil, stroke: String? = nil, strokeWidth: Double? = nil,
                dash: [Double] = [], opacity: Double? = nil) {
        self.fill = fill
        self.fillOpacity = fillOpacity
        self.stroke = stroke
        self.strokeWidth = strokeWidth
        self.dash = dash
        self.opacity = opacity
    }

    /// `element` with this style's presentation attributes added.
    package func apply(to element: MarkupElement) -> MarkupElement {
        var result = element
        apply(to: &result)
        return result
    }

    /// Adds this style's presentation attributes to `element` in place (an attribute of the
    /// same name is replaced).
    package func apply(to element: inout MarkupElement) {
        if let fill { element.set("fill", fill) }
        if let fillOpacity { element.set("fill-opacity", fillOpacity) }
        if let stroke { element.set("stroke", stroke) }
        if let strokeWidth { element.set("stroke-width", strokeWidth) }
        if !dash.isEmpty { element.set("stroke-dasharray", dash.map(DecimalFormat.markup.string).joined(separator: " ")) }
        if let opacity { element.set("opacity", opacity) }
    }

    /// How many attributes the style writes.
    var count: Int {
        (fill == nil ? 0 : 1) + (fillOpacity == nil ? 0 : 1) + (stroke == nil ? 0 : 1) + (strokeWidth == nil ? 0 : 1)
            + (dash.isEmpty ? 0 : 1) + (opacity == nil ? 0 : 1)
    }
}

/// How a text run is drawn: family, size, weight, fill and anchor. Unset properties are
/// inherited from the enclosing elements.
package struct TextStyle: Sendable, Hashable {
    /// A CSS font-family list, or nil to inherit.
    package var family: String?

    /// The font size in points, or nil to inherit.
    package var size: Double?

    /// A CSS font weight (`bold`, `600`), or nil.
    package var weight: String?

    /// The fill paint, or nil.
    package var fill: String?

    /// `start`, `middle` or `end`, or nil (start).
    package var anchor: String?

    /// Creates a text style.
    package init(family: String? = nil, size: Double? = nil, weight: String? = nil, fill: String? = nil, anchor: String? = nil) {
        self.family = family
        self.size = size
        self.weight = weight
        self.fill = fill
        self.anchor = anchor
    }

    /// `element` with this style's attributes added.
    package func apply(to element: MarkupElement) -> MarkupElement {
        var result = element
        apply(to: &result)
        return result
    }

    /// Adds this style's attributes to `element` in place (an attribute of the same name is
    /// replaced).
    package func apply(to element: inout MarkupElement) {
        if let family { element.set("font-family", family) }
        if let size { element.set("font-size", size) }
        if let weight { element.set("font-weight", weight) }
        if let fill { element.set("fill", fill) }
        if let anchor { element.set("text-anchor", anchor) }
    }
}
