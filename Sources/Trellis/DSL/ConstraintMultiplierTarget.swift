/// A number `multipliedBy(_:)` and `dividedBy(_:)` accept.
public protocol ConstraintMultiplierTarget {
    /// The multiplier.
    var constraintMultiplierValue: Double { get }
}
