/// Attributes of a node or guide used as a target: `header.snp.bottom`, `cell.snp.edges`.
///
/// ```swift
/// make.top.equalTo(header.snp.bottom).offset(8)
/// ```
public struct ConstraintItem: ConstraintRelatableTarget {
    /// The node or guide.
    ///
    /// ```swift
    /// header.snp.bottom.target === header   // true
    /// ```
    public let target: LayoutItem

    /// The attributes.
    ///
    /// ```swift
    /// header.snp.bottom.attributes   // .bottom
    /// ```
    public let attributes: ConstraintAttributes

    /// Creates an item.
    ///
    /// ```swift
    /// let top = ConstraintItem(target: header, attributes: .top)
    /// ```
    public init(target: LayoutItem, attributes: ConstraintAttributes) {
        self.target = target
        self.attributes = attributes
    }

    /// The item's attributes as a target.
    ///
    /// ```swift
    /// header.snp.bottom.constraintTarget   // .item(header, .bottom)
    /// ```
    public var constraintTarget: ConstraintTarget { .item(target, attributes) }
}

/// The attribute accessors `node.snp` and `guide.snp` share.
///
/// ```swift
/// make.top.equalTo(header.snp.bottom)   // node.snp and guide.snp both give targets
/// ```
public protocol ConstraintAttributesDSL {
    /// The node or guide.
    var layoutItem: LayoutItem { get }
}

extension ConstraintAttributesDSL {
    /// `left` of this item, as a target.
    ///
    /// ```swift
    /// make.left.equalTo(avatar.snp.left)
    /// ```
    public var left: ConstraintItem { ConstraintItem(target: layoutItem, attributes: .left) }

    /// `top` of this item, as a target.
    ///
    /// ```swift
    /// make.top.equalTo(header.snp.top).offset(4)
    /// ```
    public var top: ConstraintItem { ConstraintItem(target: layoutItem, attributes: .top) }

    /// `right` of this item, as a target.
    ///
    /// ```swift
    /// make.left.equalTo(avatar.snp.right).offset(8)
    /// ```
    public var right: ConstraintItem { ConstraintItem(target: layoutItem, attributes: .right) }

    /// `bottom` of this item, as a target.
    ///
    /// ```swift
    /// make.top.equalTo(header.snp.bottom).offset(8)
    /// ```
    public var bottom: ConstraintItem { ConstraintItem(target: layoutItem, attributes: .bottom) }

    /// `leading` of this item, as a target.
    ///
    /// ```swift
    /// make.trailing.equalTo(button.snp.leading).offset(-8)
    /// ```
    public var leading: ConstraintItem { ConstraintItem(target: layoutItem, attributes: .leading) }

    /// `trailing` of this item, as a target.
    ///
    /// ```swift
    /// make.leading.equalTo(avatar.snp.trailing).offset(8)
    /// ```
    public var trailing: ConstraintItem { ConstraintItem(target: layoutItem, attributes: .trailing) }

    /// `width` of this item, as a target.
    ///
    /// ```swift
    /// make.width.equalTo(avatar.snp.width).multipliedBy(2)
    /// ```
    public var width: ConstraintItem { ConstraintItem(target: layoutItem, attributes: .width) }

    /// `height` of this item, as a target.
    ///
    /// ```swift
    /// make.height.equalTo(title.snp.height)
    /// ```
    public var height: ConstraintItem { ConstraintItem(target: layoutItem, attributes: .height) }

    /// `centerX` of this item, as a target.
    ///
    /// ```swift
    /// make.centerX.equalTo(avatar.snp.centerX)
    /// ```
    public var centerX: ConstraintItem { ConstraintItem(target: layoutItem, attributes: .centerX) }

    /// `centerY` of this item, as a target.
    ///
    /// ```swift
    /// make.centerY.equalTo(avatar.snp.centerY)
    /// ```
    public var centerY: ConstraintItem { ConstraintItem(target: layoutItem, attributes: .centerY) }

    /// `lastBaseline` of this item, as a target.
    ///
    /// ```swift
    /// make.lastBaseline.equalTo(title.snp.lastBaseline)
    /// ```
    public var lastBaseline: ConstraintItem { ConstraintItem(target: layoutItem, attributes: .lastBaseline) }

    /// `firstBaseline` of this item, as a target.
    ///
    /// ```swift
    /// make.firstBaseline.equalTo(title.snp.firstBaseline)
    /// ```
    public var firstBaseline: ConstraintItem { ConstraintItem(target: layoutItem, attributes: .firstBaseline) }

    /// `leftMargin` of this item, as a target.
    ///
    /// ```swift
    /// make.left.equalTo(container.snp.leftMargin)
    /// ```
    public var leftMargin: ConstraintItem { ConstraintItem(target: layoutItem, attributes: .leftMargin) }

    /// `rightMargin` of this item, as a target.
    ///
    /// ```swift
    /// make.right.equalTo(container.snp.rightMargin)
    /// ```
    public var rightMargin: ConstraintItem { ConstraintItem(target: layoutItem, attributes: .rightMargin) }

    /// `topMargin` of this item, as a target.
    ///
    /// ```swift
    /// make.top.equalTo(container.snp.topMargin)
    /// ```
    public var topMargin: ConstraintItem { ConstraintItem(target: layoutItem, attributes: .topMargin) }

    /// `bottomMargin` of this item, as a target.
    ///
    /// ```swift
    /// make.bottom.equalTo(container.snp.bottomMargin)
    /// ```
    public var bottomMargin: ConstraintItem { ConstraintItem(target: layoutItem, attributes: .bottomMargin) }

    /// `leadingMargin` of this item, as a target.
    ///
    /// ```swift
    /// make.leading.equalTo(container.snp.leadingMargin)
    /// ```
    public var leadingMargin: ConstraintItem { ConstraintItem(target: layoutItem, attributes: .leadingMargin) }

    /// `trailingMargin` of this item, as a target.
    ///
    /// ```swift
    /// make.trailing.equalTo(container.snp.trailingMargin)
    /// ```
    public var trailingMargin: ConstraintItem { ConstraintItem(target: layoutItem, attributes: .trailingMargin) }

    /// `centerXWithinMargins` of this item, as a target.
    ///
    /// ```swift
    /// make.centerX.equalTo(container.snp.centerXWithinMargins)
    /// ```
    public var centerXWithinMargins: ConstraintItem { ConstraintItem(target: layoutItem, attributes: .centerXWithinMargins) }

    /// `centerYWithinMargins` of this item, as a target.
    ///
    /// ```swift
    /// make.centerY.equalTo(container.snp.centerYWithinMargins)
    /// ```
    public var centerYWithinMargins: ConstraintItem { ConstraintItem(target: layoutItem, attributes: .centerYWithinMargins) }

    /// `edges` of this item, as a target.
    ///
    /// ```swift
    /// make.edges.equalTo(container.snp.edges)
    /// ```
    public var edges: ConstraintItem { ConstraintItem(target: layoutItem, attributes: .edges) }

    /// `horizontalEdges` of this item, as a target.
    ///
    /// ```swift
    /// make.horizontalEdges.equalTo(container.snp.horizontalEdges)
    /// ```
    public var horizontalEdges: ConstraintItem { ConstraintItem(target: layoutItem, attributes: .horizontalEdges) }

    /// `verticalEdges` of this item, as a target.
    ///
    /// ```swift
    /// make.verticalEdges.equalTo(container.snp.verticalEdges)
    /// ```
    public var verticalEdges: ConstraintItem { ConstraintItem(target: layoutItem, attributes: .verticalEdges) }

    /// `directionalEdges` of this item, as a target.
    ///
    /// ```swift
    /// make.directionalEdges.equalTo(container.snp.directionalEdges)
    /// ```
    public var directionalEdges: ConstraintItem { ConstraintItem(target: layoutItem, attributes: .directionalEdges) }

    /// `directionalHorizontalEdges` of this item, as a target.
    ///
    /// ```swift
    /// make.directionalHorizontalEdges.equalTo(header.snp.directionalHorizontalEdges)
    /// ```
    public var directionalHorizontalEdges: ConstraintItem { ConstraintItem(target: layoutItem, attributes: .directionalHorizontalEdges) }

    /// `directionalVerticalEdges` of this item, as a target.
    ///
    /// ```swift
    /// make.directionalVerticalEdges.equalTo(header.snp.directionalVerticalEdges)
    /// ```
    public var directionalVerticalEdges: ConstraintItem { ConstraintItem(target: layoutItem, attributes: .directionalVerticalEdges) }

    /// `size` of this item, as a target.
    ///
    /// ```swift
    /// make.size.equalTo(avatar.snp.size)
    /// ```
    public var size: ConstraintItem { ConstraintItem(target: layoutItem, attributes: .size) }

    /// `center` of this item, as a target.
    ///
    /// ```swift
    /// make.center.equalTo(avatar.snp.center)
    /// ```
    public var center: ConstraintItem { ConstraintItem(target: layoutItem, attributes: .center) }

    /// `margins` of this item, as a target.
    ///
    /// ```swift
    /// make.edges.equalTo(container.snp.margins)
    /// ```
    public var margins: ConstraintItem { ConstraintItem(target: layoutItem, attributes: .margins) }

    /// `directionalMargins` of this item, as a target.
    ///
    /// ```swift
    /// make.directionalEdges.equalTo(container.snp.directionalMargins)
    /// ```
    public var directionalMargins: ConstraintItem { ConstraintItem(target: layoutItem, attributes: .directionalMargins) }

    /// `centerWithinMargins` of this item, as a target.
    ///
    /// ```swift
    /// make.center.equalTo(container.snp.centerWithinMargins)
    /// ```
    public var centerWithinMargins: ConstraintItem { ConstraintItem(target: layoutItem, attributes: .centerWithinMargins) }
}
