import Trellis

extension LayoutChecks {
    /// The conflicts the engine resolved in `node`'s tree, each as Auto Layout prints it
    /// (DSL forms with labels and call sites, and the constraint broken). Nil when there are
    /// none. Lays the tree out first if it has not been.
    public static func conflicts(in node: LayoutNode) -> String? {
        let root = node.root
        root.layoutIfNeeded()
        let reports = root.layoutConflicts
        guard !reports.isEmpty else { return nil }
        let name = root.debugLabel ?? "the tree"
        var text = "\(reports.count) layout conflict\(reports.count == 1 ? "" : "s") in \(name):"
        for (index, report) in reports.enumerated() {
            text += "\n\n\(index + 1). " + report.description.trimmingTrailingNewlines()
        }
        return text
    }

    /// The items of `node`'s tree whose frames the constraints leave free, each with its
    /// free values and the active constraints that mention it, in DSL form. Nil when the
    /// layout is fully determined. Costs a solve per value: for tests.
    public static func ambiguity(in node: LayoutNode) -> String? {
        let root = node.root
        root.layoutIfNeeded()
        let items = root.ambiguousLayoutItems()
        guard !items.isEmpty else { return nil }
        let constraints = activeConstraints(in: root)
        let name = root.debugLabel ?? "the tree"
        var text = "\(items.count) ambiguous item\(items.count == 1 ? "" : "s") in \(name) (add constraints that fix the free values):"
        for entry in items {
            text += "\n  \(entry)"
            let mentioning = constraints.filter { $0.firstItem === entry.item || $0.secondItem === entry.item }
            if mentioning.isEmpty {
                text += "\n      no constraints mention \(entry.item.displayName)"
            }
            for constraint in mentioning { text += "\n      \(constraint)" }
        }
        return text
    }

    /// Every active layout constraint made in the tree, in tree order.
    static func activeConstraints(in root: LayoutNode) -> [LayoutConstraint] {
        var result: [LayoutConstraint] = []
        func visit(_ node: LayoutNode) {
            var items: [LayoutItem] = [node]
            items += node.layoutGuides
            for item in items {
                let made = (item as? LayoutNode)?.snp.constraints ?? (item as? LayoutGuide)?.snp.constraints ?? []
                for constraint in made { result += constraint.layoutConstraints.filter(\.isActive) }
            }
            node.subviews.forEach(visit)
        }
        visit(root)
        return result
    }
}

extension String {
    fileprivate func trimmingTrailingNewlines() -> String {
        var text = self
        while text.last == "\n" { text.removeLast() }
        return text
    }
}
