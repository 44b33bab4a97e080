/// A rectangle: an origin and a size, with `CGRect`'s accessors.
///
/// ```swift
/// let r = Rect(x: 10, y: 20, width: 100, height: 50)
/// r.maxX   // 110
/// r.midY   // 45
/// ```
public struct Rect: Hashable, Sendable, CustomStringConvertible {
    /// The top-left corner (for a positive size).
    ///
    /// ```swift
    /// Rect(x: 10, y: 20, width: 100, height: 50).origin   // (10.0, 20.0)
    /// ```
    public var origin: Point

    /// The extent.
    ///
    /// ```swift
    /// Rect(x: 10, y: 20, width: 100, height: 50).size   // 100.0 × 50.0
    /// ```
    public var size: Size

    /// Creates a rectangle from an origin and a size.
    ///
    /// ```swift
    /// let r = Rect(origin: .zero, size: Size(width: 10, height: 10))
    /// ```
    public init(origin: Point, size: Size) {
        self.origin = origin
        self.size = size
    }

    /// Creates a rectangle from its four numbers.
    ///
    /// ```swift
    /// let r = Rect(x: 0, y: 0, width: 375, height: 812)
    /// ```
    public init(x: Double, y: Double, width: Double, height: Double) {
        self.init(origin: Point(x: x, y: y), size: Size(width: width, height: height))
    }

    /// The empty rectangle at the origin.
    ///
    /// ```swift
    /// Rect.zero.width   // 0
    /// ```
    public static let zero = Rect(x: 0, y: 0, width: 0, height: 0)

    /// `origin.x`.
    ///
    /// ```swift
    /// Rect(x: 10, y: 20, width: 100, height: 50).x   // 10
    /// ```
    public var x: Double { origin.x }

    /// `origin.y`.
    ///
    /// ```swift
    /// Rect(x: 10, y: 20, width: 100, height: 50).y   // 20
    /// ```
    public var y: Double { origin.y }

    /// `size.width`.
    ///
    /// ```swift
    /// Rect(x: 10, y: 20, width: 100, height: 50).width   // 100
    /// ```
    public var width: Double { size.width }

    /// `size.height`.
    ///
    /// ```swift
    /// Rect(x: 10, y: 20, width: 100, height: 50).height   // 50
    /// ```
    public var height: Double { size.height }

    /// The smallest x of the rectangle.
    ///
    /// ```swift
    /// Rect(x: 10, y: 20, width: 100, height: 50).minX   // 10
    /// ```
    public var minX: Double { min(origin.x, origin.x + size.width) }

    /// The largest x of the rectangle.
    ///
    /// ```swift
    /// Rect(x: 10, y: 20, width: 100, height: 50).maxX   // 110
    /// ```
    public var maxX: Double { max(origin.x, origin.x + size.width) }

    /// The horizontal centre.
    ///
    /// ```swift
    /// Rect(x: 10, y: 20, width: 100, height: 50).midX   // 60
    /// ```
    public var midX: Double { origin.x + size.width / 2 }

    /// The smallest y of the rectangle.
    ///
    /// ```swift
    /// Rect(x: 10, y: 20, width: 100, height: 50).minY   // 20
    /// ```
    public var minY: Double { min(origin.y, origin.y + size.height) }

    /// The largest y of the rectangle.
    ///
    /// ```swift
    /// Rect(x: 10, y: 20, width: 100, height: 50).maxY   // 70
    /// ```
    public var maxY: Double { max(origin.y, origin.y + size.height) }

    /// The vertical centre.
    ///
    /// ```swift
    /// Rect(x: 10, y: 20, width: 100, height: 50).midY   // 45
    /// ```
    public var midY: Double { origin.y + size.height / 2 }

    /// The rectangle shrunk by `insets` (grown for negative insets).
    ///
    /// ```swift
    /// Rect(x: 0, y: 0, width: 100, height: 100).inset(by: EdgeInsets(top: 10, left: 10, bottom: 10, right: 10))
    /// // (10, 10, 80, 80)
    /// ```
    public func inset(by insets: EdgeInsets) -> Rect {
        Rect(x: origin.x + insets.left, y: origin.y + insets.top,
             width: size.width - insets.left - insets.right, height: size.height - insets.top - insets.bottom)
    }

    /// The rectangle moved by `dx`, `dy`.
    ///
    /// ```swift
    /// Rect(x: 0, y: 0, width: 10, height: 10).offsetBy(dx: 5, dy: 0).minX   // 5
    /// ```
    public func offsetBy(dx: Double, dy: Double) -> Rect {
        Rect(x: origin.x + dx, y: origin.y + dy, width: size.width, height: size.height)
    }

    /// Whether `point` lies inside (min edges included, max edges excluded).
    ///
    /// ```swift
    /// Rect(x: 0, y: 0, width: 10, height: 10).contains(Point(x: 5, y: 5))   // true
    /// ```
    public func contains(_ point: Point) -> Bool {
        point.x >= minX && point.x < maxX && point.y >= minY && point.y < maxY
    }

    /// `(10.0, 20.0, 100.0, 50.0)`
    public var description: String { "(\(origin.x), \(origin.y), \(size.width), \(size.height))" }
}
