/// Anything `equalTo`, `lessThanOrEqualTo` and `greaterThanOrEqualTo` accept: numbers, sizes,
/// points, insets, nodes, guides and their attributes.
///
/// ```swift
/// make.width.equalTo(100)
/// make.size.equalTo(Size(width: 30, height: 30))
/// make.top.equalTo(header.snp.bottom)
/// make.edges.equalTo(container)
/// ```
public protocol ConstraintRelatableTarget {
    /// The resolved target.
    var constraintTarget: ConstraintTarget { get }
}

extension Size: ConstraintRelatableTarget {
    /// Width and height constants.
    public var constraintTarget: ConstraintTarget { .constant(.size(self)) }
}

extension Point: ConstraintRelatableTarget {
    /// x for horizontal attributes, y for vertical ones.
    public var constraintTarget: ConstraintTarget { .constant(.point(self)) }
}

extension LayoutItem: ConstraintRelatableTarget {
    /// The same attributes of this node or guide.
    public var constraintTarget: ConstraintTarget { .item(self, .none) }
}
