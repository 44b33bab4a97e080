/// The messenger-specific geometry choices: how messages group, what shape bubbles take at
/// each place in a group, where time, delivery status, reactions and names go. A value:
/// start from a preset (``wechat``, ``imessage``, ``whatsapp``, ``telegram``) and change
/// fields; ``ChatConfiguration/init(style:)`` also sets the classic cell numbers (avatar
/// size, insets, fonts, spacing) each messenger uses.
///
/// ```swift
/// var style = ChatStyle.telegram
/// style.groupingInterval = 300          // five minutes still count as one group
/// let configuration = ChatConfiguration(style: style)
/// ```
public struct ChatStyle: Hashable, Sendable {
    /// Which messages of a group show a decoration (avatar, tail).
    public enum GroupRule: String, Hashable, Sendable {
        /// Every message.
        case every
        /// The first message of a group (and a single one).
        case first
        /// The last message of a group (and a single one).
        case last
        /// No message.
        case never

        /// Whether a message at `position` shows the decoration.
        public func applies(to position: GroupPosition) -> Bool {
            switch self {
            case .every: true
            case .first: position == .single || position == .first
            case .last: position == .single || position == .last
            case .never: false
            }
        }
    }

    /// The bubble's tail, drawn on the avatar side.
    public enum TailShape: String, Hashable, Sendable {
        /// WeChat's small triangle on the side, 20 pt below the top.
        case sidePointer
        /// iMessage's and Telegram's curl out of the bottom corner.
        case bottomCurl
        /// WhatsApp's sharp corner flag at the top.
        case topFlag
    }

    /// Where the time and the delivery status go.
    public enum TimePlacement: String, Hashable, Sendable {
        /// Nowhere (WeChat: time headers only).
        case hidden
        /// After the last line inside the bubble when it fits, else on a line of its own
        /// (Telegram, WhatsApp).
        case inline
        /// Under the last outgoing bubble as a word ("Delivered", "Read"; iMessage).
        case statusBelow
    }

    /// Where a quoted message is shown.
    public enum ReplyPlacement: String, Hashable, Sendable {
        /// At the top inside the bubble with an accent bar (Telegram, WhatsApp, iMessage).
        case insideTop
        /// In a grey box under the bubble (WeChat).
        case belowBubble
    }

    /// The preset's name (`"wechat"`...), for documents and debugging.
    public var name: String
    /// Consecutive messages of one sender more than this many seconds apart start a new
    /// group; nil: no limit (WeChat groups by sender and section only).
    public var groupingInterval: Double?
    /// Which incoming messages show the avatar (the space is kept on the others).
    public var incomingAvatar: GroupRule
    /// Which outgoing messages show the avatar; ``GroupRule/never`` also drops its space.
    public var outgoingAvatar: GroupRule
    /// Incoming avatars (and their space) in a one-to-one chat too, not only in groups.
    public var avatarsInDirectChats: Bool
    /// The avatar is level with the bubble's bottom (true) or top (false).
    public var avatarAtBottom: Bool
    /// The sender's name sits inside the bubble as its first line (true) or above it.
    public var nicknameInsideBubble: Bool
    /// Group chats colour each sender's name (``SenderColor``) instead of grey.
    public var colorsSenderNames: Bool
    /// The outer corner radius of a bubble; nil keeps the classic nine-slice bubble (WeChat).
    public var bubbleRadius: Double?
    /// The radius of the avatar-side corners where a bubble meets its group neighbour.
    public var groupedRadius: Double
    /// The tail's shape.
    public var tailShape: TailShape
    /// Which messages of a group carry the tail.
    public var tail: GroupRule
    /// Where time and status go.
    public var timePlacement: TimePlacement
    /// The time label's font (before Dynamic Type).
    public var timeFont: Font
    /// Space between the last line and the time.
    public var timeSpacing: Double
    /// Width of the delivery status icon (ticks), 0 for none.
    public var statusIconWidth: Double
    /// Where a quoted message goes.
    public var replyPlacement: ReplyPlacement
    /// The most lines of quoted text.
    public var replyLines: Int
    /// How far the reactions row overlaps the bubble's bottom edge (negative: a gap).
    public var reactionOverlap: Double
    /// A reaction chip's height.
    public var reactionHeight: Double
    /// Space between reaction chips (both ways when they wrap).
    public var reactionSpacing: Double
    /// One to three emoji alone are drawn large without a bubble.
    public var largeEmoji: Bool
    /// The large emoji's font size (before Dynamic Type).
    public var largeEmojiSize: Double
    /// The most tiles an album shows; the last one says "+N" for the rest.
    public var albumMaximumTiles: Int
    /// An album grid's width.
    public var albumWidth: Double
    /// The gap between album tiles.
    public var albumSpacing: Double
    /// Side of the failed message's retry button.
    public var retryButtonSize: Double

    /// A style from every value (prefer a preset and change what differs).
    public init(name: String, groupingInterval: Double? = 60, incomingAvatar: GroupRule = .last,
                outgoingAvatar: GroupRule = .never, avatarsInDirectChats: Bool = false, avatarAtBottom: Bool = true,
                nicknameInsideBubble: Bool = false, colorsSenderNames: Bool = true, bubbleRadius: Double? = 16,
                groupedRadius: Double = 6, tailShape: TailShape = .bottomCurl, tail: GroupRule = .last,
                timePlacement: TimePlacement = .inline, timeFont: Font = .system(size: 11), timeSpacing: Double = 6,
                statusIconWidth: Double = 16, replyPlacement: ReplyPlacement = .insideTop, replyLines: Int = 1,
                reactionOverlap: Double = 6, reactionHeight: Double = 24, reactionSpacing: Double = 4,
                largeEmoji: Bool = true, largeEmojiSize: Double = 48, albumMaximumTiles: Int = 10,
                albumWidth: Double = 240, albumSpacing: Double = 2, retryButtonSize: Double = 24) {
        self.name = name
        self.groupingInterval = groupingInterval
        self.incomingAvatar = incomingAvatar
        self.outgoingAvatar = outgoingAvatar
        self.avatarsInDirectChats = avatarsInDirectChats
        self.avatarAtBottom = avatarAtBottom
        self.nicknameInsideBubble = nicknameInsideBubble
        self.colorsSenderNames = colorsSenderNames
        self.bubbleRadius = bubbleRadius
        self.groupedRadius = groupedRadius
        self.tailShape = tailShape
        self.tail = tail
        self.timePlacement = timePlacement
        self.timeFont = timeFont
        self.timeSpacing = timeSpacing
        self.statusIconWidth = statusIconWidth
        self.replyPlacement = replyPlacement
        self.replyLines = replyLines
        self.reactionOverlap = reactionOverlap
        self.reactionHeight = reactionHeight
        self.reactionSpacing = reactionSpacing
        self.largeEmoji = largeEmoji
        self.largeEmojiSize = largeEmojiSize
        self.albumMaximumTiles = albumMaximumTiles
        self.albumWidth = albumWidth
        self.albumSpacing = albumSpacing
        self.retryButtonSize = retryButtonSize
    }

    /// Whether `position` joins the previous message (its top avatar-side corner is inner).
    static func joinsPrevious(_ position: GroupPosition) -> Bool { position == .middle || position == .last }
    /// Whether `position` joins the next message.
    static func joinsNext(_ position: GroupPosition) -> Bool { position == .middle || position == .first }

    /// The bubble's corners and tail at `position`, in leading terms (the avatar side is
    /// leading; ``CornerRadii/mirrored()`` flips them with the cell). Nil for the classic
    /// nine-slice bubble.
    public func bubbleShape(at position: GroupPosition) -> (corners: CornerRadii, tail: TailShape?)? {
        guard let radius = bubbleRadius else { return nil }
        let hasTail = tail.applies(to: position)
        var corners = CornerRadii(all: radius)
        if Self.joinsPrevious(position) { corners.topLeading = groupedRadius }
        if Self.joinsNext(position) { corners.bottomLeading = groupedRadius }
        if hasTail {
            switch tailShape {
            case .bottomCurl: corners.bottomLeading = 0
            case .topFlag: corners.topLeading = 0
            case .sidePointer: break
            }
        }
        return (corners, hasTail ? tailShape : nil)
    }
}
