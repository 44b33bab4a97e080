/// Attributes of a node or guide used as a target: `header.snp.bottom`, `cell.snp.edges`.
public struct ConstraintItem: ConstraintRelatableTarget {
    /// The node or guide.
    public let target: LayoutItem

    /// The attributes.
    public let attributes: ConstraintAttributes

    /// Creates an item.
    public init(target: LayoutItem, attributes: ConstraintAttributes) {
        self.target = target
        self.attributes = attributes
    }

    /// The item's attributes as a target.
    public var constraintTarget: ConstraintTarget { .item(target, attributes) }
}

/// The attribute accessors `node.snp` and `guide.snp` share.
public protocol ConstraintAttributesDSL {
    /// The node or guide.
    var layoutItem: LayoutItem { get }
}

extension ConstraintAttributesDSL {
    /// `left` of this item, as a target.
    public var left: ConstraintItem { ConstraintItem(target: layoutItem, attributes: .left) }

    /// `top` of this item, as a target.
    public var top: ConstraintItem { ConstraintItem(target: layoutItem, attributes: .top) }

    /// `right` of this item, as a target.
    public var right: ConstraintItem { ConstraintItem(target: layoutItem, attributes: .right) }

    /// `bottom` of this item, as a target.
    public var bottom: ConstraintItem { ConstraintItem(target: layoutItem, attributes: .bottom) }

    /// `leading` of this item, as a target.
    public var leading: ConstraintItem { ConstraintItem(target: layoutItem, attributes: .leading) }

    /// `trailing` of this item, as a target.
    public var trailing: ConstraintItem { ConstraintItem(target: layoutItem, attributes: .trailing) }

    /// `width` of this item, as a target.
    public var width: ConstraintItem { ConstraintItem(target: layoutItem, attributes: .width) }

    /// `height` of this item, as a target.
    public var height: ConstraintItem { ConstraintItem(target: layoutItem, attributes: .height) }

    /// `centerX` of this item, as a target.
    public var centerX: ConstraintItem { ConstraintItem(target: layoutItem, attributes: .centerX) }

    /// `centerY` of this item, as a target.
    public var centerY: ConstraintItem { ConstraintItem(target: layoutItem, attributes: .centerY) }

    /// `lastBaseline` of this item, as a target.
    public var lastBaseline: ConstraintItem { ConstraintItem(target: layoutItem, attributes: .lastBaseline) }

    /// `firstBaseline` of this item, as a target.
    public var firstBaseline: ConstraintItem { ConstraintItem(target: layoutItem, attributes: .firstBaseline) }

    /// `leftMargin` of this item, as a target.
    public var leftMargin: ConstraintItem { ConstraintItem(target: layoutItem, attributes: .leftMargin) }

    /// `rightMargin` of this item, as a target.
    public var rightMargin: ConstraintItem { ConstraintItem(target: layoutItem, attributes: .rightMargin) }

    /// `topMargin` of this item, as a target.
    public var topMargin: ConstraintItem { ConstraintItem(target: layoutItem, attributes: .topMargin) }

    /// `bottomMargin` of this item, as a target.
    public var bottomMargin: ConstraintItem { ConstraintItem(target: layoutItem, attributes: .bottomMargin) }

    /// `leadingMargin` of this item, as a target.
    public var leadingMargin: ConstraintItem { ConstraintItem(target: layoutItem, attributes: .leadingMargin) }

    /// `trailingMargin` of this item, as a target.
    public var trailingMargin: ConstraintItem { ConstraintItem(target: layoutItem, attributes: .trailingMargin) }

    /// `centerXWithinMargins` of this item, as a target.
    public var centerXWithinMargins: ConstraintItem { ConstraintItem(target: layoutItem, attributes: .centerXWithinMargins) }

    /// `centerYWithinMargins` of this item, as a target.
    public var centerYWithinMargins: ConstraintItem { ConstraintItem(target: layoutItem, attributes: .centerYWithinMargins) }

    /// `edges` of this item, as a target.
    public var edges: ConstraintItem { ConstraintItem(target: layoutItem, attributes: .edges) }

    /// `horizontalEdges` of this item, as a target.
    public var horizontalEdges: ConstraintItem { ConstraintItem(target: layoutItem, attributes: .horizontalEdges) }

    /// `verticalEdges` of this item, as a target.
    public var verticalEdges: ConstraintItem { ConstraintItem(target: layoutItem, attributes: .verticalEdges) }

    /// `directionalEdges` of this item, as a target.
    public var directionalEdges: ConstraintItem { ConstraintItem(target: layoutItem, attributes: .directionalEdges) }

    /// `directionalHorizontalEdges` of this item, as a target.
    public var directionalHorizontalEdges: ConstraintItem { ConstraintItem(target: layoutItem, attributes: .directionalHorizontalEdges) }

    /// `directionalVerticalEdges` of this item, as a target.
    public var directionalVerticalEdges: ConstraintItem { ConstraintItem(target: layoutItem, attributes: .directionalVerticalEdges) }

    /// `size` of this item, as a target.
    public var size: ConstraintItem { ConstraintItem(target: layoutItem, attributes: .size) }

    /// `center` of this item, as a target.
    public var center: ConstraintItem { ConstraintItem(target: layoutItem, attributes: .center) }

    /// `margins` of this item, as a target.
    public var margins: ConstraintItem { ConstraintItem(target: layoutItem, attributes: .margins) }

    /// `directionalMargins` of this item, as a target.
    public var directionalMargins: ConstraintItem { ConstraintItem(target: layoutItem, attributes: .directionalMargins) }

    /// `centerWithinMargins` of this item, as a target.
    public var centerWithinMargins: ConstraintItem { ConstraintItem(target: layoutItem, attributes: .centerWithinMargins) }
}
