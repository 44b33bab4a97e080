/// Why a ``ScrollNode``'s content size is not determined, naming what is missing: Xcode's
/// "Scrollable content size is ambiguous" with the constraint to add.
public struct ScrollContentAmbiguity: Sendable, Hashable, CustomStringConvertible {
    /// The scroll node's display name.
    public let scrollName: String
    /// The undetermined content dimensions (`.horizontal` for the width).
    public let axes: Set<LayoutAxis>
    /// One line per undetermined dimension: the constraint that would determine it.
    public let missing: [String]

    /// The warning with every missing constraint.
    public var description: String {
        "Scrollable content size is ambiguous for \"\(scrollName)\": " + missing.joined(separator: "; ")
    }
}
