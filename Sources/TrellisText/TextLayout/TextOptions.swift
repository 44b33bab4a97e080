/// Options that change how text is segmented and measured (part of every prepare cache key).
///
/// ```swift
/// var options = TextOptions()
/// options.lineBreak.strictness = .strict
/// ```
public struct TextOptions: Sendable, Hashable {
    /// Line-break tailoring: strictness for Japanese, keep-all for Korean, and browser (Chrome)
    /// or plain UAX #14 breaks around spaces and ASCII punctuation such as URLs.
    public var lineBreak: LineBreakOptions
    /// Apply pair kerning inside runs of one font (HarfBuzz's default).
    public var kerning: Bool

    /// Options with the given line-break tailoring and kerning (defaults: browser breaks, kerning on).
    public init(lineBreak: LineBreakOptions = LineBreakOptions(), kerning: Bool = true) {
        self.lineBreak = lineBreak
        self.kerning = kerning
    }
}

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

/// Horizontal alignment of lines inside the block (whose width is the widest line).
public enum TextAlignment: String, Sendable, Hashable {
    /// Left for left-to-right paragraphs, right for right-to-left ones.
    case natural
    /// Every line against the block's left edge.
    case left
    /// Every line against the block's right edge.
    case right
    /// Every line centred in the block.
    case center
}

/// Options applied when laying prepared text out at a width (part of every layout cache key).
public struct LayoutOptions: Sendable, Hashable {
    /// The most lines to show; 0 shows all. Text past the last line is cut with "…".
    public var numberOfLines: Int
    /// Extra space between lines, in points (not after the last line).
    public var lineSpacing: Double
    /// How tall each line is (`.font` by default).
    public var lineHeight: LineHeight
    /// Where lines sit inside the block (`.natural` by default).
    public var alignment: TextAlignment
    /// Where the "…" goes on the last line when text is cut (`.tail` by default).
    public var truncation: TruncationPosition

    /// Layout options; the defaults show every line at the font's height, naturally aligned.
    public init(numberOfLines: Int = 0, lineSpacing: Double = 0, lineHeight: LineHeight = .font,
                alignment: TextAlignment = .natural, truncation: TruncationPosition = .tail) {
        self.numberOfLines = numberOfLines
        self.lineSpacing = lineSpacing
        self.lineHeight = lineHeight
        self.alignment = alignment
        self.truncation = truncation
    }
}
