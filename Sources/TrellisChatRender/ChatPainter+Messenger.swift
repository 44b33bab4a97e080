import TrellisChat
import TrellisRender

/// Drawing of the messenger parts: bubbles with a radius per corner and a tail, delivery
/// ticks, the retry button, typing dots, media overlays and the unread band.
extension ChatPainter {
    /// The tail's reach outside the bubble for the curl and flag shapes.
    static let curlLength = 6.0

    /// A bubble with per-corner radii and its tail on the avatar side.
    func shapedBubble<Canvas: SVGCanvas & ~Copyable>(_ part: ChatPart, frame: Rect, mirrored: Bool, into canvas: inout Canvas) {
        let fill = theme.color(part.fill ?? .incomingBubble)
        let outlined = part.fill != .outgoingBubble
        let style = ShapeStyle(fill: fill, stroke: outlined ? theme.outline : nil, strokeWidth: outlined ? 0.5 : nil)
        let corners = part.corners ?? CornerRadii(all: part.cornerRadius)
        canvas.path(Self.roundedPath(frame, corners: corners, tail: part.tail, tailOnRight: mirrored), style: style)
    }

    /// A rectangle with four radii (each clamped to half the side), with a tail: the curl out
    /// of the bottom corner, the flag at the top corner, or WeChat's side pointer.
    static func roundedPath(_ r: Rect, corners: CornerRadii, tail: ChatStyle.TailShape?, tailOnRight: Bool) -> SVGPathData {
        let limit = min(r.width, r.height) / 2
        let tl = min(corners.topLeft, limit), tr = min(corners.topRight, limit)
        let bl = min(corners.bottomLeft, limit), br = min(corners.bottomRight, limit)
        let t = curlLength
        var d = SVGPathData()
        // Top edge, left to right.
        if tail == .topFlag, !tailOnRight {
            d.move(to: Point(x: r.minX - t, y: r.minY))
        } else {
            d.move(to: Point(x: r.minX + tl, y: r.minY))
        }
        if tail == .topFlag, tailOnRight {
            d.line(to: Point(x: r.maxX + t, y: r.minY))
            d.line(to: Point(x: r.maxX, y: r.minY + t * 1.5))
        } else {
            d.line(to: Point(x: r.maxX - tr, y: r.minY))
            if tr > 0 { d.arc(to: Point(x: r.maxX, y: r.minY + tr), radius: tr) }
        }
        if tail == .sidePointer, tailOnRight {
            let y = r.minY + min(20, r.height / 2)
            d.line(to: Point(x: r.maxX, y: y - 6))
            d.line(to: Point(x: r.maxX + tailLength, y: y))
            d.line(to: Point(x: r.maxX, y: y + 6))
        }
        // Right edge down, bottom edge right to left.
        if tail == .bottomCurl, tailOnRight {
            d.line(to: Point(x: r.maxX, y: r.maxY - t))
            d.quadCurve(to: Point(x: r.maxX + t, y: r.maxY), control: Point(x: r.maxX, y: r.maxY))
            d.quadCurve(to: Point(x: r.maxX - t * 1.5, y: r.maxY - 1), control: Point(x: r.maxX - t / 2, y: r.maxY))
            d.line(to: Point(x: r.minX + bl, y: r.maxY))
            if bl > 0 { d.arc(to: Point(x: r.minX, y: r.maxY - bl), radius: bl) }
        } else {
            d.line(to: Point(x: r.maxX, y: r.maxY - br))
            if br > 0 { d.arc(to: Point(x: r.maxX - br, y: r.maxY), radius: br) }
            if tail == .bottomCurl, !tailOnRight {
                d.line(to: Point(x: r.minX + t * 1.5, y: r.maxY - 1))
                d.quadCurve(to: Point(x: r.minX - t, y: r.maxY), control: Point(x: r.minX + t / 2, y: r.maxY))
                d.quadCurve(to: Point(x: r.minX, y: r.maxY - t), control: Point(x: r.minX, y: r.maxY))
            } else {
                d.line(to: Point(x: r.minX + bl, y: r.maxY))
                if bl > 0 { d.arc(to: Point(x: r.minX, y: r.maxY - bl), radius: bl) }
            }
        }
        // Left edge up.
        if tail == .sidePointer, !tailOnRight {
            let y = r.minY + min(20, r.height / 2)
            d.line(to: Point(x: r.minX, y: y + 6))
            d.line(to: Point(x: r.minX - tailLength, y: y))
            d.line(to: Point(x: r.minX, y: y - 6))
        }
        if tail == .topFlag, !tailOnRight {
            d.line(to: Point(x: r.minX, y: r.minY + t * 1.5))
        } else {
            d.line(to: Point(x: r.minX, y: r.minY + tl))
            if tl > 0 { d.arc(to: Point(x: r.minX + tl, y: r.minY), radius: tl) }
        }
        d.close()
        return d
    }

    /// Ticks, retry buttons, typing dots, overlays and the unread band.
    func messengerPart<Canvas: SVGCanvas & ~Copyable>(_ part: ChatPart, frame: Rect, into canvas: inout Canvas) {
        switch part.role {
        case .statusIcon:
            statusIcon(part.imageName ?? "", frame: frame, color: theme.color(part.fill ?? .outgoingMetadataText), into: &canvas)
        case .retryButton:
            let center = Point(x: frame.midX, y: frame.midY)
            let side = min(frame.width, frame.height)
            canvas.circle(center: center, radius: side / 2, style: ShapeStyle(fill: theme.color(.failed)))
            canvas.rect(Rect(x: center.x - 1, y: frame.minY + side * 0.22, width: 2, height: side * 0.36),
                        style: ShapeStyle(fill: "#FFFFFF"))
            canvas.circle(center: Point(x: center.x, y: frame.minY + side * 0.74), radius: 1.2, style: ShapeStyle(fill: "#FFFFFF"))
        case .typingDot:
            canvas.circle(center: Point(x: frame.midX, y: frame.midY), radius: min(frame.width, frame.height) / 2,
                          style: ShapeStyle(fill: theme.color(.typingDot)))
        default:
            guard let fill = part.fill else { return }
            let opacity: Double? = fill == .mediaOverlay ? 0.45 : nil
            canvas.rect(frame, cornerRadius: part.cornerRadius, style: ShapeStyle(fill: theme.color(fill), fillOpacity: opacity))
        }
    }

    /// A clock (sending), one tick (sent), two ticks (delivered, read) or "!" (failed).
    func statusIcon<Canvas: SVGCanvas & ~Copyable>(_ name: String, frame: Rect, color: String, into canvas: inout Canvas) {
        let stroke = ShapeStyle(fill: "none", stroke: color, strokeWidth: 1.3)
        let h = frame.height
        func tick(_ x: Double) -> SVGPathData {
            var d = SVGPathData()
            d.move(to: Point(x: x, y: frame.minY + h * 0.55))
            d.line(to: Point(x: x + h * 0.3, y: frame.maxY - h * 0.1))
            d.line(to: Point(x: x + h * 0.85, y: frame.minY + h * 0.1))
            return d
        }
        switch name {
        case "status.sending":
            let center = Point(x: frame.minX + h / 2, y: frame.midY)
            var hands = SVGPathData()
            hands.move(to: Point(x: center.x, y: center.y - h * 0.3))
            hands.line(to: center)
            hands.line(to: Point(x: center.x + h * 0.25, y: center.y))
            canvas.circle(center: center, radius: h / 2 - 0.5, style: stroke)
            canvas.path(hands, style: stroke)
        case "status.sent":
            canvas.path(tick(frame.minX + 2), style: stroke)
        case "status.failed":
            canvas.circle(center: Point(x: frame.minX + h / 2, y: frame.midY), radius: h / 2, style: ShapeStyle(fill: color))
        default:
            canvas.path(tick(frame.minX), style: stroke)
            canvas.path(tick(frame.minX + h * 0.45), style: stroke)
        }
    }
}
