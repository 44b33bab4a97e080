import TrellisChat
import TrellisRender

/// The short labels the painter adds itself, measured by nobody else: avatar initials and
/// file-type badges. They are set in the bundled Noto Sans Bold and centred on its measured
/// width, drawn as its glyph outlines when the painter has ``ChatPainter/badgeRuns`` (SVG
/// path mode and HTML: the same in every viewer), else as a centred `<text>` naming that face.
extension ChatPainter {
    /// The bundled bold face the badges are set in.
    static var badgeFace: FontFace { Font.system(size: 1, weight: .bold).face }

    /// `string` centred on `centerX` with its baseline at `baseline`.
    func badge(_ string: String, centerX: Double, baseline: Double, size: Double, fill: String) -> [MarkupElement] {
        let font = Font(face: Self.badgeFace, size: size)
        guard let badgeRuns, font.face.hasOutlines else {
            let family = ChatFontBook.quoted(font.face.familyName) + ", sans-serif"
            return [SVG.text(string, at: Point(x: centerX, y: baseline),
                             style: TextStyle(family: family, size: size, weight: "700", fill: fill, anchor: "middle"))]
        }
        let prepared = PreparedText(string, font: font)
        let layout = prepared.layout(options: TextOptions(numberOfLines: 1))
        guard let line = layout.lines.first else { return [] }
        let origin = Point(x: centerX - line.width / 2, y: baseline)
        let glyphs = badgeRuns.line(prepared.glyphs(in: line.range), text: string, origin: origin, size: size)
        return [MarkupElement("g", ["fill": fill], children: glyphs)]
    }
}
