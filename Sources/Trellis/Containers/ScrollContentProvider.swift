/// Content a ``ScrollNode`` hosts without subviews: it sizes itself for a width and says
/// which of its items a visible rectangle shows (a chat transcript, a long list). Trellis
/// sets the scroll node's content height from it after each solve; TrellisChat's
/// `ChatScrollContent` adapts a `ChatLayout`.
///
/// ```swift
/// final class Rows: ScrollContentProvider {
///     func contentHeight(forWidth width: Double) -> Double { 1_000 * 44 }
///     func itemFrames(in rect: Rect) -> [Rect] {
///         let first = max(0, Int(rect.minY / 44)), last = min(999, Int(rect.maxY / 44))
///         return first <= last ? (first...last).map { Rect(x: 0, y: Double($0) * 44, width: rect.width, height: 44) } : []
///     }
/// }
/// scroll.hostedContent = Rows()
/// ```
public protocol ScrollContentProvider: AnyObject {
    /// The content's height when laid out `width` points wide (finite and non-negative;
    /// anything else counts as 0).
    func contentHeight(forWidth width: Double) -> Double
    /// The frames, in content coordinates, of the items that intersect `rect` (content
    /// coordinates too: the scroll node's bounds), in order.
    func itemFrames(in rect: Rect) -> [Rect]
}
