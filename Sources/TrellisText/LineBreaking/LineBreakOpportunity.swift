/// What UAX #14 allows at a position between two scalars (or two characters).
public enum LineBreakOpportunity: UInt8, Sendable, Hashable {
    /// No break here (×).
    case prohibited
    /// A line may break here (÷).
    case allowed
    /// A line must break here: after BK, CR, LF, NL (and CR LF as one).
    case mandatory
}
