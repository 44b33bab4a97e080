import Trellis

/// Draws a tree as labelled boxes in an HTML page: one absolutely positioned `<div>` per
/// node, at its absolute frame (its `backgroundColor` as the background when set), inside a relatively positioned canvas the size of the root.
/// The divs are siblings (not nested), so a node outside its parent still shows.
///
/// ```swift
/// root.layoutIfNeeded()
/// let html = HTMLBoxRenderer().render(root)
/// ```
public struct HTMLBoxRenderer: FrameTreeRenderer {
    /// Colours, label size, hidden nodes.
    ///
    /// ```swift
    /// var renderer = HTMLBoxRenderer()
    /// renderer.appearance.labelSize = 12
    /// ```
    public var appearance: BoxAppearance

    /// The page title.
    public var title: String

    /// Creates a renderer.
    public init(appearance: BoxAppearance = BoxAppearance(), title: String = "Trellis layout") {
        self.appearance = appearance
        self.title = title
    }

    /// ``RenderFormat/html``.
    public var format: RenderFormat { .html }

    /// The page, ending with a line break.
    public func render(_ tree: FrameTree) -> String {
        page(tree).string
    }

    /// The page as a value, for callers that add to it before writing.
    ///
    /// ```swift
    /// var page = HTMLBoxRenderer().page(tree)
    /// page.styleSheet += "\nbody{background:#000}"
    /// ```
    package func page(_ tree: FrameTree) -> HTMLDocument {
        var canvas = InlineStyle()
        canvas.set("width", px: tree.canvasSize.width)
        canvas.set("height", px: tree.canvasSize.height)
        if let background = appearance.background { canvas.set("background", background) }
        var boxes: [MarkupContent] = []
        for entry in tree.drawingOrder {
            if entry.isEffectivelyHidden, appearance.hiddenNodes == .omitted { continue }
            boxes.append(.element(box(entry)))
            boxes += ContainerMarks.html(entry, color: appearance.color(depth: entry.depth)).map(MarkupContent.element)
        }
        let root = MarkupElement("div", ["class": "trellis-canvas", "style": canvas.string], children: boxes)
        return HTMLDocument(title: title, styleSheet: styleSheet, body: [root])
    }

    private var styleSheet: String {
        let font = DecimalFormat.markup.string(appearance.labelSize)
        return """
        body{margin:0}
        .trellis-canvas{position:relative;overflow:visible}
        .trellis-box{position:absolute;box-sizing:border-box;border:1px solid;overflow:hidden;\
        white-space:nowrap;font:\(font)px/1.2 monospace;padding:1px 2px}
        .trellis-mark{position:absolute;box-sizing:border-box;white-space:nowrap;font:\(font)px/1 monospace}
        .trellis-image{border:1px dashed}
        .trellis-hidden{border-style:dashed;opacity:\(DecimalFormat.markup.string(BoxAppearance.hiddenOpacity))}
        """
    }

    private func box(_ entry: FrameTree.Entry) -> MarkupElement {
        let frame = entry.node.absoluteFrame
        let color = appearance.color(depth: entry.depth)
        var style = InlineStyle()
        style.set("left", px: frame.minX)
        style.set("top", px: frame.minY)
        style.set("width", px: abs(frame.width))
        style.set("height", px: abs(frame.height))
        style.set("border-color", color)
        style.set("background", entry.node.backgroundColor?.css ?? CSSColor.rgba(hex: color, alpha: appearance.fillOpacity))
        style.set("color", color)
        if let clip = ContainerMarks.cssClip(frame: frame, clip: entry.clip) { style.set("clip-path", clip) }
        // The node's alpha times its ancestors' (boxes are siblings here, so it is not inherited).
        if entry.opacity < 1 { style.set("opacity", DecimalFormat.markup.string(entry.opacity)) }
        let classes = entry.isEffectivelyHidden ? "trellis-box trellis-hidden" : "trellis-box"
        var element = MarkupElement("div", ["class": classes, "style": style.string, "title": BoxLabel.tooltip(entry)])
        if appearance.labelSize > 0, let label = entry.node.label { element = element.appending(.text(label)) }
        return element
    }
}

/// Colour conversions for CSS.
enum CSSColor {
    /// `rgba(78,121,167,0.08)` from `#4e79a7` and an alpha; other colour strings are returned
    /// unchanged (their alpha cannot be applied).
    static func rgba(hex: String, alpha: Double) -> String {
        let digits = hex.hasPrefix("#") ? hex.dropFirst() : Substring(hex)
        guard digits.count == 6, let value = UInt32(digits, radix: 16) else { return hex }
        let (r, g, b) = ((value >> 16) & 0xFF, (value >> 8) & 0xFF, value & 0xFF)
        return "rgba(\(r),\(g),\(b),\(DecimalFormat.markup.string(alpha)))"
    }
}
