extension LayoutNode {
    /// The conflicts the engine resolved in this node's tree and that still stand: one report
    /// per broken constraint, with the minimal conflicting set.
    ///
    /// Rule: the engine never changes the solver to admit a contradiction. When a required
    /// constraint cannot hold with those already in (required), it breaks the newcomer, the
    /// constraint activated, or changed, last. A fresh build adds constraints in tree order
    /// (nodes depth first, subviews in order, each item's constraints in activation order).
    ///
    /// ```swift
    /// root.layoutIfNeeded()
    /// #expect(root.layoutConflicts.isEmpty)
    /// ```
    public var layoutConflicts: [ConflictReport] {
        primaryEngine.flushDirtyContent()
        return primaryEngine.reports
    }

    /// Whether the constraints leave this node's frame undetermined (see
    /// ``ambiguousLayoutItems()``).
    public var hasAmbiguousLayout: Bool {
        primaryEngine.ambiguousItems().contains { $0.item === self }
    }

    /// Every node and guide in the tree whose frame the constraints do not determine, with the
    /// axes and values that are free. Costs a solve per value: for tests and debugging.
    public func ambiguousLayoutItems() -> [AmbiguousItem] {
        primaryEngine.ambiguousItems()
    }

    /// The active constraints installed on this node the way Auto Layout installs them: on
    /// the nearest common ancestor of their items (on the item itself for a constant size).
    public var constraints: [LayoutConstraint] {
        var result: [LayoutConstraint] = []
        var seen = Set<ObjectIdentifier>()
        root.forEachItem { item in
            for lc in item.attached where lc.isActive && seen.insert(ObjectIdentifier(lc)).inserted {
                guard let first = lc.firstItem?.hostNode else { continue }
                let owner = lc.secondItem?.hostNode.flatMap { Self.commonAncestor(first, $0) } ?? first
                if owner === self { result.append(lc) }
            }
        }
        return result
    }

    static func commonAncestor(_ a: LayoutNode, _ b: LayoutNode) -> LayoutNode? {
        var node: LayoutNode? = a
        while let current = node {
            if b.isDescendant(of: current) { return current }
            node = current.superview
        }
        return nil
    }

    /// The exact (unsnapped) rectangle the solver gives this node, in its superview's
    /// coordinates, after ``layoutIfNeeded()``.
    ///
    /// ```swift
    /// node.layoutIfNeeded()
    /// node.solvedFrame.width   // 28.7 where `frame.width` is snapped
    /// ```
    public var solvedFrame: Rect {
        let engine = primaryEngine
        let solver = engine.solver
        func origin(_ node: LayoutNode?) -> Point {
            guard let node, node !== engine.scope else { return .zero }
            return Point(x: solver.value(of: node.leftVariable), y: solver.value(of: node.topVariable))
        }
        if self === engine.scope { return frame }
        let parent = origin(superview)
        return Rect(x: solver.value(of: leftVariable) - parent.x, y: solver.value(of: topVariable) - parent.y,
                    width: solver.value(of: widthVariable), height: solver.value(of: heightVariable))
    }
}
