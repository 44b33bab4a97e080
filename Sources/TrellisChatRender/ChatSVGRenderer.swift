import TrellisChat
import TrellisRender

/// Draws a laid-out chat as SVG, the way a person expects to see it: a #EDEDED page, rounded
/// bubbles with a tail on the sender's side (blue outgoing, white incoming), avatars as
/// coloured circles with initials, centred time-header pills, nicknames, white file, location
/// and contact cards, image placeholders at their size, system notices, the input bar. Text
/// is drawn as the glyph outlines of the font that measured it (`SVGTextMode/paths`, the
/// default: the same in every viewer), or as one `<text>` per laid-out line at its computed
/// baseline in that font's family (`SVGTextMode/live`). It only reads the scene's frames.
///
/// ```swift
/// let scene = ChatScene(layout: ChatSample.layout(width: 375))
/// let svg = ChatSVGRenderer().render(scene)
/// ```
public struct ChatSVGRenderer: Sendable {
    /// Colours and font families.
    ///
    /// ```swift
    /// var renderer = ChatSVGRenderer()
    /// renderer.theme.outgoingBubble = "#95EC69"
    /// ```
    public var theme: ChatTheme

    /// Creates a renderer.
    /// - Parameters:
    ///   - theme: the colours and font families.
    ///   - textMode: glyph outlines or live `<text>`.
    public init(theme: ChatTheme = ChatTheme(), textMode: SVGTextMode = .paths) {
        self.theme = theme
        self.textMode = textMode
    }

    /// Glyph outlines (the default) or live `<text>`.
    public var textMode: SVGTextMode

    /// `RenderFormat/svg`.
    public var format: RenderFormat { .svg }

    /// The SVG document, ending with a line break.
    /// - Parameter scene: what to draw.
    public func render(_ scene: ChatScene) -> String {
        renderCountingLiveText(scene).svg
    }

    /// The document as an element, for callers that add to it before writing.
    /// - Parameter scene: what to draw.
    package func document(_ scene: ChatScene) -> MarkupElement {
        drawing(scene).document
    }

    /// The SVG document and how many characters of the scene have no outline in their font
    /// (CJK and emoji under the built-in metrics, bitmap emoji): in `SVGTextMode/paths` mode
    /// those are drawn as `<text>`, so they may look different between viewers (0 in
    /// `SVGTextMode/live` mode).
    ///
    /// ```swift
    /// let (svg, live) = ChatSVGRenderer().renderCountingLiveText(scene)
    /// if live > 0 { print("warning: \(live) characters drawn as <text>") }
    /// ```
    public func renderCountingLiveText(_ scene: ChatScene) -> (svg: String, liveCharacters: Int) {
        // The drawing is written as bytes as it is painted (no element tree); the title and
        // the glyph definitions, known once it is painted, go before it.
        let painter = painter(scene)
        var canvas = SVGByteCanvas(capacity: scene.cells.count * 2048 + 4096)
        painter.paint(into: &canvas)
        let head = [SVG.title(scene.title)] + (painter.glyphRuns?.defs.map { [$0] } ?? [])
        let svg = canvas.document(size: Size(width: scene.width, height: scene.height), head: head)
        return (svg, painter.glyphRuns?.liveCharacters ?? 0)
    }

    /// The document as elements, the same as ``render(_:)`` writes.
    private func drawing(_ scene: ChatScene) -> (document: MarkupElement, liveCharacters: Int) {
        let painter = painter(scene)
        let size = Size(width: scene.width, height: scene.height)
        let elements = painter.elements()
        let defs = painter.glyphRuns?.defs.map { [$0] } ?? []
        return (SVG.document(size: size, children: [SVG.title(scene.title)] + defs + elements), painter.glyphRuns?.liveCharacters ?? 0)
    }

    private func painter(_ scene: ChatScene) -> ChatPainter {
        let fonts = ChatFontBook(fonts: scene.fonts, builtinFamily: theme.builtinFontFamily)
        var painter = ChatPainter(scene: scene, theme: theme, fonts: fonts, drawsText: true)
        let glyphRuns = textMode == .paths ? SVGGlyphRuns(fonts: scene.fonts, liveFamily: theme.builtinFontFamily) : nil
        painter.glyphRuns = glyphRuns
        painter.badgeRuns = glyphRuns
        return painter
    }
}
