/// Full frames (every part) for the rows a renderer draws. Computed on demand from the
/// templates: the list itself keeps only heights and offsets.
extension ChatLayout {
    /// The cells of the messages in `range` in content coordinates, each preceded by its time
    /// header when it starts a section (and the unread separator above the first unread
    /// message); a range reaching the end includes the typing indicator row.
    public func cells(in range: Range<Int>) -> [ChatCellFrame] {
        var registry = self.registry
        var header = self.header
        var result: [ChatCellFrame] = []
        result.reserveCapacity(range.count * 2)
        for index in range.clamped(to: messages.indices) {
            let message = messages[index]
            if let frame = headerFrame(at: index) {
                result.append(headerCell(at: index, frame: frame, header: &header))
            }
            if unreadMessageID == message.id, let separator = unreadSeparatorCell() { result.append(separator) }
            var cell = registry.cell(for: message, width: cellWidth, context: rows[index].context)
            cell.frame = cellFrame(at: index)
            result.append(decorate(cell, at: index))
        }
        if range.upperBound >= messages.count, let typing = typingIndicatorCell() { result.append(typing) }
        return result
    }

    /// The cell of message `index` alone (without its header).
    public func cell(at index: Int) -> ChatCellFrame {
        var registry = self.registry
        var cell = registry.cell(for: messages[index], width: cellWidth, context: rows[index].context)
        cell.frame = cellFrame(at: index)
        return decorate(cell, at: index)
    }

    /// Every cell: for small lists, tests and renderers of whole transcripts.
    public func allCells() -> [ChatCellFrame] { cells(in: messages.indices) }

    private func headerCell(at index: Int, frame: Rect, header: inout PillText) -> ChatCellFrame {
        let c = registry.resolvedConfiguration
        let text = headerText(at: index)
        let laid = header.framedLayout(text, width: width)
        let (pill, layout, prepared) = (laid.pill, laid.text, laid.prepared)
        var part = ChatPart(role: .headerPill, frame: pill, fill: .headerPill, cornerRadius: c.headerCornerRadius,
                            text: TextFrame(string: text, font: c.headerFont, color: .headerText, layout: layout,
                                            origin: Point(x: c.headerPillInsets.left, y: c.headerPillInsets.top)).preparedFrom(prepared))
        if c.layoutDirection == .rightToLeft { part = part.mirrored(inWidth: width) }
        return ChatCellFrame(messageID: messages[index].id, kind: .timeHeader, frame: frame, parts: [part], isMirrored: false)
    }
}
