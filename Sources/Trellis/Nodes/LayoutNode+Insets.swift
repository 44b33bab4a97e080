extension LayoutNode {
    /// Margins by reading direction (default 8 on every side). Constraints to `leadingMargin`
    /// and friends, and ``layoutMarginsGuide``, use them.
    public var directionalLayoutMargins: DirectionalEdgeInsets {
        get { directionalMarginsStorage }
        set {
            guard newValue != directionalMarginsStorage else { return }
            directionalMarginsStorage = newValue
            rootEngine?.insetsChanged(of: self)
        }
    }

    /// Margins by physical side, in the node's effective layout direction.
    public var layoutMargins: EdgeInsets {
        get { directionalMarginsStorage.edgeInsets(for: effectiveLayoutDirection) }
        set { directionalLayoutMargins = newValue.directional(for: effectiveLayoutDirection) }
    }

    /// Whether the margins are measured from the safe area rather than the edges (default true,
    /// as in UIKit): the effective margin on each side is safe-area inset plus margin.
    public var insetsLayoutMarginsFromSafeArea: Bool {
        get { insetsMarginsFromSafeAreaStorage }
        set {
            guard newValue != insetsMarginsFromSafeAreaStorage else { return }
            insetsMarginsFromSafeAreaStorage = newValue
            rootEngine?.insetsChanged(of: self)
        }
    }

    /// The insets of the area not covered by bars, notches or the keyboard. Set it on the node
    /// that stands for the screen or window. As in UIKit, a subview also gets the part of its
    /// superview's safe area that it overlaps, worked out from the frames at each layout; the
    /// value read is the larger of that and what was set, edge by edge, and
    /// ``safeAreaLayoutGuide`` and the margins follow it.
    ///
    /// ```swift
    /// screen.safeAreaInsets = EdgeInsets(top: 47, left: 0, bottom: 34, right: 0)
    /// screen.layoutIfNeeded()
    /// inputBar.safeAreaInsets.bottom   // 34 when the bar sits at the bottom edge
    /// ```
    public var safeAreaInsets: EdgeInsets {
        get { safeAreaInsetsStorage.edgewiseMax(inheritedSafeAreaStorage) }
        set {
            guard newValue != safeAreaInsetsStorage else { return }
            safeAreaInsetsStorage = newValue
            rootEngine?.insetsChanged(of: self)
        }
    }

    /// The margins constraints use, by physical side: the margins plus, when
    /// ``insetsLayoutMarginsFromSafeArea``, the safe-area insets.
    public var effectiveLayoutMargins: EdgeInsets {
        var margins = layoutMargins
        if insetsMarginsFromSafeAreaStorage {
            let safe = safeAreaInsets
            margins.top += safe.top
            margins.left += safe.left
            margins.bottom += safe.bottom
            margins.right += safe.right
        }
        return margins
    }

    /// A guide for the rectangle inside ``safeAreaInsets``.
    public var safeAreaLayoutGuide: LayoutGuide {
        if let safeAreaGuideStorage { return safeAreaGuideStorage }
        let guide = LayoutGuide(role: .safeArea, owner: self)
        safeAreaGuideStorage = guide
        rootEngine?.attachGuide(guide)
        return guide
    }

    /// A guide for the rectangle inside ``effectiveLayoutMargins``.
    public var layoutMarginsGuide: LayoutGuide {
        if let marginsGuideStorage { return marginsGuideStorage }
        let guide = LayoutGuide(role: .margins, owner: self)
        marginsGuideStorage = guide
        rootEngine?.attachGuide(guide)
        return guide
    }

    /// The node's own reading direction; nil (the default) inherits the superview's.
    public var semanticLayoutDirection: LayoutDirection? {
        get { directionStorage }
        set {
            guard newValue != directionStorage else { return }
            directionStorage = newValue
            rootEngine?.directionChanged(below: self)
        }
    }

    /// The direction in force: the nearest explicit one up the tree, else left-to-right.
    public var effectiveLayoutDirection: LayoutDirection {
        var node: LayoutNode? = self
        while let current = node {
            if let direction = current.directionStorage { return direction }
            node = current.superview
        }
        return .leftToRight
    }

    /// The pixel scale frames snap to (1, 2 or 3 points per pixel); nil inherits, and a root
    /// without one uses 1. Use 0 to turn snapping off.
    public var displayScale: Double? {
        get { displayScaleStorage }
        set { displayScaleStorage = newValue }
    }

    /// The scale in force for this node's tree.
    var effectiveDisplayScale: Double {
        var node: LayoutNode? = self
        while let current = node {
            if let scale = current.displayScaleStorage { return scale }
            node = current.superview
        }
        return 1
    }
}

extension EdgeInsets {
    /// The larger inset on each edge.
    func edgewiseMax(_ other: EdgeInsets) -> EdgeInsets {
        EdgeInsets(top: Swift.max(top, other.top), left: Swift.max(left, other.left),
                   bottom: Swift.max(bottom, other.bottom), right: Swift.max(right, other.right))
    }
}
