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
public struct ConstraintViewDSL: ConstraintAttributesDSL {
    /// The node.
    public let target: LayoutNode
    /// The node, as an item.
    public var layoutItem: LayoutItem { target }

    /// Builds the closure's constraints without activating them.
    ///
    /// ```swift
    /// let prepared = node.snp.prepareConstraints { make in make.edges.equalToSuperview() }
    /// prepared.forEach { $0.activate() }
    /// ```
    @discardableResult
    public func prepareConstraints(_ closure: (ConstraintMaker) -> Void, file: String = #fileID,
                                   line: UInt = #line) -> [Constraint] {
        target.runDSL(.prepare, closure, SourceLocation(fileID: file, line: line))
    }

    /// Builds and activates the closure's constraints.
    ///
    /// ```swift
    /// node.snp.makeConstraints { make in make.top.equalToSuperview().offset(15) }
    /// ```
    public func makeConstraints(_ closure: (ConstraintMaker) -> Void, file: String = #fileID, line: UInt = #line) {
        target.runDSL(.make, closure, SourceLocation(fileID: file, line: line))
    }

    /// Removes the node's constraints, then makes the closure's.
    ///
    /// ```swift
    /// node.snp.remakeConstraints { make in make.edges.equalToSuperview() }
    /// ```
    public func remakeConstraints(_ closure: (ConstraintMaker) -> Void, file: String = #fileID, line: UInt = #line) {
        target.runDSL(.remake, closure, SourceLocation(fileID: file, line: line))
    }

    /// Changes the constants of matching existing constraints (same attributes, relation,
    /// target, multiplier and priority). A line that matches nothing is added as new and
    /// reported as ``ConstraintDiagnostic/Kind/updateFoundNoMatch`` (SnapKit crashes).
    ///
    /// ```swift
    /// node.snp.updateConstraints { make in make.top.equalToSuperview().offset(30) }
    /// ```
    public func updateConstraints(_ closure: (ConstraintMaker) -> Void, file: String = #fileID, line: UInt = #line) {
        target.runDSL(.update, closure, SourceLocation(fileID: file, line: line))
    }

    /// Deactivates every constraint made with this node as the first item.
    ///
    /// ```swift
    /// node.snp.removeConstraints()
    /// ```
    public func removeConstraints() {
        target.removeOwnedConstraints()
    }

    /// ``makeConstraints(_:file:line:)``, all or nothing: throws the call's diagnostics and
    /// activates nothing if any line is wrong.
    ///
    /// ```swift
    /// try node.snp.checkedMakeConstraints { make in make.top.equalToSuperview() }
    /// ```
    @discardableResult
    public func checkedMakeConstraints(_ closure: (ConstraintMaker) -> Void, file: String = #fileID,
                                       line: UInt = #line) throws(ConstraintDSLError) -> [Constraint] {
        try target.runCheckedDSL(.make, closure, SourceLocation(fileID: file, line: line))
    }

    /// ``remakeConstraints(_:file:line:)``, all or nothing.
    ///
    /// ```swift
    /// try node.snp.checkedRemakeConstraints { make in make.edges.equalToSuperview() }
    /// ```
    @discardableResult
    public func checkedRemakeConstraints(_ closure: (ConstraintMaker) -> Void, file: String = #fileID,
                                         line: UInt = #line) throws(ConstraintDSLError) -> [Constraint] {
        try target.runCheckedDSL(.remake, closure, SourceLocation(fileID: file, line: line))
    }

    /// ``updateConstraints(_:file:line:)``, all or nothing: a line matching no existing
    /// constraint throws instead of being added.
    ///
    /// ```swift
    /// try node.snp.checkedUpdateConstraints { make in make.top.equalToSuperview().offset(30) }
    /// ```
    @discardableResult
    public func checkedUpdateConstraints(_ closure: (ConstraintMaker) -> Void, file: String = #fileID,
                                         line: UInt = #line) throws(ConstraintDSLError) -> [Constraint] {
        try target.runCheckedDSL(.update, closure, SourceLocation(fileID: file, line: line))
    }

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

    /// The active constraints made with this node as the first item.
    ///
    /// ```swift
    /// node.snp.constraints.count
    /// ```
    public var constraints: [Constraint] { target.ownedConstraints }

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
///
/// ```swift
/// guide.snp.makeConstraints { make in make.edges.equalToSuperview().inset(20) }
/// ```
public struct ConstraintLayoutGuideDSL: ConstraintAttributesDSL {
    /// The guide.
    public let target: LayoutGuide
    /// The guide, as an item.
    public var layoutItem: LayoutItem { target }

    /// Builds the closure's constraints without activating them.
    @discardableResult
    public func prepareConstraints(_ closure: (ConstraintMaker) -> Void, file: String = #fileID,
                                   line: UInt = #line) -> [Constraint] {
        target.runDSL(.prepare, closure, SourceLocation(fileID: file, line: line))
    }

    /// Builds and activates the closure's constraints.
    public func makeConstraints(_ closure: (ConstraintMaker) -> Void, file: String = #fileID, line: UInt = #line) {
        target.runDSL(.make, closure, SourceLocation(fileID: file, line: line))
    }

    /// Removes the guide's constraints, then makes the closure's.
    public func remakeConstraints(_ closure: (ConstraintMaker) -> Void, file: String = #fileID, line: UInt = #line) {
        target.runDSL(.remake, closure, SourceLocation(fileID: file, line: line))
    }

    /// Changes the constants of matching existing constraints.
    public func updateConstraints(_ closure: (ConstraintMaker) -> Void, file: String = #fileID, line: UInt = #line) {
        target.runDSL(.update, closure, SourceLocation(fileID: file, line: line))
    }

    /// Deactivates every constraint made with this guide as the first item.
    public func removeConstraints() { target.removeOwnedConstraints() }

    /// The active constraints made with this guide as the first item.
    public var constraints: [Constraint] { target.ownedConstraints }
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
