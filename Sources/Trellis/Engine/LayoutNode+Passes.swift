/// UIKit's update-constraints and layout passes around the solve: `updateConstraints()` on
/// the nodes that asked for it (subviews first), the solve, then `layoutSubviews()` on every
/// node of a tree that holds subclass instances (parents first). Trellis has no run loop:
/// a pass runs when ``LayoutNode/layoutIfNeeded()`` (or a fitting) is called.
extension LayoutNode {
    /// Asks for ``updateConstraints()`` before the next layout or fitting.
    ///
    /// ```swift
    /// avatarSize = 60
    /// cell.setNeedsUpdateConstraints()
    /// ```
    public func setNeedsUpdateConstraints() {
        needsUpdateConstraintsStorage = true
        markSubtreeNeedsUpdateConstraints()
    }

    /// Whether ``updateConstraints()`` will run before the next layout.
    public var needsUpdateConstraints: Bool { needsUpdateConstraintsStorage }

    /// Flags this node and its ancestors, stopping at one already flagged.
    func markSubtreeNeedsUpdateConstraints() {
        var node: LayoutNode? = self
        while let current = node, !current.subtreeNeedsUpdateConstraints || current === self {
            current.subtreeNeedsUpdateConstraints = true
            node = current.superview
        }
    }

    /// Runs ``updateConstraints()`` now on every node of this subtree that asked for it,
    /// subviews before their superviews.
    public func updateConstraintsIfNeeded() {
        guard subtreeNeedsUpdateConstraints else { return }
        subtreeNeedsUpdateConstraints = false
        for child in subviews { child.updateConstraintsIfNeeded() }
        if needsUpdateConstraintsStorage {
            needsUpdateConstraintsStorage = false
            updateConstraints()
        }
    }

    /// Marks the node for layout. Trellis lays out when ``layoutIfNeeded()`` is called, so
    /// this only records the request, for code ported from UIKit that makes it before
    /// `layoutIfNeeded()` (inside an animation block, say).
    ///
    /// ```swift
    /// view.setNeedsLayout()
    /// view.layoutIfNeeded()
    /// ```
    public func setNeedsLayout() {
        needsLayoutStorage = true
    }

    /// Resizes the node to `sizeThatFits(_:)` of its current size, keeping its origin.
    public func sizeToFit() {
        frame.size = sizeThatFits(frame.size)
    }

    /// Calls ``layoutSubviews()`` on this node and every node below it, parents first.
    func runLayoutSubviews() {
        needsLayoutStorage = false
        layoutSubviews()
        for child in subviews { child.runLayoutSubviews() }
    }
}
