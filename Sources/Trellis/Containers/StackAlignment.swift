/// How a ``StackNode`` places its arranged subviews across its axis (`UIStackView.Alignment`).
public enum StackAlignment: Int, Sendable, Hashable, CaseIterable {
    /// Subviews span the stack's whole cross extent.
    case fill
    /// Subviews sit at the leading edge (a vertical stack) or the top (a horizontal one).
    case leading
    /// Subviews' first baselines line up (horizontal stacks; a vertical stack treats it as `fill`).
    case firstBaseline
    /// Subviews are centred across the axis.
    case center
    /// Subviews sit at the trailing edge (a vertical stack) or the bottom (a horizontal one).
    case trailing
    /// Subviews' last baselines line up (horizontal stacks; a vertical stack treats it as `fill`).
    case lastBaseline

    /// UIKit's name for `leading` in a horizontal stack.
    public static var top: StackAlignment { .leading }
    /// UIKit's name for `trailing` in a horizontal stack.
    public static var bottom: StackAlignment { .trailing }
}
