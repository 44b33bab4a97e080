/// A design axis of a font's `STAT` table: an axis the family's styles vary along (the axes of
/// `fvar`, and for a static family member, axes such as `ital` it only sits on).
public struct StyleAxis: Sendable, Hashable {
    /// The four-letter axis tag, e.g. `wght`.
    public var tag: String
    /// The axis name from the `name` table, e.g. "Weight" (the tag when the table lacks it).
    public var name: String
    /// Where this axis's value names come in a style name: lower first.
    public var ordering: Int
}
