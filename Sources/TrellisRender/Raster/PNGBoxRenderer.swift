import Trellis

/// Draws a tree's boxes as a PNG image: ``SVGBoxRenderer``'s drawing rasterized at `scale`
/// pixels per point, so a node's `backgroundColor` fills its box, at the node's `alpha` times
/// its ancestors' (hidden nodes faded or omitted, per ``BoxAppearance/hiddenNodes``). Not
/// drawn: outlines, text, and clipping (strokes and `<text>` are not rasterized).
///
/// ```swift
/// root.layoutIfNeeded()
/// let png = PNGBoxRenderer(scale: 2).render(FrameTree(root))   // the PNG file's bytes
/// ```
public struct PNGBoxRenderer: Sendable {
    /// Colours and hidden nodes, as for SVG.
    public var appearance: BoxAppearance
    /// Pixels per point (at most 8; anything else not positive and finite counts as 1).
    public var scale: Double

    /// The longest side of an image in pixels; a larger tree is cut at it.
    public static let maximumSide = 16_384

    /// A renderer at `scale` pixels per point.
    public init(appearance: BoxAppearance = BoxAppearance(), scale: Double = 1) {
        self.appearance = appearance
        self.scale = scale
    }

    /// The PNG file's bytes: the tree's canvas (its root's size) at ``scale``.
    ///
    /// - Complexity: O(pixels + nodes); the whole image is held in memory.
    public func render(_ tree: FrameTree) -> [UInt8] {
        let scale = self.scale.isFinite && self.scale > 0 ? min(self.scale, 8) : 1
        func pixels(_ points: Double) -> Int {
            guard points.isFinite else { return 1 }
            return min(Self.maximumSide, max(1, Int((points * scale).rounded(.up))))
        }
        let width = pixels(tree.canvasSize.width), height = pixels(tree.canvasSize.height)
        let document = SVGBoxRenderer(appearance: appearance).document(tree)
        var painter = MarkupRasterPainter(canvas: RasterCanvas(width: width, height: height), scale: scale)
        painter.appliesOpacity = true
        painter.paint(document, fill: 0x000000, opacity: 1)
        return PNGEncoder.encode(width: width, height: height, rgba: painter.canvas.rgba)
    }

    /// Reads `node`'s solved tree (see ``FrameTree/init(_:)``) and draws it.
    public func render(_ node: LayoutNode) -> [UInt8] {
        render(FrameTree(node))
    }
}
