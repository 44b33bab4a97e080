import Cassowary

/// What the engine did about required constraints that cannot all hold: the minimal
/// conflicting set (from the solver) in DSL form, and the one it broke (see
/// ``LayoutNode/layoutConflicts`` for the rule). A value for tests; `description` prints it
/// the way Auto Layout's console message does, with labels and call sites.
///
/// ```swift
/// let report = root.layoutConflicts[0]
/// report.brokenConstraint?.label  // "tooWide"
/// report.conflicting.count       // 2
/// print(report)
/// ```
public struct ConflictReport: CustomStringConvertible {
    /// A member of the conflicting set.
    ///
    /// ```swift
    /// if case let .constraint(lc) = report.broken {
    ///     print(lc.location)   // ChatCell.swift:42
    /// }
    /// ```
    public enum Member: CustomStringConvertible {
        /// A constraint made with the DSL.
        case constraint(LayoutConstraint)
        /// A constraint the engine adds itself (a guide's inset, the root's origin).
        case system(String)

        /// The DSL form, or the system constraint's description.
        public var description: String {
            switch self {
            case let .constraint(lc): lc.description
            case let .system(text): text
            }
        }
    }

    /// The constraint left out of the solver: a DSL constraint, or the root's frame size
    /// when a size change contradicts required constraints (the root then follows its frame
    /// as closely as the required constraints allow).
    public let broken: Member

    /// The required constraints already in the solver that, with `broken`, cannot all hold;
    /// minimal: dropping any one of them would let the rest hold.
    public let conflicting: [Member]

    /// The broken DSL constraint, if a DSL constraint was broken.
    public var brokenConstraint: LayoutConstraint? {
        if case let .constraint(lc) = broken { return lc }
        return nil
    }

    init(broken: Member, error: SolverError, engine: LayoutEngine) {
        self.broken = broken
        if case let .unsatisfiableConstraint(_, conflicts) = error {
            conflicting = conflicts.map { engine.member(for: $0) }
        } else {
            conflicting = [.system("solver error: \(error)")]
        }
    }

    /// Every constraint involved: the conflicting set then the broken one.
    public var allDescriptions: [String] { conflicting.map(\.description) + [broken.description] }

    /// Auto Layout's message shape, with DSL forms, labels and call sites.
    public var description: String {
        var text = "Unable to simultaneously satisfy constraints.\n"
        text += "Probably at least one of the constraints in the following list is one you don't want.\n(\n"
        for line in allDescriptions { text += "    \(line)\n" }
        text += ")\nWill attempt to recover by breaking constraint\n    \(broken)\n"
        return text
    }
}

extension LayoutEngine {
    /// Finds what a solver constraint stands for (only when reporting a conflict).
    func member(for constraint: Cassowary.Constraint) -> ConflictReport.Member {
        var found: ConflictReport.Member?
        scope.forEachItem { item in
            guard found == nil else { return }
            for lc in item.attached where lc.solverConstraint === constraint {
                found = .constraint(lc)
                return
            }
        }
        if let found { return found }
        for slot in guideSlots.values {
            if let index = slot.constraints.firstIndex(where: { $0 === constraint }) {
                let guide = slot.guide
                let owner = guide.owningView?.displayName ?? "?"
                let attribute = ["left", "top", "width", "height"][index]
                let kind = guide.role == .safeArea ? "safe-area insets" : "layout margins"
                return .system("\(guide.displayName).\(attribute) follows \(owner)'s \(kind)  (system)")
            }
        }
        if let index = sizeConstraints.firstIndex(where: { $0 === constraint }) {
            let value = -(solver.constant(of: constraint) ?? constraint.expression.constant)
            return .system("\(scope.displayName).\(index == 0 ? "width" : "height") == \(formatConstant(value))  (root frame)")
        }
        if let index = pins.firstIndex(where: { $0 === constraint }) {
            return .system("\(scope.displayName).\(index == 0 ? "left" : "top") == 0  (root origin)")
        }
        return .system("\(constraint)")
    }
}
