/// Baseline constraints whose node hands its baseline to a descendant (UIKit's
/// `forFirstBaselineLayout` / `forLastBaselineLayout`, as a stack of labels does): the solver
/// constraint is written on the descendant's variables, so it must follow that descendant's
/// content, and be rebuilt when the node starts answering with another descendant.
extension LayoutEngine {
    /// Records `lc` under the nodes that supply its redirected baselines.
    func noteRedirect(of lc: LayoutConstraint) {
        for (item, attribute) in [(lc.firstItem, lc.firstAttribute), (lc.secondItem, lc.relatedAttribute)] {
            guard let item, let attribute, attribute.isBaseline else { continue }
            let target = BaselineRedirect.resolved(item, attribute)
            guard target !== item, let node = target.asNode else { continue }
            let key = ObjectIdentifier(node)
            if !(redirectedBaselines[key]?.contains { $0 === lc } ?? false) { redirectedBaselines[key, default: []].append(lc) }
        }
    }

    /// Moves the constants of the redirected constraints whose baseline `node` supplies (its
    /// content changed); entries that no longer resolve to `node` are dropped.
    func refreshRedirectedBaselines(suppliedBy node: LayoutNode) {
        let key = ObjectIdentifier(node)
        guard let list = redirectedBaselines[key] else { return }
        let current = list.filter { lc in lc.engineToken === token && supplies(node, lc) }
        redirectedBaselines[key] = current.isEmpty ? nil : current
        for lc in current { refreshConstant(of: lc) }
    }

    /// `node`'s arrangement changed, so it (or an ancestor asking through it) may redirect
    /// its baselines to another descendant: rebuilds the baseline constraints on `node` and
    /// on its ancestors.
    func baselineTargetsChanged(around node: LayoutNode) {
        var pending: [LayoutConstraint] = []
        var current: LayoutNode? = node
        while let item = current {
            // An ancestor's constraints matter only while its redirect runs through `node`.
            let first = item === node || Self.chain(of: item, first: true, reaches: node)
            let last = item === node || Self.chain(of: item, first: false, reaches: node)
            if first || last {
                for lc in item.attached where lc.engineToken === token
                    && ((lc.firstItem === item && Self.asks(lc.firstAttribute, first, last))
                        || (lc.secondItem === item && Self.asks(lc.relatedAttribute, first, last))) {
                    if !pending.contains(where: { $0 === lc }) { pending.append(lc) }
                }
            }
            current = item.superview
        }
        for lc in pending { rebuild(lc) }
    }

    private static func asks(_ attribute: LayoutAttribute?, _ first: Bool, _ last: Bool) -> Bool {
        (attribute == .firstBaseline && first) || (attribute == .lastBaseline && last)
    }

    /// Whether `start`'s redirect chain for its first (or last) baseline passes `node`.
    private static func chain(of start: LayoutNode, first: Bool, reaches node: LayoutNode) -> Bool {
        var current = start
        for _ in 0..<256 {
            guard current.isCustomSubclass else { return false }
            let next = first ? current.forFirstBaselineLayout : current.forLastBaselineLayout
            guard next !== current, next.isDescendant(of: current) else { return false }
            if next === node { return true }
            current = next
        }
        return false
    }

    private func supplies(_ node: LayoutNode, _ lc: LayoutConstraint) -> Bool {
        if let item = lc.firstItem, lc.firstAttribute.isBaseline,
           BaselineRedirect.resolved(item, lc.firstAttribute) === node { return true }
        if let item = lc.secondItem, let attribute = lc.relatedAttribute, attribute.isBaseline,
           BaselineRedirect.resolved(item, attribute) === node { return true }
        return false
    }
}
