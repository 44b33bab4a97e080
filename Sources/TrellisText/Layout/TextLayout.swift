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
    ///
    /// ```swift
    /// for line in layout.lines { print(line.range, line.width, line.baseline) }
    /// ```
    public struct Line: Sendable, Hashable {
        /// The characters of the line in UTF-16 code units, including its hanging spaces and
        /// hard break; on a truncated line, only the characters shown before the "…".
        ///
        /// ```swift
        /// let first = Array(text.utf16)[layout.lines[0].range]
        /// ```
        public var range: Range<Int>
        /// The width of the line without its hanging spaces (with the "…" when truncated).
        ///
        /// ```swift
        /// let bubbleWidth = layout.lines.map(\.width).max() ?? 0
        /// ```
        public var width: Double
        /// The line's left edge inside the block (from the alignment and paragraph direction).
        ///
        /// ```swift
        /// layout.lines[0].x   // 0 for left-aligned left-to-right text
        /// ```
        public var x: Double
        /// The line's top edge inside the block.
        ///
        /// ```swift
        /// layout.lines[1].y   // the first line's height plus the line spacing
        /// ```
        public var y: Double
        /// The line's height, from its ascent and descent and the line-height rule.
        ///
        /// ```swift
        /// let rowHeight = layout.lines[0].height
        /// ```
        public var height: Double
        /// The ascent and descent (positive) the line's height was built from.
        ///
        /// ```swift
        /// let top = line.baseline - line.ascent
        /// ```
        public var ascent: Double
        /// ```swift
        /// let bottom = line.baseline + line.descent
        /// ```
        public var descent: Double
        /// The baseline's distance from the block's top.
        ///
        /// ```swift
        /// layout.lines[0].baseline   // where glyphs sit, from the block's top
        /// ```
        public var baseline: Double
        /// The line belongs to a right-to-left paragraph.
        ///
        /// ```swift
        /// PreparedText("שלום", font: .builtin(size: 14)).layout().lines[0].isRightToLeft   // true
        /// ```
        public var isRightToLeft: Bool
        /// The line ends with an ellipsis standing for text that did not fit.
        ///
        /// ```swift
        /// layout.lines.last?.isTruncated   // true when numberOfLines cut the text
        /// ```
        public var isTruncated: Bool
    }

    /// The lines, top to bottom.
    ///
    /// ```swift
    /// layout.lines.count
    /// ```
    public var lines: [Line]
    /// The widest line's width.
    ///
    /// ```swift
    /// PreparedText("Hi", font: .builtin(size: 14)).layout().width   // the one line's width
    /// ```
    public var width: Double
    /// The sum of the line heights and the spacing between lines.
    ///
    /// ```swift
    /// let bubbleHeight = layout.height + 20
    /// ```
    public var height: Double

    /// True when `numberOfLines` cut text off.
    ///
    /// ```swift
    /// PreparedText(longText, font: .builtin(size: 14)).layout(maxWidth: 100, options: LayoutOptions(numberOfLines: 1)).isTruncated   // true
    /// ```
    public var isTruncated: Bool { lines.last?.isTruncated ?? false }
    /// The first line's baseline (0 when there are no lines).
    ///
    /// ```swift
    /// label.firstBaseline = layout.firstBaseline
    /// ```
    public var firstBaseline: Double { lines.first?.baseline ?? 0 }
    /// The last line's baseline (0 when there are no lines).
    ///
    /// ```swift
    /// PreparedText("", font: .builtin(size: 14)).layout().lastBaseline   // 0
    /// ```
    public var lastBaseline: Double { lines.last?.baseline ?? 0 }
}
