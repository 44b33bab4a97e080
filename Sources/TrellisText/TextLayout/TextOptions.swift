/// How text is segmented, measured and laid out: one value for both phases.
///
/// ``PreparedText/init(_:font:options:)`` reads the line-break tailoring and kerning (changing
/// them means preparing again) and keeps the whole value; ``PreparedText/layout(maxWidth:)``
/// lays out with the rest (line count, spacing, height, alignment, truncation), and
/// ``PreparedText/layout(maxWidth:options:)`` with another value's.
///
/// ```swift
/// var options = TextOptions(numberOfLines: 2, truncation: .middle)
/// options.lineBreak.strictness = .strict
/// let title = PreparedText("Weekend plans with everyone", font: .system(size: 15), options: options)
/// let layout = title.layout(maxWidth: 120)   // at most two lines, "…" in the middle
/// ```
public struct TextOptions: Sendable, Hashable {
    /// Line-break tailoring: strictness for Japanese, keep-all for Korean, and browser (Chrome)
    /// or plain UAX #14 breaks around spaces and ASCII punctuation such as URLs. Read when the
    /// text is prepared.
    public var lineBreak: LineBreakOptions
    /// Apply pair kerning inside runs of one font (HarfBuzz's default). Read when the text is
    /// prepared.
    public var kerning: Bool
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

    /// Options; the defaults are browser line breaks with kerning, every line shown at the
    /// font's height, naturally aligned, cut at the tail.
    public init(lineBreak: LineBreakOptions = LineBreakOptions(), kerning: Bool = true,
                numberOfLines: Int = 0, lineSpacing: Double = 0, lineHeight: LineHeight = .font,
                alignment: TextAlignment = .natural, truncation: TruncationPosition = .tail) {
        self.lineBreak = lineBreak
        self.kerning = kerning
        self.numberOfLines = numberOfLines
        self.lineSpacing = lineSpacing
        self.lineHeight = lineHeight
        self.alignment = alignment
        self.truncation = truncation
    }
}

/// The options of a layout, now part of ``TextOptions``.
@available(*, deprecated, renamed: "TextOptions")
public typealias LayoutOptions = TextOptions
