/// A number `offset(_:)` accepts.
public protocol ConstraintOffsetTarget {
    /// The offset.
    var constraintOffsetValue: Double { get }
}
