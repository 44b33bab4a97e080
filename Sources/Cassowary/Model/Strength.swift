/// How much a constraint matters. Required constraints must hold; the solver satisfies
/// weaker ones as well as it can, trading violations by weight.
///
/// Strengths compose three levels exactly as kiwi does:
/// `clamp(strong*w) * 1e6 + clamp(medium*w) * 1e3 + clamp(weak*w)`, each part clamped to 0...1000.
/// ```swift
/// Strength.strong                              // 1_000_000
/// Strength(strong: 0, medium: 1, weak: 0, weight: 1.25)   // 1_250
/// let c = (x == 100).strength(.weak)
/// ```
/// Weights add up: many weak violations can outweigh one medium, as in kiwi.
public struct Strength: Hashable, Comparable, Sendable, CustomStringConvertible,
    ExpressibleByFloatLiteral, ExpressibleByIntegerLiteral
{
    /// The composite weight.
    public let value: Double

    /// A strength with the given weight, clipped to `0...required`. A non-finite weight is kept
    /// as is so that ``Solver/addConstraint(_:)`` can reject it with a clear error.
    public init(_ value: Double) {
        self.value = value.isFinite ? min(max(value, 0), Strength.requiredValue) : value
    }

    /// kiwi's `strength::create(a, b, c, w)`.
    public init(strong: Double, medium: Double, weak: Double, weight: Double = 1) {
        func clip(_ part: Double) -> Double {
            let scaled = part * weight
            return scaled.isFinite ? min(max(scaled, 0), 1000) : scaled
        }
        self.init(clip(strong) * 1_000_000 + clip(medium) * 1000 + clip(weak))
    }

    /// A strength written as a number: `let s: Strength = 2.5`.
    public init(floatLiteral value: Double) { self.init(value) }
    /// A strength written as a number: `let s: Strength = 500`.
    public init(integerLiteral value: Int) { self.init(Double(value)) }

    static let requiredValue = 1_001_001_000.0

    /// Must hold: `create(1000, 1000, 1000)` = 1 001 001 000.
    public static let required = Strength(strong: 1000, medium: 1000, weak: 1000)
    /// 1 000 000.
    public static let strong = Strength(strong: 1, medium: 0, weak: 0)
    /// 1 000.
    public static let medium = Strength(strong: 0, medium: 1, weak: 0)
    /// 1.
    public static let weak = Strength(strong: 0, medium: 0, weak: 1)

    /// True for ``required``.
    public var isRequired: Bool { value >= Strength.requiredValue }

    /// Orders strengths by weight: `.weak < .strong`.
    public static func < (lhs: Strength, rhs: Strength) -> Bool { lhs.value < rhs.value }

    /// `required`, `strong`, `medium`, `weak`, or the number.
    public var description: String {
        switch value {
        case Strength.required.value: return "required"
        case Strength.strong.value: return "strong"
        case Strength.medium.value: return "medium"
        case Strength.weak.value: return "weak"
        default: return formatNumber(value)
        }
    }
}
