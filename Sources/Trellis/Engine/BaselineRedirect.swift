/// Which node a baseline attribute refers to: UIKit resolves `view.firstBaseline` to
/// `view.forFirstBaselineLayout`'s baseline (and `lastBaseline` to `forLastBaselineLayout`'s),
/// following the answer until a node answers itself. An answer that is not a descendant of
/// the asking node ends the walk there, as does a chain deeper than the tree could be.
enum BaselineRedirect {
    /// The item `item.attribute` is measured on.
    @inline(__always)
    static func resolved(_ item: LayoutItem, _ attribute: LayoutAttribute) -> LayoutItem {
        guard attribute.isBaseline, let node = item.asNode, node.isCustomSubclass else { return item }
        return target(of: node, first: attribute == .firstBaseline)
    }

    /// The end of `node`'s redirect chain for its first (or last) baseline.
    static func target(of node: LayoutNode, first: Bool) -> LayoutNode {
        var current = node
        for _ in 0..<256 {
            guard current.isCustomSubclass else { return current }
            let next = first ? current.forFirstBaselineLayout : current.forLastBaselineLayout
            guard next !== current, next.isDescendant(of: current) else { return current }
            current = next
        }
        return current
    }
}
