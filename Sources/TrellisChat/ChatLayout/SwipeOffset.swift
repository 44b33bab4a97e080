/// A horizontal drag the list is following, as a layout input: it moves parts and reveals
/// what sits under them without changing any height (so no reading position moves).
///
/// ```swift
/// try layout.setSwipe(.revealTime(distance: 42))            // iMessage: times slide in at the trailing edge
/// try layout.setSwipe(.reply("m12", distance: 30))          // one message dragged to reply
/// let cells = layout.cells(in: layout.visibleRange(for: viewport))
/// ```
public enum SwipeOffset: Sendable, Hashable {
    /// The whole list dragged towards the leading edge by `distance` points (iMessage): the
    /// outgoing cells follow it, at most ``ChatLayout/timeRevealWidth``, and every message's
    /// clock time shows in the column that opens at the trailing edge. Incoming cells stay.
    case revealTime(distance: Double)
    /// One message dragged by `distance` points (positive: towards the right) to reply: its
    /// parts follow, at most ``ChatLayout/replyTravel`` either way, and a reply arrow shows in
    /// the middle of the gap that opens behind it.
    case reply(MessageID, distance: Double)

    /// The drag distance.
    public var distance: Double {
        switch self {
        case .revealTime(let distance), .reply(_, let distance): distance
        }
    }
}
