/// A set of attributes, as SnapKit's chain builds it: `make.left.right.bottom` is
/// `[.left, .right, .bottom]`, `make.edges` is `[.left, .top, .right, .bottom]`.
///
/// ```swift
/// let attributes: ConstraintAttributes = [.top, .bottom]
/// attributes == .verticalEdges   // true
/// ```
public struct ConstraintAttributes: OptionSet, Sendable, Hashable {
    public let rawValue: UInt32

    /// Creates a set from its bits.
    ///
    /// ```swift
    /// let top = ConstraintAttributes(rawValue: 1 << 1)
    /// ```
    public init(rawValue: UInt32) { self.rawValue = rawValue }

    /// The set holding one attribute.
    ///
    /// ```swift
    /// ConstraintAttributes(.width) == .width   // true
    /// ```
    public init(_ attribute: LayoutAttribute) { self.rawValue = 1 << UInt32(attribute.rawValue) }

    public static let none: ConstraintAttributes = []
    public static let left = ConstraintAttributes(.left)
    public static let top = ConstraintAttributes(.top)
    public static let right = ConstraintAttributes(.right)
    public static let bottom = ConstraintAttributes(.bottom)
    public static let leading = ConstraintAttributes(.leading)
    public static let trailing = ConstraintAttributes(.trailing)
    public static let width = ConstraintAttributes(.width)
    public static let height = ConstraintAttributes(.height)
    public static let centerX = ConstraintAttributes(.centerX)
    public static let centerY = ConstraintAttributes(.centerY)
    public static let lastBaseline = ConstraintAttributes(.lastBaseline)
    public static let firstBaseline = ConstraintAttributes(.firstBaseline)
    public static let leftMargin = ConstraintAttributes(.leftMargin)
    public static let rightMargin = ConstraintAttributes(.rightMargin)
    public static let topMargin = ConstraintAttributes(.topMargin)
    public static let bottomMargin = ConstraintAttributes(.bottomMargin)
    public static let leadingMargin = ConstraintAttributes(.leadingMargin)
    public static let trailingMargin = ConstraintAttributes(.trailingMargin)
    public static let centerXWithinMargins = ConstraintAttributes(.centerXWithinMargins)
    public static let centerYWithinMargins = ConstraintAttributes(.centerYWithinMargins)

    public static let horizontalEdges: ConstraintAttributes = [.left, .right]
    public static let verticalEdges: ConstraintAttributes = [.top, .bottom]
    public static let edges: ConstraintAttributes = [.horizontalEdges, .verticalEdges]
    public static let directionalHorizontalEdges: ConstraintAttributes = [.leading, .trailing]
    public static let directionalVerticalEdges: ConstraintAttributes = [.top, .bottom]
    public static let directionalEdges: ConstraintAttributes = [.directionalHorizontalEdges, .directionalVerticalEdges]
    public static let size: ConstraintAttributes = [.width, .height]
    public static let center: ConstraintAttributes = [.centerX, .centerY]
    public static let margins: ConstraintAttributes = [.leftMargin, .topMargin, .rightMargin, .bottomMargin]
    public static let directionalMargins: ConstraintAttributes = [.leadingMargin, .topMargin, .trailingMargin, .bottomMargin]
    public static let centerWithinMargins: ConstraintAttributes = [.centerXWithinMargins, .centerYWithinMargins]

    /// The single attributes in the set, in SnapKit's order (left, top, right, bottom, leading, ...).
    ///
    /// ```swift
    /// ConstraintAttributes.size.layoutAttributes   // [.width, .height]
    /// ```
    public var layoutAttributes: [LayoutAttribute] {
        var result: [LayoutAttribute] = []
        var bits = rawValue
        while bits != 0 {
            let index = bits.trailingZeroBitCount
            result.append(LayoutAttribute(rawValue: index)!)
            bits &= bits - 1
        }
        return result
    }

    /// How many single attributes the set holds.
    var count: Int { rawValue.nonzeroBitCount }

    /// The only attribute, when the set holds exactly one.
    var single: LayoutAttribute? {
        count == 1 ? LayoutAttribute(rawValue: rawValue.trailingZeroBitCount) : nil
    }
}
