import Trellis

/// What the box renderers draw for container and leaf nodes besides the box: an image
/// node's (or button's) image rectangle as a dashed box with a diagonal, a button's title (a
/// coloured label's text, in its `textColor`) in its title rectangle, and clipping to the scroll nodes above an entry (their children are
/// already moved by the content offset in `absoluteFrame`).
enum ContainerMarks {
    /// `rect` (in the node's coordinates) in absolute coordinates.
    static func absolute(_ rect: Rect, _ entry: FrameTree.Entry) -> Rect {
        rect.offsetBy(dx: entry.node.absoluteFrame.minX, dy: entry.node.absoluteFrame.minY)
    }

    /// The image placeholder and title of `entry`, as SVG.
    static func svg(_ entry: FrameTree.Entry, color: String, labelSize: Double) -> [MarkupElement] {
        guard let details = entry.node.details else { return [] }
        var parts: [MarkupElement] = []
        if let imageRect = details.imageRect {
            let rect = absolute(imageRect, entry)
            let style = ShapeStyle(fill: "none", stroke: color, strokeWidth: 1, dash: [2, 2])
            parts.append(SVG.rect(rect, style: style).setting("class", "trellis-image"))
            var diagonal = SVGPathData()
            diagonal.move(to: Point(x: rect.minX, y: rect.minY))
            diagonal.line(to: Point(x: rect.maxX, y: rect.maxY))
            parts.append(SVG.path(diagonal, style: style))
        }
        if let title = details.title, let titleRect = details.titleRect {
            let rect = absolute(titleRect, entry)
            let size = labelSize > 0 ? labelSize : 10
            let baseline = Point(x: rect.minX, y: rect.midY + size * 0.35)
            var text = SVG.text(title, at: baseline, style: TextStyle(fill: entry.node.textColor?.hexRGB ?? color))
            if let opacity = entry.node.textColor?.partialOpacity { text = text.setting("fill-opacity", opacity) }
            parts.append(text.setting("class", "trellis-title"))
        }
        return parts
    }

    /// `element` inside a nested viewport that shows only `clip` (unchanged without one).
    static func clipped(_ element: MarkupElement, to clip: Rect?) -> MarkupElement {
        guard let clip else { return element }
        let numbers = [clip.minX, clip.minY, clip.width, clip.height].map(DecimalFormat.markup.string)
        return MarkupElement("svg", [:], children: [.element(element)])
            .setting("x", clip.minX).setting("y", clip.minY)
            .setting("width", clip.width).setting("height", clip.height)
            .setting("viewBox", numbers.joined(separator: " "))
            .setting("overflow", "hidden")
    }

    /// CSS `clip-path` for an absolutely placed box at `frame` showing only `clip`.
    static func cssClip(frame: Rect, clip: Rect?) -> String? {
        guard let clip else { return nil }
        let top = max(0, clip.minY - frame.minY), left = max(0, clip.minX - frame.minX)
        let bottom = max(0, frame.maxY - clip.maxY), right = max(0, frame.maxX - clip.maxX)
        let values = [top, right, bottom, left].map { DecimalFormat.markup.string($0) + "px" }
        return "inset(\(values.joined(separator: " ")))"
    }

    /// The image placeholder and title of `entry`, as absolutely placed HTML boxes.
    static func html(_ entry: FrameTree.Entry, color: String) -> [MarkupElement] {
        guard let details = entry.node.details, !entry.isEffectivelyHidden else { return [] }
        func mark(_ rect: Rect, _ kind: String, text: String?) -> MarkupElement {
            var style = InlineStyle()
            style.set("left", px: rect.minX)
            style.set("top", px: rect.minY)
            style.set("width", px: abs(rect.width))
            style.set("height", px: abs(rect.height))
            style.set("color", kind == "trellis-title" ? entry.node.textColor?.css ?? color : color)
            style.set("border-color", color)
            if let clip = cssClip(frame: rect, clip: entry.clip) { style.set("clip-path", clip) }
            let element = MarkupElement("div", ["class": "trellis-mark \(kind)", "style": style.string])
            return text.map { element.appending(.text($0)) } ?? element
        }
        var marks: [MarkupElement] = []
        if let imageRect = details.imageRect { marks.append(mark(absolute(imageRect, entry), "trellis-image", text: nil)) }
        if let title = details.title, let titleRect = details.titleRect {
            marks.append(mark(absolute(titleRect, entry), "trellis-title", text: title))
        }
        return marks
    }
}
