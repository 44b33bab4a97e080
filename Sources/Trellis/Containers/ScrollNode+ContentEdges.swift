/// UIKit's scroll-view rule, for the engine: in a constraint between a scroll node and an
/// item inside it, the scroll node's edges and margins stand for its content area (the
/// ``ScrollNode/contentLayoutGuide``, with the scroll node's margins); its width, height,
/// centres and baselines stay its frame's. Everything outside the scroll node sees its frame.
extension ScrollNode {
    /// The item `item.attribute` refers to in a constraint whose other item is `other`.
    @inline(__always)
    static func resolvedItem(_ item: LayoutItem, _ attribute: LayoutAttribute, other: LayoutItem?) -> LayoutItem {
        guard let other, let node = item.asNode, node.isCustomSubclass else { return item }
        return (node as? ScrollNode)?.contentItem(attribute, other: other) ?? item
    }

    private func contentItem(_ attribute: LayoutAttribute, other: LayoutItem) -> LayoutItem? {
        guard Self.isContentEdge(attribute), let host = other.hostNode, host !== self, host.isDescendant(of: self)
        else { return nil }
        return contentLayoutGuide
    }

    /// Edges and margins attach to the content area; sizes, centres and baselines do not.
    static func isContentEdge(_ attribute: LayoutAttribute) -> Bool {
        switch attribute {
        case .left, .right, .top, .bottom, .leading, .trailing,
             .leftMargin, .rightMargin, .topMargin, .bottomMargin, .leadingMargin, .trailingMargin: true
        default: false
        }
    }

    /// The margins a redirected margin attribute uses: the scroll node's own.
    static func contentMargins(of guide: LayoutGuide) -> EdgeInsets? {
        guard let scroll = guide.owningView as? ScrollNode, scroll.contentLayoutGuide === guide else { return nil }
        return scroll.effectiveLayoutMargins
    }
}
