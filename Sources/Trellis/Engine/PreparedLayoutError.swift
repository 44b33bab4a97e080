/// Why a ``PreparedLayout`` refused a call. The layout is left as it was.
public enum PreparedLayoutError: Error, Sendable, Hashable {
    /// A width, height or size component that is NaN or infinite.
    case nonFinite(Double)
    /// A handle looked up on another prepared layout (one compiled from another tree).
    case foreignHandle
}
