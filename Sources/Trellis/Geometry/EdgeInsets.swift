/// Distances inward from the four edges of a rectangle, by physical side (UIKit's `UIEdgeInsets`).
///
/// ```swift
/// let insets = EdgeInsets(top: 8, left: 16, bottom: 8, right: 16)
/// make.edges.equalToSuperview().inset(insets)
/// ```
public struct EdgeInsets: Hashable, Sendable, CustomStringConvertible {
    /// Inset from the top edge.
    ///
    /// ```swift
    /// EdgeInsets(top: 8).top   // 8
    /// ```
    public var top: Double

    /// Inset from the left edge.
    ///
    /// ```swift
    /// EdgeInsets(left: 16).left   // 16
    /// ```
    public var left: Double

    /// Inset from the bottom edge.
    ///
    /// ```swift
    /// EdgeInsets(bottom: 8).bottom   // 8
    /// ```
    public var bottom: Double

    /// Inset from the right edge.
    ///
    /// ```swift
    /// EdgeInsets(right: 16).right   // 16
    /// ```
    public var right: Double

    /// Creates insets.
    ///
    /// ```swift
    /// let insets = EdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
    /// ```
    public init(top: Double = 0, left: Double = 0, bottom: Double = 0, right: Double = 0) {
        self.top = top
        self.left = left
        self.bottom = bottom
        self.right = right
    }

    /// The same inset on every side.
    ///
    /// ```swift
    /// EdgeInsets(all: 8).left   // 8
    /// ```
    public init(all value: Double) {
        self.init(top: value, left: value, bottom: value, right: value)
    }

    /// No inset.
    ///
    /// ```swift
    /// EdgeInsets.zero.top   // 0
    /// ```
    public static let zero = EdgeInsets()

    /// `(top: 1.0, left: 2.0, bottom: 3.0, right: 4.0)`
    public var description: String { "(top: \(top), left: \(left), bottom: \(bottom), right: \(right))" }
}

/// Distances inward by reading direction: leading is left in left-to-right layouts and right in
/// right-to-left ones (UIKit's `NSDirectionalEdgeInsets`).
///
/// ```swift
/// node.directionalLayoutMargins = DirectionalEdgeInsets(top: 8, leading: 20, bottom: 8, trailing: 12)
/// ```
public struct DirectionalEdgeInsets: Hashable, Sendable, CustomStringConvertible {
    /// Inset from the top edge.
    ///
    /// ```swift
    /// DirectionalEdgeInsets(top: 8).top   // 8
    /// ```
    public var top: Double

    /// Inset from the leading edge.
    ///
    /// ```swift
    /// DirectionalEdgeInsets(leading: 20).leading   // 20
    /// ```
    public var leading: Double

    /// Inset from the bottom edge.
    ///
    /// ```swift
    /// DirectionalEdgeInsets(bottom: 8).bottom   // 8
    /// ```
    public var bottom: Double

    /// Inset from the trailing edge.
    ///
    /// ```swift
    /// DirectionalEdgeInsets(trailing: 12).trailing   // 12
    /// ```
    public var trailing: Double

    /// Creates directional insets.
    ///
    /// ```swift
    /// let insets = DirectionalEdgeInsets(top: 0, leading: 16, bottom: 0, trailing: 8)
    /// ```
    public init(top: Double = 0, leading: Double = 0, bottom: Double = 0, trailing: Double = 0) {
        self.top = top
        self.leading = leading
        self.bottom = bottom
        self.trailing = trailing
    }

    /// The same inset on every side.
    ///
    /// ```swift
    /// DirectionalEdgeInsets(all: 4).trailing   // 4
    /// ```
    public init(all value: Double) {
        self.init(top: value, leading: value, bottom: value, trailing: value)
    }

    /// No inset.
    ///
    /// ```swift
    /// DirectionalEdgeInsets.zero.leading   // 0
    /// ```
    public static let zero = DirectionalEdgeInsets()

    /// These insets by physical side for a layout direction.
    ///
    /// ```swift
    /// DirectionalEdgeInsets(leading: 20).edgeInsets(for: .rightToLeft).right   // 20
    /// ```
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
    ///
    /// ```swift
    /// EdgeInsets(left: 5).directional(for: .rightToLeft).trailing   // 5
    /// ```
    public func directional(for direction: LayoutDirection) -> DirectionalEdgeInsets {
        direction == .leftToRight
            ? DirectionalEdgeInsets(top: top, leading: left, bottom: bottom, trailing: right)
            : DirectionalEdgeInsets(top: top, leading: right, bottom: bottom, trailing: left)
    }
}
