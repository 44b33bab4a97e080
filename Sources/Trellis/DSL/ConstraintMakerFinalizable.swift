/// The last step: a label, or the ``Constraint`` handle.
public struct ConstraintMakerFinalizable {
    let description: ConstraintDescription

    init(_ description: ConstraintDescription) { self.description = description }

    /// Names the constraint in descriptions and conflict reports.
    @discardableResult
    public func labeled(_ label: String) -> ConstraintMakerFinalizable {
        description.label = label
        return self
    }

    /// The constraint this line makes. An invalid line gives an inactive, empty constraint
    /// (and a diagnostic on the item), never a crash.
    public var constraint: Constraint {
        if let built = description.build() { return built }
        return Constraint(from: description.item, layoutConstraints: [], label: description.label,
                          location: description.location)
    }
}
