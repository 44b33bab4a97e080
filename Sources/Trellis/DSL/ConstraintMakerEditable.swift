/// The modifier step after a relation: `offset`, `inset`, `multipliedBy`, `dividedBy`, then
/// `priority`, `labeled` or `.constraint`.
///
/// ```swift
/// make.top.equalTo(header.snp.bottom).offset(8).priority(.high).labeled("gap")
/// make.width.equalTo(node.snp.height).multipliedBy(16.0 / 9)
/// ```
public struct ConstraintMakerEditable {
    let description: ConstraintDescription

    init(_ description: ConstraintDescription) { self.description = description }

    /// Sets the constant to `amount` on every attribute (not negated on right/bottom).
    @discardableResult
    public func offset(_ amount: some ConstraintOffsetTarget) -> ConstraintMakerEditable {
        description.constant = .value(amount.constraintOffsetValue)
        return self
    }

    /// Sets the constant from insets: inward on every side (negated on right/bottom, width and
    /// height shrink by both sides).
    ///
    /// ```swift
    /// make.edges.equalToSuperview().inset(16)
    /// make.edges.equalToSuperview().inset(DirectionalEdgeInsets(top: 4, leading: 12, bottom: 4, trailing: 8))
    /// ```
    @discardableResult
    public func inset(_ amount: some ConstraintInsetTarget) -> ConstraintMakerEditable {
        description.constant = amount.constraintInsetValue
        return self
    }

    /// Multiplies the second attribute (`first == second * amount + constant`).
    @discardableResult
    public func multipliedBy(_ amount: some ConstraintMultiplierTarget) -> ConstraintMakerEditable {
        description.multiplier = amount.constraintMultiplierValue
        description.multiplierGiven = true
        return self
    }

    /// Divides the second attribute: `multipliedBy(1 / amount)`.
    @discardableResult
    public func dividedBy(_ amount: some ConstraintMultiplierTarget) -> ConstraintMakerEditable {
        description.multiplier = 1 / amount.constraintMultiplierValue
        description.multiplierGiven = true
        return self
    }

    /// Sets the priority (see `ConstraintMakerPrioritizable.priority(_:)`).
    @discardableResult
    public func priority(_ amount: ConstraintPriority) -> ConstraintMakerFinalizable {
        ConstraintMakerPrioritizable(description).priority(amount)
    }

    /// Sets the priority from a number (0...1000).
    @discardableResult
    public func priority(_ amount: some ConstraintPriorityTarget) -> ConstraintMakerFinalizable {
        ConstraintMakerPrioritizable(description).priority(amount)
    }

    /// Names the constraint in descriptions and conflict reports.
    @discardableResult
    public func labeled(_ label: String) -> ConstraintMakerFinalizable {
        ConstraintMakerFinalizable(description).labeled(label)
    }

    /// The constraint this line makes, to keep and update later.
    public var constraint: Constraint { ConstraintMakerFinalizable(description).constraint }
}
