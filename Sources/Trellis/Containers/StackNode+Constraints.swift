/// The constraints a ``StackNode`` adds, following UIStackView's documented rules: a chain
/// along the axis from the first to the last visible arranged subview (spacing between
/// visible ones; hidden ones collapse to zero length with their spacing and take no part in
/// the layout of the others), the distribution's length or gap rules, and the alignment's
/// cross-axis rules. Every constraint is labelled `stack`.
extension StackNode {
    /// The weak pull that makes a stack hug its content when nothing else sizes it (below
    /// the fitting level 50 and content hugging 250).
    static let canvasPriority = LayoutPriority(49)
    /// The opposite pull of a baseline-aligned group, just under ``canvasPriority`` so the
    /// group still sits against its own edge when the stack is larger than the group.
    static let canvasCounterPriority = LayoutPriority(48)
    /// The pull that gives a hidden view its cross extent under `fill` alignment: weaker
    /// than every other stack rule, so a hidden view never sizes the stack.
    static let hiddenPriority = LayoutPriority(47)
    /// How strongly `equalCentering` keeps its centres evenly spaced: UIKit keeps them so "as
    /// much as possible while still maintaining a minimum edge-to-edge spacing", and fits items
    /// to their intrinsic sizes when possible, so below content hugging (250).
    static let centeringPriority = LayoutPriority(149)

    /// Replaces the stack's constraints and spacer guides with ones for the arrangement now.
    func rebuildStackConstraints() {
        for constraint in stackConstraints { constraint.deactivate() }
        for guide in stackGuides { removeLayoutGuide(guide) }
        stackConstraints = []
        stackGuides = []
        // Constraints on this stack's baselines (or an ancestor's asking through it) may now
        // mean another arranged view.
        defer { rootEngine?.baselineTargetsChanged(around: self) }
        let views = arrangedSubviews.filter { $0.superview === self }
        let visible = views.filter { !$0.isHidden }
        updateArrangementOrder(visible: visible)
        guard !views.isEmpty else { return }
        let attributes = StackAxisAttributes(axis: axis)
        let edges: any ConstraintAttributesDSL = isLayoutMarginsRelativeArrangement ? layoutMarginsGuide.snp : snp
        addMainAxisChain(views: views, visible: visible, edges: edges, attributes)
        addDistribution(visible: visible, attributes)
        for view in views {
            if view.isHidden { addHiddenAlignment(view, edges: edges, attributes) }
            else { addAlignment(view, reference: visible.first, edges: edges, attributes) }
        }
    }

    /// Collects `view`'s constraints from `closure`, activated.
    func stack(_ view: some ConstraintDSL, _ closure: (ConstraintMaker) -> Void) {
        let made = view.prepareConstraints(closure)
        for constraint in made { constraint.activate() }
        stackConstraints += made
    }

    /// Edges to the first and last visible subviews, and each visible subview's start after the
    /// previous one's end (exactly the spacing for the fill distributions, at least for the
    /// equal ones). Hidden subviews get zero length at the running position.
    private func addMainAxisChain(views: [LayoutNode], visible: [LayoutNode], edges: any ConstraintAttributesDSL,
                                  _ a: StackAxisAttributes) {
        let isFill = distribution == .fill || distribution == .fillEqually || distribution == .fillProportionally
        var previous: LayoutNode?
        for view in views {
            if view.isHidden {
                stack(view.snp) { make in
                    a.length(make).equalTo(0).labeled("stack")
                    if let previous { a.start(make).equalTo(a.end(previous.snp)).labeled("stack") }
                    else { a.start(make).equalTo(a.start(edges)).labeled("stack") }
                }
                continue
            }
            let gap = previous.map { customSpacing(after: $0) } ?? 0
            stack(view.snp) { make in
                if let previous {
                    if isFill { a.start(make).equalTo(a.end(previous.snp)).offset(gap).labeled("stack") }
                    else { a.start(make).greaterThanOrEqualTo(a.end(previous.snp)).offset(gap).labeled("stack") }
                } else {
                    a.start(make).equalTo(a.start(edges)).labeled("stack")
                }
                if view === visible.last { a.end(make).equalTo(a.end(edges)).labeled("stack") }
            }
            previous = view
        }
        if visible.isEmpty, let last = views.last {
            stack(last.snp) { make in a.end(make).equalTo(a.end(edges)).labeled("stack") }
        }
    }

    /// Equal lengths, lengths in proportion to intrinsic lengths, or equal gaps (edge to edge,
    /// or centre to centre) held by spacer guides.
    private func addDistribution(visible: [LayoutNode], _ a: StackAxisAttributes) {
        guard let first = visible.first, visible.count > 1 else { return }
        switch distribution {
        case .fill:
            return
        case .fillEqually:
            for view in visible.dropFirst() {
                stack(view.snp) { make in a.length(make).equalTo(a.length(first.snp)).labeled("stack") }
            }
        case .fillProportionally:
            addProportionalLengths(visible: visible, a)
        case .equalSpacing, .equalCentering:
            addEqualGaps(visible: visible, centers: distribution == .equalCentering, a)
        }
    }

    /// Each subview with an intrinsic length gets `length == firstLength * (own / first's)`.
    private func addProportionalLengths(visible: [LayoutNode], _ a: StackAxisAttributes) {
        let lengths = visible.map { view -> Double in
            let size = view.intrinsicContentSize
            return a.axis == .horizontal ? size.width : size.height
        }
        let sized = zip(visible, lengths).filter { $0.1 > 0 }
        guard let (base, baseLength) = sized.first else { return }
        for (view, length) in sized.dropFirst() {
            stack(view.snp) { make in
                a.length(make).equalTo(a.length(base.snp)).multipliedBy(length / baseLength).labeled("stack")
            }
        }
    }

    /// A spacer guide between each pair of neighbours (from end to start, or centre to
    /// centre), all guides of equal length (centre guides at ``centeringPriority``); the
    /// first is pulled weakly to zero so a stack that nothing else sizes is as short as its
    /// minimum spacing allows. Centre guides run left to right (top to bottom): a centre is
    /// not a reading-direction attribute, so in a right-to-left row their lengths are
    /// negative, and still equal.
    private func addEqualGaps(visible: [LayoutNode], centers: Bool, _ a: StackAxisAttributes) {
        var firstGuide: LayoutGuide?
        for (previous, next) in zip(visible, visible.dropFirst()) {
            let guide = LayoutGuide(debugLabel: "stack-spacer")
            addLayoutGuide(guide)
            stackGuides.append(guide)
            stack(guide.snp) { make in
                if centers {
                    a.absoluteStart(make).equalTo(a.center(previous.snp)).labeled("stack")
                    a.absoluteEnd(make).equalTo(a.center(next.snp)).labeled("stack")
                } else {
                    a.start(make).equalTo(a.end(previous.snp)).labeled("stack")
                    a.end(make).equalTo(a.start(next.snp)).labeled("stack")
                }
                a.crossStart(make).equalTo(a.crossStart(snp)).labeled("stack")
                a.crossEnd(make).equalTo(a.crossStart(snp)).labeled("stack")
                if let firstGuide {
                    if centers {
                        a.length(make).equalTo(a.length(firstGuide.snp)).priority(Self.centeringPriority).labeled("stack")
                    } else {
                        a.length(make).equalTo(a.length(firstGuide.snp)).labeled("stack")
                    }
                }
                else { a.length(make).equalTo(0).priority(Self.canvasPriority).labeled("stack") }
            }
            firstGuide = firstGuide ?? guide
        }
    }

    /// Cross-axis rules for one visible subview; the non-fill alignments also pull weakly
    /// toward the stack's edges so a stack that nothing else sizes hugs its thickest subview.
    private func addAlignment(_ view: LayoutNode, reference: LayoutNode?, edges: any ConstraintAttributesDSL,
                              _ a: StackAxisAttributes) {
        var alignment = self.alignment
        if a.axis == .vertical, alignment == .firstBaseline || alignment == .lastBaseline { alignment = .fill }
        let weak = Self.canvasPriority
        stack(view.snp) { make in
            switch alignment {
            case .fill:
                a.crossStart(make).equalTo(a.crossStart(edges)).labeled("stack")
                a.crossEnd(make).equalTo(a.crossEnd(edges)).labeled("stack")
            case .leading:
                a.crossStart(make).equalTo(a.crossStart(edges)).labeled("stack")
                a.crossEnd(make).lessThanOrEqualTo(a.crossEnd(edges)).labeled("stack")
                a.crossEnd(make).equalTo(a.crossEnd(edges)).priority(weak).labeled("stack")
            case .trailing:
                a.crossEnd(make).equalTo(a.crossEnd(edges)).labeled("stack")
                a.crossStart(make).greaterThanOrEqualTo(a.crossStart(edges)).labeled("stack")
                a.crossStart(make).equalTo(a.crossStart(edges)).priority(weak).labeled("stack")
            case .center:
                a.crossCenter(make).equalTo(a.crossCenter(edges)).labeled("stack")
                a.crossStart(make).greaterThanOrEqualTo(a.crossStart(edges)).labeled("stack")
                a.crossStart(make).equalTo(a.crossStart(edges)).priority(weak).labeled("stack")
            case .firstBaseline, .lastBaseline:
                let first = alignment == .firstBaseline
                if let reference, reference !== view {
                    if first { make.firstBaseline.equalTo(reference.snp.firstBaseline).labeled("stack") }
                    else { make.lastBaseline.equalTo(reference.snp.lastBaseline).labeled("stack") }
                }
                make.top.greaterThanOrEqualTo(edges.top).labeled("stack")
                make.bottom.lessThanOrEqualTo(edges.bottom).labeled("stack")
                // The group sits against its own edge; the counter-pull sizes a hugging stack.
                make.top.equalTo(edges.top).priority(first ? weak : Self.canvasCounterPriority).labeled("stack")
                make.bottom.equalTo(edges.bottom).priority(first ? Self.canvasCounterPriority : weak).labeled("stack")
            }
        }
    }

    /// A hidden subview sits at the stack's cross start; under `fill` alignment it is pulled
    /// to the cross end at ``hiddenPriority``, which its own intrinsic size outweighs.
    private func addHiddenAlignment(_ view: LayoutNode, edges: any ConstraintAttributesDSL, _ a: StackAxisAttributes) {
        let fills = alignment == .fill
            || (a.axis == .vertical && (alignment == .firstBaseline || alignment == .lastBaseline))
        stack(view.snp) { make in
            a.crossStart(make).equalTo(a.crossStart(edges)).labeled("stack")
            if fills { a.crossEnd(make).equalTo(a.crossEnd(edges)).priority(Self.hiddenPriority).labeled("stack") }
        }
    }
}
