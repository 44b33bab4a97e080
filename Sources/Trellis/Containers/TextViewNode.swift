import TrellisText

/// Editable-text geometry (`UITextView`): text inset by ``textContainerInset`` (8, 0, 8, 0)
/// and ``lineFragmentPadding`` (5) at each end of a line. A non-scrolling text view grows
/// with its text (height for width, like a wrapping label); a scrolling one, the default,
/// reports no intrinsic size and is sized by its constraints.
///
/// ```swift
/// let input = TextViewNode(text: "", font: .builtin(size: 17))
/// input.isScrollEnabled = false   // grow with the text
/// bar.addSubview(input)
/// input.snp.makeConstraints { make in make.leading.trailing.equalToSuperview().inset(8) }
/// ```
open class TextViewNode: LayoutNode {
    /// The text.
    public var text = "" { didSet { if text != oldValue { rebuild() } } }
    /// The font.
    public var font: Font = .builtin(size: 12) { didSet { if font != oldValue { rebuild() } } }
    /// Space around the text container (UITextView's default: 8 top and bottom, 0 at the sides).
    public var textContainerInset = EdgeInsets(top: 8, left: 0, bottom: 8, right: 0) {
        didSet { if !textContainerInset.isFinite { textContainerInset = oldValue } else if textContainerInset != oldValue { rebuild() } }
    }
    /// The padding at each end of every line (NSTextContainer's default: 5).
    public var lineFragmentPadding: Double = 5 {
        didSet { if !lineFragmentPadding.isFinite { lineFragmentPadding = oldValue } else if lineFragmentPadding != oldValue { rebuild() } }
    }
    /// Whether the text scrolls inside the view (default true, as UITextView); false makes the
    /// view report its text's size.
    public var isScrollEnabled = true { didSet { if isScrollEnabled != oldValue { rebuild() } } }

    /// What the text view measures.
    public private(set) var textViewContent = TextViewContent(text: "", font: .builtin(size: 12), textContainerInset: .zero,
                                                              lineFragmentPadding: 0, isScrollEnabled: true)

    /// Creates an empty, scrolling text view.
    public override init(frame: Rect) {
        super.init(frame: frame)
        rebuild()
    }

    /// Creates a text view.
    public convenience init(text: String, font: Font = .builtin(size: 12), isScrollEnabled: Bool = true, debugLabel: String? = nil) {
        self.init(frame: .zero)
        self.debugLabel = debugLabel
        self.font = font
        self.isScrollEnabled = isScrollEnabled
        self.text = text
        rebuild()   // observers do not run in the class's own initializers
    }

    override var kindName: String { "TextViewNode" }

    private func rebuild() {
        textViewContent = TextViewContent(text: text, font: font, textContainerInset: textContainerInset,
                                          lineFragmentPadding: lineFragmentPadding, isScrollEnabled: isScrollEnabled)
        content = textViewContent
    }

    /// The rectangle the text's lines start in (the bounds less the inset and padding).
    public var textRect: Rect {
        let inset = textContainerInset
        return Rect(x: inset.left + lineFragmentPadding, y: inset.top,
                    width: max(0, frame.width - textViewContent.horizontalChrome),
                    height: max(0, frame.height - inset.top - inset.bottom))
    }
}
