/// Text in a bubble: measured by TrellisText, wrapped within ``ChatConfiguration/maximumTextWidth``,
/// the bubble shrink-wrapping its widest line.
public struct TextContent: BubbleContent {
    /// Creates the text content.
    public init() {}

    /// The label's place in the bubble (x 20, y 3; 40 narrower, 12 shorter).
    public func insets(_ c: ChatConfiguration) -> EdgeInsets { c.textBubbleInsets }

    /// Reads the text font, wrap width and label padding.
    ///
    /// ```swift
    /// var hasher = Hasher()
    /// TextContent().hashConfiguration(configuration, into: &hasher)
    /// ```
    public func hashConfiguration(_ c: ChatConfiguration, into hasher: inout Hasher) {
        hasher.combine(c.textFont)
        hasher.combine(c.maximumTextWidth)
        hasher.combine(c.textVerticalPadding)
    }

    /// The string a message shows as text.
    func string(_ message: ChatMessage) -> String {
        if case .text(let string) = message.kind { return string }
        return ""
    }

    func textLayout(_ message: ChatMessage, _ c: ChatConfiguration) -> TextLayout {
        PreparedText(string(message), font: c.textFont).layout(maxWidth: c.maximumTextWidth)
    }

    /// The text block plus the label's vertical padding.
    public func measure(_ message: ChatMessage, cellWidth: Double, configuration c: ChatConfiguration) -> Size {
        let layout = textLayout(message, c)
        return Size(width: layout.width, height: layout.height + 2 * c.textVerticalPadding)
    }

    /// The text block plus padding, and its layout (for the time after the last line).
    public func measureWithText(_ message: ChatMessage, cellWidth: Double, configuration c: ChatConfiguration) -> (Size, TextLayout?) {
        let layout = textLayout(message, c)
        return (Size(width: layout.width, height: layout.height + 2 * c.textVerticalPadding), layout)
    }

    /// One text part: the label's frame, the lines centred vertically in it.
    public func parts(_ message: ChatMessage, area: Rect, measured: Size, configuration c: ChatConfiguration) -> [ChatPart] {
        let layout = textLayout(message, c)
        let top = (area.height - layout.height) / 2
        let color: ColorRole = message.isOutgoing ? .outgoingText : .primaryText
        return [ChatPart(role: .text, frame: area,
                         text: TextFrame(string: string(message), font: c.textFont, color: color, layout: layout,
                                         origin: Point(x: 0, y: top)))]
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

    /// Reads the text font, wrap width and label padding.
    ///
    /// ```swift
    /// var hasher = Hasher()
    /// UnsupportedContent().hashConfiguration(configuration, into: &hasher)
    /// ```
    public func hashConfiguration(_ c: ChatConfiguration, into hasher: inout Hasher) {
        hasher.combine(c.textFont)
        hasher.combine(c.maximumTextWidth)
        hasher.combine(c.textVerticalPadding)
    }

    func layout(_ message: ChatMessage, _ c: ChatConfiguration) -> TextLayout {
        PreparedText(Self.notice(for: message.kind.typeKey), font: c.textFont).layout(maxWidth: c.maximumTextWidth)
    }

    /// The notice's text block plus the label's vertical padding.
    public func measure(_ message: ChatMessage, cellWidth: Double, configuration c: ChatConfiguration) -> Size {
        let layout = layout(message, c)
        return Size(width: layout.width, height: layout.height + 2 * c.textVerticalPadding)
    }

    /// One part with the notice text (`[Unsupported message: poll]`), centred vertically.
    public func parts(_ message: ChatMessage, area: Rect, measured: Size, configuration c: ChatConfiguration) -> [ChatPart] {
        let layout = layout(message, c)
        return [ChatPart(role: .unsupportedNotice, frame: area,
                         text: TextFrame(string: Self.notice(for: message.kind.typeKey), font: c.textFont,
                                         color: .unsupportedText, layout: layout,
                                         origin: Point(x: 0, y: (area.height - layout.height) / 2)))]
    }
}
