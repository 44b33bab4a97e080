import TrellisChat
import TrellisRender

/// The short labels the painter adds itself, measured by nobody else: avatar initials and
/// file-type badges. They are set in the bundled Noto Sans Bold and centred on its measured
/// width, drawn as its glyph outlines when the painter has ``ChatPainter/badgeRuns`` (SVG
/// path mode and HTML: the same in every viewer), else as a centred `<text>` naming that face.
extension ChatPainter {
    /// The bundled bold face the badges are set in.
    static var badgeFace: FontFace { Font.system(size: 1, weight: .bold).face }

    /// The CSS family list of live badge text, made once.
    static let badgeFamily = ChatFontBook.quoted(badgeFace.familyName) + ", sans-serif"

    /// `string` centred on `centerX` with its baseline at `baseline`.
    func badge<Canvas: SVGCanvas & ~Copyable>(_ string: String, centerX: Double, baseline: Double, size: Double, fill: String,
                                                into canvas: inout Canvas) {
        let font = Font(face: Self.badgeFace, size: size)
        guard let badgeRuns, font.face.hasOutlines else {
            return canvas.text(string, at: Point(x: centerX, y: baseline),
                               style: TextStyle(family: Self.badgeFamily, size: size, weight: "700", fill: fill, anchor: "middle"))
        }
        let (glyphs, width) = badgeLayouts.glyphs(string, font: font)
        guard !glyphs.isEmpty else { return }
        var runs = GlyphRunBuffer(capacity: 256)
        badgeRuns.line(glyphs, text: string, origin: Point(x: centerX - width / 2, y: baseline), size: size, into: &runs)
        canvas.glyphGroup(["fill": fill], runs)
    }
}

/// Badge strings laid out once per document: a chat repeats each sender's initials and each
/// file type's label on every message.
final class BadgeLayouts {
    private struct Key: Hashable {
        let string: String
        let size: Double
    }

    private var entries: [Key: (glyphs: [PositionedGlyph], width: Double)] = [:]
    private var initialsOf: [String: String] = [:]

    /// ``ChatTheme/initials(_:)`` of `name`, worked out once per name in the document.
    func initials(_ name: String) -> String {
        if let initials = initialsOf[name] { return initials }
        let initials = ChatTheme.initials(name)
        if initialsOf.count < 4096 { initialsOf[name] = initials }
        return initials
    }

    /// The glyphs of `string` as one line in `font` (line-relative) and the line's width.
    func glyphs(_ string: String, font: Font) -> (glyphs: [PositionedGlyph], width: Double) {
        let key = Key(string: string, size: font.size)
        if let entry = entries[key] { return entry }
        let prepared = PreparedText(string, font: font)
        let line = prepared.layout(options: TextOptions(numberOfLines: 1)).lines.first
        let entry = line.map { (prepared.glyphs(in: $0.range), $0.width) } ?? ([], 0)
        // A few thousand distinct labels at most are kept (a hostile scene of unique names).
        if entries.count < 4096 { entries[key] = entry }
        return entry
    }
}
