// Conversions to and from CoreGraphics' geometry, so UIKit/AppKit code can consume frames
// directly. Foundation supplies CGRect on Linux too; this is the only file that imports it.
#if canImport(Foundation)
import Foundation

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
