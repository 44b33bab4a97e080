/// A width and a height.
///
/// ```swift
/// let s = Size(width: 320, height: 44)
/// ```
public struct Size: Hashable, Sendable, CustomStringConvertible {
    /// The horizontal extent.
    ///
    /// ```swift
    /// Size(width: 320, height: 44).width   // 320
    /// ```
    public var width: Double

    /// The vertical extent.
    ///
    /// ```swift
    /// Size(width: 320, height: 44).height   // 44
    /// ```
    public var height: Double

    /// Creates a size.
    ///
    /// ```swift
    /// let square = Size(width: 30, height: 30)
    /// ```
    public init(width: Double, height: Double) {
        self.width = width
        self.height = height
    }

    /// `0 × 0`.
    ///
    /// ```swift
    /// Size.zero.width   // 0
    /// ```
    public static let zero = Size(width: 0, height: 0)

    /// The smallest size `systemLayoutSizeFitting(_:)` should aim for, as UIKit's
    /// `layoutFittingCompressedSize`.
    ///
    /// ```swift
    /// let fitted = cell.systemLayoutSizeFitting(.layoutFittingCompressedSize)
    /// ```
    public static let layoutFittingCompressedSize = Size(width: 0, height: 0)

    /// The largest size `systemLayoutSizeFitting(_:)` should aim for, as UIKit's
    /// `layoutFittingExpandedSize` (10 000 points each way).
    ///
    /// ```swift
    /// let widest = node.systemLayoutSizeFitting(.layoutFittingExpandedSize)
    /// ```
    public static let layoutFittingExpandedSize = Size(width: 10_000, height: 10_000)

    /// `320.0 × 44.0`
    public var description: String { "\(width) × \(height)" }
}
