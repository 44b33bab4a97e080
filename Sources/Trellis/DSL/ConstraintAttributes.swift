/// A set of attributes, as SnapKit's chain builds it: `make.left.right.bottom` is
/// `[.left, .right, .bottom]`, `make.edges` is `[.left, .top, .right, .bottom]`.
///
/// ```swift
/// let attributes: ConstraintAttributes = [.top, .bottom]
/// attributes == .verticalEdges   // true
/// ```
public struct ConstraintAttributes: OptionSet, Sendable, Hashable {
    /// One bit per ``LayoutAttribute`` in SnapKit's order (its `ConstraintAttributes` bits:
    /// left 1 << 0, top 1 << 1, right 1 << 2, bottom 1 << 3, leading, trailing, width,
    /// height, centerX, centerY, lastBaseline, firstBaseline, then the margin forms).
    public let rawValue: UInt32

    /// Creates a set from its bits.
    public init(rawValue: UInt32) { self.rawValue = rawValue }

    /// The set holding one attribute (empty for ``LayoutAttribute/notAnAttribute``).
    public init(_ attribute: LayoutAttribute) {
        self.rawValue = attribute == .notAnAttribute ? 0 : 1 << UInt32(attribute.snapKitBit)
    }

    /// No attribute: a target with `.none` means "the same attributes as the first item".
    public static let none: ConstraintAttributes = []

    /// `left` alone: `make.left`.
    public static let left = ConstraintAttributes(.left)

    /// `top` alone: `make.top`.
    public static let top = ConstraintAttributes(.top)

    /// `right` alone: `make.right`.
    public static let right = ConstraintAttributes(.right)

    /// `bottom` alone: `make.bottom`.
    public static let bottom = ConstraintAttributes(.bottom)

    /// `leading` alone: `make.leading`.
    public static let leading = ConstraintAttributes(.leading)

    /// `trailing` alone: `make.trailing`.
    public static let trailing = ConstraintAttributes(.trailing)

    /// `width` alone: `make.width`.
    public static let width = ConstraintAttributes(.width)

    /// `height` alone: `make.height`.
    public static let height = ConstraintAttributes(.height)

    /// `centerX` alone: `make.centerX`.
    public static let centerX = ConstraintAttributes(.centerX)

    /// `centerY` alone: `make.centerY`.
    public static let centerY = ConstraintAttributes(.centerY)

    /// `lastBaseline` alone: `make.lastBaseline`.
    public static let lastBaseline = ConstraintAttributes(.lastBaseline)

    /// `firstBaseline` alone: `make.firstBaseline`.
    public static let firstBaseline = ConstraintAttributes(.firstBaseline)

    /// `leftMargin` alone: `make.leftMargin`.
    public static let leftMargin = ConstraintAttributes(.leftMargin)

    /// `rightMargin` alone: `make.rightMargin`.
    public static let rightMargin = ConstraintAttributes(.rightMargin)

    /// `topMargin` alone: `make.topMargin`.
    public static let topMargin = ConstraintAttributes(.topMargin)

    /// `bottomMargin` alone: `make.bottomMargin`.
    public static let bottomMargin = ConstraintAttributes(.bottomMargin)

    /// `leadingMargin` alone: `make.leadingMargin`.
    public static let leadingMargin = ConstraintAttributes(.leadingMargin)

    /// `trailingMargin` alone: `make.trailingMargin`.
    public static let trailingMargin = ConstraintAttributes(.trailingMargin)

    /// `centerXWithinMargins` alone: `make.centerXWithinMargins`.
    public static let centerXWithinMargins = ConstraintAttributes(.centerXWithinMargins)

    /// `centerYWithinMargins` alone: `make.centerYWithinMargins`.
    public static let centerYWithinMargins = ConstraintAttributes(.centerYWithinMargins)

    /// `horizontalEdges`: [.left, .right].
    public static let horizontalEdges: ConstraintAttributes = [.left, .right]

    /// `verticalEdges`: [.top, .bottom].
    public static let verticalEdges: ConstraintAttributes = [.top, .bottom]

    /// `edges`: [.horizontalEdges, .verticalEdges].
    public static let edges: ConstraintAttributes = [.horizontalEdges, .verticalEdges]

    /// `directionalHorizontalEdges`: [.leading, .trailing].
    public static let directionalHorizontalEdges: ConstraintAttributes = [.leading, .trailing]

    /// `directionalVerticalEdges`: [.top, .bottom].
    public static let directionalVerticalEdges: ConstraintAttributes = [.top, .bottom]

    /// `directionalEdges`: [.directionalHorizontalEdges, .directionalVerticalEdges].
    public static let directionalEdges: ConstraintAttributes = [.directionalHorizontalEdges, .directionalVerticalEdges]

    /// `size`: [.width, .height].
    public static let size: ConstraintAttributes = [.width, .height]

    /// `center`: [.centerX, .centerY].
    public static let center: ConstraintAttributes = [.centerX, .centerY]

    /// `margins`: [.leftMargin, .topMargin, .rightMargin, .bottomMargin].
    public static let margins: ConstraintAttributes = [.leftMargin, .topMargin, .rightMargin, .bottomMargin]

    /// `directionalMargins`: [.leadingMargin, .topMargin, .trailingMargin, .bottomMargin].
    public static let directionalMargins: ConstraintAttributes = [.leadingMargin, .topMargin, .trailingMargin, .bottomMargin]

    /// `centerWithinMargins`: [.centerXWithinMargins, .centerYWithinMargins].
    public static let centerWithinMargins: ConstraintAttributes = [.centerXWithinMargins, .centerYWithinMargins]

    /// The single attributes in the set, in SnapKit's order (left, top, right, bottom, leading, ...).
    public var layoutAttributes: [LayoutAttribute] {
        var result: [LayoutAttribute] = []
        var bits = rawValue
        while bits != 0 {
            let index = bits.trailingZeroBitCount
            result.append(LayoutAttribute(snapKitBit: index))
            bits &= bits - 1
        }
        return result
    }

    /// How many single attributes the set holds.
    var count: Int { rawValue.nonzeroBitCount }

    /// The single attributes in the same order as ``layoutAttributes``, without an array.
    var members: Members { Members(bits: rawValue) }

    struct Members: Sequence, IteratorProtocol {
        var bits: UInt32

        mutating func next() -> LayoutAttribute? {
            guard bits != 0 else { return nil }
            let index = bits.trailingZeroBitCount
            bits &= bits - 1
            return LayoutAttribute(snapKitBit: index)
        }
    }

    /// The only attribute, when the set holds exactly one.
    var single: LayoutAttribute? {
        count == 1 ? LayoutAttribute(snapKitBit: rawValue.trailingZeroBitCount) : nil
    }
}
