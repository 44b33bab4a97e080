/// A set of attributes, as SnapKit's chain builds it: `make.left.right.bottom` is
/// `[.left, .right, .bottom]`, `make.edges` is `[.left, .top, .right, .bottom]`.
///
/// ```swift
/// let attributes: ConstraintAttributes = [.top, .bottom]
/// attributes == .verticalEdges   // true
/// ```
public struct ConstraintAttributes: OptionSet, Sendable, Hashable {
    /// One bit per ``LayoutAttribute``, by raw value.
    ///
    /// ```swift
    /// ConstraintAttributes.top.rawValue == 1 << 1   // true
    /// ```
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

    /// No attribute: a target with `.none` means "the same attributes as the first item".
    ///
    /// ```swift
    /// ConstraintItem(target: header, attributes: .none)   // the same as header
    /// ```
    public static let none: ConstraintAttributes = []

    /// `left` alone: `make.left`.
    ///
    /// ```swift
    /// ConstraintItem(target: header, attributes: .left)   // header.snp.left
    /// ```
    public static let left = ConstraintAttributes(.left)

    /// `top` alone: `make.top`.
    ///
    /// ```swift
    /// ConstraintItem(target: header, attributes: .top)   // header.snp.top
    /// ```
    public static let top = ConstraintAttributes(.top)

    /// `right` alone: `make.right`.
    ///
    /// ```swift
    /// ConstraintItem(target: header, attributes: .right)   // header.snp.right
    /// ```
    public static let right = ConstraintAttributes(.right)

    /// `bottom` alone: `make.bottom`.
    ///
    /// ```swift
    /// ConstraintItem(target: header, attributes: .bottom)   // header.snp.bottom
    /// ```
    public static let bottom = ConstraintAttributes(.bottom)

    /// `leading` alone: `make.leading`.
    ///
    /// ```swift
    /// ConstraintItem(target: header, attributes: .leading)   // header.snp.leading
    /// ```
    public static let leading = ConstraintAttributes(.leading)

    /// `trailing` alone: `make.trailing`.
    ///
    /// ```swift
    /// ConstraintItem(target: header, attributes: .trailing)   // header.snp.trailing
    /// ```
    public static let trailing = ConstraintAttributes(.trailing)

    /// `width` alone: `make.width`.
    ///
    /// ```swift
    /// ConstraintItem(target: header, attributes: .width)   // header.snp.width
    /// ```
    public static let width = ConstraintAttributes(.width)

    /// `height` alone: `make.height`.
    ///
    /// ```swift
    /// ConstraintItem(target: header, attributes: .height)   // header.snp.height
    /// ```
    public static let height = ConstraintAttributes(.height)

    /// `centerX` alone: `make.centerX`.
    ///
    /// ```swift
    /// ConstraintItem(target: header, attributes: .centerX)   // header.snp.centerX
    /// ```
    public static let centerX = ConstraintAttributes(.centerX)

    /// `centerY` alone: `make.centerY`.
    ///
    /// ```swift
    /// ConstraintItem(target: header, attributes: .centerY)   // header.snp.centerY
    /// ```
    public static let centerY = ConstraintAttributes(.centerY)

    /// `lastBaseline` alone: `make.lastBaseline`.
    ///
    /// ```swift
    /// ConstraintItem(target: header, attributes: .lastBaseline)   // header.snp.lastBaseline
    /// ```
    public static let lastBaseline = ConstraintAttributes(.lastBaseline)

    /// `firstBaseline` alone: `make.firstBaseline`.
    ///
    /// ```swift
    /// ConstraintItem(target: header, attributes: .firstBaseline)   // header.snp.firstBaseline
    /// ```
    public static let firstBaseline = ConstraintAttributes(.firstBaseline)

    /// `leftMargin` alone: `make.leftMargin`.
    ///
    /// ```swift
    /// ConstraintItem(target: header, attributes: .leftMargin)   // header.snp.leftMargin
    /// ```
    public static let leftMargin = ConstraintAttributes(.leftMargin)

    /// `rightMargin` alone: `make.rightMargin`.
    ///
    /// ```swift
    /// ConstraintItem(target: header, attributes: .rightMargin)   // header.snp.rightMargin
    /// ```
    public static let rightMargin = ConstraintAttributes(.rightMargin)

    /// `topMargin` alone: `make.topMargin`.
    ///
    /// ```swift
    /// ConstraintItem(target: header, attributes: .topMargin)   // header.snp.topMargin
    /// ```
    public static let topMargin = ConstraintAttributes(.topMargin)

    /// `bottomMargin` alone: `make.bottomMargin`.
    ///
    /// ```swift
    /// ConstraintItem(target: header, attributes: .bottomMargin)   // header.snp.bottomMargin
    /// ```
    public static let bottomMargin = ConstraintAttributes(.bottomMargin)

    /// `leadingMargin` alone: `make.leadingMargin`.
    ///
    /// ```swift
    /// ConstraintItem(target: header, attributes: .leadingMargin)   // header.snp.leadingMargin
    /// ```
    public static let leadingMargin = ConstraintAttributes(.leadingMargin)

    /// `trailingMargin` alone: `make.trailingMargin`.
    ///
    /// ```swift
    /// ConstraintItem(target: header, attributes: .trailingMargin)   // header.snp.trailingMargin
    /// ```
    public static let trailingMargin = ConstraintAttributes(.trailingMargin)

    /// `centerXWithinMargins` alone: `make.centerXWithinMargins`.
    ///
    /// ```swift
    /// ConstraintItem(target: header, attributes: .centerXWithinMargins)   // header.snp.centerXWithinMargins
    /// ```
    public static let centerXWithinMargins = ConstraintAttributes(.centerXWithinMargins)

    /// `centerYWithinMargins` alone: `make.centerYWithinMargins`.
    ///
    /// ```swift
    /// ConstraintItem(target: header, attributes: .centerYWithinMargins)   // header.snp.centerYWithinMargins
    /// ```
    public static let centerYWithinMargins = ConstraintAttributes(.centerYWithinMargins)

    /// `horizontalEdges`: [.left, .right].
    ///
    /// ```swift
    /// ConstraintAttributes.horizontalEdges == [.left, .right]   // true
    /// ```
    public static let horizontalEdges: ConstraintAttributes = [.left, .right]

    /// `verticalEdges`: [.top, .bottom].
    ///
    /// ```swift
    /// ConstraintAttributes.verticalEdges == [.top, .bottom]   // true
    /// ```
    public static let verticalEdges: ConstraintAttributes = [.top, .bottom]

    /// `edges`: [.horizontalEdges, .verticalEdges].
    ///
    /// ```swift
    /// ConstraintAttributes.edges == [.left, .top, .right, .bottom]   // true
    /// ```
    public static let edges: ConstraintAttributes = [.horizontalEdges, .verticalEdges]

    /// `directionalHorizontalEdges`: [.leading, .trailing].
    ///
    /// ```swift
    /// ConstraintAttributes.directionalHorizontalEdges == [.leading, .trailing]   // true
    /// ```
    public static let directionalHorizontalEdges: ConstraintAttributes = [.leading, .trailing]

    /// `directionalVerticalEdges`: [.top, .bottom].
    ///
    /// ```swift
    /// ConstraintAttributes.directionalVerticalEdges == [.top, .bottom]   // true
    /// ```
    public static let directionalVerticalEdges: ConstraintAttributes = [.top, .bottom]

    /// `directionalEdges`: [.directionalHorizontalEdges, .directionalVerticalEdges].
    ///
    /// ```swift
    /// ConstraintAttributes.directionalEdges == [.leading, .top, .trailing, .bottom]   // true
    /// ```
    public static let directionalEdges: ConstraintAttributes = [.directionalHorizontalEdges, .directionalVerticalEdges]

    /// `size`: [.width, .height].
    ///
    /// ```swift
    /// ConstraintAttributes.size == [.width, .height]   // true
    /// ```
    public static let size: ConstraintAttributes = [.width, .height]

    /// `center`: [.centerX, .centerY].
    ///
    /// ```swift
    /// ConstraintAttributes.center == [.centerX, .centerY]   // true
    /// ```
    public static let center: ConstraintAttributes = [.centerX, .centerY]

    /// `margins`: [.leftMargin, .topMargin, .rightMargin, .bottomMargin].
    ///
    /// ```swift
    /// ConstraintAttributes.margins == [.leftMargin, .topMargin, .rightMargin, .bottomMargin]   // true
    /// ```
    public static let margins: ConstraintAttributes = [.leftMargin, .topMargin, .rightMargin, .bottomMargin]

    /// `directionalMargins`: [.leadingMargin, .topMargin, .trailingMargin, .bottomMargin].
    ///
    /// ```swift
    /// ConstraintAttributes.directionalMargins == [.leadingMargin, .topMargin, .trailingMargin, .bottomMargin]   // true
    /// ```
    public static let directionalMargins: ConstraintAttributes = [.leadingMargin, .topMargin, .trailingMargin, .bottomMargin]

    /// `centerWithinMargins`: [.centerXWithinMargins, .centerYWithinMargins].
    ///
    /// ```swift
    /// ConstraintAttributes.centerWithinMargins == [.centerXWithinMargins, .centerYWithinMargins]   // true
    /// ```
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

    /// The single attributes in the same order as ``layoutAttributes``, without an array.
    var members: Members { Members(bits: rawValue) }

    struct Members: Sequence, IteratorProtocol {
        var bits: UInt32

        mutating func next() -> LayoutAttribute? {
            guard bits != 0 else { return nil }
            let index = bits.trailingZeroBitCount
            bits &= bits - 1
            return LayoutAttribute(rawValue: index)
        }
    }

    /// The only attribute, when the set holds exactly one.
    var single: LayoutAttribute? {
        count == 1 ? LayoutAttribute(rawValue: rawValue.trailingZeroBitCount) : nil
    }
}
