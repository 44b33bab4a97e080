import TrellisChat
import TrellisRender

/// The interaction parts drawn as what they are, not as filled boxes: selection mode's
/// checkbox and a reply swipe's arrow.
extension ChatPainter {
    /// An empty ring (the part's fill, normally the separator colour, as the stroke) or, for a
    /// selected message (`imageName` "checkmark"), a filled disc with a white check.
    func selectionCheckbox<Canvas: SVGCanvas & ~Copyable>(_ part: ChatPart, frame: Rect, into canvas: inout Canvas) {
        let side = min(frame.width, frame.height)
        let center = Point(x: frame.midX, y: frame.midY)
        let color = theme.color(part.fill ?? .separator)
        guard part.imageName == "checkmark" else {
            return canvas.circle(center: center, radius: side / 2 - 0.75, style: ShapeStyle(fill: "#FFFFFF", stroke: color, strokeWidth: 1.5))
        }
        var check = SVGPathData()
        check.move(to: Point(x: frame.minX + side * 0.27, y: frame.minY + side * 0.52))
        check.line(to: Point(x: frame.minX + side * 0.44, y: frame.minY + side * 0.69))
        check.line(to: Point(x: frame.minX + side * 0.74, y: frame.minY + side * 0.34))
        canvas.circle(center: center, radius: side / 2, style: ShapeStyle(fill: color))
        canvas.path(check, style: ShapeStyle(fill: "none", stroke: "#FFFFFF", strokeWidth: 2))
    }

    /// A disc in the part's fill with a reply arrow: a head pointing to the leading side and a
    /// shaft that curves down, as messengers draw it.
    func replyAffordance<Canvas: SVGCanvas & ~Copyable>(_ part: ChatPart, frame: Rect, into canvas: inout Canvas) {
        let side = min(frame.width, frame.height)
        let center = Point(x: frame.midX, y: frame.midY)
        let x = frame.minX, y = frame.minY
        var arrow = SVGPathData()
        arrow.move(to: Point(x: x + side * 0.46, y: y + side * 0.28))
        arrow.line(to: Point(x: x + side * 0.26, y: y + side * 0.46))
        arrow.line(to: Point(x: x + side * 0.46, y: y + side * 0.64))
        var shaft = SVGPathData()
        shaft.move(to: Point(x: x + side * 0.28, y: y + side * 0.46))
        shaft.line(to: Point(x: x + side * 0.56, y: y + side * 0.46))
        shaft.arc(to: Point(x: x + side * 0.74, y: y + side * 0.66), radius: side * 0.2)
        let stroke = ShapeStyle(fill: "none", stroke: theme.color(.secondaryText), strokeWidth: 1.8)
        canvas.circle(center: center, radius: side / 2, style: ShapeStyle(fill: theme.color(part.fill ?? .quoteBox)))
        canvas.path(arrow, style: stroke)
        canvas.path(shaft, style: stroke)
    }
}
