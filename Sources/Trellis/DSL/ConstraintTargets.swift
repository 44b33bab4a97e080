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
///
/// ```swift
/// make.top.equalToSuperview().offset(8)
/// ```
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
///
/// ```swift
/// make.width.equalTo(node.snp.height).multipliedBy(16.0 / 9)
/// ```
public protocol ConstraintMultiplierTarget {
    /// The multiplier.
    var constraintMultiplierValue: Double { get }
}

/// A number `priority(_:)` accepts (0...1000).
///
/// ```swift
/// make.height.equalTo(44).priority(999)
/// ```
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
    ///
    /// ```swift
    /// 8.constraintNumber   // 8.0
    /// ```
    var constraintNumber: Double { get }
}

extension ConstraintNumber {
    /// A constant target.
    ///
    /// ```swift
    /// make.width.equalTo(120)
    /// ```
    public var constraintTarget: ConstraintTarget { .constant(.value(constraintNumber)) }

    /// The offset.
    ///
    /// ```swift
    /// make.top.equalToSuperview().offset(8)
    /// ```
    public var constraintOffsetValue: Double { constraintNumber }

    /// The same inset on every side.
    ///
    /// ```swift
    /// make.edges.equalToSuperview().inset(8)   // every side
    /// ```
    public var constraintInsetValue: ConstraintConstant { .insets(EdgeInsets(all: constraintNumber)) }

    /// The multiplier.
    ///
    /// ```swift
    /// make.width.equalTo(avatar).multipliedBy(2)
    /// ```
    public var constraintMultiplierValue: Double { constraintNumber }

    /// The priority.
    ///
    /// ```swift
    /// make.height.equalTo(44).priority(999)
    /// ```
    public var constraintPriorityValue: Float { Float(constraintNumber) }
}

extension Int: ConstraintNumber {
    /// The integer as a `Double`.
    ///
    /// ```swift
    /// make.width.equalTo(120)
    /// ```
    public var constraintNumber: Double { Double(self) }
}

extension UInt: ConstraintNumber {
    /// The integer as a `Double`.
    ///
    /// ```swift
    /// make.width.equalTo(UInt(120))
    /// ```
    public var constraintNumber: Double { Double(self) }
}

extension Double: ConstraintNumber {
    /// The number itself.
    ///
    /// ```swift
    /// make.width.equalTo(120.5)
    /// ```
    public var constraintNumber: Double { self }
}

extension Float: ConstraintNumber {
    /// The number as a `Double`.
    ///
    /// ```swift
    /// make.width.equalTo(Float(120))
    /// ```
    public var constraintNumber: Double { Double(self) }
}

extension LayoutPriority: ConstraintPriorityTarget {
    /// The priority.
    ///
    /// ```swift
    /// ConstraintPriority.high.constraintPriorityValue   // 750
    /// ```
    public var constraintPriorityValue: Float { value }
}

extension Size: ConstraintRelatableTarget {
    /// Width and height constants.
    ///
    /// ```swift
    /// make.size.equalTo(Size(width: 40, height: 40))
    /// ```
    public var constraintTarget: ConstraintTarget { .constant(.size(self)) }
}

extension Point: ConstraintRelatableTarget {
    /// x for horizontal attributes, y for vertical ones.
    ///
    /// ```swift
    /// make.center.equalTo(Point(x: 0, y: -20))   // 20 points above the superview's centre
    /// ```
    public var constraintTarget: ConstraintTarget { .constant(.point(self)) }
}

extension EdgeInsets: ConstraintRelatableTarget, ConstraintInsetTarget {
    /// Insets from the superview.
    ///
    /// ```swift
    /// make.edges.equalTo(EdgeInsets(top: 8, left: 16, bottom: 8, right: 16))
    /// ```
    public var constraintTarget: ConstraintTarget { .constant(.insets(self)) }

    /// The insets.
    ///
    /// ```swift
    /// make.edges.equalToSuperview().inset(EdgeInsets(top: 8, left: 16, bottom: 8, right: 16))
    /// ```
    public var constraintInsetValue: ConstraintConstant { .insets(self) }
}

extension DirectionalEdgeInsets: ConstraintRelatableTarget, ConstraintInsetTarget {
    /// Directional insets from the superview.
    ///
    /// ```swift
    /// make.directionalEdges.equalTo(DirectionalEdgeInsets(top: 8, leading: 20, bottom: 8, trailing: 12))
    /// ```
    public var constraintTarget: ConstraintTarget { .constant(.directionalInsets(self)) }

    /// The insets.
    ///
    /// ```swift
    /// make.directionalEdges.equalToSuperview().inset(DirectionalEdgeInsets(leading: 20, trailing: 12))
    /// ```
    public var constraintInsetValue: ConstraintConstant { .directionalInsets(self) }
}

extension LayoutItem: ConstraintRelatableTarget {
    /// The same attributes of this node or guide.
    ///
    /// ```swift
    /// make.edges.equalTo(container)   // container.snp.edges
    /// ```
    public var constraintTarget: ConstraintTarget { .item(self, .none) }
}
