/// Content of a fixed intrinsic size: what setting ``LayoutNode/intrinsicContentSize`` installs.
public struct FixedContent: LayoutContent, Sendable {
    /// The size reported for every proposed width.
    public var size: Size
    /// The first baseline from the top, if any.
    public var firstBaseline: Double?
    /// The last baseline from the top, if any.
    public var lastBaseline: Double?

    /// Creates fixed content.
    public init(size: Size, firstBaseline: Double? = nil, lastBaseline: Double? = nil) {
        self.size = size
        self.firstBaseline = firstBaseline
        self.lastBaseline = lastBaseline
    }

    /// The fixed size.
    public func measure(proposedWidth: Double?) -> ContentMeasurement {
        ContentMeasurement(size: size, firstBaseline: firstBaseline, lastBaseline: lastBaseline)
    }
}
