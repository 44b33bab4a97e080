import TrellisText

/// A node showing text: its intrinsic size, height for width and first/last baselines come
/// from TrellisText, so constraints size it like UIKit's `UILabel` (and a wrapped label
/// shrink-wraps to its widest line).
///
/// ```swift
/// let label = Label(text: "Hello, world", font: .builtin(size: 14))
/// label.numberOfLines = 0
/// cell.addSubview(label)
/// label.snp.makeConstraints { make in
///     make.top.leading.equalToSuperview().offset(10)
///     make.trailing.lessThanOrEqualToSuperview().offset(-10)
/// }
/// cell.layoutIfNeeded()
/// label.textLayout.lines   // the lines at the label's solved width
/// ```
/// `open`, like `UILabel`: subclasses override `init(frame:)`, ``LayoutNode/intrinsicContentSize`` (a
/// padded label) or ``LayoutNode/layoutSubviews()``.
///
/// UILabel's rules: `text` nil and `""` both lay out as empty, with an intrinsic size of 0 × 0;
/// `numberOfLines` 0 wraps without limit; a positive ``preferredMaxLayoutWidth`` is the width
/// multi-line text wraps at for its intrinsic size (the first layout pass), and 0 (the
/// default, UIKit's "automatic") wraps at the width the constraints give the label.
open class Label: LayoutNode {
    /// The text shown; nil and `""` are both empty (UILabel's `text`, nil by default).
    /// Setting it replaces an ``attributedText``; with an attributed text it reads back its string.
    public var text: String? {
        didSet {
            guard !isSyncingText else { return }
            let hadAttributed = attributedText != nil
            if hadAttributed {
                isSyncingText = true
                attributedText = nil
                isSyncingText = false
            }
            if hadAttributed || text != oldValue { rebuild() }
        }
    }
    /// The font (built-in metrics by default): `.systemFont(ofSize:weight:)`,
    /// `.boldSystemFont(ofSize:)`, or a font file's face with `Font(face:size:)`. Setting it
    /// while an ``attributedText`` is shown gives the whole text this font, as UILabel does.
    public var font: Font = .builtin(size: 17) {
        didSet {
            if let attributed = attributedText {
                isSyncingText = true
                attributedText = nil
                text = attributed.string
                isSyncingText = false
                rebuild()
            } else if font != oldValue {
                rebuild()
            }
        }
    }
    /// Text with runs of several fonts, measured and wrapped as one paragraph (UILabel's
    /// `attributedText`): setting it overrides ``text`` and ``font`` (``text`` reads back its
    /// string); nil shows ``text`` in ``font`` again.
    public var attributedText: AttributedText? {
        didSet {
            guard !isSyncingText, attributedText != oldValue else { return }
            isSyncingText = true
            text = attributedText?.string
            isSyncingText = false
            rebuild()
        }
    }
    /// Set while `text` and `attributedText` update each other.
    private var isSyncingText = false
    /// The colour of the text, and of ``attributedText`` runs without a `.foregroundColor`
    /// (UILabel's `textColor`; `Color.label`, black, by default). As in UIKit, setting it while
    /// an ``attributedText`` is shown gives the whole string this colour. Layout ignores it.
    public var textColor: Color = .label {
        didSet { applyTextColorToAttributedText() }
    }
    /// The most lines shown; 0 shows all (default 1, as UIKit).
    public var numberOfLines: Int = 1 { didSet { if numberOfLines != oldValue { rebuild() } } }
    /// The width multi-line text wraps at for the label's intrinsic size (UILabel's
    /// `preferredMaxLayoutWidth`); 0 wraps at the width layout gives the label. Negative or
    /// non-finite values count as 0.
    public var preferredMaxLayoutWidth: Double = 0 {
        didSet { if preferredMaxLayoutWidth != oldValue { rebuild() } }
    }
    /// Line alignment inside the label's text block.
    public var textAlignment: TextAlignment = .natural { didSet { if textAlignment != oldValue { rebuild() } } }
    /// How text past the last line ends (default tail truncation with "…").
    public var lineBreakMode: LineBreakMode = .byTruncatingTail { didSet { if lineBreakMode != oldValue { rebuild() } } }

    /// Creates an empty one-line label (UILabel's designated initializer).
    public override init(frame: Rect) {
        super.init(frame: frame)
        rebuild()
    }

    /// Creates a label.
    public convenience init(text: String? = nil, font: Font = .builtin(size: 17), numberOfLines: Int = 1,
                            textAlignment: TextAlignment = .natural, lineBreakMode: LineBreakMode = .byTruncatingTail,
                            debugLabel: String? = nil) {
        self.init(frame: .zero)
        self.debugLabel = debugLabel
        isConfiguring = true
        self.text = text
        self.font = font
        self.numberOfLines = numberOfLines
        self.textAlignment = textAlignment
        self.lineBreakMode = lineBreakMode
        isConfiguring = false
        rebuild()
    }

    /// Set while an initializer assigns several properties: one rebuild at the end.
    private var isConfiguring = false

    override var kindName: String { "Label" }

    /// The measuring content the label installs.
    public private(set) var labelContent: LabelContent = LabelContent(text: "", font: .builtin(size: 17))

    private func rebuild() {
        guard !isConfiguring else { return }
        var built = if let attributedText {
            LabelContent(attributedText: attributedText, numberOfLines: numberOfLines, lineBreakMode: lineBreakMode,
                         alignment: textAlignment)
        } else {
            LabelContent(text: text ?? "", font: font, numberOfLines: numberOfLines,
                         lineBreakMode: lineBreakMode, alignment: textAlignment)
        }
        built.preferredMaxLayoutWidth = preferredMaxLayoutWidth
        labelContent = built
        content = labelContent
    }

    /// The text laid out at the label's current frame width (after layout): lines with their
    /// UTF-16 ranges, widths and baselines.
    public var textLayout: TextLayout { labelContent.textLayout(maxWidth: frame.width + 0.001) }

    /// The label's first baseline from its top (nil for empty text).
    public var firstBaseline: Double? { naturalContentMeasurement?.firstBaseline }

    /// The label's last baseline from its top at its current width (nil for empty text).
    public var lastBaseline: Double? {
        let layout = textLayout
        return layout.lines.isEmpty ? nil : layout.lastBaseline
    }
}
