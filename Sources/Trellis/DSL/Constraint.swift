/// What one DSL line made: a handle to activate, deactivate and update later (SnapKit's
/// `Constraint`). Keep it to animate a constant or switch a priority without remaking.
///
/// ```swift
/// var topConstraint: Constraint?
/// avatar.snp.makeConstraints { make in
///     topConstraint = make.top.equalToSuperview().offset(10).constraint
/// }
/// topConstraint?.update(offset: 20)   // re-solved incrementally at the next layout
/// ```
public final class Constraint: CustomStringConvertible {
    /// One layout constraint per attribute (`edges` gives four).
    public let layoutConstraints: [LayoutConstraint]

    /// The label given with `labeled(_:)`.
    ///
    /// ```swift
    /// let c = make.top.equalToSuperview().labeled("avatarTop").constraint
    /// c.label   // "avatarTop"
    /// ```
    public let label: String?

    /// Where the DSL line was written.
    public let location: SourceLocation
    let fromHandle: ItemHandle
    var from: LayoutItem? { fromHandle.item }

    init(from: LayoutItem, layoutConstraints: [LayoutConstraint], label: String?, location: SourceLocation) {
        self.fromHandle = from.handle
        self.layoutConstraints = layoutConstraints
        self.label = label
        self.location = location
        for layoutConstraint in layoutConstraints { layoutConstraint.constraintStorage = self }
    }

    deinit {
        // `updateConstraints` may have moved a layout constraint to a newer Constraint.
        for layoutConstraint in layoutConstraints where layoutConstraint.constraintStorage === self {
            layoutConstraint.constraintStorage = nil
        }
    }

    /// Whether any of its layout constraints is active; setting it activates or deactivates.
    public var isActive: Bool {
        get { layoutConstraints.contains { $0.isActiveStorage } }
        set { if newValue { activate() } else { deactivate() } }
    }

    /// Adds the constraint to layout (no effect if already active).
    public func activate() {
        guard let from else { return }
        var any = false
        for layoutConstraint in layoutConstraints where !layoutConstraint.isActiveStorage {
            layoutConstraint.isActiveStorage = true
            any = true
            layoutConstraint.firstItem?.attach(layoutConstraint)
            if let second = layoutConstraint.secondItem, second !== layoutConstraint.firstItem {
                second.attach(layoutConstraint)
            }
            from.treeRoot?.engine?.install(layoutConstraint)
        }
        if any { from.own(self) }
    }

    /// Removes the constraint from layout (it can be activated again).
    public func deactivate() {
        for layoutConstraint in layoutConstraints where layoutConstraint.isActiveStorage {
            layoutConstraint.isActiveStorage = false
            layoutConstraint.firstItem?.detach(layoutConstraint)
            layoutConstraint.secondItem?.detach(layoutConstraint)
            layoutConstraint.engine?.uninstall(layoutConstraint)
        }
        disown()
    }

    /// Leaves its item's owned constraints (nothing of it is active any more).
    func disown() {
        if let from, let index = from.ownedConstraints.firstIndex(where: { $0 === self }) {
            from.ownedConstraints.remove(at: index)
        }
    }

    /// Sets the constant of every attribute to `offset` (not negated on right/bottom). An
    /// installed constraint is updated in place in the solver, no rebuild.
    @discardableResult
    public func update(offset: some ConstraintOffsetTarget) -> Constraint {
        setConstant(.value(offset.constraintOffsetValue))
    }

    /// Sets the constant from insets (negated on right/bottom, as `inset(_:)` does).
    @discardableResult
    public func update(inset: some ConstraintInsetTarget) -> Constraint {
        setConstant(inset.constraintInsetValue)
    }

    /// Changes the priority, including between required and optional (which Auto Layout
    /// forbids on installed constraints; here the solver constraint is swapped).
    @discardableResult
    public func update(priority: LayoutPriority) -> Constraint {
        for layoutConstraint in layoutConstraints { layoutConstraint.setPriority(priority) }
        return self
    }

    /// Changes the priority to a number on the 0...1000 scale.
    @discardableResult
    public func update(priority: some ConstraintPriorityTarget) -> Constraint {
        update(priority: LayoutPriority(priority.constraintPriorityValue))
    }

    func setConstant(_ constant: ConstraintConstant) -> Constraint {
        for layoutConstraint in layoutConstraints where layoutConstraint.constantSource != constant {
            layoutConstraint.constantSource = constant
            layoutConstraint.engine?.refreshConstant(of: layoutConstraint)
        }
        return self
    }

    /// The layout constraints' descriptions, one per line.
    public var description: String {
        layoutConstraints.map(\.description).joined(separator: "\n")
    }
}
