/// Text laid out at a width: its lines and the size of the block they fill.
///
/// The block is as wide as the widest line (so a chat bubble shrink-wraps) and as tall as the
/// sum of the line heights plus the line spacing between them.
///
/// ```swift
/// let layout = PreparedText("Hello, world!", font: .builtin(size: 17)).layout(maxWidth: 60)
/// layout.lines.count   // 2
/// layout.width         // the wider line's width, ≤ 60
/// ```
public struct TextLayout: Sendable, Hashable {
    /// One line of a ``TextLayout``.
    public struct Line: Sendable, Hashable {
        /// The characters of the line in UTF-16 code units, including its hanging spaces and
        /// hard break; on a tail-truncated line, only the characters shown before the "…"; on a
        /// head- or middle-truncated one, from the first to the last character it stands for,
        /// ``omittedRange`` included.
        public var range: Range<Int>
        /// The width of the line without its hanging spaces (with the "…" when truncated).
        public var width: Double
        /// The line's left edge inside the block (from the alignment and paragraph direction).
        public var x: Double
        /// The line's top edge inside the block.
        public var y: Double
        /// The line's height, from its ascent and descent and the line-height rule.
        public var height: Double
        /// The ascent and descent (positive) the line's height was built from.
        public var ascent: Double
        /// ```swift
        /// let bottom = line.baseline + line.descent
        /// ```
        public var descent: Double
        /// The baseline's distance from the block's top.
        public var baseline: Double
        /// The line belongs to a right-to-left paragraph.
        public var isRightToLeft: Bool
        /// The line holds an ellipsis standing for text that did not fit.
        public var isTruncated: Bool
        /// The characters (UTF-16) the "…" replaces inside ``range``: the start of the line's
        /// text for head truncation, its middle for middle truncation; nil otherwise.
        public var omittedRange: Range<Int>? = nil
    }

    /// The lines, top to bottom.
    public var lines: [Line]
    /// The widest line's width.
    public var width: Double
    /// The sum of the line heights and the spacing between lines.
    public var height: Double

    /// True when `numberOfLines` cut text off.
    public var isTruncated: Bool { lines.last?.isTruncated ?? false }
    /// The first line's baseline (0 when there are no lines).
    public var firstBaseline: Double { lines.first?.baseline ?? 0 }
    /// The last line's baseline (0 when there are no lines).
    public var lastBaseline: Double { lines.last?.baseline ?? 0 }
}
