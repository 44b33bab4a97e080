/// Which safe-area insets a ``ScrollNode`` adds to its ``ScrollNode/contentInset`` to give
/// ``ScrollNode/adjustedContentInset`` (`UIScrollView.ContentInsetAdjustmentBehavior`).
public enum ContentInsetAdjustmentBehavior: Int, Sendable, Hashable, CaseIterable {
    /// UIKit's default. Trellis has no view controllers, so this is ``scrollableAxes``: the
    /// vertical rule UIKit adds for a navigation controller's content view never applies.
    case automatic
    /// The safe area is added along each axis that scrolls (content longer than the bounds,
    /// or ``ScrollNode/alwaysBounceVertical`` / ``ScrollNode/alwaysBounceHorizontal``).
    case scrollableAxes
    /// Only ``ScrollNode/contentInset``; the safe area and the keyboard are ignored.
    case never
    /// The safe area is always added, on all four edges.
    case always
}
