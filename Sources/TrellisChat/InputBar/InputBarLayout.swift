/// The input bar's frames.
///
/// ```swift
/// let frames = bar.layout(text: "Hello")
/// frames.textView.width   // 260 in a 375-wide bar
/// ```
public struct InputBarFrames: Sendable, Hashable {
    /// The wrap view (the bar), in its own coordinates.
    public var bar: Rect
    /// The voice/keyboard switch button.
    public var voiceButton: Rect
    /// The text view.
    public var textView: Rect
    /// The emoji button.
    public var emojiButton: Rect
    /// The more (+) button.
    public var moreButton: Rect
    /// The text laid out inside the text view (lines relative to the text view).
    public var text: TextFrame
    /// The text is taller than the largest text view: it scrolls.
    public var isScrolling: Bool
    /// The text's full height (the scrollable content height when scrolling).
    public var textContentHeight: Double
}

/// The chat input bar: voice/keyboard button, text view, emoji and more buttons, declared
/// once with the DSL. The text view is pinned 5 pt to its neighbours and to the wrap view; its
/// height follows the measured text within 30...100; the wrap view has no height constraint of
/// its own (its height follows). A value: keystrokes relayout with two suggestions.
///
/// ```swift
/// var bar = InputBarLayout(width: 375)
/// bar.onHeightChange = { height in print("bar is now \(height) tall") }
/// let frames = bar.layout(text: "Hello\nworld")
/// frames.bar.height   // 40 + one more line
/// ```
public struct InputBarLayout: Sendable {
    /// Button side (30).
    public static let buttonSide = 30.0
    /// Spacing between neighbours and to the wrap view (5).
    public static let spacing = 5.0
    /// The text view's height range.
    public static let minimumTextHeight = 30.0, maximumTextHeight = 100.0

    /// The text font (16 pt built-in metrics by default).
    public let font: Font
    /// Padding inside the text view around the text.
    public let textInsets: EdgeInsets
    /// The bar width.
    public private(set) var width: Double
    /// Called with the bar's new height, only when it changes.
    public var onHeightChange: (@Sendable (Double) -> Void)?
    /// The last reported bar height.
    public private(set) var height: Double = 0
    private var prepared: PreparedLayout

    /// Declares the bar and prepares its solver.
    public init(width: Double, font: Font = .system(size: 16), textInsets: EdgeInsets = EdgeInsets(top: 8, left: 5, bottom: 8, right: 5)) {
        self.width = width
        self.font = font
        self.textInsets = textInsets
        let nodes = Self.declare()
        prepared = PreparedLayout(root: nodes.bar, width: width, sizedNodes: [], heightSizedNodes: [nodes.textView],
                                  readNodes: [nodes.voice, nodes.textView, nodes.emoji, nodes.more])
    }

    /// The declaration.
    static func declare() -> (bar: LayoutNode, voice: LayoutNode, textView: LayoutNode, emoji: LayoutNode, more: LayoutNode) {
        let bar = LayoutNode(debugLabel: "inputBar"), voice = LayoutNode(debugLabel: "voiceButton")
        let textView = LayoutNode(debugLabel: "textView"), emoji = LayoutNode(debugLabel: "emojiButton")
        let more = LayoutNode(debugLabel: "moreButton")
        for node in [voice, textView, emoji, more] { bar.addSubview(node) }
        let side = buttonSide, gap = spacing
        voice.snp.makeConstraints { make in
            make.leading.equalToSuperview().offset(gap)
            make.bottom.equalToSuperview().offset(-gap)
            make.size.equalTo(side)
        }
        more.snp.makeConstraints { make in
            make.trailing.equalToSuperview().offset(-gap)
            make.bottom.equalToSuperview().offset(-gap)
            make.size.equalTo(side)
        }
        emoji.snp.makeConstraints { make in
            make.trailing.equalTo(more.snp.leading).offset(-gap)
            make.bottom.equalToSuperview().offset(-gap)
            make.size.equalTo(side)
        }
        textView.snp.makeConstraints { make in
            make.leading.equalTo(voice.snp.trailing).offset(gap)
            make.trailing.equalTo(emoji.snp.leading).offset(-gap)
            make.top.equalToSuperview().offset(gap)
            make.bottom.equalToSuperview().offset(-gap)
        }
        return (bar, voice, textView, emoji, more)
    }

    /// The width text wraps at inside the text view.
    public var textWidth: Double { width - 3 * Self.buttonSide - 5 * Self.spacing - textInsets.left - textInsets.right }

    /// Measures `text` (prepare + wrap) for ``layout(measured:)``.
    public func measure(_ text: String) -> (String, TextLayout) {
        (text, PreparedText(text, font: font).layout(maxWidth: textWidth))
    }

    /// Lays the bar out for already measured text: the per-keystroke cost after measuring.
    public mutating func layout(measured: (String, TextLayout)) -> InputBarFrames {
        let (string, text) = measured
        // An empty text view is one line tall.
        let lineHeight = PreparedText("x", font: font).layout().height
        let content = max(text.height, text.lines.isEmpty ? lineHeight : 0) + textInsets.top + textInsets.bottom
        let textHeight = min(Self.maximumTextHeight, max(Self.minimumTextHeight, content))
        prepared.setHeight(textHeight, ofHeightSized: 0)
        let barHeight = prepared.height
        if barHeight != height {
            height = barHeight
            onHeightChange?(barHeight)
        }
        let textView = prepared.frame(ofRead: 1)
        return InputBarFrames(
            bar: Rect(x: 0, y: 0, width: width, height: barHeight), voiceButton: prepared.frame(ofRead: 0), textView: textView,
            emojiButton: prepared.frame(ofRead: 2), moreButton: prepared.frame(ofRead: 3),
            text: TextFrame(string: string, font: font, color: .primaryText, layout: text,
                            origin: Point(x: textInsets.left, y: textInsets.top)),
            isScrolling: content > Self.maximumTextHeight, textContentHeight: content)
    }

    /// Measures and lays out `text`.
    public mutating func layout(text: String) -> InputBarFrames { layout(measured: measure(text)) }

    /// A new bar width (rotation).
    public mutating func setWidth(_ width: Double) {
        // A non-finite width is refused by the prepared layout and leaves the bar as it was.
        do throws(PreparedLayoutError) {
            try prepared.setWidth(width)
            self.width = width
        } catch {}
    }
}
