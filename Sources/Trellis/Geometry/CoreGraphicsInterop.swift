// CoreGraphics' geometry names for ported code, and conversions to and from Trellis's own
// geometry. The four CG types are Foundation's declarations (CoreGraphics' on Apple
// platforms), re-exported one by one: `import Trellis` alone can name them, and a file that
// also imports Foundation sees the same declarations, so nothing is ambiguous. (A Trellis
// type *named* `CGSize` would be ambiguous there.) See the README, "Geometry design".
// Foundation supplies them on Linux too; this is the only file of Trellis that imports it.
#if canImport(Foundation)
import Foundation
@_exported import struct Foundation.CGFloat
@_exported import struct Foundation.CGPoint
@_exported import struct Foundation.CGSize
@_exported import struct Foundation.CGRect

extension Point {
    /// Creates a point from a `CGPoint`.
    public init(_ point: CGPoint) { self.init(x: Double(point.x), y: Double(point.y)) }

    /// This point as a `CGPoint`.
    public var cgPoint: CGPoint { CGPoint(x: CGFloat(x), y: CGFloat(y)) }
}

extension Size {
    /// Creates a size from a `CGSize`.
    public init(_ size: CGSize) { self.init(width: Double(size.width), height: Double(size.height)) }

    /// This size as a `CGSize`.
    public var cgSize: CGSize { CGSize(width: CGFloat(width), height: CGFloat(height)) }
}

extension Rect {
    /// Creates a rectangle from a `CGRect`.
    public init(_ rect: CGRect) { self.init(origin: Point(rect.origin), size: Size(rect.size)) }

    /// This rectangle as a `CGRect`.
    public var cgRect: CGRect { CGRect(origin: origin.cgPoint, size: size.cgSize) }
}

extension LayoutNode {
    /// ``systemLayoutSizeFitting(_:)`` in CoreGraphics' types, as UIKit spells it.
    @_disfavoredOverload
    public func systemLayoutSizeFitting(_ targetSize: CGSize) -> CGSize {
        systemLayoutSizeFitting(Size(targetSize)).cgSize
    }

    /// ``systemLayoutSizeFitting(_:withHorizontalFittingPriority:verticalFittingPriority:)``
    /// in CoreGraphics' types, as UIKit spells it.
    @_disfavoredOverload
    public func systemLayoutSizeFitting(_ targetSize: CGSize, withHorizontalFittingPriority horizontal: LayoutPriority,
                                        verticalFittingPriority vertical: LayoutPriority) -> CGSize {
        systemLayoutSizeFitting(Size(targetSize), withHorizontalFittingPriority: horizontal,
                                verticalFittingPriority: vertical).cgSize
    }

    /// The frame as a `CGRect`; setting it sets ``frame`` (UIKit code that must keep the CG
    /// type writes `node.cgFrame = CGRect(...)`).
    public var cgFrame: CGRect {
        get { frame.cgRect }
        set { frame = Rect(newValue) }
    }
}

extension CGFloat: ConstraintNumber {
    /// The number as a `Double`.
    public var constraintNumber: Double { Double(self) }
}

extension CGSize: ConstraintRelatableTarget {
    /// A size: width and height constants.
    public var constraintTarget: ConstraintTarget { .constant(.size(Size(self))) }
}

extension CGPoint: ConstraintRelatableTarget {
    /// A point: x for horizontal attributes, y for vertical ones.
    public var constraintTarget: ConstraintTarget { .constant(.point(Point(self))) }
}
#endif
