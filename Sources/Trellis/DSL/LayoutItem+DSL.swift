/// The make / remake / update / prepare machinery behind `node.snp` and `guide.snp`.
enum DSLMode { case make, remake, update, prepare }

extension LayoutItem {
    @discardableResult
    func runDSL(_ mode: DSLMode, _ closure: (ConstraintMaker) -> Void, _ location: SourceLocation) -> [Constraint] {
        let maker = ConstraintMaker(item: self, location: location)
        closure(maker)
        var diagnostics: [ConstraintDiagnostic] = []
        let constraints = maker.build(&diagnostics)
        let made = apply(mode, constraints, &diagnostics, dryRun: false)
        if !diagnostics.isEmpty { diagnosticsStorage.append(contentsOf: diagnostics) }
        return made
    }

    func runCheckedDSL(_ mode: DSLMode, _ closure: (ConstraintMaker) -> Void,
                       _ location: SourceLocation) throws(ConstraintDSLError) -> [Constraint] {
        let maker = ConstraintMaker(item: self, location: location)
        closure(maker)
        var diagnostics: [ConstraintDiagnostic] = []
        let constraints = maker.build(&diagnostics)
        _ = apply(mode, constraints, &diagnostics, dryRun: true)
        if !diagnostics.isEmpty { throw ConstraintDSLError(diagnostics: diagnostics) }
        var none: [ConstraintDiagnostic] = []
        return apply(mode, constraints, &none, dryRun: false)
    }

    /// Applies built constraints; with `dryRun`, only reports what would go wrong.
    private func apply(_ mode: DSLMode, _ constraints: [Constraint], _ diagnostics: inout [ConstraintDiagnostic],
                       dryRun: Bool) -> [Constraint] {
        switch mode {
        case .prepare:
            return constraints
        case .make:
            if !dryRun { for constraint in constraints { constraint.activate() } }
            return constraints
        case .remake:
            if !dryRun {
                removeOwnedConstraints()
                for constraint in constraints { constraint.activate() }
            }
            return constraints
        case .update:
            if ownedConstraints.isEmpty {
                if !dryRun { for constraint in constraints { constraint.activate() } }
                return constraints
            }
            let existing = ownedConstraints.flatMap(\.layoutConstraints)
            var result: [Constraint] = []
            for constraint in constraints {
                var unmatched: [LayoutConstraint] = []
                for layoutConstraint in constraint.layoutConstraints {
                    if let match = existing.first(where: { $0.isActive && $0.matches(layoutConstraint) }) {
                        if !dryRun, match.constantSource != layoutConstraint.constantSource {
                            match.constantSource = layoutConstraint.constantSource
                            match.engine?.refreshConstant(of: match)
                        }
                    } else {
                        unmatched.append(layoutConstraint)
                        diagnostics.append(ConstraintDiagnostic(
                            kind: .updateFoundNoMatch, location: layoutConstraint.location,
                            message: "updateConstraints found no existing constraint matching \(layoutConstraint) "
                                + "(same attributes, relation, target, multiplier and priority); it was added as a new "
                                + "constraint; use remakeConstraints to change more than the constant"))
                    }
                }
                if !unmatched.isEmpty, unmatched.count == constraint.layoutConstraints.count {
                    if !dryRun { constraint.activate() }
                    result.append(constraint)
                } else if !unmatched.isEmpty, !dryRun {
                    let extra = Constraint(from: self, layoutConstraints: unmatched, label: constraint.label,
                                           location: constraint.location)
                    extra.activate()
                    result.append(extra)
                }
            }
            return result
        }
    }

    /// Deactivates every constraint this item owns.
    func removeOwnedConstraints() {
        let owned = ownedConstraints
        for constraint in owned { constraint.deactivate() }
        ownedConstraints.removeAll()
    }
}
