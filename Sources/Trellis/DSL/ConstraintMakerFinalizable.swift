/// The last step: a label, or the ``Constraint`` handle.
///
/// ```swift
/// let c = make.top.equalToSuperview().priority(.high).labeled("top").constraint
/// ```
public struct ConstraintMakerFinalizable {
    let description: ConstraintDescription

    init(_ description: ConstraintDescription) { self.description = description }

    /// Names the constraint in descriptions and conflict reports.
    ///
    /// ```swift
    /// make.top.equalToSuperview().priority(.high).labeled("avatarTop")
    /// ```
    @discardableResult
    public func labeled(_ label: String) -> ConstraintMakerFinalizable {
        description.label = label
        return self
    }

    /// The constraint this line makes. An invalid line gives an inactive, empty constraint
    /// (and a diagnostic on the item), never a crash.
    ///
    /// ```swift
    /// heightConstraint = make.height.equalTo(40).constraint
    /// ```
    public var constraint: Constraint {
        if let built = description.build() { return built }
        return Constraint(from: description.item, layoutConstraints: [], label: description.label,
                          location: description.location)
    }
}
