/// Safe areas handed down the tree, as UIKit does: a subview's safe area is the part of its
/// superview's safe area that it overlaps, measured from the frames of the last layout (a bar
/// pinned to the bottom edge of a screen with a 34-point home indicator gets a bottom inset of
/// 34; a view below the status bar gets a top inset of 0). What a node's own `safeAreaInsets`
/// says still counts: the larger of the two wins on each edge.
extension LayoutEngine {
    /// Layout passes at most spent settling safe areas after the first solve.
    static let safeAreaPasses = 4

    /// Recomputes every node's inherited safe area from the written frames, top-down, and
    /// refreshes the guides and margin constraints of each node whose safe area changed.
    /// Returns whether any did (the caller then solves and writes frames again).
    func propagateSafeAreas() -> Bool {
        var changed: [LayoutNode] = []
        for child in scope.subviews { propagate(into: child, from: scope, changed: &changed) }
        for node in changed { insetsChanged(of: node) }
        return !changed.isEmpty
    }

    private func propagate(into node: LayoutNode, from parent: LayoutNode, changed: inout [LayoutNode]) {
        let inherited = Self.overlap(of: node.frame, with: parent.safeAreaInsets, in: parent.frame.size)
        if inherited != node.inheritedSafeAreaStorage {
            let before = node.safeAreaInsets
            node.inheritedSafeAreaStorage = inherited
            if node.safeAreaInsets != before { changed.append(node) }
        }
        for child in node.subviews { propagate(into: child, from: node, changed: &changed) }
    }

    /// How far the parent's unsafe bands (its safe-area insets) reach into `frame`, edge by
    /// edge, clamped to the frame's own size.
    static func overlap(of frame: Rect, with insets: EdgeInsets, in parentSize: Size) -> EdgeInsets {
        if insets == .zero { return .zero }
        func clamp(_ value: Double, _ limit: Double) -> Double { Swift.min(Swift.max(value, 0), Swift.max(limit, 0)) }
        return EdgeInsets(
            top: clamp(insets.top - frame.minY, frame.height),
            left: clamp(insets.left - frame.minX, frame.width),
            bottom: clamp(frame.maxY - (parentSize.height - insets.bottom), frame.height),
            right: clamp(frame.maxX - (parentSize.width - insets.right), frame.width))
    }
}
