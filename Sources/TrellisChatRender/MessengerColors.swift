import TrellisChat
import TrellisRender

/// The paints of the messenger parts (quotes, link cards, times, ticks, reactions, media
/// overlays, the unread separator, the typing dots) and the seven sender-name colours.
///
/// ```swift
/// var theme = ChatTheme()
/// theme.messenger.readStatus = "#34B7F1"   // WhatsApp's blue ticks
/// ```
public struct MessengerColors: Sendable, Hashable {
    /// Accent bars and site names.
    public var accent = "#3E88F7"
    /// Times on incoming bubbles.
    public var metadataText = "#8A8A8E"
    /// Times on outgoing bubbles.
    public var outgoingMetadataText = "#DCE8FF"
    /// Read ticks.
    public var readStatus = "#34B7F1"
    /// Failure marks and the retry button.
    public var failed = "#E5534B"
    /// Reaction chips.
    public var reactionChip = "#F1F1F4"
    /// The user's own reaction chips.
    public var ownReactionChip = "#D6E6FF"
    /// Dark overlays on media ("+N", times on images).
    public var mediaOverlay = "#000000"
    /// Text on media overlays.
    public var overlayText = "#FFFFFF"
    /// The unread separator band.
    public var separator = "#DDE3EA"
    /// Typing dots.
    public var typingDot = "#9A9AA0"
    /// Quote boxes.
    public var quoteBox = "#E9EEF5"
    /// Sender-name colours, Telegram's seven hues (red, orange, violet, green, cyan, blue, pink).
    public var senderNames = ["#D2544F", "#D9892B", "#8E6AD8", "#4FA34C", "#3FA3B8", "#3E88F7", "#D45E9A"]

    /// The defaults.
    public init() {}

    /// The paint of a messenger role, nil for the classic roles.
    func color(_ role: ColorRole) -> String? {
        switch role {
        case .accent: accent
        case .metadataText: metadataText
        case .outgoingMetadataText: outgoingMetadataText
        case .readStatus: readStatus
        case .failed: failed
        case .reactionChip: reactionChip
        case .ownReactionChip: ownReactionChip
        case .mediaOverlay: mediaOverlay
        case .overlayText: overlayText
        case .separator: separator
        case .typingDot: typingDot
        case .quoteBox: quoteBox
        case .sender0, .sender1, .sender2, .sender3, .sender4, .sender5, .sender6:
            senderNames.isEmpty ? accent : senderNames[(SenderColor.roles.firstIndex(of: role) ?? 0) % senderNames.count]
        default: nil
        }
    }
}
