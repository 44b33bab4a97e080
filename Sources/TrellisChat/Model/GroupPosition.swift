/// A message's place in its group of consecutive messages from one sender (within the
/// style's time window and one time section; system notices stand alone).
public enum GroupPosition: UInt8, Sendable, Hashable, CaseIterable {
    /// Alone: neither neighbour belongs to its group.
    case single
    /// The first of several.
    case first
    /// Neither first nor last.
    case middle
    /// The last of several.
    case last

    /// The position of a message that joins its previous and/or next neighbour.
    public init(joinsPrevious: Bool, joinsNext: Bool) {
        switch (joinsPrevious, joinsNext) {
        case (false, false): self = .single
        case (false, true): self = .first
        case (true, true): self = .middle
        case (true, false): self = .last
        }
    }
}
