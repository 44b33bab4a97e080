/// A number `priority(_:)` accepts (0...1000).
public protocol ConstraintPriorityTarget {
    /// The priority on the 0...1000 scale.
    var constraintPriorityValue: Float { get }
}

extension LayoutPriority: ConstraintPriorityTarget {
    /// The priority.
    public var constraintPriorityValue: Float { value }
}
