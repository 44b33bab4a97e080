/// What a relation points at, once resolved: a constant or attributes of another item.
///
/// ```swift
/// 42.constraintTarget            // .constant(.value(42))
/// other.snp.top.constraintTarget // .item(other, .top)
/// ```
public enum ConstraintTarget {
    /// A number, size, point or insets: related to the superview (or absolute for width/height).
    case constant(ConstraintConstant)
    /// Attributes of a node or guide; `.none` means "the same attributes as the first item".
    case item(LayoutItem, ConstraintAttributes)
}
