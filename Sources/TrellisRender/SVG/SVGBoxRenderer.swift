import Trellis

/// Draws a tree as labelled boxes in SVG: one `<g>` per node with a `<title>` (label and
/// frame, shown as a tooltip), a `<rect>` at the node's absolute frame (filled with its
/// `backgroundColor` when set) and its label in the top-left corner. Nested coordinates are resolved, so every rect is in root coordinates.
///
/// ```swift
/// root.layoutIfNeeded()
/// let svg = SVGBoxRenderer().render(root)
/// try svg.write(toFile: "layout.svg", atomically: true, encoding: .utf8)
/// ```
public struct SVGBoxRenderer: FrameTreeRenderer {
    /// Colours, label size, hidden nodes.
    ///
    /// ```swift
    /// var renderer = SVGBoxRenderer()
    /// renderer.appearance.background = nil
    /// ```
    public var appearance: BoxAppearance

    /// Creates a renderer.
    public init(appearance: BoxAppearance = BoxAppearance()) {
        self.appearance = appearance
    }

    /// ``RenderFormat/svg``.
    public var format: RenderFormat { .svg }

    /// The SVG document, ending with a line break.
    public func render(_ tree: FrameTree) -> String {
        MarkupWriter(dialect: .xml).string(document(tree)) + "\n"
    }

    /// The document as an element, for callers that add to it before writing.
    package func document(_ tree: FrameTree) -> MarkupElement {
        var children: [MarkupElement] = []
        let size = tree.canvasSize
        if let background = appearance.background {
            children.append(SVG.rect(Rect(origin: .zero, size: size), style: ShapeStyle(fill: background)))
        }
        for entry in tree.drawingOrder {
            if entry.isEffectivelyHidden, appearance.hiddenNodes == .omitted { continue }
            children.append(box(entry))
        }
        var svg = SVG.document(size: size, children: children)
        if appearance.labelSize > 0 {
            svg = svg.setting("font-family", "monospace").setting("font-size", appearance.labelSize)
        }
        return svg
    }

    private func box(_ entry: FrameTree.Entry) -> MarkupElement {
        let frame = entry.node.absoluteFrame
        let color = appearance.color(depth: entry.depth)
        let hidden = entry.isEffectivelyHidden
        // A background colour fills the box (its own alpha as fill-opacity); else the depth tint.
        let background = entry.node.backgroundColor
        let style = ShapeStyle(fill: background?.hexRGB ?? color,
                               fillOpacity: background == nil ? appearance.fillOpacity : background?.partialOpacity,
                               stroke: color, strokeWidth: 1, dash: hidden ? [3, 2] : [])
        var parts = [SVG.title(BoxLabel.tooltip(entry)), SVG.rect(frame, style: style)]
        let size = appearance.labelSize
        if size > 0, let label = entry.node.label, frame.width >= size, frame.height >= size {
            let origin = Point(x: frame.minX + 2, y: frame.minY + 1 + size)
            parts.append(SVG.text(label, at: origin, style: TextStyle(fill: color)))
        }
        parts += ContainerMarks.svg(entry, color: color, labelSize: size)
        var group = SVG.group(parts)
        // The node's alpha (times its ancestors'), and the faded look of a hidden node.
        let opacity = entry.opacity * (hidden ? BoxAppearance.hiddenOpacity : 1)
        if opacity < 1 { group = group.setting("opacity", opacity) }
        return ContainerMarks.clipped(group, to: entry.clip)
    }
}

/// Texts shared by the box renderers.
enum BoxLabel {
    /// `avatar (10, 10, 40, 40)`, plus ` hidden` when hidden.
    static func tooltip(_ entry: FrameTree.Entry) -> String {
        let f = entry.node.absoluteFrame
        let numbers = [f.x, f.y, f.width, f.height].map(DecimalFormat.markup.string).joined(separator: ", ")
        return "\(entry.displayName) (\(numbers))" + (entry.node.isHidden ? " hidden" : "")
    }
}
