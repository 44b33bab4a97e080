/// The four presets. Numbers come from the messengers' published material where there is
/// some, otherwise from measuring screenshots at 1× points on an iPhone (marked
/// "observed"); an app that needs pixel parity overrides them.
extension ChatStyle {
    /// WeChat, the default: today's classic cell, unchanged. Groups by sender and time
    /// section only (no time window), avatar on every message at the top, grey nickname
    /// above the first bubble of a group, the nine-slice bubble with a side pointer on every
    /// message, no time in the bubble (WeChat shows time headers), the quoted message in a
    /// grey box under the bubble (WeChat 7.0.9 "quote", observed), no large emoji.
    public static let wechat = ChatStyle(
        name: "wechat", groupingInterval: nil, incomingAvatar: .every, outgoingAvatar: .every, avatarsInDirectChats: true,
        avatarAtBottom: false, nicknameInsideBubble: false, colorsSenderNames: false, bubbleRadius: nil, groupedRadius: 4,
        tailShape: .sidePointer, tail: .every, timePlacement: .hidden, timeFont: .system(size: 11), timeSpacing: 6,
        statusIconWidth: 0, replyPlacement: .belowBubble, replyLines: 2, reactionOverlap: -4, reactionHeight: 22,
        reactionSpacing: 4, largeEmoji: false, largeEmojiSize: 40, albumMaximumTiles: 9, albumWidth: 210,
        albumSpacing: 3, retryButtonSize: 20)

    /// iMessage: grey/blue bubbles with an 18 pt radius (observed; MessageKit's
    /// `.bubbleTail` images approximate the same shape) and the curl tail only on the last
    /// message of a group; no avatars in one-to-one chats, a 28 pt avatar level with the
    /// last bubble in groups (observed); the name above the first bubble; no time inside
    /// the bubble: "Delivered"/"Read" under the last outgoing message; tapbacks overlap the
    /// bubble; a 60 s grouping window as Stream Chat's default
    /// (`maxTimeIntervalBetweenMessagesInGroup`, see CHAT-ANCHORS.md).
    public static let imessage = ChatStyle(
        name: "imessage", groupingInterval: 60, incomingAvatar: .last, outgoingAvatar: .never, avatarsInDirectChats: false,
        avatarAtBottom: true, nicknameInsideBubble: false, colorsSenderNames: false, bubbleRadius: 18, groupedRadius: 18,
        tailShape: .bottomCurl, tail: .last, timePlacement: .statusBelow, timeFont: .system(size: 11), timeSpacing: 6,
        statusIconWidth: 0, replyPlacement: .insideTop, replyLines: 2, reactionOverlap: 8, reactionHeight: 24,
        reactionSpacing: 4, largeEmoji: true, largeEmojiSize: 48, albumMaximumTiles: 4, albumWidth: 240,
        albumSpacing: 2, retryButtonSize: 24)

    /// WhatsApp: 7.5 pt corners with the flag tail on the first message of a group
    /// (observed), no inner-corner change, avatars only in groups on the first message, the
    /// coloured name inside the first bubble, time and ticks after the last line, reactions
    /// overlapping the bottom edge by 6 pt, albums of four tiles with "+N" (observed).
    public static let whatsapp = ChatStyle(
        name: "whatsapp", groupingInterval: 60, incomingAvatar: .first, outgoingAvatar: .never, avatarsInDirectChats: false,
        avatarAtBottom: false, nicknameInsideBubble: true, colorsSenderNames: true, bubbleRadius: 7.5, groupedRadius: 7.5,
        tailShape: .topFlag, tail: .first, timePlacement: .inline, timeFont: .system(size: 11), timeSpacing: 6,
        statusIconWidth: 16, replyPlacement: .insideTop, replyLines: 2, reactionOverlap: 6, reactionHeight: 24,
        reactionSpacing: 4, largeEmoji: true, largeEmojiSize: 44, albumMaximumTiles: 4, albumWidth: 240,
        albumSpacing: 3, retryButtonSize: 24)

    /// Telegram: 16 pt outer corners and 6 pt corners where bubbles of a group meet
    /// (Telegram's "message corners" setting defaults to 16; the merged radius is observed),
    /// the curl tail on the last message, the avatar level with the last bubble in groups,
    /// the coloured name inside the first bubble (Telegram's seven name colours), time and
    /// ticks after the last line, reactions under the bubble, albums up to ten tiles.
    public static let telegram = ChatStyle(
        name: "telegram", groupingInterval: 60, incomingAvatar: .last, outgoingAvatar: .never, avatarsInDirectChats: false,
        avatarAtBottom: true, nicknameInsideBubble: true, colorsSenderNames: true, bubbleRadius: 16, groupedRadius: 6,
        tailShape: .bottomCurl, tail: .last, timePlacement: .inline, timeFont: .system(size: 11), timeSpacing: 6,
        statusIconWidth: 16, replyPlacement: .insideTop, replyLines: 1, reactionOverlap: -4, reactionHeight: 26,
        reactionSpacing: 4, largeEmoji: true, largeEmojiSize: 48, albumMaximumTiles: 10, albumWidth: 250,
        albumSpacing: 2, retryButtonSize: 24)

    /// The four presets, by name.
    public static let presets: [ChatStyle] = [.wechat, .imessage, .whatsapp, .telegram]

    /// The preset called `name`, if any.
    public static func preset(named name: String) -> ChatStyle? { presets.first { $0.name == name } }
}

extension ChatConfiguration {
    /// The configuration of a messenger: `style` plus the classic cell numbers that
    /// messenger uses (avatar size, bubble insets, fonts, spacing inside and between groups).
    /// ``ChatStyle/wechat`` gives exactly ``init()``.
    ///
    /// ```swift
    /// var configuration = ChatConfiguration(style: .imessage)
    /// configuration.isGroupChat = true
    /// ```
    public init(style: ChatStyle) {
        self.init()
        self.style = style
        // Date pills after an hour's pause rather than WeChat's minute (observed; the
        // messengers group by day, which a gap rule approximates).
        if style.name != ChatStyle.wechat.name { sectionRule = .sincePreviousMessage(3600) }
        switch style.name {
        case "imessage":
            // 17 pt body text (UIKit's body style at the default size), 28 pt group avatars,
            // 12 pt horizontal and 7 pt vertical padding, 2 pt between bubbles of a group and
            // about 10 between groups (observed).
            avatarSize = 28; edgeMargin = 8; avatarBubbleSpacing = 6
            cellTopPadding = 8; runTopPadding = 1; cellBottomPadding = 1
            minimumBubbleHeight = 34; maximumTextWidth = 250
            textBubbleInsets = EdgeInsets(top: 3, left: 12, bottom: 3, right: 12); textVerticalPadding = 4
            textFont = .system(size: 17); nicknameFont = .system(size: 11)
        case "whatsapp":
            avatarSize = 32; edgeMargin = 8; avatarBubbleSpacing = 6
            cellTopPadding = 8; runTopPadding = 1; cellBottomPadding = 1
            minimumBubbleHeight = 30; maximumTextWidth = 250
            textBubbleInsets = EdgeInsets(top: 2, left: 9, bottom: 2, right: 9); textVerticalPadding = 4
            textFont = .system(size: 16); nicknameFont = .system(size: 13, weight: .semibold)
        case "telegram":
            avatarSize = 34; edgeMargin = 6; avatarBubbleSpacing = 6
            cellTopPadding = 6; runTopPadding = 1; cellBottomPadding = 1
            minimumBubbleHeight = 32; maximumTextWidth = 250
            textBubbleInsets = EdgeInsets(top: 2, left: 11, bottom: 2, right: 11); textVerticalPadding = 4
            textFont = .system(size: 16); nicknameFont = .system(size: 13, weight: .semibold)
        default:
            break
        }
    }
}
