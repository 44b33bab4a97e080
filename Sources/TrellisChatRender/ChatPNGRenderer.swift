import TrellisChat
import TrellisRender

/// Draws a laid-out chat as a PNG image: the SVG renderer's drawing (bubbles, pills, avatars,
/// cards, glyph outlines of the measured text) rasterized here, anti-aliased, at `scale`
/// pixels per point. Not drawn: strokes (bubble borders, icon lines) and text that the SVG
/// keeps as `<text>` (characters without outlines: CJK and emoji under the built-in metrics).
public struct ChatPNGRenderer: Sendable {
    /// Colours and font families, as for SVG.
    public var theme: ChatTheme
    /// Pixels per point (1, 2 or 3 for the screens people use).
    public var scale: Double

    /// A renderer at `scale` pixels per point.
    public init(theme: ChatTheme = ChatTheme(), scale: Double = 1) {
        self.theme = theme
        self.scale = scale
    }

    /// The PNG file's bytes.
    ///
    /// - Complexity: O(pixels + path segments); the whole image is held in memory.
    public func render(_ scene: ChatScene) -> [UInt8] {
        let document = ChatSVGRenderer(theme: theme).document(scene)
        let scale = self.scale.isFinite && self.scale > 0 ? min(self.scale, 8) : 1
        let width = max(1, Int((scene.width * scale).rounded(.up)))
        let height = max(1, Int((scene.height * scale).rounded(.up)))
        var painter = MarkupRasterPainter(canvas: RasterCanvas(width: width, height: height), scale: scale)
        painter.collectDefinitions(document)
        painter.paint(document, fill: 0x000000, opacity: 1)
        return PNGEncoder.encode(width: width, height: height, rgba: painter.canvas.rgba)
    }
}
