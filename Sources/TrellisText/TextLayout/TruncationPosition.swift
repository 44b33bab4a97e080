/// Where the "…" of truncated text goes on its last line (UIKit's `byTruncatingTail`,
/// `byTruncatingHead`, `byTruncatingMiddle`).
public enum TruncationPosition: Sendable, Hashable {
    /// The line keeps its start: "The quick brown…".
    case tail
    /// The line keeps the end of the text: "…over the lazy dog".
    case head
    /// The line keeps both ends, the start taking up to half the width: "The quick…lazy dog".
    case middle
}
