/// What a modern messenger shows around a message's content: delivery status, a quoted
/// message, reactions, a link preview, edited and forwarded labels. Every field changes the
/// geometry, so an update with different extras is measured again.
///
/// ```swift
/// var extras = MessageExtras()
/// extras.status = .read
/// extras.reactions = [Reaction("👍", count: 3, isMine: true)]
/// let message = ChatMessage(id: "m1", sender: me, direction: .outgoing, timestamp: t, kind: .text("Hi"), extras: extras)
/// ```
public struct MessageExtras: Hashable, Sendable {
    /// The delivery status of an outgoing message (nil: none shown).
    public var status: DeliveryStatus?
    /// The quoted message shown with this one.
    public var reply: ReplyPreview?
    /// Reactions, in display order.
    public var reactions: [Reaction]
    /// A preview card for a link in the text.
    public var linkPreview: LinkPreview?
    /// The text was edited.
    public var isEdited: Bool
    /// The name of the original sender of a forwarded message.
    public var forwardedFrom: String?

    /// No extras.
    public init(status: DeliveryStatus? = nil, reply: ReplyPreview? = nil, reactions: [Reaction] = [],
                linkPreview: LinkPreview? = nil, isEdited: Bool = false, forwardedFrom: String? = nil) {
        self.status = status
        self.reply = reply
        self.reactions = reactions
        self.linkPreview = linkPreview
        self.isEdited = isEdited
        self.forwardedFrom = forwardedFrom
    }

    /// Nothing to show.
    public var isEmpty: Bool {
        status == nil && reply == nil && reactions.isEmpty && linkPreview == nil && !isEdited && forwardedFrom == nil
    }
}

/// Where an outgoing message is on its way.
public enum DeliveryStatus: String, Hashable, Sendable, CaseIterable {
    /// Not yet on the server (a clock).
    case sending
    /// On the server (one tick).
    case sent
    /// On the recipient's device (two ticks).
    case delivered
    /// Read (two blue ticks).
    case read
    /// Sending failed: a retry button shows beside the bubble.
    case failed

    /// The word iMessage-style styles show under the bubble.
    public var label: String {
        switch self {
        case .sending: "Sending…"
        case .sent: "Sent"
        case .delivered: "Delivered"
        case .read: "Read"
        case .failed: "Not Delivered"
        }
    }
}

/// A quoted message: who wrote it, its text (one or two lines are shown) or a media
/// thumbnail, and the id a tap jumps to.
public struct ReplyPreview: Hashable, Sendable {
    /// The quoted message (the frame model carries it as the part's jump target).
    public var messageID: MessageID
    /// The quoted sender's name.
    public var senderName: String
    /// The quoted text ("Photo" for media).
    public var text: String
    /// The quoted message is media: a square thumbnail shows at the trailing edge.
    public var hasThumbnail: Bool

    /// Creates a quote.
    public init(messageID: MessageID, senderName: String, text: String, hasThumbnail: Bool = false) {
        self.messageID = messageID
        self.senderName = senderName
        self.text = text
        self.hasThumbnail = hasThumbnail
    }
}

/// One reaction: an emoji, how many people chose it, and whether the user did.
public struct Reaction: Hashable, Sendable {
    /// The emoji.
    public var emoji: String
    /// How many people reacted so (the count shows from 2).
    public var count: Int
    /// The user is one of them (drawn highlighted).
    public var isMine: Bool

    /// Creates a reaction.
    public init(_ emoji: String, count: Int = 1, isMine: Bool = false) {
        self.emoji = emoji
        self.count = max(1, count)
        self.isMine = isMine
    }
}

/// A link preview card: site, title, a description of up to two lines, and an image either
/// full width at its aspect ratio or as a thumbnail beside the text.
///
/// ```swift
/// let card = LinkPreview(url: "https://example.com/trail", site: "Example Trails", title: "West Ridge Loop",
///                        summary: "12 km, moderate", imageSize: Size(width: 1200, height: 630))
/// ```
public struct LinkPreview: Hashable, Sendable {
    /// The link.
    public var url: String
    /// The site's name.
    public var site: String
    /// The page title (up to two lines).
    public var title: String
    /// The description (up to two lines).
    public var summary: String
    /// The image's pixel size, nil without an image.
    public var imageSize: Size?
    /// Draw the image as a small square beside the title instead of full width.
    public var isThumbnail: Bool

    /// Creates a preview.
    public init(url: String, site: String, title: String, summary: String = "", imageSize: Size? = nil,
                isThumbnail: Bool = false) {
        self.url = url
        self.site = site
        self.title = title
        self.summary = summary
        self.imageSize = imageSize
        self.isThumbnail = isThumbnail
    }
}
