/// A radius per corner. Templates build them in leading terms (the avatar side is left);
/// frames carry them in the cell's coordinates (left/right after mirroring).
///
/// ```swift
/// let tailed = CornerRadii(topLeft: 16, topRight: 16, bottomLeft: 0, bottomRight: 16)
/// ```
public struct CornerRadii: Hashable, Sendable {
    /// Top-left radius.
    public var topLeft: Double
    /// Top-right radius.
    public var topRight: Double
    /// Bottom-left radius.
    public var bottomLeft: Double
    /// Bottom-right radius.
    public var bottomRight: Double

    /// Four radii.
    ///
    /// ```swift
    /// CornerRadii(topLeft: 4, topRight: 16, bottomLeft: 4, bottomRight: 16)
    /// ```
    public init(topLeft: Double, topRight: Double, bottomLeft: Double, bottomRight: Double) {
        self.topLeft = topLeft
        self.topRight = topRight
        self.bottomLeft = bottomLeft
        self.bottomRight = bottomRight
    }

    /// The same radius everywhere.
    ///
    /// ```swift
    /// CornerRadii(all: 18).bottomRight   // 18
    /// ```
    public init(all radius: Double) { self.init(topLeft: radius, topRight: radius, bottomLeft: radius, bottomRight: radius) }

    /// Leading-side (avatar-side) top radius before mirroring.
    var topLeading: Double {
        get { topLeft }
        set { topLeft = newValue }
    }
    /// Leading-side bottom radius before mirroring.
    var bottomLeading: Double {
        get { bottomLeft }
        set { bottomLeft = newValue }
    }

    /// Left and right swapped.
    ///
    /// ```swift
    /// CornerRadii(topLeft: 1, topRight: 2, bottomLeft: 3, bottomRight: 4).mirrored().topLeft   // 2
    /// ```
    public func mirrored() -> CornerRadii {
        CornerRadii(topLeft: topRight, topRight: topLeft, bottomLeft: bottomRight, bottomRight: bottomLeft)
    }
}
