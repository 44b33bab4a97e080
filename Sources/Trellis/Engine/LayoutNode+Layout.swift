extension LayoutNode {
    /// Solves this node's whole tree (from its root) and writes every frame, snapped to the
    /// root's ``displayScale``. The first call builds the tree's solver; later calls only
    /// apply what changed since.
    ///
    /// ```swift
    /// root.frame = Rect(x: 0, y: 0, width: 375, height: 600)
    /// child.layoutIfNeeded()   // lays out the whole tree
    /// child.frame
    /// ```
    /// Runs UIKit's passes: ``updateConstraints()`` where asked for, then the solve, then
    /// ``layoutSubviews()`` when the tree holds subclass instances. A constraint changed in
    /// `layoutSubviews()` gets another solve (at most two more, as a guard against loops).
    public func layoutIfNeeded() {
        let root = self.root
        root.updateConstraintsIfNeeded()
        let engine = primaryEngine
        engine.layout()
        guard engine.hasCustomNodes else { return }
        for _ in 0..<3 {
            let version = engine.version
            root.runLayoutSubviews()
            guard engine.version != version else { return }
            root.updateConstraintsIfNeeded()
            engine.layout()
        }
    }

    /// The root's engine, built on first use.
    var primaryEngine: LayoutEngine {
        let root = self.root
        if let engine = root.engine { return engine }
        let engine = LayoutEngine(scope: root, isPrimary: true)
        root.engine = engine
        return engine
    }

    /// The smallest (or largest) size the constraints allow, with the fitting priority 50 on
    /// both axes, as UIKit's one-argument form. Frames are not changed.
    public func systemLayoutSizeFitting(_ targetSize: Size) -> Size {
        systemLayoutSizeFitting(targetSize, withHorizontalFittingPriority: .fittingSizeLevel,
                                verticalFittingPriority: .fittingSizeLevel)
    }

    /// The size that best fits `targetSize` when each dimension is held to it at the given
    /// priority: the typical cell sizing is a required width and a height at
    /// `.fittingSizeLevel`. Height-for-width content is measured at its solved width
    /// automatically. A root node reuses its tree's prepared solver (a fitting costs two edit
    /// suggestions and a read); another node gets a solver of its own subtree, rebuilt only
    /// when that tree changes. Sizes are exact (not snapped).
    ///
    /// ```swift
    /// let height = cell.systemLayoutSizeFitting(
    ///     Size(width: 375, height: 0),
    ///     withHorizontalFittingPriority: .required,
    ///     verticalFittingPriority: .fittingSizeLevel).height
    /// ```
    public func systemLayoutSizeFitting(_ targetSize: Size, withHorizontalFittingPriority horizontal: LayoutPriority,
                                        verticalFittingPriority vertical: LayoutPriority) -> Size {
        updateConstraintsIfNeeded()
        if superview == nil {
            return primaryEngine.fittingSize(targetSize, horizontal: horizontal, vertical: vertical)
        }
        let treeVersion = primaryEngine.version
        if let scratch = fittingScratch, scratch.treeVersion == treeVersion {
            return scratch.engine.fittingSize(targetSize, horizontal: horizontal, vertical: vertical)
        }
        let engine = LayoutEngine(scope: self, isPrimary: false)
        fittingScratch = (engine, treeVersion)
        return engine.fittingSize(targetSize, horizontal: horizontal, vertical: vertical)
    }
}
