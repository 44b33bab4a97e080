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

    /// What a large emoji reads: its font.
    public struct Inputs: Hashable, Sendable {
        /// The font the emoji are drawn in: the text font's family at ``ChatStyle/largeEmojiSize``
        /// (emoji go to its colour fallback font when it has one, else to the built-in wide
        /// metrics, drawn as `<text>` as for any text).
        public var font: Font

        /// The emoji font of `configuration`'s style.
        public init(_ configuration: ChatConfiguration) {
            font = configuration.textFont.sibling(size: configuration.style.largeEmojiSize)
        }
    }

    /// The large emoji font.
    public func inputs(from configuration: ChatConfiguration) -> Inputs { Inputs(configuration) }

    func layout(_ message: ChatMessage, _ c: Inputs) -> TextLayout {
        var string = ""
        if case .text(let text) = message.kind { string = text }
        return PreparedText(string, font: c.font).layout(options: TextOptions(numberOfLines: 1))
    }

    /// The emoji line's size.
    public func measure(_ message: ChatMessage, cellWidth: Double, configuration c: Inputs) -> Size {
        let layout = layout(message, c)
        return Size(width: layout.width, height: layout.height)
    }

    /// One text part with the emoji.
    public func parts(_ message: ChatMessage, area: Rect, measured: Size, configuration c: Inputs) -> [ChatPart] {
        guard case .text(let string) = message.kind else { return [] }
        let layout = layout(message, c)
        return [ChatPart(role: .text, frame: Rect(x: area.minX, y: area.minY, width: area.width, height: layout.height),
                         text: TextFrame(string: string, font: c.font, color: .primaryText,
                                         layout: layout))]
    }
}
