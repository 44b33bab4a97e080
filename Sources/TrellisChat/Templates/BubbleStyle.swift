/// How a bubble's background is drawn.
public enum BubbleStyle: Sendable, Hashable {
    /// The chat bubble: outgoing or incoming fill, drawn from the nine-slice bubble image.
    case bubble
    /// A plain white card (file, location, contact).
    case card
    /// No background (images fill their bubble).
    case none
}
