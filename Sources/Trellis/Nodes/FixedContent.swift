/// Content of a fixed intrinsic size: what setting ``LayoutNode/intrinsicContentSize`` installs.
public struct FixedContent: LayoutContent, Sendable {
    /// What every measurement returns.
    public var measurement: ContentMeasurement

    /// The size reported for every proposed width.
    public var size: Size {
        get { measurement.size }
        set { measurement.size = newValue }
    }

    /// Creates fixed content; the baselines are measured from the top (nil: the bottom edge).
    public init(size: Size, firstBaseline: Double? = nil, lastBaseline: Double? = nil) {
        measurement = ContentMeasurement(size: size, firstBaseline: firstBaseline, lastBaseline: lastBaseline)
    }

    /// The fixed measurement.
    public func measure(proposedWidth: Double?) -> ContentMeasurement { measurement }
}
