// Conversions to and from CoreGraphics' geometry, so UIKit/AppKit code can consume frames
// directly. Foundation supplies CGRect on Linux too; this is the only file that imports it.
#if canImport(Foundation)
import Foundation

extension Point {
    /// Creates a point from a `CGPoint`.
    ///
    /// ```swift
    /// let p = Point(CGPoint(x: 1, y: 2))
    /// ```
    public init(_ point: CGPoint) { self.init(x: Double(point.x), y: Double(point.y)) }

    /// This point as a `CGPoint`.
    ///
    /// ```swift
    /// view.center = node.frame.origin.cgPoint
    /// ```
    public var cgPoint: CGPoint { CGPoint(x: CGFloat(x), y: CGFloat(y)) }
}

extension Size {
    /// Creates a size from a `CGSize`.
    ///
    /// ```swift
    /// let s = Size(CGSize(width: 10, height: 20))
    /// ```
    public init(_ size: CGSize) { self.init(width: Double(size.width), height: Double(size.height)) }

    /// This size as a `CGSize`.
    ///
    /// ```swift
    /// let cg = node.frame.size.cgSize
    /// ```
    public var cgSize: CGSize { CGSize(width: CGFloat(width), height: CGFloat(height)) }
}

extension Rect {
    /// Creates a rectangle from a `CGRect`.
    ///
    /// ```swift
    /// root.frame = Rect(view.bounds)
    /// ```
    public init(_ rect: CGRect) { self.init(origin: Point(rect.origin), size: Size(rect.size)) }

    /// This rectangle as a `CGRect`.
    ///
    /// ```swift
    /// view.frame = node.frame.cgRect
    /// ```
    public var cgRect: CGRect { CGRect(origin: origin.cgPoint, size: size.cgSize) }
}

extension CGFloat: ConstraintNumber {
    /// The number as a `Double`.
    ///
    /// ```swift
    /// make.width.equalTo(CGFloat(120))
    /// ```
    public var constraintNumber: Double { Double(self) }
}

extension CGSize: ConstraintRelatableTarget {
    /// A size: width and height constants.
    ///
    /// ```swift
    /// make.size.equalTo(CGSize(width: 40, height: 40))
    /// ```
    public var constraintTarget: ConstraintTarget { .constant(.size(Size(self))) }
}

extension CGPoint: ConstraintRelatableTarget {
    /// A point: x for horizontal attributes, y for vertical ones.
    ///
    /// ```swift
    /// make.center.equalTo(CGPoint(x: 0, y: -20))
    /// ```
    public var constraintTarget: ConstraintTarget { .constant(.point(Point(self))) }
}
#endif
