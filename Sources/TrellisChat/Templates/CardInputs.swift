/// What the file, location and contact cards read from the configuration.
public struct CardInputs: Hashable, Sendable {
    /// The card's width (``ChatConfiguration/cardWidth``).
    public var width: Double
    /// The title's font (``ChatConfiguration/textFont``).
    public var titleFont: Font
    /// The detail lines' font (``ChatConfiguration/detailFont``).
    public var detailFont: Font

    /// The card values of `configuration`.
    public init(_ configuration: ChatConfiguration) {
        width = configuration.cardWidth
        titleFont = configuration.textFont
        detailFont = configuration.detailFont
    }
}
