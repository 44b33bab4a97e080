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
    ///
    /// ```swift
    /// node.snp.target === node   // true
    /// ```
    public let target: LayoutNode

    /// The node, as an item.
    ///
    /// ```swift
    /// node.snp.layoutItem === node   // true
    /// ```
    public var layoutItem: LayoutItem { target }

    /// Names the node in descriptions (SnapKit's `setLabel`).
    ///
    /// ```swift
    /// node.snp.setLabel("avatar")
    /// ```
    public func setLabel(_ label: String?) { target.debugLabel = label }

    /// The node's label (SnapKit's `label()`).
    ///
    /// ```swift
    /// node.snp.label()   // "avatar"
    /// ```
    public func label() -> String? { target.debugLabel }

    /// Horizontal content hugging priority, as a number.
    ///
    /// ```swift
    /// label.snp.contentHuggingHorizontalPriority = 251
    /// ```
    public var contentHuggingHorizontalPriority: Float {
        get { target.contentHuggingPriority(for: .horizontal).value }
        nonmutating set { target.setContentHuggingPriority(LayoutPriority(newValue), for: .horizontal) }
    }

    /// Vertical content hugging priority, as a number.
    ///
    /// ```swift
    /// label.snp.contentHuggingVerticalPriority = 251
    /// ```
    public var contentHuggingVerticalPriority: Float {
        get { target.contentHuggingPriority(for: .vertical).value }
        nonmutating set { target.setContentHuggingPriority(LayoutPriority(newValue), for: .vertical) }
    }

    /// Horizontal compression resistance priority, as a number.
    ///
    /// ```swift
    /// label.snp.contentCompressionResistanceHorizontalPriority = 749
    /// ```
    public var contentCompressionResistanceHorizontalPriority: Float {
        get { target.contentCompressionResistancePriority(for: .horizontal).value }
        nonmutating set { target.setContentCompressionResistancePriority(LayoutPriority(newValue), for: .horizontal) }
    }

    /// Vertical compression resistance priority, as a number.
    ///
    /// ```swift
    /// label.snp.contentCompressionResistanceVerticalPriority = 749
    /// ```
    public var contentCompressionResistanceVerticalPriority: Float {
        get { target.contentCompressionResistancePriority(for: .vertical).value }
        nonmutating set { target.setContentCompressionResistancePriority(LayoutPriority(newValue), for: .vertical) }
    }
}

/// `guide.snp`: the same calls on a layout guide.
///
/// ```swift
/// guide.snp.makeConstraints { make in make.edges.equalToSuperview().inset(20) }
/// ```
public struct ConstraintLayoutGuideDSL: ConstraintDSL {
    /// The guide.
    ///
    /// ```swift
    /// guide.snp.target === guide   // true
    /// ```
    public let target: LayoutGuide

    /// The guide, as an item.
    ///
    /// ```swift
    /// guide.snp.layoutItem === guide   // true
    /// ```
    public var layoutItem: LayoutItem { target }
}

extension LayoutNode {
    /// The SnapKit DSL on this node.
    ///
    /// ```swift
    /// node.snp.makeConstraints { make in make.edges.equalToSuperview() }
    /// ```
    public var snp: ConstraintViewDSL { ConstraintViewDSL(target: self) }
}

extension LayoutGuide {
    /// The SnapKit DSL on this guide.
    ///
    /// ```swift
    /// guide.snp.top   // a target
    /// ```
    public var snp: ConstraintLayoutGuideDSL { ConstraintLayoutGuideDSL(target: self) }
}
