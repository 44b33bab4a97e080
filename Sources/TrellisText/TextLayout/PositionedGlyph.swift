/// One glyph placed on a line: which face draws it, its glyph id, and its pen position.
///
/// Clusters measured with the built-in metrics have no glyph (`glyph == nil`): a renderer
/// draws their characters (``utf16Range``) some other way, e.g. as live text.
///
/// ```swift
/// let layout = prepared.layout(maxWidth: 200)
/// for glyph in prepared.glyphs(for: layout.lines[0]) {
///     let outline = try glyph.face.outline(ofGlyph: glyph.glyph ?? 0)
/// }
/// ```
public struct PositionedGlyph: Sendable, Hashable {
    /// The face whose outline (or metrics) this is.
    public var face: FontFace
    /// The glyph id in `face`; nil for a cluster measured with the built-in metrics.
    public var glyph: UInt16?
    /// Where the glyph's origin goes: x from the line's (or block's) left edge, in points,
    /// the pen position plus the glyph's GPOS x offset (a mark placed on its base).
    public var x: Double
    /// The glyph origin's y, in points, y down: the baseline (0 for line-relative glyphs)
    /// minus the glyph's GPOS y offset (a mark raised above its base has a smaller y).
    public var y: Double
    /// Points per font unit of `face` at the text's size.
    public var scale: Double
    /// The characters of the cluster this glyph draws (a mark shares its base's range).
    public var utf16Range: Range<Int>
}
