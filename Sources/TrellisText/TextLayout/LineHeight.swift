/// How tall each line is.
public enum LineHeight: Sendable, Hashable {
    /// The primary font's ascender + descender + line gap, the same for every line, so a line
    /// does not jump when an emoji or CJK fallback appears. The default.
    case font
    /// A multiple of the primary font's natural height.
    case multiple(Double)
    /// A fixed height in points.
    case points(Double)
    /// The tallest ascent plus the deepest descent (plus the largest gap) of the fonts used on
    /// the line, as browsers' `line-height: normal` and CoreText do.
    case tallest
}
