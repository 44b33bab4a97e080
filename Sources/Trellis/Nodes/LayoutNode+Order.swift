/// UIView's subview order and lookup. The order is back to front (renderers draw in it) and
/// never changes a frame; moving a subview within its superview keeps its constraints.
extension LayoutNode {
    /// Inserts `child` just below `sibling`; appends it when `sibling` is not a subview.
    public func insertSubview(_ child: LayoutNode, belowSubview sibling: LayoutNode) {
        guard child !== sibling else { return }
        place(child) { subviews.firstIndex { $0 === sibling } }
    }

    /// Inserts `child` just above `sibling`; appends it when `sibling` is not a subview.
    public func insertSubview(_ child: LayoutNode, aboveSubview sibling: LayoutNode) {
        guard child !== sibling else { return }
        place(child) { subviews.firstIndex { $0 === sibling }.map { $0 + 1 } }
    }

    /// Inserts or moves `child` to the index `position` gives once `child` is out of the list.
    private func place(_ child: LayoutNode, at position: () -> Int?) {
        if child.superview === self {
            subviewStorage.removeAll { $0 === child }
            subviewStorage.insert(child, at: position() ?? subviewStorage.count)
        } else {
            if child.superview != nil { child.removeFromSuperview() }
            insertSubview(child, at: position() ?? subviewStorage.count)
        }
    }

    /// Moves a subview to the front (the end of ``subviews``); ignores a node that is not one.
    public func bringSubviewToFront(_ child: LayoutNode) {
        guard child.superview === self else { return }
        subviewStorage.removeAll { $0 === child }
        subviewStorage.append(child)
    }

    /// Moves a subview to the back (the start of ``subviews``); ignores a node that is not one.
    public func sendSubviewToBack(_ child: LayoutNode) {
        guard child.superview === self else { return }
        subviewStorage.removeAll { $0 === child }
        subviewStorage.insert(child, at: 0)
    }

    /// Swaps the subviews at two indices; out-of-range indices leave the order as it is.
    public func exchangeSubview(at index1: Int, withSubviewAt index2: Int) {
        guard subviews.indices.contains(index1), subviews.indices.contains(index2) else { return }
        subviewStorage.swapAt(index1, index2)
    }

    /// The first node with `tag`, searching this node, then its subtree depth first (UIKit's
    /// order); nil when none has it.
    public func viewWithTag(_ tag: Int) -> LayoutNode? {
        if self.tag == tag { return self }
        for child in subviews {
            if let found = child.viewWithTag(tag) { return found }
        }
        return nil
    }
}
