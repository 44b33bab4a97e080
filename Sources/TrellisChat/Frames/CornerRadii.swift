/// A radius per corner. Templates build them in leading terms (the avatar side is left);
/// frames carry them in the cell's coordinates (left/right after mirroring).
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
    public init(topLeft: Double, topRight: Double, bottomLeft: Double, bottomRight: Double) {
        self.topLeft = topLeft
        self.topRight = topRight
        self.bottomLeft = bottomLeft
        self.bottomRight = bottomRight
    }

    /// The same radius everywhere.
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
    public func mirrored() -> CornerRadii {
        CornerRadii(topLeft: topRight, topRight: topLeft, bottomLeft: bottomRight, bottomRight: bottomLeft)
    }
}
