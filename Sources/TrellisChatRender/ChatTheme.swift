import TrellisChat
import TrellisRender

/// The colours and font families a chat renderer paints with. The defaults follow the issue's
/// WeChat look: a #EDEDED page, blue outgoing and white incoming bubbles, white cards, time
/// header pills of 12 pt white text on 30 % black with a 5 pt radius, avatars as coloured
/// circles with initials.
///
/// ```swift
/// var theme = ChatTheme()
/// theme.outgoingBubble = "#95EC69"   // WeChat's green instead of blue
/// let svg = ChatSVGRenderer(theme: theme).render(scene)
/// ```
public struct ChatTheme: Sendable, Hashable {
    /// The page behind the list.
    public var background = "#EDEDED"

    /// Outgoing bubbles (blue).
    public var outgoingBubble = "#4C8DFF"

    /// Incoming bubbles.
    public var incomingBubble = "#FFFFFF"

    /// File, location, contact and "unsupported" cards.
    public var card = "#FFFFFF"

    /// The hairline around white bubbles and cards.
    public var outline = "#DADADA"

    /// Time header and system notice pills (black at ``pillOpacity``).
    public var pill = "#000000"

    /// The pill's opacity (0.3).
    public var pillOpacity = 0.3

    /// Image and map placeholders.
    public var placeholder = "#C8CDD2"

    /// The input bar's background.
    public var inputBar = "#F7F7F7"

    /// The input bar's text view.
    public var inputField = "#FFFFFF"

    /// Icons (file type, voice wave, input bar buttons).
    public var icon = "#7F7F7F"

    /// Message text.
    public var primaryText = "#111111"

    /// Text on outgoing bubbles.
    public var outgoingText = "#FFFFFF"

    /// File sizes, addresses, card footers.
    public var secondaryText = "#888888"

    /// Header and system notice text.
    public var headerText = "#FFFFFF"

    /// Nicknames.
    public var nicknameText = "#888888"

    /// The "unsupported message" notice.
    public var unsupportedText = "#B0463C"

    /// The colours avatar circles are picked from, by a hash of the sender id.
    public var avatarPalette = ["#E57373", "#F06292", "#BA68C8", "#7986CB", "#4FC3F7",
                                "#4DB6AC", "#81C784", "#FFB74D", "#A1887F", "#90A4AE"]

    /// Quotes, link cards, times, ticks, reactions, overlays and sender-name colours.
    public var messenger = MessengerColors()

    /// The CSS family list for text measured with the built-in metrics (Helvetica widths).
    public var builtinFontFamily = "Helvetica, Arial, sans-serif"

    /// The default theme.
    public init() {}

    /// The paint for a colour role.
    /// - Parameter role: the role a part or text frame names.
    public func color(_ role: ColorRole) -> String {
        switch role {
        case .outgoingBubble: outgoingBubble
        case .incomingBubble: incomingBubble
        case .card: card
        case .headerPill, .systemNotice: pill
        case .avatarPlaceholder: avatarPalette.first ?? placeholder
        case .imagePlaceholder: placeholder
        case .primaryText: primaryText
        case .outgoingText: outgoingText
        case .secondaryText: secondaryText
        case .headerText: headerText
        case .nicknameText: nicknameText
        case .unsupportedText: unsupportedText
        default: messenger.color(role) ?? primaryText
        }
    }

    /// The avatar colour of a sender: the same id always gets the same colour (FNV-1a over
    /// the id's UTF-8, not Swift's per-process seeded hash).
    /// - Parameter senderID: the sender's stable id.
    public func avatarColor(for senderID: String) -> String {
        guard !avatarPalette.isEmpty else { return placeholder }
        return avatarPalette[Int(Self.stableHash(senderID) % UInt64(avatarPalette.count))]
    }

    /// FNV-1a, 64 bits, over the UTF-8 bytes: stable across runs and machines.
    /// - Parameter string: the text to hash.
    public static func stableHash(_ string: String) -> UInt64 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in string.utf8 {
            hash ^= UInt64(byte)
            hash = hash &* 0x0000_0100_0000_01B3
        }
        return hash
    }

    /// The initials on an avatar: the first letters of the first two words (upper-cased), or
    /// the first character of a name without spaces ("李雷" gives "李"); "?" for an empty name.
    ///
    /// ```swift
    /// ChatTheme.initials("Alice Smith")   // "AS"
    /// ChatTheme.initials("bob")           // "B"
    /// ```
    /// - Parameter name: the display name.
    public static func initials(_ name: String) -> String {
        // Only the first two words matter, and only the first 64 characters are looked at: a
        // 100,000-character name is not split whole.
        let words = name.prefix(64).split(maxSplits: 2, omittingEmptySubsequences: true, whereSeparator: { $0.isWhitespace })
        guard let first = words.first?.first else { return "?" }
        var result = String(first).uppercased()
        if words.count > 1, let second = words[1].first, first.isLetter, second.isLetter {
            result += String(second).uppercased()
        }
        return result
    }
}
