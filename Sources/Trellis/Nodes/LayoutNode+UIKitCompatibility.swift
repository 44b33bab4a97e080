/// UIView properties that ported code sets, mapped onto what Trellis models.
extension LayoutNode {
    /// UIKit's semantic content attribute: the forced values set ``semanticLayoutDirection``,
    /// the others clear it (the node follows its superview's direction).
    ///
    /// ```swift
    /// slider.semanticContentAttribute = .forceRightToLeft
    /// ```
    public var semanticContentAttribute: SemanticContentAttribute {
        get { semanticContentAttributeStorage }
        set {
            semanticContentAttributeStorage = newValue
            switch newValue {
            case .forceLeftToRight: semanticLayoutDirection = .leftToRight
            case .forceRightToLeft: semanticLayoutDirection = .rightToLeft
            case .unspecified, .playback, .spatial: semanticLayoutDirection = nil
            }
        }
    }
}
