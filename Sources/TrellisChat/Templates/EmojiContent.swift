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

    /// Reads the large emoji size.
    ///
    /// ```swift
    /// var hasher = Hasher()
    /// EmojiContent().hashConfiguration(configuration, into: &hasher)
    /// ```
    public func hashConfiguration(_ c: ChatConfiguration, into hasher: inout Hasher) { hasher.combine(c.style.largeEmojiSize) }

    func layout(_ message: ChatMessage, _ c: ChatConfiguration) -> TextLayout {
        var string = ""
        if case .text(let text) = message.kind { string = text }
        return PreparedText(string, font: .builtin(size: c.style.largeEmojiSize)).layout(options: TextOptions(numberOfLines: 1))
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
                         text: TextFrame(string: string, font: .builtin(size: c.style.largeEmojiSize), color: .primaryText,
                                         layout: layout))]
    }
}
