/// The priority step (SnapKit's `ConstraintMakerPrioritizable`).
public struct ConstraintMakerPrioritizable {
    let description: ConstraintDescription

    init(_ description: ConstraintDescription) { self.description = description }

    /// Sets the priority: `.required` (1000), `.high` (750), `.medium` (500), `.low` (250), a
    /// float literal, or `.high.advanced(by: 1)`.
    @discardableResult
    public func priority(_ amount: ConstraintPriority) -> ConstraintMakerFinalizable {
        description.priority = amount
        return ConstraintMakerFinalizable(description)
    }

    /// Sets the priority from a number.
    @discardableResult
    public func priority(_ amount: some ConstraintPriorityTarget) -> ConstraintMakerFinalizable {
        priority(ConstraintPriority(amount.constraintPriorityValue))
    }
}
