/// A node that lays out its arranged subviews in a row or column, as `UIStackView`: its
/// rules become ordinary constraints (labelled `stack` in diagnostics) for the tree's one
/// solver, rebuilt in ``updateConstraints()`` whenever the arrangement changes.
///
/// ```swift
/// let row = StackNode(arrangedSubviews: [avatar, title, button])
/// row.axis = .horizontal
/// row.spacing = 8
/// row.alignment = .center
/// cell.contentView.addSubview(row)
/// row.snp.makeConstraints { make in make.edges.equalToSuperview().inset(12) }
/// ```
///
/// Hidden arranged subviews collapse to zero length along the axis, with their spacing.
/// The stack observes ``LayoutNode/isHidden`` of its arranged subviews; other changes to a
/// subview (a new intrinsic size under `fillProportionally`) need `setNeedsUpdateConstraints()`.
open class StackNode: LayoutNode {
    /// The subviews the stack arranges, in order (a subset of ``LayoutNode/subviews``).
    public private(set) var arrangedSubviews: [LayoutNode] = []

    /// The axis the subviews are arranged along (default horizontal, as UIStackView).
    public var axis: LayoutAxis = .horizontal { didSet { arrangementChanged() } }

    /// The gap between adjacent arranged subviews (the minimum gap for the equal distributions).
    public var spacing: Double = 0 { didSet { arrangementChanged() } }

    /// How subviews share the axis.
    public var distribution: StackDistribution = .fill { didSet { arrangementChanged() } }

    /// How subviews sit across the axis.
    public var alignment: StackAlignment = .fill { didSet { arrangementChanged() } }

    /// Whether the arrangement is inset by ``LayoutNode/layoutMargins`` (default false).
    public var isLayoutMarginsRelativeArrangement = false { didSet { arrangementChanged() } }

    /// Custom gaps after particular subviews, by identity.
    var customSpacings: [ObjectIdentifier: Double] = [:]
    /// The constraints and guides of the current arrangement.
    var stackConstraints: [Constraint] = []
    var stackGuides: [LayoutGuide] = []
    /// The visible arranged views' indexes for the tie-break by arrangement order, the views
    /// they were given to, and the axis they apply along (StackNode+ArrangementOrder.swift).
    var arrangementRanks: [ObjectIdentifier: Int] = [:]
    var rankedViews: [LayoutNode] = []
    var orderAxis: LayoutAxis?

    /// A stack arranging `views` (each becomes a subview).
    public convenience init(arrangedSubviews views: [LayoutNode]) {
        self.init(frame: .zero)
        for view in views { addArrangedSubview(view) }
    }

    /// Appends `view` to the arrangement, adding it as a subview if needed.
    public func addArrangedSubview(_ view: LayoutNode) {
        insertArrangedSubview(view, at: arrangedSubviews.count)
    }

    /// Inserts `view` into the arrangement at `index` (clamped to the valid range), adding it
    /// as a subview if needed; a view already arranged moves.
    public func insertArrangedSubview(_ view: LayoutNode, at index: Int) {
        guard view !== self else { return }
        if let old = arrangedSubviews.firstIndex(where: { $0 === view }) { arrangedSubviews.remove(at: old) }
        arrangedSubviews.insert(view, at: min(max(0, index), arrangedSubviews.count))
        if view.superview !== self { addSubview(view) }
        arrangementChanged()
    }

    /// Removes `view` from the arrangement; as in UIKit it stays a subview.
    public func removeArrangedSubview(_ view: LayoutNode) {
        guard let index = arrangedSubviews.firstIndex(where: { $0 === view }) else { return }
        arrangedSubviews.remove(at: index)
        customSpacings[ObjectIdentifier(view)] = nil
        arrangementChanged()
    }

    /// Sets the gap after `view` (replacing ``spacing`` there); non-finite values are ignored.
    public func setCustomSpacing(_ spacing: Double, after view: LayoutNode) {
        guard spacing.isFinite else { return }
        customSpacings[ObjectIdentifier(view)] = spacing
        arrangementChanged()
    }

    /// The gap after `view`: its custom spacing, or ``spacing``.
    public func customSpacing(after view: LayoutNode) -> Double {
        customSpacings[ObjectIdentifier(view)] ?? spacing
    }

    /// The first visible arranged subview: its first baseline is the stack's. For a vertical
    /// stack that is the top row's; a horizontal stack aligns its row on it (a stack with no
    /// visible arranged subview has no baseline of its own and answers itself).
    override open var forFirstBaselineLayout: LayoutNode {
        arrangedSubviews.first { $0.superview === self && !$0.isHidden } ?? self
    }

    /// The last visible arranged subview of a vertical stack (the bottom row), the first one
    /// of a horizontal stack (the one its row aligns on): its last baseline is the stack's.
    override open var forLastBaselineLayout: LayoutNode {
        let visible = { (view: LayoutNode) in view.superview === self && !view.isHidden }
        return (axis == .vertical ? arrangedSubviews.last(where: visible) : arrangedSubviews.first(where: visible)) ?? self
    }

    /// Rebuilds the stack's constraints for the current arrangement.
    override open func updateConstraints() {
        rebuildStackConstraints()
        super.updateConstraints()
    }

    /// UIKit's rule for `removeFromSuperview()` on an arranged subview: it leaves the
    /// arrangement too (its custom spacing with it) and the stack lays out again.
    func arrangedSubviewLeft(_ view: LayoutNode) {
        guard arrangedSubviews.contains(where: { $0 === view }) else { return }
        customSpacings[ObjectIdentifier(view)] = nil
        arrangementChanged()
    }

    /// Drops arranged subviews that were removed from the tree and asks for a rebuild.
    func arrangementChanged() {
        arrangedSubviews.removeAll { $0.superview !== self }
        setNeedsUpdateConstraints()
    }
}
