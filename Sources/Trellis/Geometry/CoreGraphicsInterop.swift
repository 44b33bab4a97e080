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
// NSRange, for attributed-text edits in UIKit spelling (`NSRange(location:length:)`,
// `NSMakeRange`, `NSMaxRange`).
@_exported import typealias Foundation.NSRange
@_exported import struct Foundation._NSRange
@_exported import func Foundation.NSMakeRange
@_exported import func Foundation.NSMaxRange

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

    /// The frame as a `CGRect`; setting it sets ``frame``. Same as the CG-typed `frame` of
    /// ``CoreGraphicsGeometry``, under a name that never needs the type context.
    public var cgFrame: CGRect {
        get { frame.cgRect }
        set { frame = Rect(newValue) }
    }

    /// `sizeThatFits(_:)` in CoreGraphics' types, as UIKit spells it (an override still
    /// overrides the `Size` form).
    @_disfavoredOverload
    public func sizeThatFits(_ size: CGSize) -> CGSize { sizeThatFits(Size(size)).cgSize }
}

/// A node's UIKit geometry in CoreGraphics' types beside Trellis's own, so ported code that
/// writes `view.frame = CGRect(...)`, `let s: CGSize = view.frame.size`,
/// `let p: CGPoint = view.center` or `let i: CGSize = view.intrinsicContentSize` compiles
/// unchanged.
///
/// Each property here is a second, CG-typed overload of the node's own property. Swift picks
/// the node's own (`Rect`, `Size`, `Point`) whenever both fit, so `view.frame`, `view.frame.width`
/// and key paths keep their `Double` types; the CG overload is chosen only where the context
/// asks for a CG type. Overriding is the exception: an override keeps the node's types
/// (`override var intrinsicContentSize: Size`), because a property has one overridable type.
public protocol CoreGraphicsGeometry: AnyObject {
    /// The frame in the superview's coordinates.
    var frame: Rect { get set }
    /// The frame's size at the origin (a scroll node's origin is its content offset).
    var bounds: Rect { get }
    /// The frame's centre in the superview's coordinates.
    var center: Point { get set }
    /// The size the content asks for without constraints.
    var intrinsicContentSize: Size { get }
}

extension CoreGraphicsGeometry {
    /// `frame` as a `CGRect`; setting it sets the frame.
    @_disfavoredOverload
    public var frame: CGRect {
        get { (frame as Rect).cgRect }
        set { frame = Rect(newValue) }
    }

    /// `bounds` as a `CGRect`.
    @_disfavoredOverload
    public var bounds: CGRect { (bounds as Rect).cgRect }

    /// `center` as a `CGPoint`; setting it moves the frame.
    @_disfavoredOverload
    public var center: CGPoint {
        get { (center as Point).cgPoint }
        set { center = Point(newValue) }
    }

    /// `intrinsicContentSize` as a `CGSize`.
    @_disfavoredOverload
    public var intrinsicContentSize: CGSize { (intrinsicContentSize as Size).cgSize }
}

extension LayoutNode: CoreGraphicsGeometry {}

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
