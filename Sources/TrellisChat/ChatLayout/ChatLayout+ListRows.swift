/// Rows around the messages: the "new messages" separator above the first unread message
/// and the typing indicator after the last one. Both change the content height and keep the
/// reading position like every other operation.
extension ChatLayout {
    /// The separator's height: the header font's line plus 6 pt above and below.
    var unreadSeparatorHeight: Double {
        guard unreadMessageID != nil else { return 0 }
        let font = registry.resolvedConfiguration.headerFont
        return (PreparedText("New Messages", font: font).layout().height + 12).rounded()
    }

    /// Puts the "new messages" separator above message `id` (nil removes it).
    ///
    /// ```swift
    /// let update = try layout.setUnreadSeparator(above: "m120", viewport: viewport)
    /// scrollView.contentOffset.y = layout.unreadSeparatorFrame!.minY   // jump to the first unread
    /// ```
    /// - Throws: ``ChatLayoutError/unknownMessageID(_:)`` (the layout is unchanged).
    @discardableResult
    public mutating func setUnreadSeparator(above id: MessageID?, viewport: Viewport) throws(ChatLayoutError) -> ViewportUpdate {
        if let id, index(of: id) == nil { throw .unknownMessageID(id) }
        guard id != unreadMessageID else { return unchanged(viewport) }
        let anchor = self.anchor(for: viewport)
        let wasAtBottom = !messages.isEmpty && isAtBottom(viewport)
        let old = unreadMessageID.flatMap(index(of:))
        unreadMessageID = id
        let new = id.flatMap(index(of:))
        refreshOffsets(from: min(old ?? Int.max, new ?? Int.max, messages.count), through: max(old ?? -1, new ?? -1))
        return update(keeping: anchor, from: viewport, pinToBottom: wasAtBottom)
    }

    /// The index of the first unread message (where "jump to unread" goes), if any.
    public var unreadIndex: Int? { unreadMessageID.flatMap(index(of:)) }

    /// The separator's frame in content coordinates (between the message's time header and
    /// its cell).
    public var unreadSeparatorFrame: Rect? {
        guard let index = unreadIndex else { return nil }
        let height = unreadSeparatorHeight
        return Rect(x: 0, y: cellFrame(at: index).minY - height, width: width, height: height)
    }

    /// Shows (or with no senders hides) the typing indicator row after the last message; a
    /// view at the bottom stays pinned there.
    @discardableResult
    public mutating func setTypingIndicator(_ senders: [ChatSender], viewport: Viewport) -> ViewportUpdate {
        let anchor = self.anchor(for: viewport)
        let wasAtBottom = isAtBottom(viewport)
        typingSenders = senders
        let c = registry.resolvedConfiguration
        typingHeight = senders.isEmpty ? 0 : c.cellTopPadding + Self.typingBubble.height + c.cellBottomPadding
        return update(keeping: anchor, from: viewport, pinToBottom: wasAtBottom)
    }

    /// The typing bubble's size: three 8 pt dots 5 pt apart with 14 pt each side, 36 high.
    static let typingBubble = Size(width: 62, height: 36)

    /// The typing row's frame (after the last message), if shown.
    public var typingIndicatorFrame: Rect? {
        guard typingHeight > 0 else { return nil }
        return Rect(x: 0, y: offsets.last, width: width, height: typingHeight)
    }

    /// The typing row as a cell: a bubble at the incoming side (after the avatar's space when
    /// the style keeps it) with three dots.
    public func typingIndicatorCell() -> ChatCellFrame? {
        guard let frame = typingIndicatorFrame, let sender = typingSenders.first else { return nil }
        let c = registry.resolvedConfiguration
        let style = c.style
        let keepsAvatar = !c.hidesAvatars && style.incomingAvatar != .never && (c.isGroupChat || style.avatarsInDirectChats)
        let x = c.edgeMargin + (keepsAvatar ? c.avatarSize + c.avatarBubbleSpacing : 0)
        let bubble = Rect(x: x, y: c.cellTopPadding, width: Self.typingBubble.width, height: Self.typingBubble.height)
        var parts: [ChatPart] = []
        if keepsAvatar {
            let side = c.avatarSize
            let y = style.avatarAtBottom ? bubble.maxY - side : c.cellTopPadding
            parts.append(ChatPart(role: .avatar, frame: Rect(x: c.edgeMargin, y: y, width: side, height: side), fill: .avatarPlaceholder,
                                  cornerRadius: 4, imageName: sender.avatar))
        }
        parts.append(ChatPart(role: .typingBubble, frame: bubble, fill: .incomingBubble, cornerRadius: bubble.height / 2))
        for k in 0..<3 {
            parts.append(ChatPart(role: .typingDot, frame: Rect(x: bubble.minX + 14 + Double(k) * 13, y: bubble.midY - 4, width: 8, height: 8),
                                  fill: .typingDot, cornerRadius: 4))
        }
        let mirrored = c.layoutDirection == .rightToLeft
        if mirrored { parts = parts.map { $0.mirrored(inWidth: width) } }
        return ChatCellFrame(messageID: MessageID("typing:" + sender.id), kind: .typingIndicator, frame: frame, parts: parts,
                             isMirrored: mirrored)
    }

    /// The separator as a cell: a full-width band with "New Messages" centred.
    func unreadSeparatorCell() -> ChatCellFrame? {
        guard let frame = unreadSeparatorFrame, let id = unreadMessageID else { return nil }
        let c = registry.resolvedConfiguration
        let text = PreparedText("New Messages", font: c.headerFont).layout()
        let band = Rect(x: 0, y: 3, width: width, height: frame.height - 6)
        let part = ChatPart(role: .unreadSeparator, frame: band, fill: .separator,
                            text: TextFrame(string: "New Messages", font: c.headerFont, color: .secondaryText, layout: text,
                                            origin: Point(x: (width - text.width) / 2, y: (band.height - text.height) / 2)))
        return ChatCellFrame(messageID: id, kind: .unreadSeparator, frame: frame, parts: [part], isMirrored: false)
    }
}
