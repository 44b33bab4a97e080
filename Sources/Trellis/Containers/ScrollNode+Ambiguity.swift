/// The scroll-view check Xcode runs ("Scrollable content size is ambiguous"), naming the
/// constraint that is missing.
extension ScrollNode {
    /// Why the content size is undetermined, or nil when the constraints fix it. The content
    /// width needs constraints from the content to both horizontal edges and a content width
    /// (a width constraint, an intrinsic size, or equal width to ``frameLayoutGuide``); the
    /// height likewise. Probes the solver like ``LayoutNode/ambiguousLayoutItems()``: for tests
    /// and debugging.
    public func scrollableContentSizeAmbiguity() -> ScrollContentAmbiguity? {
        let guide = contentLayoutGuide
        guard let entry = ambiguousLayoutItems().first(where: { $0.item === guide }) else { return nil }
        let pinned = pinnedContentEdges()
        var axes = Set<LayoutAxis>()
        var missing: [String] = []
        if entry.freeValues.contains("width") {
            axes.insert(.horizontal)
            missing.append(explanation("width", start: "leading", end: "trailing",
                                       hasStart: pinned.contains(.leading), hasEnd: pinned.contains(.trailing)))
        }
        if entry.freeValues.contains("height") {
            axes.insert(.vertical)
            missing.append(explanation("height", start: "top", end: "bottom",
                                       hasStart: pinned.contains(.top), hasEnd: pinned.contains(.bottom)))
        }
        guard !missing.isEmpty else { return nil }
        return ScrollContentAmbiguity(scrollName: displayName, axes: axes, missing: missing)
    }

    private func explanation(_ dimension: String, start: String, end: String, hasStart: Bool, hasEnd: Bool) -> String {
        switch (hasStart, hasEnd) {
        case (false, false):
            "\(dimension) needs constraints from the content to \(displayName).\(start) and \(displayName).\(end)"
        case (true, false):
            "\(dimension) needs a constraint from the content to \(displayName).\(end)"
        case (false, true):
            "\(dimension) needs a constraint from the content to \(displayName).\(start)"
        case (true, true):
            "\(dimension) needs the content's own \(dimension) (a \(dimension) constraint, an intrinsic size, "
                + "or equal \(dimension) to \(displayName).frameLayoutGuide)"
        }
    }

    /// Which content edges (leading, trailing, top, bottom) active constraints from inside
    /// the scroll node attach to, through the scroll node's edges or the content guide's.
    private func pinnedContentEdges() -> Set<LayoutAttribute> {
        var edges = Set<LayoutAttribute>()
        func note(_ attribute: LayoutAttribute) {
            switch attribute {
            case .left, .leading, .leftMargin, .leadingMargin: edges.insert(.leading)
            case .right, .trailing, .rightMargin, .trailingMargin: edges.insert(.trailing)
            case .top, .topMargin: edges.insert(.top)
            case .bottom, .bottomMargin: edges.insert(.bottom)
            default: break
            }
        }
        for item in [self as LayoutItem, contentLayoutGuide] {
            for lc in item.attached where lc.isActive {
                guard let first = lc.firstItem, let secondAttribute = lc.relatedAttribute, let second = lc.secondItem
                else { continue }
                let (mine, other) = first === item
                    ? (lc.firstAttribute, second) : (secondAttribute, first)
                guard let host = other.hostNode, host !== self, host.isDescendant(of: self) else { continue }
                if item === self && !Self.isContentEdge(mine) { continue }
                note(mine)
            }
        }
        return edges
    }
}
