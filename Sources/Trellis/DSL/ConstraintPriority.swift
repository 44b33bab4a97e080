import Cassowary

/// How much a constraint matters, on Auto Layout's scale: 1000 is required, anything lower is
/// satisfied as well as possible. SnapKit's `ConstraintPriority` and UIKit's `UILayoutPriority`
/// in one type.
///
/// ```swift
/// make.width.equalTo(100).priority(.high)
/// make.height.equalTo(44).priority(999)
/// ConstraintPriority.high.advanced(by: 1).value   // 751
/// ```
///
/// Priorities map monotonically onto solver strengths: required stays required; a priority
/// `p` below 1000 weighs `10^(9p/1000)` (250 ≈ 178, 750 ≈ 5.6e6, 999 ≈ 9.8e8), so a higher
/// priority outweighs many points of error at a lower one.
public struct LayoutPriority: Sendable, Hashable, Comparable, Strideable, ExpressibleByFloatLiteral,
    CustomStringConvertible
{
    /// The priority on the 0...1000 scale.
    public var value: Float

    /// Creates a priority.
    public init(_ value: Float) { self.value = value }

    /// Creates a priority from a float literal: `.priority(999.0)`.
    public init(floatLiteral value: Float) { self.value = value }

    /// 1000: must hold.
    public static let required = LayoutPriority(1000)

    /// 750, SnapKit's `.high` (UIKit's `defaultHigh`).
    public static let high = LayoutPriority(750)

    /// 500, SnapKit's `.medium`.
    public static let medium = LayoutPriority(500)

    /// 250, SnapKit's `.low` (UIKit's `defaultLow`).
    public static let low = LayoutPriority(250)

    /// 750, UIKit's default compression resistance.
    public static let defaultHigh = LayoutPriority(750)

    /// 250, UIKit's default content hugging.
    public static let defaultLow = LayoutPriority(250)

    /// 50: the priority `systemLayoutSizeFitting` gives a fitting target.
    ///
    /// ```swift
    /// cell.systemLayoutSizeFitting(Size(width: 320, height: 0), withHorizontalFittingPriority: .required,
    ///                              verticalFittingPriority: .fittingSizeLevel)
    /// ```
    public static let fittingSizeLevel = LayoutPriority(50)

    /// 510: UIKit's `dragThatCanResizeScene` (macOS window drags).
    public static let dragThatCanResizeScene = LayoutPriority(510)

    /// 500: UIKit's `sceneSizeStayPut`.
    public static let sceneSizeStayPut = LayoutPriority(500)

    /// 490: UIKit's `dragThatCannotResizeScene`.
    public static let dragThatCannotResizeScene = LayoutPriority(490)

    /// The value, as `UILayoutPriority.rawValue`.
    public var rawValue: Float { value }

    /// Creates a priority from its raw value, as `UILayoutPriority(rawValue:)`.
    public init(rawValue: Float) { self.value = rawValue }

    /// `priority + amount` on the 0...1000 scale (UIKit's `.defaultHigh + 1`).
    public static func + (priority: LayoutPriority, amount: Float) -> LayoutPriority {
        LayoutPriority(priority.value + amount)
    }

    /// `priority - amount` on the 0...1000 scale (UIKit's `.required - 1`).
    public static func - (priority: LayoutPriority, amount: Float) -> LayoutPriority {
        LayoutPriority(priority.value - amount)
    }

    /// Whether the priority is required (1000 or more).
    public var isRequired: Bool { value >= 1000 }

    /// Orders by value.
    public static func < (lhs: LayoutPriority, rhs: LayoutPriority) -> Bool { lhs.value < rhs.value }

    /// `other.value - value`.
    public func distance(to other: LayoutPriority) -> Float { other.value - value }

    /// The priority `amount` higher: `ConstraintPriority.high.advanced(by: 1).value == 751`.
    public func advanced(by amount: Float) -> LayoutPriority { LayoutPriority(value + amount) }

    /// The solver strength of this priority (see the type's documentation).
    public var strength: Strength {
        if isRequired { return .required }
        let clipped = Double(max(0, value))
        return Strength(pow10(9 * clipped / 1000))
    }

    /// `required`, `high`, `medium`, `low`, or the number.
    public var description: String {
        switch value {
        case 1000: "required"
        case 750: "high"
        case 500: "medium"
        case 250: "low"
        default: value == value.rounded() ? String(Int(value)) : String(value)
        }
    }
}

/// SnapKit's name for ``LayoutPriority``.
public typealias ConstraintPriority = LayoutPriority

/// `10^x` without Foundation.
func pow10(_ exponent: Double) -> Double {
    // exp(x ln 10) by range reduction: 10^x = 2^(x log2 10).
    let log2of10 = 3.321928094887362
    let y = exponent * log2of10
    let whole = y.rounded(.down)
    let fraction = y - whole
    // 2^f for f in [0, 1): exp(f ln 2) by its series, enough terms for full precision.
    let t = fraction * 0.6931471805599453
    var term = 1.0, sum = 1.0
    for n in 1...20 {
        term *= t / Double(n)
        sum += term
    }
    return sum * Double(sign: .plus, exponent: Int(whole), significand: 1)
}
