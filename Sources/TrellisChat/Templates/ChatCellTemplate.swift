
/// A cell template: declares its cell once with the DSL, keeps one prepared solver, and lays
/// each message out by suggesting its content sizes. Templates are values: copy one to lay
/// out on another task. Build them for a configuration with a factory registered in
/// ``ChatTemplateRegistry``.
///
/// ```swift
/// struct PollTemplate: ChatCellTemplate {
///     var base: BubbleCellTemplate<PollContent>
///     init(configuration: ChatConfiguration) { base = BubbleCellTemplate(content: PollContent(), configuration: configuration) }
///     var fingerprint: Int { base.fingerprint }
///     mutating func size(for message: ChatMessage, width: Double, extraHeight: Double, context: CellContext) -> Size {
///         base.size(for: message, width: width, extraHeight: extraHeight, context: context)
///     }
///     mutating func cell(for message: ChatMessage, width: Double, context: CellContext) -> ChatCellFrame {
///         base.cell(for: message, width: width, context: context)
///     }
/// }
/// ```
public protocol ChatCellTemplate: Sendable {
    /// A hash of exactly the configuration values this template reads: the height cache
    /// recomputes a cell only when its template's fingerprint changes.
    var fingerprint: Int { get }
    /// The fingerprint `message`'s cached height is checked against in `context`: a hash of
    /// the values this message's cell reads (the default is ``fingerprint``: all of them).
    func fingerprint(for message: ChatMessage, context: CellContext) -> Int
    /// The cell's size for `message` at collection `width`: `width` × (content height +
    /// `extraHeight`).
    mutating func size(for message: ChatMessage, width: Double, extraHeight: Double, context: CellContext) -> Size
    /// The cell's frames (origin at zero; ``ChatLayout`` moves it into the list).
    mutating func cell(for message: ChatMessage, width: Double, context: CellContext) -> ChatCellFrame
}

extension ChatCellTemplate {
    /// Every value the template reads, whatever the message.
    public func fingerprint(for message: ChatMessage, context: CellContext) -> Int { fingerprint }

    /// The size without extra height.
    public mutating func size(for message: ChatMessage, width: Double) -> Size {
        size(for: message, width: width, extraHeight: 0, context: CellContext())
    }
}

/// How a bubble's background is drawn.
public enum BubbleStyle: Sendable, Hashable {
    /// The chat bubble: outgoing or incoming fill, drawn from the nine-slice bubble image.
    case bubble
    /// A plain white card (file, location, contact).
    case card
    /// No background (images fill their bubble).
    case none
}

/// The content of a bubble cell: what sits inside the bubble, measured per message.
///
/// ```swift
/// struct PollContent: BubbleContent {
///     func insets(_ c: ChatConfiguration) -> EdgeInsets { EdgeInsets(all: 10) }
///     func measure(_ m: ChatMessage, cellWidth: Double, configuration c: ChatConfiguration) -> Size {
///         Size(width: 200, height: 80)
///     }
///     func parts(_ m: ChatMessage, area: Rect, measured: Size, configuration c: ChatConfiguration) -> [ChatPart] { [] }
/// }
/// ```
public protocol BubbleContent: Sendable {
    /// Space between the bubble's edges and the content area.
    func insets(_ configuration: ChatConfiguration) -> EdgeInsets
    /// The background.
    var style: BubbleStyle { get }
    /// Hashes the configuration values `measure` and `parts` read (fonts, sizes).
    ///
    /// ```swift
    /// var hasher = Hasher()
    /// TextContent().hashConfiguration(configuration, into: &hasher)
    /// ```
    func hashConfiguration(_ configuration: ChatConfiguration, into hasher: inout Hasher)
    /// Hashes the configuration values `measure` reads for `message` (the default: every
    /// value ``hashConfiguration(_:into:)`` hashes). Leave out what this message does not
    /// read, so changing it keeps the message's cached height.
    func hashConfiguration(_ configuration: ChatConfiguration, for message: ChatMessage, into hasher: inout Hasher)
    /// The content area's size for `message` (the bubble adds the insets and keeps the
    /// minimum height).
    func measure(_ message: ChatMessage, cellWidth: Double, configuration: ChatConfiguration) -> Size
    /// The parts inside the content area (in the cell's coordinates, before mirroring).
    ///
    /// ```swift
    /// let area = Rect(origin: .zero, size: measured)
    /// let parts = TextContent().parts(message, area: area, measured: measured, configuration: configuration)
    /// ```
    func parts(_ message: ChatMessage, area: Rect, measured: Size, configuration: ChatConfiguration) -> [ChatPart]
    /// The measured size and, for text content, the text layout (the time flows after its
    /// last line). The default measures and returns no text.
    func measureWithText(_ message: ChatMessage, cellWidth: Double, configuration: ChatConfiguration) -> (Size, TextLayout?)
}

extension BubbleContent {
    /// A bubble by default.
    public var style: BubbleStyle { .bubble }
    /// Reads nothing by default.
    ///
    /// ```swift
    /// var hasher = Hasher()
    /// PollContent().hashConfiguration(configuration, into: &hasher)   // hashes nothing
    /// ```
    public func hashConfiguration(_ configuration: ChatConfiguration, into hasher: inout Hasher) {}
    /// Every value the content reads, whatever the message.
    public func hashConfiguration(_ configuration: ChatConfiguration, for message: ChatMessage, into hasher: inout Hasher) {
        hashConfiguration(configuration, into: &hasher)
    }
    /// The measured size, no text layout.
    public func measureWithText(_ message: ChatMessage, cellWidth: Double, configuration: ChatConfiguration) -> (Size, TextLayout?) {
        (measure(message, cellWidth: cellWidth, configuration: configuration), nil)
    }
}
