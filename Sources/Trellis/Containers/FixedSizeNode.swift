/// A node with a fixed intrinsic size: a switch, a spinner, an icon (UIKit controls whose
/// size does not depend on content).
///
/// ```swift
/// let toggle = FixedSizeNode(size: Size(width: 51, height: 31))   // UISwitch's size
/// row.addSubview(toggle)
/// ```
open class FixedSizeNode: LayoutNode {
    /// The intrinsic size; a negative or non-finite dimension means none in that dimension.
    public var size: Size {
        didSet { if size != oldValue { content = FixedContent(size: Self.sanitized(size)) } }
    }

    /// A node whose intrinsic size is `size`.
    public init(size: Size) {
        self.size = size
        super.init(frame: .zero)
        content = FixedContent(size: Self.sanitized(size))
    }

    /// A node with no intrinsic size yet (set ``size``).
    public override convenience init(frame: Rect) {
        self.init(size: Size(width: LayoutNode.noIntrinsicMetric, height: LayoutNode.noIntrinsicMetric))
        self.frame = frame
    }

    override var kindName: String { "FixedSizeNode" }

    private static func sanitized(_ size: Size) -> Size {
        func clean(_ value: Double) -> Double { value.isFinite && value >= 0 ? value : LayoutNode.noIntrinsicMetric }
        return Size(width: clean(size.width), height: clean(size.height))
    }
}
