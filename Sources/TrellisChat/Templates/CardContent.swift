/// Shared text helpers for cards.
enum CardText {
    static let padding = 12.0

    static func layout(_ string: String, _ font: Font, width: Double, lines: Int) -> TextLayout {
        PreparedText(string, font: font).layout(maxWidth: width, options: TextOptions(numberOfLines: lines))
    }

    static func part(_ role: PartRole, _ string: String, _ font: Font, _ color: ColorRole, _ layout: TextLayout,
                     at origin: Point) -> ChatPart {
        ChatPart(role: role, frame: Rect(origin: origin, size: Size(width: layout.width, height: layout.height)),
                 text: TextFrame(string: string, font: font, color: color, layout: layout))
    }
}

/// Bubble content drawn on a plain white card that lays out its own padding: the file,
/// location and contact cards. Supplies their shared insets, style and inputs.
public protocol CardBubbleContent: BubbleContent where Inputs == CardInputs {}

extension CardBubbleContent {
    /// No insets: the card lays out its own padding.
    public func insets(_ c: ChatConfiguration) -> EdgeInsets { .zero }

    /// A white card.
    public var style: BubbleStyle { .card }

    /// The card width, text font and detail font.
    public func inputs(from configuration: ChatConfiguration) -> CardInputs { CardInputs(configuration) }
}

/// A location card: title, address and a map thumbnail.
public struct LocationContent: CardBubbleContent {
    /// Height of the map thumbnail (100).
    public static let mapHeight = 100.0
    /// Creates the content.
    public init() {}

    private func layouts(_ title: String, _ address: String, _ c: CardInputs) -> (TextLayout, TextLayout) {
        let width = c.width - 2 * CardText.padding
        return (CardText.layout(title, c.titleFont, width: width, lines: 1), CardText.layout(address, c.detailFont, width: width, lines: 1))
    }

    /// The card width by the title, address and map thumbnail; zero for other kinds.
    public func measure(_ message: ChatMessage, cellWidth: Double, configuration c: CardInputs) -> Size {
        guard case .location(let title, let address) = message.kind else { return .zero }
        let (t, a) = layouts(title, address, c)
        return Size(width: c.width, height: CardText.padding + t.height + 4 + a.height + 8 + Self.mapHeight)
    }

    /// The title, the address and the map thumbnail along the card's bottom.
    public func parts(_ message: ChatMessage, area: Rect, measured: Size, configuration c: CardInputs) -> [ChatPart] {
        guard case .location(let title, let address) = message.kind else { return [] }
        let (t, a) = layouts(title, address, c)
        let p = CardText.padding
        return [
            CardText.part(.cardTitle, title, c.titleFont, .primaryText, t, at: Point(x: area.minX + p, y: area.minY + p)),
            CardText.part(.cardDetail, address, c.detailFont, .secondaryText, a, at: Point(x: area.minX + p, y: area.minY + p + t.height + 4)),
            ChatPart(role: .mapThumbnail, frame: Rect(x: area.minX, y: area.maxY - Self.mapHeight, width: area.width, height: Self.mapHeight),
                     fill: .imagePlaceholder, imageName: "map"),
        ]
    }
}

/// A contact card: avatar, name, detail and a "Contact Card" footer.
public struct ContactContent: CardBubbleContent {
    /// The footer text.
    public static let footer = "Contact Card"
    /// Creates the content.
    public init() {}

    private func layouts(_ name: String, _ detail: String, _ c: CardInputs) -> (TextLayout, TextLayout, TextLayout) {
        let width = c.width - 2 * CardText.padding - 50
        return (CardText.layout(name, c.titleFont, width: width, lines: 1), CardText.layout(detail, c.detailFont, width: width, lines: 1),
                CardText.layout(Self.footer, c.detailFont, width: c.width, lines: 1))
    }

    /// The card width by the avatar row, a separator and the footer; zero for other kinds.
    public func measure(_ message: ChatMessage, cellWidth: Double, configuration c: CardInputs) -> Size {
        guard case .contact(let name, let detail) = message.kind else { return .zero }
        let (_, _, footer) = layouts(name, detail, c)
        return Size(width: c.width, height: 2 * CardText.padding + 40 + 1 + 12 + footer.height)
    }

    /// The avatar, name, detail and the "Contact Card" footer.
    public func parts(_ message: ChatMessage, area: Rect, measured: Size, configuration c: CardInputs) -> [ChatPart] {
        guard case .contact(let name, let detail) = message.kind else { return [] }
        let (n, d, footer) = layouts(name, detail, c)
        let p = CardText.padding
        let textX = area.minX + p + 50
        return [
            ChatPart(role: .icon, frame: Rect(x: area.minX + p, y: area.minY + p, width: 40, height: 40), fill: .avatarPlaceholder,
                     cornerRadius: 4, imageName: "contact.avatar"),
            CardText.part(.cardTitle, name, c.titleFont, .primaryText, n, at: Point(x: textX, y: area.minY + p)),
            CardText.part(.cardDetail, detail, c.detailFont, .secondaryText, d, at: Point(x: textX, y: area.minY + p + n.height + 4)),
            CardText.part(.cardDetail, Self.footer, c.detailFont, .secondaryText, footer,
                          at: Point(x: area.minX + p, y: area.minY + 2 * p + 40 + 1 + 6)),
        ]
    }
}
