/// A file card: the name (up to two lines), the readable size and a type icon chosen by suffix.
public struct FileContent: CardBubbleContent {
    /// Creates the content.
    public init() {}

    private func layouts(_ file: FileAttachment, _ c: CardInputs) -> (TextLayout, TextLayout) {
        let width = c.width - 2 * CardText.padding - 40 - 10
        return (CardText.layout(file.name, c.titleFont, width: width, lines: 2),
                CardText.layout(file.readableSize, c.detailFont, width: width, lines: 1))
    }

    /// The card width by the name and size lines (at least the 40-point icon) plus padding; zero for other kinds.
    public func measure(_ message: ChatMessage, cellWidth: Double, configuration c: CardInputs) -> Size {
        guard case .file(let file) = message.kind else { return .zero }
        let (name, size) = layouts(file, c)
        return Size(width: c.width, height: max(40, name.height + 4 + size.height) + 2 * CardText.padding)
    }

    /// The name, the readable size and the type icon at the trailing edge.
    public func parts(_ message: ChatMessage, area: Rect, measured: Size, configuration c: CardInputs) -> [ChatPart] {
        guard case .file(let file) = message.kind else { return [] }
        let (name, size) = layouts(file, c)
        let p = CardText.padding
        return [
            CardText.part(.cardTitle, file.name, c.titleFont, .primaryText, name, at: Point(x: area.minX + p, y: area.minY + p)),
            CardText.part(.cardDetail, file.readableSize, c.detailFont, .secondaryText, size,
                          at: Point(x: area.minX + p, y: area.minY + p + name.height + 4)),
            ChatPart(role: .icon, frame: Rect(x: area.maxX - p - 40, y: area.minY + p, width: 40, height: 40),
                     imageName: file.icon.imageName),
        ]
    }
}
