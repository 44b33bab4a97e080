/// What a renderer fills a part with: semantic roles, mapped to colours by the renderer's
/// theme (WeChat: outgoing bubbles blue, incoming white, cards white, header pills 30 % black).
public enum ColorRole: String, Sendable, Hashable, CaseIterable {
    /// Fills: the two bubbles, cards, header pills, system notices and image placeholders.
    case outgoingBubble, incomingBubble, card, headerPill, systemNotice, avatarPlaceholder, imagePlaceholder
    /// Text colours.
    case primaryText, outgoingText, secondaryText, headerText, nicknameText, unsupportedText
    /// Messenger parts: accent bars and site names, times, read ticks, failure marks,
    /// reaction chips (the user's own highlighted), dark overlays on media, separators and
    /// typing dots.
    case accent, metadataText, outgoingMetadataText, readStatus, failed, reactionChip, ownReactionChip, mediaOverlay,
         overlayText, separator, typingDot, quoteBox
    /// The seven sender-name colours (``SenderColor``).
    case sender0, sender1, sender2, sender3, sender4, sender5, sender6
}

/// The role of one drawable part of a cell.
public enum PartRole: String, Sendable, Hashable, CaseIterable {
    /// Message cell parts: avatar, nickname, bubble and the content inside it.
    case avatar, nickname, bubble, text, image, icon, cardTitle, cardDetail, voiceDuration, mapThumbnail
    /// Header and notice parts, the unsupported-message notice, and a template's own parts.
    case headerPill, headerText, systemNotice, unsupportedNotice, custom
    /// The quoted message: accent bar, sender, text, thumbnail (its ``ChatPart/target`` is
    /// the quoted message).
    case replyBar, replySender, replyText, replyThumbnail
    /// The link preview card: accent bar, site, title, description, image.
    case linkBar, linkSite, linkTitle, linkDescription, linkImage
    /// Time (with "edited"), the delivery status icon, the status word under the bubble,
    /// the retry button of a failed message, the forwarded and edited labels.
    case time, statusIcon, statusLabel, retryButton, forwardedLabel, editedLabel
    /// One reaction chip (emoji and count).
    case reaction
    /// An album tile and the "+N" overlay on the last one.
    case albumTile, albumOverflow
    /// List decorations: the typing indicator bubble and its dots, the unread separator.
    case typingBubble, typingDot, unreadSeparator
    /// Interaction: the selection-mode checkbox, the time a reveal-time swipe shows, the
    /// arrow a reply swipe shows.
    case selectionCheckbox, revealedTime, replyAffordance
}

/// One laid-out line of text: its characters (UTF-16 range into ``TextFrame/string``), its
/// box relative to the text part's frame, and its baseline.
///
/// ```swift
/// let line = text.lines[0]
/// let characters = text.string.utf16[...]   // line.range
/// ```
public struct TextLineFrame: Sendable, Hashable {
    /// UTF-16 code units of ``TextFrame/string`` on this line.
    public var range: Range<Int>
    /// The line's box relative to the part's frame origin.
    public var frame: Rect
    /// The baseline's y relative to the part's frame origin.
    public var baseline: Double
    /// The line's drawn width (no hanging spaces).
    public var width: Double
    /// The line ends in "…" (truncated).
    public var isTruncated: Bool
    /// The line is a right-to-left paragraph's.
    public var isRightToLeft: Bool
}

/// Text to draw: the string, the font, the colour role and the lines.
public struct TextFrame: Sendable, Hashable {
    /// The whole string.
    public var string: String
    /// The font's face identifier (`"builtin"` for built-in metrics).
    public var fontFace: String
    /// The font size in points.
    public var fontSize: Double
    /// The colour role.
    public var color: ColorRole
    /// The lines, top to bottom.
    public var lines: [TextLineFrame]
    /// The runs of fonts and colours when the text is attributed (nil: all of it in the
    /// font and ``color``); renderers draw each run in its own font and colour.
    public var attributedText: AttributedText?
    /// The prepared text the lines came from, when the layout kept it (renderers draw its
    /// glyphs); ignored by `==` and hashing.
    package var source = PreparedTextSource(nil)

    /// Builds a text frame from a TrellisText layout placed at `origin` inside the part.
    public init(string: String, font: Font, color: ColorRole, layout: TextLayout, origin: Point = .zero) {
        self.init(string: string, fontFace: font.face.identifier, fontSize: font.size, color: color, layout: layout, origin: origin)
    }

    /// Builds a text frame of an attributed text from its layout (`PreparedText(attributedText)`);
    /// ``fontFace`` and ``fontSize`` are the first run's, `color` is for runs without a colour.
    public init(attributedText: AttributedText, color: ColorRole, layout: TextLayout, origin: Point = .zero) {
        let font = attributedText.runs.first?.attributes.font ?? .system(size: 0)
        self.init(string: attributedText.string, fontFace: font.face.identifier, fontSize: font.size, color: color,
                  layout: layout, origin: origin)
        self.attributedText = attributedText
    }

    private init(string: String, fontFace: String, fontSize: Double, color: ColorRole, layout: TextLayout, origin: Point) {
        self.string = string
        self.fontFace = fontFace
        self.fontSize = fontSize
        self.color = color
        lines = layout.lines.map { line in
            TextLineFrame(range: line.range,
                          frame: Rect(x: origin.x + line.x, y: origin.y + line.y, width: line.width, height: line.height),
                          baseline: origin.y + line.baseline, width: line.width,
                          isTruncated: line.isTruncated, isRightToLeft: line.isRightToLeft)
        }
    }
}

/// One drawable part of a cell: a named rectangle in the cell's coordinates with what to
/// draw in it.
///
/// ```swift
/// let bubble = cell.part(.bubble)!
/// bubble.fill          // .outgoingBubble
/// bubble.nineSlice     // source and destination rectangles for the bubble image
/// ```
public struct ChatPart: Sendable, Hashable {
    /// What the part is.
    public var role: PartRole
    /// The rectangle in the cell's coordinates.
    public var frame: Rect
    /// Background fill, if any.
    public var fill: ColorRole?
    /// Corner radius of the fill.
    public var cornerRadius: Double
    /// Text to draw, with lines relative to `frame`.
    public var text: TextFrame?
    /// An image name or URL (avatar, file icon, voice icon), if any.
    public var imageName: String?
    /// Nine-slice geometry when the part is drawn from a stretchable bubble image.
    public var nineSlice: NineSlice?
    /// The template's own name for a custom part.
    public var name: String?
    /// Per-corner radii in the cell's coordinates (nil: ``cornerRadius`` on every corner).
    public var corners: CornerRadii?
    /// The bubble's tail, if any (on the avatar side: left unless the cell is mirrored).
    public var tail: ChatStyle.TailShape?
    /// The message a tap on the part jumps to (a quoted message).
    public var target: MessageID?

    /// Creates a part.
    public init(role: PartRole, frame: Rect, fill: ColorRole? = nil, cornerRadius: Double = 0, text: TextFrame? = nil,
                imageName: String? = nil, nineSlice: NineSlice? = nil, name: String? = nil, corners: CornerRadii? = nil,
                tail: ChatStyle.TailShape? = nil, target: MessageID? = nil) {
        self.role = role
        self.frame = frame
        self.fill = fill
        self.cornerRadius = cornerRadius
        self.text = text
        self.imageName = imageName
        self.nineSlice = nineSlice
        self.name = name
        self.corners = corners
        self.tail = tail
        self.target = target
    }

    /// The part mirrored inside a container `width` wide (right-to-left, outgoing side).
    /// Text lines keep their positions relative to the part.
    func mirrored(inWidth width: Double) -> ChatPart {
        var copy = self
        copy.frame = Rect(x: width - frame.maxX, y: frame.minY, width: frame.width, height: frame.height)
        copy.nineSlice = nineSlice?.mirrored()
        copy.corners = corners?.mirrored()
        return copy
    }
}

/// The kind of a laid-out cell.
public enum CellKind: Sendable, Hashable {
    /// A message drawn by the template registered for its type key.
    case message(type: String)
    /// A message whose type has no template: drawn as a visible "unsupported message" cell.
    case unsupported(type: String)
    /// A time section header.
    case timeHeader
    /// The "new messages" separator above the first unread message.
    case unreadSeparator
    /// The typing indicator row after the last message.
    case typingIndicator
}

/// A laid-out cell: its frame in the list and its parts. This is what renderers read.
///
/// ```swift
/// for cell in layout.cells(in: layout.visibleRange(for: viewport)) {
///     for part in cell.parts { draw(part, offsetBy: cell.frame.origin) }
/// }
/// ```
public struct ChatCellFrame: Sendable, Hashable {
    /// The message (for a header: the first message of its section).
    public var messageID: MessageID
    /// What the cell is.
    public var kind: CellKind
    /// The cell's rectangle in the list's content coordinates (y grows downwards).
    public var frame: Rect
    /// Drawable parts in the cell's coordinates, back to front.
    public var parts: [ChatPart]
    /// The cell is drawn mirrored (avatar on the right).
    public var isMirrored: Bool

    /// Creates a cell frame.
    public init(messageID: MessageID, kind: CellKind, frame: Rect, parts: [ChatPart], isMirrored: Bool) {
        self.messageID = messageID
        self.kind = kind
        self.frame = frame
        self.parts = parts
        self.isMirrored = isMirrored
    }

    /// The first part with `role`.
    public func part(_ role: PartRole) -> ChatPart? { parts.first { $0.role == role } }

    /// Every part with `role`.
    public func parts(_ role: PartRole) -> [ChatPart] { parts.filter { $0.role == role } }
}
