/// `node.snp`: SnapKit's entry point on a node. Attributes as targets, and the make / remake /
/// update / remove / prepare calls.
///
/// ```swift
/// avatar.snp.makeConstraints { make in
///     make.leading.bottom.equalToSuperview().inset(8)
///     make.size.equalTo(30)
/// }
/// title.snp.makeConstraints { make in
///     make.leading.equalTo(avatar.snp.trailing).offset(8)
/// }
/// ```
public struct ConstraintViewDSL: ConstraintDSL {
    /// The node.
    public let target: LayoutNode

    /// The node, as an item.
    public var layoutItem: LayoutItem { target }

    /// Names the node in descriptions (SnapKit's `setLabel`).
    public func setLabel(_ label: String?) { target.debugLabel = label }

    /// The node's label (SnapKit's `label()`).
    public func label() -> String? { target.debugLabel }

    /// Horizontal content hugging priority, as a number.
    public var contentHuggingHorizontalPriority: Float {
        get { target.contentHuggingPriority(for: .horizontal).value }
        nonmutating set { target.setContentHuggingPriority(LayoutPriority(newValue), for: .horizontal) }
    }

    /// Vertical content hugging priority, as a number.
    public var contentHuggingVerticalPriority: Float {
        get { target.contentHuggingPriority(for: .vertical).value }
        nonmutating set { target.setContentHuggingPriority(LayoutPriority(newValue), for: .vertical) }
    }

    /// Horizontal compression resistance priority, as a number.
    public var contentCompressionResistanceHorizontalPriority: Float {
        get { target.contentCompressionResistancePriority(for: .horizontal).value }
        nonmutating set { target.setContentCompressionResistancePriority(LayoutPriority(newValue), for: .horizontal) }
    }

    /// Vertical compression resistance priority, as a number.
    public var contentCompressionResistanceVerticalPriority: Float {
        get { target.contentCompressionResistancePriority(for: .vertical).value }
        nonmutating set { target.setContentCompressionResistancePriority(LayoutPriority(newValue), for: .vertical) }
    }
}

/// `guide.snp`: the same calls on a layout guide.
public struct ConstraintLayoutGuideDSL: ConstraintDSL {
    /// The guide.
    public let target: LayoutGuide

    /// The guide, as an item.
    public var layoutItem: LayoutItem { target }
}

extension LayoutNode {
    /// The SnapKit DSL on this node.
    public var snp: ConstraintViewDSL { ConstraintViewDSL(target: self) }
}

extension LayoutGuide {
    /// The SnapKit DSL on this guide.
    public var snp: ConstraintLayoutGuideDSL { ConstraintLayoutGuideDSL(target: self) }
}
