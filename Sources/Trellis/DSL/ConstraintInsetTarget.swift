/// A number or insets `inset(_:)` accepts: a number insets every side by that much.
///
/// ```swift
/// make.edges.equalToSuperview().inset(16)
/// make.edges.equalToSuperview().inset(EdgeInsets(top: 8, left: 16, bottom: 8, right: 16))
/// ```
public protocol ConstraintInsetTarget {
    /// The insets as a constant.
    var constraintInsetValue: ConstraintConstant { get }
}

extension EdgeInsets: ConstraintRelatableTarget, ConstraintInsetTarget {
    /// Insets from the superview.
    public var constraintTarget: ConstraintTarget { .constant(.insets(self)) }

    /// The insets.
    public var constraintInsetValue: ConstraintConstant { .insets(self) }
}

extension DirectionalEdgeInsets: ConstraintRelatableTarget, ConstraintInsetTarget {
    /// Directional insets from the superview.
    public var constraintTarget: ConstraintTarget { .constant(.directionalInsets(self)) }

    /// The insets.
    public var constraintInsetValue: ConstraintConstant { .directionalInsets(self) }
}
