/// A location in a two-dimensional coordinate system (points, y grows downward as in UIKit).
///
/// ```swift
/// let p = Point(x: 10, y: 20)
/// p.x   // 10
/// ```
public struct Point: Hashable, Sendable, CustomStringConvertible {
    /// The horizontal coordinate.
    public var x: Double

    /// The vertical coordinate.
    public var y: Double

    /// Creates a point.
    public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }

    /// The point `(0, 0)`.
    public static let zero = Point(x: 0, y: 0)

    /// `(10.0, 20.0)`
    public var description: String { "(\(x), \(y))" }
}
