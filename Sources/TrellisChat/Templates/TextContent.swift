/// Text in a bubble: measured by TrellisText, wrapped within ``ChatConfiguration/maximumTextWidth``,
/// the bubble shrink-wrapping its widest line.
public struct TextContent: BubbleContent {
    /// Creates the text content.
    public init() {}

    /// The label's place in the bubble (x 20, y 3; 40 narrower, 12 shorter).
    public func insets(_ c: ChatConfiguration) -> EdgeInsets { c.textBubbleInsets }

    /// What a text bubble reads: the font, the wrap width and the label's vertical padding.
    public struct Inputs: Hashable, Sendable {
        /// The text font.
        public var font: Font
        /// The widest a line may be.
        public var maximumWidth: Double
        /// Space above and below the text block.
        public var verticalPadding: Double

        /// The text values of `configuration`.
        public init(_ configuration: ChatConfiguration) {
            font = configuration.textFont
            maximumWidth = configuration.maximumTextWidth
            verticalPadding = configuration.textVerticalPadding
        }
    }

    /// The text font, wrap width and padding.
    public func inputs(from configuration: ChatConfiguration) -> Inputs { Inputs(configuration) }

    /// The string a message shows as text.
    func string(_ message: ChatMessage) -> String {
        if case .text(let string) = message.kind { return string }
        return ""
    }

    func textLayout(_ message: ChatMessage, _ c: Inputs) -> TextLayout {
        PreparedText(string(message), font: c.font).layout(maxWidth: c.maximumWidth)
    }

    /// The text block plus the label's vertical padding.
    public func measure(_ message: ChatMessage, cellWidth: Double, configuration c: Inputs) -> Size {
        let layout = textLayout(message, c)
        return Size(width: layout.width, height: layout.height + 2 * c.verticalPadding)
    }

    /// The text block plus padding, and its layout (for the time after the last line).
    public func measureWithText(_ message: ChatMessage, cellWidth: Double, configuration c: Inputs) -> (Size, TextLayout?) {
        let layout = textLayout(message, c)
        return (Size(width: layout.width, height: layout.height + 2 * c.verticalPadding), layout)
    }

    /// One text part: the label's frame, the lines centred vertically in it.
    public func parts(_ message: ChatMessage, area: Rect, measured: Size, configuration c: Inputs) -> [ChatPart] {
        let string = string(message)
        let prepared = PreparedText(string, font: c.font)
        let layout = prepared.layout(maxWidth: c.maximumWidth)
        let top = (area.height - layout.height) / 2
        let color: ColorRole = message.isOutgoing ? .outgoingText : .primaryText
        return [ChatPart(role: .text, frame: area,
                         text: TextFrame(string: string, font: c.font, color: color, layout: layout,
                                         origin: Point(x: 0, y: top)).preparedFrom(prepared))]
    }
}

/// The visible cell of a message whose type has no template: a bubble saying so.
public struct UnsupportedContent: BubbleContent {
    /// Creates the content.
    public init() {}

    /// The notice text.
    public static func notice(for type: String) -> String { "[Unsupported message: \(type)]" }

    /// The text bubble's insets.
    public func insets(_ c: ChatConfiguration) -> EdgeInsets { c.textBubbleInsets }
    /// A white card, so the notice does not pass for a message.
    public var style: BubbleStyle { .card }

    /// A text bubble's inputs: the notice is measured as text.
    public typealias Inputs = TextContent.Inputs

    /// The text font, wrap width and padding, as a text bubble's.
    public func inputs(from configuration: ChatConfiguration) -> Inputs { Inputs(configuration) }

    func layout(_ message: ChatMessage, _ c: Inputs) -> TextLayout {
        PreparedText(Self.notice(for: message.kind.typeKey), font: c.font).layout(maxWidth: c.maximumWidth)
    }

    /// The notice's text block plus the label's vertical padding.
    public func measure(_ message: ChatMessage, cellWidth: Double, configuration c: Inputs) -> Size {
        let layout = layout(message, c)
        return Size(width: layout.width, height: layout.height + 2 * c.verticalPadding)
    }

    /// One part with the notice text (`[Unsupported message: poll]`), centred vertically.
    public func parts(_ message: ChatMessage, area: Rect, measured: Size, configuration c: Inputs) -> [ChatPart] {
        let layout = layout(message, c)
        return [ChatPart(role: .unsupportedNotice, frame: area,
                         text: TextFrame(string: Self.notice(for: message.kind.typeKey), font: c.font,
                                         color: .unsupportedText, layout: layout,
                                         origin: Point(x: 0, y: (area.height - layout.height) / 2)))]
    }
}
