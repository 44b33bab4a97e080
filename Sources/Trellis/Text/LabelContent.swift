import TrellisText

/// How a ``Label`` ends text that does not fit in its lines.
public enum LineBreakMode: Sendable, Hashable {
    /// Wraps at line-break opportunities; lines past `numberOfLines` are dropped without a mark.
    case byWordWrapping
    /// Wraps, and ends the last allowed line with "…" when text is cut (the default).
    case byTruncatingTail
    /// Wraps; the last allowed line shows the end of the remaining paragraph after a "…".
    case byTruncatingHead
    /// Wraps; the last allowed line shows the start and the end of the remaining paragraph
    /// with a "…" between them.
    case byTruncatingMiddle
    /// Like word wrapping: lines past `numberOfLines` are cut off.
    case byClipping
    /// Wraps between any two characters (grapheme clusters), not only at word boundaries;
    /// spaces still hang at the end of a line. Lines past `numberOfLines` are dropped.
    case byCharWrapping
}

/// The measuring content of a ``Label``: text prepared once by TrellisText, laid out at each
/// proposed width (height-for-width). Usable on any node.
///
/// ```swift
/// node.content = LabelContent(text: "Hello", font: .builtin(size: 14))
/// node.content?.measure(proposedWidth: 40).size
/// ```
public struct LabelContent: LayoutContent, Sendable {
    /// The text segmented and measured once.
    public let prepared: PreparedText
    /// The most lines to show (0: all).
    public var numberOfLines: Int
    /// What happens to text past the last line.
    public var lineBreakMode: LineBreakMode
    /// Line alignment inside the block.
    public var alignment: TextAlignment
    /// The width multi-line text wraps at when no width is proposed (UILabel's
    /// `preferredMaxLayoutWidth`); 0, negative or non-finite: unwrapped.
    public var preferredMaxLayoutWidth: Double = 0

    /// Prepares `text` in `font`.
    public init(text: String, font: Font, numberOfLines: Int = 0, lineBreakMode: LineBreakMode = .byTruncatingTail,
                alignment: TextAlignment = .natural) {
        var options = TextOptions()
        if lineBreakMode == .byCharWrapping { options.lineBreak.wordBreak = .anywhere }
        prepared = PreparedText(text, font: font, options: options)
        self.numberOfLines = numberOfLines
        self.lineBreakMode = lineBreakMode
        self.alignment = alignment
    }

    /// Prepares an attributed text (runs of several fonts) as one paragraph.
    public init(attributedText: AttributedText, numberOfLines: Int = 0, lineBreakMode: LineBreakMode = .byTruncatingTail,
                alignment: TextAlignment = .natural) {
        var options = TextOptions()
        if lineBreakMode == .byCharWrapping { options.lineBreak.wordBreak = .anywhere }
        prepared = PreparedText(attributedText, options: options)
        self.numberOfLines = numberOfLines
        self.lineBreakMode = lineBreakMode
        self.alignment = alignment
    }

    /// Wrapping text's height depends on its width.
    public var isHeightForWidth: Bool { true }

    /// The text laid out at `maxWidth` with the label's line options.
    public func textLayout(maxWidth: Double) -> TextLayout {
        let truncation: TruncationPosition? = switch lineBreakMode {
        case .byTruncatingTail: .tail
        case .byTruncatingHead: .head
        case .byTruncatingMiddle: .middle
        case .byWordWrapping, .byClipping, .byCharWrapping: nil
        }
        if let truncation, numberOfLines > 0 || truncation == .tail {
            return prepared.layout(maxWidth: maxWidth, options: TextOptions(
                numberOfLines: max(0, numberOfLines), alignment: alignment, truncation: truncation))
        }
        if numberOfLines <= 0 { return prepared.layout(maxWidth: maxWidth, options: TextOptions(alignment: alignment)) }
        var layout = prepared.layout(maxWidth: maxWidth, options: TextOptions(alignment: alignment))
        guard layout.lines.count > numberOfLines else { return layout }
        layout.lines.removeLast(layout.lines.count - numberOfLines)
        layout.width = layout.lines.reduce(0) { max($0, $1.width) }
        if let last = layout.lines.last { layout.height = last.y + last.height }
        return layout
    }

    /// The text block's size at `proposedWidth` (nil: unwrapped) with its baselines.
    public func measure(proposedWidth: Double?) -> ContentMeasurement {
        var width = proposedWidth ?? .infinity
        if proposedWidth == nil, numberOfLines != 1, preferredMaxLayoutWidth > 0, preferredMaxLayoutWidth.isFinite {
            width = preferredMaxLayoutWidth
        }
        let layout = textLayout(maxWidth: width)
        return ContentMeasurement(size: Size(width: layout.width, height: layout.height),
                                  firstBaseline: layout.lines.isEmpty ? nil : layout.firstBaseline,
                                  lastBaseline: layout.lines.isEmpty ? nil : layout.lastBaseline)
    }
}
