import TrellisChat
import TrellisRender

/// Draws a laid-out chat as an HTML page: the shapes as an inline SVG (the same drawing as
/// ``ChatSVGRenderer``), and every laid-out text line as its own absolutely positioned
/// `white-space: nowrap` span placed at the line's box, in the font that measured it. When a
/// font file was used, `@font-face` rules point at it (`file://` URLs), so a browser draws the
/// glyph widths Trellis measured; text measured with built-in metrics uses the theme's
/// `Helvetica, Arial, sans-serif` list, whose widths may differ slightly.
///
/// Each line span carries what a checker needs: `data-run` and `data-line` (indices into
/// ``ChatScene/textRuns``), `data-width` (Trellis's width), `data-limit` (the right edge of
/// its bubble or card) and `data-baseline`. With ``includesParagraphs`` the page also holds,
/// out of view, each text (unless truncated) as one paragraph flowed by the browser at the part's
/// width, with Trellis's line starts in `data-starts`, to compare break positions.
public struct ChatHTMLRenderer: Sendable {
    /// Colours and font families.
    ///
    /// ```swift
    /// var renderer = ChatHTMLRenderer()
    /// renderer.theme.background = "#FFFFFF"
    /// ```
    public var theme: ChatTheme

    /// Adds the browser-flowed paragraphs used to compare line breaks (hidden, below the page).
    ///
    /// ```swift
    /// var renderer = ChatHTMLRenderer()
    /// renderer.includesParagraphs = true
    /// ```
    public var includesParagraphs: Bool

    /// Creates a renderer.
    /// - Parameters:
    ///   - theme: the colours and font families.
    ///   - includesParagraphs: add the paragraph-flow copies of the text for break checks.
    public init(theme: ChatTheme = ChatTheme(), includesParagraphs: Bool = false) {
        self.theme = theme
        self.includesParagraphs = includesParagraphs
    }

    /// `RenderFormat/html`.
    public var format: RenderFormat { .html }

    /// The page, ending with a line break.
    /// - Parameter scene: what to draw.
    public func render(_ scene: ChatScene) -> String {
        let fonts = ChatFontBook(fonts: scene.fonts, builtinFamily: theme.builtinFontFamily)
        var painter = ChatPainter(scene: scene, theme: theme, fonts: fonts, drawsText: false)
        // Avatar initials and file badges are part of the drawing: glyph outlines, as in the SVG.
        let badges = SVGGlyphRuns(fonts: [], liveFamily: theme.builtinFontFamily)
        painter.badgeRuns = badges
        let size = Size(width: scene.width, height: scene.height)
        let shapes = painter.elements()
        var page: [MarkupContent] = [.element(SVG.document(size: size, children: (badges.defs.map { [$0] } ?? []) + shapes))]
        var paragraphs: [MarkupContent] = []
        for (index, run) in scene.textRuns.enumerated() {
            let family = fonts.family(for: run.text.fontFace, web: true)
            for line in run.text.lines.indices {
                page.append(.element(span(run, index: index, line: line, family: family, fonts: fonts)))
            }
            if includesParagraphs, !run.text.lines.isEmpty, !run.text.lines.contains(where: \.isTruncated) {
                paragraphs.append(.element(paragraph(run, index: index, family: family)))
            }
        }
        var style = InlineStyle()
        style.set("width", px: scene.width)
        style.set("height", px: scene.height)
        var body = [MarkupElement("div", ["id": "chat", "style": style.string], children: page)]
        if !paragraphs.isEmpty { body.append(MarkupElement("div", ["id": "paragraphs"], children: paragraphs)) }
        var css = fonts.fontFaceRules
        if !css.isEmpty { css += "\n" }
        css += Self.styleSheet(background: theme.background)
        return HTMLDocument(title: scene.title, styleSheet: css, body: body).string
    }

    static func styleSheet(background: String) -> String {
        """
        body{margin:0;background:\(background)}
        #chat{position:relative;overflow:hidden}
        #chat>svg{position:absolute;left:0;top:0}
        .tl{position:absolute;white-space:nowrap;margin:0;padding:0;font-kerning:normal;font-synthesis:none}
        #paragraphs{position:absolute;left:0;top:0;visibility:hidden}
        .tp{position:absolute;left:0;top:0;white-space:pre-wrap;overflow-wrap:break-word;word-break:normal;margin:0;padding:0;font-kerning:normal}
        """
    }

    private func span(_ run: ChatTextRun, index: Int, line: Int, family: String, fonts: ChatFontBook) -> MarkupElement {
        let frame = run.text.lines[line]
        let origin = run.lineOrigin(line)
        var style = InlineStyle()
        style.set("left", px: origin.x)
        style.set("top", px: run.partFrame.minY + frame.frame.minY)
        style.set("height", px: frame.frame.height)
        style.set("line-height", px: frame.frame.height)
        style.set("font-family", family)
        style.set("font-size", px: run.text.fontSize)
        style.set("color", theme.color(run.text.color))
        if frame.isRightToLeft { style.set("direction", "rtl") }
        let number = DecimalFormat.markup
        return MarkupElement("span", [
            "class": "tl", "data-run": String(index), "data-line": String(line),
            "data-width": number.string(frame.width), "data-limit": number.string(run.container.maxX),
            "data-part-right": number.string(run.partFrame.maxX), "data-baseline": number.string(origin.y),
            "style": style.string,
        ], children: lineContent(run, line: line, fonts: fonts))
    }

    /// The line's characters; for attributed text one span per run with its font and colour.
    private func lineContent(_ run: ChatTextRun, line: Int, fonts: ChatFontBook) -> [MarkupContent] {
        guard let attributed = run.text.attributedText else { return [.text(run.lineString(line))] }
        let runs = attributed.runs
        // The empty text keeps the writer inline: whitespace between the spans would be drawn.
        return [.text("")] + run.lineSegments(line, runs: runs).map { segment in
            let attributes = runs[segment.run].attributes
            var style = InlineStyle()
            style.set("font-family", fonts.family(for: attributes.font.face.identifier, web: true))
            style.set("font-size", px: attributes.font.size)
            if let rgba = attributes.foregroundColor { style.set("color", RunColor(rgba).css) }
            return .element(MarkupElement("span", ["style": style.string], text: segment.string))
        }
    }

    private func paragraph(_ run: ChatTextRun, index: Int, family: String) -> MarkupElement {
        var style = InlineStyle()
        // The text block's width plus a pixel: hinted browser advances may round a full line up.
        let left = run.text.lines.map(\.frame.minX).min() ?? 0, right = run.text.lines.map(\.frame.maxX).max() ?? 0
        style.set("width", px: right - left + 1)
        style.set("font-family", family)
        style.set("font-size", px: run.text.fontSize)
        let starts = run.text.lines.map { String($0.range.lowerBound) }.joined(separator: " ")
        return MarkupElement("div", ["class": "tp", "data-run": String(index), "data-starts": starts, "style": style.string],
                             text: run.text.string)
    }
}
