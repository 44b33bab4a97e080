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

/// A number `offset(_:)` accepts.
public protocol ConstraintOffsetTarget {
    /// The offset.
    var constraintOffsetValue: Double { get }
}

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

/// A number `multipliedBy(_:)` and `dividedBy(_:)` accept.
public protocol ConstraintMultiplierTarget {
    /// The multiplier.
    var constraintMultiplierValue: Double { get }
}

/// A number `priority(_:)` accepts (0...1000).
public protocol ConstraintPriorityTarget {
    /// The priority on the 0...1000 scale.
    var constraintPriorityValue: Float { get }
}

/// A number the DSL takes anywhere a constant goes: as a target (`equalTo(120)`), an offset, an
/// inset on every side, a multiplier and a priority. `Int`, `UInt`, `Double`, `Float` and
/// `CGFloat` are numbers; a type adopts the protocol by saying what it is as a `Double`.
///
/// ```swift
/// make.width.equalTo(120)
/// make.top.equalToSuperview().offset(Float(8))
/// ```
public protocol ConstraintNumber: ConstraintRelatableTarget, ConstraintOffsetTarget, ConstraintInsetTarget,
    ConstraintMultiplierTarget, ConstraintPriorityTarget
{
    /// The number as a `Double`.
    var constraintNumber: Double { get }
}

extension ConstraintNumber {
    /// A constant target.
    public var constraintTarget: ConstraintTarget { .constant(.value(constraintNumber)) }

    /// The offset.
    public var constraintOffsetValue: Double { constraintNumber }

    /// The same inset on every side.
    public var constraintInsetValue: ConstraintConstant { .insets(EdgeInsets(all: constraintNumber)) }

    /// The multiplier.
    public var constraintMultiplierValue: Double { constraintNumber }

    /// The priority.
    public var constraintPriorityValue: Float { Float(constraintNumber) }
}

extension Int: ConstraintNumber {
    /// The integer as a `Double`.
    public var constraintNumber: Double { Double(self) }
}

extension UInt: ConstraintNumber {
    /// The integer as a `Double`.
    public var constraintNumber: Double { Double(self) }
}

extension Double: ConstraintNumber {
    /// The number itself.
    public var constraintNumber: Double { self }
}

extension Float: ConstraintNumber {
    /// The number as a `Double`.
    public var constraintNumber: Double { Double(self) }
}

extension LayoutPriority: ConstraintPriorityTarget {
    /// The priority.
    public var constraintPriorityValue: Float { value }
}

extension Size: ConstraintRelatableTarget {
    /// Width and height constants.
    public var constraintTarget: ConstraintTarget { .constant(.size(self)) }
}

extension Point: ConstraintRelatableTarget {
    /// x for horizontal attributes, y for vertical ones.
    public var constraintTarget: ConstraintTarget { .constant(.point(self)) }
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

extension LayoutItem: ConstraintRelatableTarget {
    /// The same attributes of this node or guide.
    public var constraintTarget: ConstraintTarget { .item(self, .none) }
}
