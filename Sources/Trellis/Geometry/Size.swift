/// A width and a height.
public struct Size: Hashable, Sendable, CustomStringConvertible {
    /// The horizontal extent.
    public var width: Double

    /// The vertical extent.
    public var height: Double

    /// Creates a size.
    public init(width: Double, height: Double) {
        self.width = width
        self.height = height
    }

    /// `0 × 0`.
    public static let zero = Size(width: 0, height: 0)

    /// The smallest size `systemLayoutSizeFitting(_:)` should aim for, as UIKit's
    /// `layoutFittingCompressedSize`.
    public static let layoutFittingCompressedSize = Size(width: 0, height: 0)

    /// The largest size `systemLayoutSizeFitting(_:)` should aim for, as UIKit's
    /// `layoutFittingExpandedSize` (10 000 points each way).
    public static let layoutFittingExpandedSize = Size(width: 10_000, height: 10_000)

    /// `320.0 × 44.0`
    public var description: String { "\(width) × \(height)" }
}
