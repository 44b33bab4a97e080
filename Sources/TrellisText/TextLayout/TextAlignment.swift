/// Horizontal alignment of lines inside the block (whose width is the widest line).
public enum TextAlignment: String, Sendable, Hashable {
    /// Left for left-to-right paragraphs, right for right-to-left ones.
    case natural
    /// Every line against the block's left edge.
    case left
    /// Every line against the block's right edge.
    case right
    /// Every line centred in the block.
    case center
}
