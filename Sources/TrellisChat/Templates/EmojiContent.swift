/// One to three emoji alone, drawn at the style's large size without a bubble (styles with
/// ``ChatStyle/largeEmoji``; the registry routes such text messages to the `"emoji"`
/// template).
public struct EmojiContent: BubbleContent {
    /// Creates the content.
    public init() {}
    /// No insets.
    public func insets(_ c: ChatConfiguration) -> EdgeInsets { .zero }
    /// No bubble.
    public var style: BubbleStyle { .none }

    /// Reads the large emoji size and the text font's face and fallbacks (the emoji are
    /// measured with them).
    ///
    /// ```swift
    /// var hasher = Hasher()
    /// EmojiContent().hashConfiguration(configuration, into: &hasher)
    /// ```
    public func hashConfiguration(_ c: ChatConfiguration, into hasher: inout Hasher) {
        hasher.combine(c.style.largeEmojiSize)
        hasher.combine(c.textFont.face)
        hasher.combine(c.textFont.fallbacks)
    }

    /// The text font's family at the large size: emoji go to its colour fallback font when it
    /// has one, else to the built-in wide metrics (drawn as `<text>`, as for any text).
    static func font(_ c: ChatConfiguration) -> Font { c.textFont.sibling(size: c.style.largeEmojiSize) }

    func layout(_ message: ChatMessage, _ c: ChatConfiguration) -> TextLayout {
        var string = ""
        if case .text(let text) = message.kind { string = text }
        return PreparedText(string, font: Self.font(c)).layout(options: TextOptions(numberOfLines: 1))
    }

    /// The emoji line's size.
    public func measure(_ message: ChatMessage, cellWidth: Double, configuration c: ChatConfiguration) -> Size {
        let layout = layout(message, c)
        return Size(width: layout.width, height: layout.height)
    }

    /// One text part with the emoji.
    public func parts(_ message: ChatMessage, area: Rect, measured: Size, configuration c: ChatConfiguration) -> [ChatPart] {
        guard case .text(let string) = message.kind else { return [] }
        let layout = layout(message, c)
        return [ChatPart(role: .text, frame: Rect(x: area.minX, y: area.minY, width: area.width, height: layout.height),
                         text: TextFrame(string: string, font: Self.font(c), color: .primaryText,
                                         layout: layout))]
    }
}
