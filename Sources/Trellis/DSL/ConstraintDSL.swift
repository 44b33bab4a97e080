/// What `node.snp` and `guide.snp` share: SnapKit's make / remake / update / remove / prepare
/// calls, and their checked (throwing, all-or-nothing) forms.
///
/// ```swift
/// node.snp.makeConstraints { make in make.edges.equalToSuperview().inset(8) }
/// guide.snp.remakeConstraints { make in make.width.equalTo(120) }
/// ```
public protocol ConstraintDSL: ConstraintAttributesDSL {}

extension ConstraintDSL {
    /// Builds the closure's constraints without activating them.
    ///
    /// ```swift
    /// let prepared = node.snp.prepareConstraints { make in make.edges.equalToSuperview() }
    /// prepared.forEach { $0.activate() }
    /// ```
    @discardableResult
    public func prepareConstraints(_ closure: (ConstraintMaker) -> Void, file: String = #fileID,
                                   line: UInt = #line) -> [Constraint] {
        layoutItem.runDSL(.prepare, closure, SourceLocation(fileID: file, line: line))
    }

    /// Builds and activates the closure's constraints.
    public func makeConstraints(_ closure: (ConstraintMaker) -> Void, file: String = #fileID, line: UInt = #line) {
        layoutItem.runDSL(.make, closure, SourceLocation(fileID: file, line: line))
    }

    /// Removes the item's constraints, then makes the closure's.
    public func remakeConstraints(_ closure: (ConstraintMaker) -> Void, file: String = #fileID, line: UInt = #line) {
        layoutItem.runDSL(.remake, closure, SourceLocation(fileID: file, line: line))
    }

    /// Changes the constants of matching existing constraints (same attributes, relation,
    /// target, multiplier and priority). A line that matches nothing is added as new and
    /// reported as ``ConstraintDiagnostic/Kind/updateFoundNoMatch`` (SnapKit crashes).
    public func updateConstraints(_ closure: (ConstraintMaker) -> Void, file: String = #fileID, line: UInt = #line) {
        layoutItem.runDSL(.update, closure, SourceLocation(fileID: file, line: line))
    }

    /// Deactivates every constraint made with this node or guide as the first item.
    public func removeConstraints() {
        layoutItem.removeOwnedConstraints()
    }

    /// ``makeConstraints(_:file:line:)``, all or nothing: throws the call's diagnostics and
    /// activates nothing if any line is wrong.
    @discardableResult
    public func checkedMakeConstraints(_ closure: (ConstraintMaker) -> Void, file: String = #fileID,
                                       line: UInt = #line) throws(ConstraintDSLError) -> [Constraint] {
        try layoutItem.runCheckedDSL(.make, closure, SourceLocation(fileID: file, line: line))
    }

    /// ``remakeConstraints(_:file:line:)``, all or nothing.
    @discardableResult
    public func checkedRemakeConstraints(_ closure: (ConstraintMaker) -> Void, file: String = #fileID,
                                         line: UInt = #line) throws(ConstraintDSLError) -> [Constraint] {
        try layoutItem.runCheckedDSL(.remake, closure, SourceLocation(fileID: file, line: line))
    }

    /// ``updateConstraints(_:file:line:)``, all or nothing: a line matching no existing
    /// constraint throws instead of being added.
    @discardableResult
    public func checkedUpdateConstraints(_ closure: (ConstraintMaker) -> Void, file: String = #fileID,
                                         line: UInt = #line) throws(ConstraintDSLError) -> [Constraint] {
        try layoutItem.runCheckedDSL(.update, closure, SourceLocation(fileID: file, line: line))
    }

    /// The active constraints made with this node or guide as the first item.
    public var constraints: [Constraint] { layoutItem.ownedConstraints }
}
