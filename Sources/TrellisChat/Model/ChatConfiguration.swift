/// Everything that shapes the chat layout. The defaults are the classic WeChat cell; change
/// any value (a global font size setting, say) and the height cache recomputes exactly the
/// cells whose template reads it.
///
/// ```swift
/// var configuration = ChatConfiguration()
/// configuration.textFont = .system(size: 20)
/// configuration.hidesAvatars = true
/// ```
public struct ChatConfiguration: Hashable, Sendable {
    // MARK: Cell geometry (the classic WeChat numbers)

    /// Avatar side (40).
    public var avatarSize: Double = 40
    /// Distance from the screen edge to the avatar, or to the bubble without avatars (10).
    public var edgeMargin: Double = 10
    /// Gap between avatar and bubble (5).
    public var avatarBubbleSpacing: Double = 5
    /// Space above the first message of a run (10).
    public var cellTopPadding: Double = 10
    /// Space above a later message of the same run: runs are tighter (4).
    public var runTopPadding: Double = 4
    /// Space below every message (10).
    public var cellBottomPadding: Double = 10
    /// The smallest bubble height (40).
    public var minimumBubbleHeight: Double = 40
    /// The widest a text line may be (160: a 200 pt bubble less 20 + 20).
    public var maximumTextWidth: Double = 160
    /// Text bubble insets: the label sits at x 20, y 3 and is 40 narrower and 12 shorter than
    /// the bubble; the text itself is `textVerticalPadding` inside the label top and bottom,
    /// so the bubble is text + 40 wide and text + 20 high.
    public var textBubbleInsets = EdgeInsets(top: 3, left: 20, bottom: 9, right: 20)
    /// Space between the label's top and bottom and its text (4).
    public var textVerticalPadding: Double = 4
    /// Hides every avatar; bubbles move to the edge margin.
    public var hidesAvatars = false
    /// Group chat: incoming messages show the sender's nickname on the first message of a run.
    public var isGroupChat = false
    /// Space between nickname and bubble (2).
    public var nicknameSpacing: Double = 2
    /// Reading direction: right-to-left mirrors every cell.
    public var layoutDirection: LayoutDirection = .leftToRight

    // MARK: Fonts

    /// Message text (14 pt bundled Noto Sans, `Font.system(size:weight:)`).
    public var textFont: Font = .system(size: 14)
    /// Nickname (12 pt).
    public var nicknameFont: Font = .system(size: 12)
    /// Time headers and system notices (12 pt).
    public var headerFont: Font = .system(size: 12)
    /// Secondary card text: file size, address (12 pt).
    public var detailFont: Font = .system(size: 12)

    // MARK: Other kinds

    /// The box images are fitted into, keeping their aspect ratio.
    public var imageMaximumSize = Size(width: 150, height: 150)
    /// The smallest side of a fitted image (very thin images stay tappable).
    public var imageMinimumSide: Double = 40
    /// Width of file, location and contact cards.
    public var cardWidth: Double = 230
    /// Voice bubble width: `voiceMinimumWidth + voiceWidthPerSecond * duration`, at most
    /// `voiceMaximumWidth`.
    public var voiceMinimumWidth: Double = 70
    /// Extra voice bubble width per second.
    public var voiceWidthPerSecond: Double = 3
    /// The widest voice bubble.
    public var voiceMaximumWidth: Double = 200
    /// The bubble image's size and stretch insets, for nine-slice drawing.
    public var bubbleImage = BubbleImage()

    // MARK: Sections

    /// When a new time section starts.
    public var sectionRule: SectionRule = .sinceSectionStart(60)
    /// Header pill padding around its text.
    public var headerPillInsets = EdgeInsets(top: 3, left: 6, bottom: 3, right: 6)
    /// Space above and below the header pill.
    public var headerVerticalMargin: Double = 10
    /// Header pill corner radius (5).
    public var headerCornerRadius: Double = 5

    // MARK: Messenger style, Dynamic Type and clock

    /// Grouping, bubble shapes, time, status, reactions and media choices (default
    /// ``ChatStyle/wechat``: the classic cell, unchanged).
    public var style: ChatStyle = .wechat
    /// The Dynamic Type size: every font is scaled by UIKit's factor for its text style
    /// (``ContentSizeCategory``); `.large` is the default and scales nothing.
    public var contentSizeCategory: ContentSizeCategory = .large
    /// Seconds east of UTC for the clock times shown in bubbles (`14:05`).
    public var clockOffset: Double = 0

    /// The defaults: the classic WeChat cell.
    public init() {}

    /// Whether the cell of `message` mirrors (avatar on the right): outgoing in left-to-right
    /// layouts, incoming in right-to-left ones.
    public func isMirrored(_ direction: MessageDirection) -> Bool {
        (direction == .outgoing) != (layoutDirection == .rightToLeft)
    }
}

/// A bubble image for renderers that draw bubbles from a stretchable picture.
public struct BubbleImage: Hashable, Sendable {
    /// How the image's stretchable middle is chosen.
    public enum CapInsets: Hashable, Sendable {
        /// Explicit cap insets in image points.
        case fixed(EdgeInsets)
        /// Half the image each way: only the centre pixel row and column stretch.
        case half
    }

    /// The picture's size in points.
    public var size: Size
    /// The stretch insets.
    ///
    /// ```swift
    /// var image = BubbleImage()
    /// image.capInsets = .half
    /// ```
    public var capInsets: CapInsets

    /// A bubble image (default 40 × 60 with caps top 30 left 15 bottom 30 right 15).
    public init(size: Size = Size(width: 40, height: 60),
                capInsets: CapInsets = .fixed(EdgeInsets(top: 30, left: 15, bottom: 30, right: 15))) {
        self.size = size
        self.capInsets = capInsets
    }

    /// The cap insets in points.
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
