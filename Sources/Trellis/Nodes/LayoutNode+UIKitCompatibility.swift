/// UIView properties that ported code sets, mapped onto what Trellis models.
extension LayoutNode {
    /// UIKit's semantic content attribute: the forced values set ``semanticLayoutDirection``,
    /// the others clear it (the node follows its superview's direction).
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

    /// The centre of ``frame`` in the superview's coordinates (UIView's `center`); setting
    /// it moves the frame (the next layout writes constrained frames again).
    public var center: Point {
        get { Point(x: frame.midX, y: frame.midY) }
        set {
            frame.origin = Point(x: newValue.x - frame.width / 2, y: newValue.y - frame.height / 2)
        }
    }

    /// Runs `animations` now and then `completion(true)`: Trellis computes final frames and
    /// has no animation clock, so a `UIView.animate` block that changes constraints and calls
    /// `layoutIfNeeded()` ports as is and leaves the frames UIKit ends with.
    public static func animate(withDuration duration: Double, animations: () -> Void,
                               completion: ((Bool) -> Void)? = nil) {
        animations()
        completion?(true)
    }
}
