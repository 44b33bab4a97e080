/// UIKit's `UISemanticContentAttribute`: whether a node's content flips in right-to-left
/// layouts. Trellis reads only the forced values (they set the node's
/// ``LayoutNode/semanticLayoutDirection``); the others follow the inherited direction.
public enum SemanticContentAttribute: Int, Sendable, Hashable {
    /// Follows the inherited layout direction.
    case unspecified
    /// Playback controls: UIKit keeps them left to right; Trellis follows the inherited direction.
    case playback
    /// Directional controls: UIKit keeps them left to right; Trellis follows the inherited direction.
    case spatial
    /// Always left to right.
    case forceLeftToRight
    /// Always right to left.
    case forceRightToLeft
}
