import TrellisChat
import TrellisRender

/// Draws a laid-out chat as a PNG image: the SVG renderer's drawing (bubbles, pills, avatars,
/// cards, glyph outlines of the measured text) rasterized here, anti-aliased, at `scale`
/// pixels per point. Not drawn: strokes (bubble borders, icon lines) and text that the SVG
/// keeps as `<text>` (characters without outlines: CJK and emoji under the built-in metrics).
///
/// The image never exceeds ``maximumSide`` pixels on a side or ``maximumPixels`` in all, so a
/// hostile scene size cannot allocate or draw without bound: a wider chat is drawn at a smaller
/// scale, a taller one is cut after the rows that fit (``imageSize(for:)`` says which).
public struct ChatPNGRenderer: Sendable {
    /// Colours and font families, as for SVG.
    public var theme: ChatTheme
    /// Pixels per point (1, 2 or 3 for the screens people use; at most 8).
    public var scale: Double

    /// The longest side of an image, in pixels (Chromium's and Skia's largest texture side).
    public static let maximumSide = 16_384
    /// The most pixels an image holds (16 Mi: 64 MiB of RGBA while drawing; 1,125 × 14,913 at
    /// an iPhone's 3x).
    public static let maximumPixels = 1 << 24

    /// A renderer at `scale` pixels per point.
    public init(theme: ChatTheme = ChatTheme(), scale: Double = 1) {
        self.theme = theme
        self.scale = scale
    }

    /// The pixel size a scene is drawn at, after the limits.
    public struct ImageSize: Sendable, Hashable {
        /// Pixels across.
        public var width: Int
        /// Pixel rows.
        public var height: Int
        /// Pixels per point used: the requested scale, or less when the chat was too wide.
        public var scale: Double
        /// The points from the top that the image shows; less than the scene's height when cut.
        public var drawnHeight: Double
        /// Whether the scale was reduced to fit ``ChatPNGRenderer/maximumSide``.
        public var isScaled: Bool
        /// Whether rows past ``ChatPNGRenderer/maximumSide`` or ``ChatPNGRenderer/maximumPixels``
        /// were cut.
        public var isCut: Bool
    }

    /// The size `scene` is drawn at.
    public func imageSize(for scene: ChatScene) -> ImageSize {
        let requested = scale.isFinite && scale > 0 ? min(scale, 8) : 1
        let sceneWidth = scene.width.isFinite ? max(scene.width, 0) : 0
        let sceneHeight = scene.height.isFinite ? max(scene.height, 0) : 0
        var scale = requested
        let scaled = (sceneWidth * scale).rounded(.up) > Double(Self.maximumSide)
        if scaled { scale = Double(Self.maximumSide) / sceneWidth }
        let width = min(Self.maximumSide, max(1, Int((sceneWidth * scale).rounded(.up))))
        let rowsThatFit = min(Self.maximumSide, Self.maximumPixels / width)
        let fullRows = (sceneHeight * scale).rounded(.up)
        let cut = fullRows > Double(rowsThatFit)
        let height = cut ? rowsThatFit : max(1, Int(fullRows))
        return ImageSize(width: width, height: height, scale: scale,
                         drawnHeight: cut ? Double(height) / scale : sceneHeight, isScaled: scaled, isCut: cut)
    }

    /// The PNG file's bytes.
    ///
    /// - Complexity: O(pixels + path segments of the drawn cells); the whole image is held in
    ///   memory, at most ``maximumPixels`` of it.
    public func render(_ scene: ChatScene) -> [UInt8] {
        let size = imageSize(for: scene)
        var drawn = scene
        if size.isCut {
            // Cells are in reading order from the top: the ones below the cut are not painted.
            let end = drawn.cells.firstIndex { $0.frame.minY >= size.drawnHeight } ?? drawn.cells.endIndex
            drawn.cells.removeSubrange(end...)
            if drawn.contentHeight >= size.drawnHeight { drawn.inputBar = nil }
        }
        let document = ChatSVGRenderer(theme: theme).document(drawn)
        var painter = MarkupRasterPainter(canvas: RasterCanvas(width: size.width, height: size.height), scale: size.scale)
        painter.collectDefinitions(document)
        painter.paint(document, fill: 0x000000, opacity: 1)
        return PNGEncoder.encode(width: size.width, height: size.height, rgba: painter.canvas.rgba)
    }
}
