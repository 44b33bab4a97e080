/// Distances inward from the four edges of a rectangle, by physical side (UIKit's `UIEdgeInsets`).
///
/// ```swift
/// let insets = EdgeInsets(top: 8, left: 16, bottom: 8, right: 16)
/// make.edges.equalToSuperview().inset(insets)
/// ```
public struct EdgeInsets: Hashable, Sendable, CustomStringConvertible {
    /// Inset from the top edge.
    public var top: Double

    /// Inset from the left edge.
    public var left: Double

    /// Inset from the bottom edge.
    public var bottom: Double

    /// Inset from the right edge.
    public var right: Double

    /// Creates insets.
    public init(top: Double = 0, left: Double = 0, bottom: Double = 0, right: Double = 0) {
        self.top = top
        self.left = left
        self.bottom = bottom
        self.right = right
    }

    /// The same inset on every side.
    public init(all value: Double) {
        self.init(top: value, left: value, bottom: value, right: value)
    }

    /// No inset.
    public static let zero = EdgeInsets()

    /// `(top: 1.0, left: 2.0, bottom: 3.0, right: 4.0)`
    public var description: String { "(top: \(top), left: \(left), bottom: \(bottom), right: \(right))" }
}

/// Distances inward by reading direction: leading is left in left-to-right layouts and right in
/// right-to-left ones (UIKit's `NSDirectionalEdgeInsets`).
public struct DirectionalEdgeInsets: Hashable, Sendable, CustomStringConvertible {
    /// Inset from the top edge.
    public var top: Double

    /// Inset from the leading edge.
    public var leading: Double

    /// Inset from the bottom edge.
    public var bottom: Double

    /// Inset from the trailing edge.
    public var trailing: Double

    /// Creates directional insets.
    public init(top: Double = 0, leading: Double = 0, bottom: Double = 0, trailing: Double = 0) {
        self.top = top
        self.leading = leading
        self.bottom = bottom
        self.trailing = trailing
    }

    /// The same inset on every side.
    public init(all value: Double) {
        self.init(top: value, leading: value, bottom: value, trailing: value)
    }

    /// No inset.
    public static let zero = DirectionalEdgeInsets()

    /// These insets by physical side for a layout direction.
    public func edgeInsets(for direction: LayoutDirection) -> EdgeInsets {
        direction == .leftToRight
            ? EdgeInsets(top: top, left: leading, bottom: bottom, right: trailing)
            : EdgeInsets(top: top, left: trailing, bottom: bottom, right: leading)
    }

    /// `(top: 1.0, leading: 2.0, bottom: 3.0, trailing: 4.0)`
    public var description: String { "(top: \(top), leading: \(leading), bottom: \(bottom), trailing: \(trailing))" }
}

extension EdgeInsets {
    /// These insets by reading direction for a layout direction.
    public func directional(for direction: LayoutDirection) -> DirectionalEdgeInsets {
        direction == .leftToRight
            ? DirectionalEdgeInsets(top: top, leading: left, bottom: bottom, trailing: right)
            : DirectionalEdgeInsets(top: top, leading: right, bottom: bottom, trailing: left)
    }
}
