import TrellisChat

/// Draws a laid-out chat as SVG, the way a person expects to see it: a #EDEDED page, rounded
/// bubbles with a tail on the sender's side (blue outgoing, white incoming), avatars as
/// coloured circles with initials, centred time-header pills, nicknames, white file, location
/// and contact cards, image placeholders at their size, system notices, the input bar. Text
/// is one `<text>` per laid-out line at its computed baseline, in the family of the font that
/// measured it. It only reads the scene's frames.
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
    ///
    /// ```swift
    /// let renderer = ChatSVGRenderer(theme: ChatTheme())
    /// ```
    /// - Parameter theme: the colours and font families.
    public init(theme: ChatTheme = ChatTheme()) {
        self.theme = theme
    }

    /// ``RenderFormat/svg``.
    ///
    /// ```swift
    /// ChatSVGRenderer().format   // .svg
    /// ```
    public var format: RenderFormat { .svg }

    /// The SVG document, ending with a line break.
    ///
    /// ```swift
    /// ChatSVGRenderer().render(scene).hasPrefix("<svg")   // true
    /// ```
    /// - Parameter scene: what to draw.
    public func render(_ scene: ChatScene) -> String {
        MarkupWriter(dialect: .xml).string(document(scene)) + "\n"
    }

    /// The document as an element, for callers that add to it before writing.
    ///
    /// ```swift
    /// let root = ChatSVGRenderer().document(scene)
    /// ```
    /// - Parameter scene: what to draw.
    public func document(_ scene: ChatScene) -> MarkupElement {
        let fonts = ChatFontBook(fonts: scene.fonts, builtinFamily: theme.builtinFontFamily)
        let painter = ChatPainter(scene: scene, theme: theme, fonts: fonts, drawsText: true)
        let size = Size(width: scene.width, height: scene.height)
        return SVG.document(size: size, children: [SVG.title(scene.title)] + painter.elements())
    }
}
