/// Text in a bubble: measured by TrellisText, wrapped within ``ChatConfiguration/maximumTextWidth``,
/// the bubble shrink-wrapping its widest line.
///
/// ```swift
/// var text = BubbleCellTemplate(content: TextContent(), configuration: ChatConfiguration())
/// ```
public struct TextContent: BubbleContent {
    /// Creates the text content.
    ///
    /// ```swift
    /// let content = TextContent()
    /// ```
    public init() {}

    /// The label's place in the bubble (x 20, y 3; 40 narrower, 12 shorter).
    ///
    /// ```swift
    /// TextContent().insets(configuration)   // configuration.textBubbleInsets
    /// ```
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
    ///
    /// ```swift
    /// let size = TextContent().measure(message, cellWidth: 375, configuration: configuration)   // width ≤ 160
    /// ```
    public func measure(_ message: ChatMessage, cellWidth: Double, configuration c: ChatConfiguration) -> Size {
        let layout = textLayout(message, c)
        return Size(width: layout.width, height: layout.height + 2 * c.textVerticalPadding)
    }

    /// The text block plus padding, and its layout (for the time after the last line).
    ///
    /// ```swift
    /// let (size, layout) = TextContent().measureWithText(message, cellWidth: 375, configuration: configuration)
    /// ```
    public func measureWithText(_ message: ChatMessage, cellWidth: Double, configuration c: ChatConfiguration) -> (Size, TextLayout?) {
        let layout = textLayout(message, c)
        return (Size(width: layout.width, height: layout.height + 2 * c.textVerticalPadding), layout)
    }

    /// One text part: the label's frame, the lines centred vertically in it.
    ///
    /// ```swift
    /// let parts = TextContent().parts(message, area: area, measured: area.size, configuration: configuration)
    /// ```
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
///
/// ```swift
/// UnsupportedContent.notice(for: "poll")   // "[Unsupported message: poll]"
/// ```
public struct UnsupportedContent: BubbleContent {
    /// Creates the content.
    ///
    /// ```swift
    /// let content = UnsupportedContent()
    /// ```
    public init() {}

    /// The notice text.
    ///
    /// ```swift
    /// UnsupportedContent.notice(for: "sticker")
    /// ```
    public static func notice(for type: String) -> String { "[Unsupported message: \(type)]" }

    /// The text bubble's insets.
    ///
    /// ```swift
    /// UnsupportedContent().insets(configuration)   // configuration.textBubbleInsets
    /// ```
    public func insets(_ c: ChatConfiguration) -> EdgeInsets { c.textBubbleInsets }
    /// A white card, so the notice does not pass for a message.
    ///
    /// ```swift
    /// UnsupportedContent().style   // .card
    /// ```
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
    ///
    /// ```swift
    /// let size = UnsupportedContent().measure(poll, cellWidth: 375, configuration: configuration)
    /// ```
    public func measure(_ message: ChatMessage, cellWidth: Double, configuration c: ChatConfiguration) -> Size {
        let layout = layout(message, c)
        return Size(width: layout.width, height: layout.height + 2 * c.textVerticalPadding)
    }

    /// One part with the notice text (`[Unsupported message: poll]`), centred vertically.
    ///
    /// ```swift
    /// let parts = UnsupportedContent().parts(poll, area: area, measured: area.size, configuration: configuration)
    /// ```
    public func parts(_ message: ChatMessage, area: Rect, measured: Size, configuration c: ChatConfiguration) -> [ChatPart] {
        let layout = layout(message, c)
        return [ChatPart(role: .unsupportedNotice, frame: area,
                         text: TextFrame(string: Self.notice(for: message.kind.typeKey), font: c.textFont,
                                         color: .unsupportedText, layout: layout,
                                         origin: Point(x: 0, y: (area.height - layout.height) / 2)))]
    }
}
