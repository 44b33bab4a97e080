/// How an ``ImageNode`` fits its image into its bounds (`UIView.ContentMode`).
public enum ContentMode: Int, Sendable, Hashable, CaseIterable {
    /// Stretched to the bounds, ignoring the aspect ratio (UIKit's default).
    case scaleToFill
    /// Scaled to fit inside the bounds, aspect kept, centred (letterboxed).
    case scaleAspectFit
    /// Scaled to cover the bounds, aspect kept, centred (cropped when clipped).
    case scaleAspectFill
    /// Like `scaleToFill`: drawn to the bounds.
    case redraw
    /// Natural size, centred.
    case center
    /// Natural size, centred horizontally at the top.
    case top
    /// Natural size, centred horizontally at the bottom.
    case bottom
    /// Natural size, centred vertically at the left.
    case left
    /// Natural size, centred vertically at the right.
    case right
    /// Natural size at the top-left corner.
    case topLeft
    /// Natural size at the top-right corner.
    case topRight
    /// Natural size at the bottom-left corner.
    case bottomLeft
    /// Natural size at the bottom-right corner.
    case bottomRight

    /// Where an image of `imageSize` is drawn inside `bounds` (the node's bounds) in this mode.
    public func rect(for imageSize: Size, in bounds: Rect) -> Rect {
        let w = imageSize.width, h = imageSize.height
        switch self {
        case .scaleToFill, .redraw:
            return bounds
        case .scaleAspectFit, .scaleAspectFill:
            guard w > 0, h > 0 else { return Rect(x: bounds.midX, y: bounds.midY, width: 0, height: 0) }
            let sx = bounds.width / w, sy = bounds.height / h
            let s = self == .scaleAspectFit ? min(sx, sy) : max(sx, sy)
            return Rect(x: bounds.midX - w * s / 2, y: bounds.midY - h * s / 2, width: w * s, height: h * s)
        default:
            let x: Double, y: Double
            switch self {
            case .left, .topLeft, .bottomLeft: x = bounds.minX
            case .right, .topRight, .bottomRight: x = bounds.maxX - w
            default: x = bounds.midX - w / 2
            }
            switch self {
            case .top, .topLeft, .topRight: y = bounds.minY
            case .bottom, .bottomLeft, .bottomRight: y = bounds.maxY - h
            default: y = bounds.midY - h / 2
            }
            return Rect(x: x, y: y, width: w, height: h)
        }
    }
}
