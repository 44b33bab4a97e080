/// What content measures: its size and, for text, its first and last baselines.
public struct ContentMeasurement: Sendable, Hashable {
    /// The natural size; a dimension of ``LayoutNode/noIntrinsicMetric`` is undetermined.
    public var size: Size
    /// The first baseline, measured from the top (nil: use the bottom edge).
    public var firstBaseline: Double?
    /// The last baseline, measured from the top (nil: use the bottom edge).
    public var lastBaseline: Double?

    /// Creates a measurement.
    public init(size: Size, firstBaseline: Double? = nil, lastBaseline: Double? = nil) {
        self.size = size
        self.firstBaseline = firstBaseline
        self.lastBaseline = lastBaseline
    }
}
