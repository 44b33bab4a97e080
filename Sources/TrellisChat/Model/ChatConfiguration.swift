/// Everything that shapes the chat layout. The defaults are the classic WeChat cell; change
/// any value (a global font size setting, say) and the height cache recomputes exactly the
/// cells whose template reads it.
///
/// ```swift
/// var configuration = ChatConfiguration()
/// configuration.textFont = .builtin(size: 20)
/// configuration.hidesAvatars = true
/// ```
public struct ChatConfiguration: Hashable, Sendable {
    // MARK: Cell geometry (the classic WeChat numbers)

    /// Avatar side (40).
    ///
    /// ```swift
    /// configuration.avatarSize = 36
    /// ```
    public var avatarSize: Double = 40
    /// Distance from the screen edge to the avatar, or to the bubble without avatars (10).
    ///
    /// ```swift
    /// configuration.edgeMargin = 12
    /// ```
    public var edgeMargin: Double = 10
    /// Gap between avatar and bubble (5).
    ///
    /// ```swift
    /// configuration.avatarBubbleSpacing = 8
    /// ```
    public var avatarBubbleSpacing: Double = 5
    /// Space above the first message of a run (10).
    ///
    /// ```swift
    /// configuration.cellTopPadding = 12
    /// ```
    public var cellTopPadding: Double = 10
    /// Space above a later message of the same run: runs are tighter (4).
    ///
    /// ```swift
    /// configuration.runTopPadding = 2
    /// ```
    public var runTopPadding: Double = 4
    /// Space below every message (10).
    ///
    /// ```swift
    /// configuration.cellBottomPadding = 8
    /// ```
    public var cellBottomPadding: Double = 10
    /// The smallest bubble height (40).
    ///
    /// ```swift
    /// configuration.minimumBubbleHeight = 36
    /// ```
    public var minimumBubbleHeight: Double = 40
    /// The widest a text line may be (160: a 200 pt bubble less 20 + 20).
    ///
    /// ```swift
    /// configuration.maximumTextWidth = 240   // a wider bubble for tablets
    /// ```
    public var maximumTextWidth: Double = 160
    /// Text bubble insets: the label sits at x 20, y 3 and is 40 narrower and 12 shorter than
    /// the bubble; the text itself is `textVerticalPadding` inside the label top and bottom,
    /// so the bubble is text + 40 wide and text + 20 high.
    ///
    /// ```swift
    /// configuration.textBubbleInsets = EdgeInsets(top: 4, left: 16, bottom: 8, right: 16)
    /// ```
    public var textBubbleInsets = EdgeInsets(top: 3, left: 20, bottom: 9, right: 20)
    /// Space between the label's top and bottom and its text (4).
    ///
    /// ```swift
    /// configuration.textVerticalPadding = 6
    /// ```
    public var textVerticalPadding: Double = 4
    /// Hides every avatar; bubbles move to the edge margin.
    ///
    /// ```swift
    /// configuration.hidesAvatars = true
    /// ```
    public var hidesAvatars = false
    /// Group chat: incoming messages show the sender's nickname on the first message of a run.
    ///
    /// ```swift
    /// configuration.isGroupChat = true
    /// ```
    public var isGroupChat = false
    /// Space between nickname and bubble (2).
    ///
    /// ```swift
    /// configuration.nicknameSpacing = 4
    /// ```
    public var nicknameSpacing: Double = 2
    /// Reading direction: right-to-left mirrors every cell.
    ///
    /// ```swift
    /// configuration.layoutDirection = .rightToLeft
    /// ```
    public var layoutDirection: LayoutDirection = .leftToRight

    // MARK: Fonts

    /// Message text (14 pt bundled Noto Sans, ``Font/system(size:weight:)``).
    ///
    /// ```swift
    /// configuration.textFont = .builtin(size: 17)
    /// ```
    public var textFont: Font = .system(size: 14)
    /// Nickname (12 pt).
    ///
    /// ```swift
    /// configuration.nicknameFont = .builtin(size: 11)
    /// ```
    public var nicknameFont: Font = .system(size: 12)
    /// Time headers and system notices (12 pt).
    ///
    /// ```swift
    /// configuration.headerFont = .builtin(size: 11)
    /// ```
    public var headerFont: Font = .system(size: 12)
    /// Secondary card text: file size, address (12 pt).
    ///
    /// ```swift
    /// configuration.detailFont = .builtin(size: 11)
    /// ```
    public var detailFont: Font = .system(size: 12)

    // MARK: Other kinds

    /// The box images are fitted into, keeping their aspect ratio.
    ///
    /// ```swift
    /// configuration.imageMaximumSize = Size(width: 200, height: 200)
    /// ```
    public var imageMaximumSize = Size(width: 150, height: 150)
    /// The smallest side of a fitted image (very thin images stay tappable).
    ///
    /// ```swift
    /// configuration.imageMinimumSide = 44
    /// ```
    public var imageMinimumSide: Double = 40
    /// Width of file, location and contact cards.
    ///
    /// ```swift
    /// configuration.cardWidth = 260
    /// ```
    public var cardWidth: Double = 230
    /// Voice bubble width: `voiceMinimumWidth + voiceWidthPerSecond * duration`, at most
    /// `voiceMaximumWidth`.
    ///
    /// ```swift
    /// configuration.voiceMinimumWidth = 60
    /// ```
    public var voiceMinimumWidth: Double = 70
    /// Extra voice bubble width per second.
    ///
    /// ```swift
    /// configuration.voiceWidthPerSecond = 4
    /// ```
    public var voiceWidthPerSecond: Double = 3
    /// The widest voice bubble.
    ///
    /// ```swift
    /// configuration.voiceMaximumWidth = 180
    /// ```
    public var voiceMaximumWidth: Double = 200
    /// The bubble image's size and stretch insets, for nine-slice drawing.
    ///
    /// ```swift
    /// configuration.bubbleImage = BubbleImage(size: Size(width: 30, height: 30), capInsets: .half)
    /// ```
    public var bubbleImage = BubbleImage()

    // MARK: Sections

    /// When a new time section starts.
    ///
    /// ```swift
    /// configuration.sectionRule = .sincePreviousMessage(300)
    /// ```
    public var sectionRule: SectionRule = .sinceSectionStart(60)
    /// Header pill padding around its text.
    ///
    /// ```swift
    /// configuration.headerPillInsets = EdgeInsets(top: 2, left: 8, bottom: 2, right: 8)
    /// ```
    public var headerPillInsets = EdgeInsets(top: 3, left: 6, bottom: 3, right: 6)
    /// Space above and below the header pill.
    ///
    /// ```swift
    /// configuration.headerVerticalMargin = 8
    /// ```
    public var headerVerticalMargin: Double = 10
    /// Header pill corner radius (5).
    ///
    /// ```swift
    /// configuration.headerCornerRadius = 4
    /// ```
    public var headerCornerRadius: Double = 5

    // MARK: Messenger style, Dynamic Type and clock

    /// Grouping, bubble shapes, time, status, reactions and media choices (default
    /// ``ChatStyle/wechat``: the classic cell, unchanged).
    ///
    /// ```swift
    /// configuration.style = .telegram
    /// ```
    public var style: ChatStyle = .wechat
    /// The Dynamic Type size: every font is scaled by UIKit's factor for its text style
    /// (``ContentSizeCategory``); `.large` is the default and scales nothing.
    ///
    /// ```swift
    /// configuration.contentSizeCategory = .accessibilityLarge
    /// ```
    public var contentSizeCategory: ContentSizeCategory = .large
    /// Seconds east of UTC for the clock times shown in bubbles (`14:05`).
    ///
    /// ```swift
    /// configuration.clockOffset = 8 * 3600   // Shanghai
    /// ```
    public var clockOffset: Double = 0

    /// The defaults: the classic WeChat cell.
    ///
    /// ```swift
    /// let classic = ChatConfiguration()
    /// ```
    public init() {}

    /// Whether the cell of `message` mirrors (avatar on the right): outgoing in left-to-right
    /// layouts, incoming in right-to-left ones.
    ///
    /// ```swift
    /// configuration.isMirrored(.outgoing)   // true in LTR
    /// ```
    public func isMirrored(_ direction: MessageDirection) -> Bool {
        (direction == .outgoing) != (layoutDirection == .rightToLeft)
    }
}

/// A bubble image for renderers that draw bubbles from a stretchable picture.
///
/// ```swift
/// let image = BubbleImage(size: Size(width: 40, height: 60), capInsets: .fixed(EdgeInsets(top: 30, left: 15, bottom: 30, right: 15)))
/// ```
public struct BubbleImage: Hashable, Sendable {
    /// How the image's stretchable middle is chosen.
    ///
    /// ```swift
    /// let caps: BubbleImage.CapInsets = .fixed(EdgeInsets(top: 20, left: 12, bottom: 20, right: 12))
    /// ```
    public enum CapInsets: Hashable, Sendable {
        /// Explicit cap insets in image points.
        case fixed(EdgeInsets)
        /// Half the image each way: only the centre pixel row and column stretch.
        case half
    }

    /// The picture's size in points.
    ///
    /// ```swift
    /// let image = BubbleImage()   // 40 × 60
    /// ```
    public var size: Size
    /// The stretch insets.
    ///
    /// ```swift
    /// var image = BubbleImage()
    /// image.capInsets = .half
    /// ```
    public var capInsets: CapInsets

    /// A bubble image (default 40 × 60 with caps top 30 left 15 bottom 30 right 15).
    ///
    /// ```swift
    /// let centred = BubbleImage(size: Size(width: 30, height: 30), capInsets: .half)
    /// ```
    public init(size: Size = Size(width: 40, height: 60),
                capInsets: CapInsets = .fixed(EdgeInsets(top: 30, left: 15, bottom: 30, right: 15))) {
        self.size = size
        self.capInsets = capInsets
    }

    /// The cap insets in points.
    ///
    /// ```swift
    /// BubbleImage(size: Size(width: 30, height: 40), capInsets: .half).resolvedCapInsets   // 20, 15, 19, 14
    /// ```
    public var resolvedCapInsets: EdgeInsets {
        switch capInsets {
        case .fixed(let insets): return insets
        case .half:
            // UIKit's "centre pixel" convention: one point in the middle stretches.
            let top = (size.height / 2).rounded(.down), left = (size.width / 2).rounded(.down)
            return EdgeInsets(top: top, left: left, bottom: max(0, size.height - top - 1), right: max(0, size.width - left - 1))
        }
    }
}
