/// A rectangle: an origin and a size, with `CGRect`'s accessors.
///
/// ```swift
/// let r = Rect(x: 10, y: 20, width: 100, height: 50)
/// r.maxX   // 110
/// r.midY   // 45
/// ```
public struct Rect: Hashable, Sendable, CustomStringConvertible {
    /// The top-left corner (for a positive size).
    public var origin: Point

    /// The extent.
    public var size: Size

    /// Creates a rectangle from an origin and a size.
    public init(origin: Point, size: Size) {
        self.origin = origin
        self.size = size
    }

    /// Creates a rectangle from its four numbers.
    public init(x: Double, y: Double, width: Double, height: Double) {
        self.init(origin: Point(x: x, y: y), size: Size(width: width, height: height))
    }

    /// The empty rectangle at the origin.
    public static let zero = Rect(x: 0, y: 0, width: 0, height: 0)

    /// `origin.x`.
    public var x: Double { origin.x }

    /// `origin.y`.
    public var y: Double { origin.y }

    /// `size.width`.
    public var width: Double { size.width }

    /// `size.height`.
    public var height: Double { size.height }

    /// The smallest x of the rectangle.
    public var minX: Double { min(origin.x, origin.x + size.width) }

    /// The largest x of the rectangle.
    public var maxX: Double { max(origin.x, origin.x + size.width) }

    /// The horizontal centre.
    public var midX: Double { origin.x + size.width / 2 }

    /// The smallest y of the rectangle.
    public var minY: Double { min(origin.y, origin.y + size.height) }

    /// The largest y of the rectangle.
    public var maxY: Double { max(origin.y, origin.y + size.height) }

    /// The vertical centre.
    public var midY: Double { origin.y + size.height / 2 }

    /// The rectangle shrunk by `insets` (grown for negative insets).
    public func inset(by insets: EdgeInsets) -> Rect {
        Rect(x: origin.x + insets.left, y: origin.y + insets.top,
             width: size.width - insets.left - insets.right, height: size.height - insets.top - insets.bottom)
    }

    /// The rectangle moved by `dx`, `dy`.
    public func offsetBy(dx: Double, dy: Double) -> Rect {
        Rect(x: origin.x + dx, y: origin.y + dy, width: size.width, height: size.height)
    }

    /// Whether `point` lies inside (min edges included, max edges excluded).
    public func contains(_ point: Point) -> Bool {
        point.x >= minX && point.x < maxX && point.y >= minY && point.y < maxY
    }

    /// `(10.0, 20.0, 100.0, 50.0)`
    public var description: String { "(\(origin.x), \(origin.y), \(size.width), \(size.height))" }
}
