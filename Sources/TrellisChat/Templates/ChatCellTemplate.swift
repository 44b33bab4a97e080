
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
