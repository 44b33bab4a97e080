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
