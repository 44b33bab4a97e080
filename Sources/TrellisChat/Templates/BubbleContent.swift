/// The content of a bubble cell: what sits inside the bubble, measured per message.
///
/// A content sees the configuration only through its ``Inputs``: the values it reads, picked
/// out once per template by ``inputs(from:)``. The height cache keys each message by the hash
/// of those inputs, so nothing `measure` or `parts` can read is missing from the key. By
/// default the inputs are the whole ``ChatConfiguration``: always right, and any change to
/// the configuration re-measures the content. Declare a narrower `Inputs` to keep cached
/// heights through changes the content does not read.
///
/// ```swift
/// struct PollContent: BubbleContent {
///     struct Inputs: Hashable, Sendable { var font: Font; var rowHeight: Double }
///     func inputs(from c: ChatConfiguration) -> Inputs { Inputs(font: c.textFont, rowHeight: 30) }
///     func insets(_ c: ChatConfiguration) -> EdgeInsets { EdgeInsets(all: 10) }
///     func measure(_ m: ChatMessage, cellWidth: Double, configuration: Inputs) -> Size {
///         Size(width: 200, height: 3 * configuration.rowHeight)
///     }
///     func parts(_ m: ChatMessage, area: Rect, measured: Size, configuration: Inputs) -> [ChatPart] { [] }
/// }
/// ```
public protocol BubbleContent: Sendable {
    /// The configuration values the content reads (the whole configuration by default).
    associatedtype Inputs: Hashable & Sendable = ChatConfiguration
    /// Picks the content's inputs out of `configuration` (once per template).
    func inputs(from configuration: ChatConfiguration) -> Inputs
    /// The inputs `message` reads: the default is all of them. Return a copy with what this
    /// message does not read set to a fixed value (a captionless album reads no font), so a
    /// change to it keeps the message's cached height; `measure` and `parts` then see that copy.
    func inputs(_ inputs: Inputs, for message: ChatMessage) -> Inputs
    /// Space between the bubble's edges and the content area (the template keys its cache by
    /// the insets themselves).
    func insets(_ configuration: ChatConfiguration) -> EdgeInsets
    /// The background.
    var style: BubbleStyle { get }
    /// The content area's size for `message` (the bubble adds the insets and keeps the
    /// minimum height).
    func measure(_ message: ChatMessage, cellWidth: Double, configuration: Inputs) -> Size
    /// The parts inside the content area (in the cell's coordinates, before mirroring).
    func parts(_ message: ChatMessage, area: Rect, measured: Size, configuration: Inputs) -> [ChatPart]
    /// The measured size and, for text content, the text layout (the time flows after its
    /// last line). The default measures and returns no text.
    func measureWithText(_ message: ChatMessage, cellWidth: Double, configuration: Inputs) -> (Size, TextLayout?)
}

extension BubbleContent {
    /// A bubble by default.
    public var style: BubbleStyle { .bubble }
    /// Every input, whatever the message.
    public func inputs(_ inputs: Inputs, for message: ChatMessage) -> Inputs { inputs }
    /// The measured size, no text layout.
    public func measureWithText(_ message: ChatMessage, cellWidth: Double, configuration: Inputs) -> (Size, TextLayout?) {
        (measure(message, cellWidth: cellWidth, configuration: configuration), nil)
    }
}

extension BubbleContent where Inputs == ChatConfiguration {
    /// The whole configuration.
    public func inputs(from configuration: ChatConfiguration) -> ChatConfiguration { configuration }
}
