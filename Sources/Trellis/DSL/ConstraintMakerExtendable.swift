/// An attribute chain (`make.left.right`): add attributes, or relate them.
///
/// ```swift
/// make.left.right.equalToSuperview().inset(16)
/// ```
public struct ConstraintMakerExtendable {
    let description: ConstraintDescription

    init(_ description: ConstraintDescription) { self.description = description }

    func adding(_ attributes: ConstraintAttributes) -> ConstraintMakerExtendable {
        description.attributes.formUnion(attributes)
        return self
    }

    /// Adds `left` to the chain.
    ///
    /// ```swift
    /// make.top.left.equalToSuperview().offset(8)
    /// ```
    public var left: ConstraintMakerExtendable { adding(.left) }

    /// Adds `top` to the chain.
    ///
    /// ```swift
    /// make.left.top.equalToSuperview()
    /// ```
    public var top: ConstraintMakerExtendable { adding(.top) }

    /// Adds `right` to the chain.
    ///
    /// ```swift
    /// make.left.right.equalToSuperview().inset(16)
    /// ```
    public var right: ConstraintMakerExtendable { adding(.right) }

    /// Adds `bottom` to the chain.
    ///
    /// ```swift
    /// make.left.bottom.equalToSuperview().inset(8)
    /// ```
    public var bottom: ConstraintMakerExtendable { adding(.bottom) }

    /// Adds `leading` to the chain.
    ///
    /// ```swift
    /// make.top.leading.equalToSuperview().inset(12)
    /// ```
    public var leading: ConstraintMakerExtendable { adding(.leading) }

    /// Adds `trailing` to the chain.
    ///
    /// ```swift
    /// make.top.trailing.equalToSuperview().inset(12)
    /// ```
    public var trailing: ConstraintMakerExtendable { adding(.trailing) }

    /// Adds `width` to the chain.
    ///
    /// ```swift
    /// make.height.width.equalTo(40)
    /// ```
    public var width: ConstraintMakerExtendable { adding(.width) }

    /// Adds `height` to the chain.
    ///
    /// ```swift
    /// make.width.height.equalTo(40)
    /// ```
    public var height: ConstraintMakerExtendable { adding(.height) }

    /// Adds `centerX` to the chain.
    ///
    /// ```swift
    /// make.centerY.centerX.equalToSuperview()
    /// ```
    public var centerX: ConstraintMakerExtendable { adding(.centerX) }

    /// Adds `centerY` to the chain.
    ///
    /// ```swift
    /// make.centerX.centerY.equalTo(badge)
    /// ```
    public var centerY: ConstraintMakerExtendable { adding(.centerY) }

    /// Adds `lastBaseline` to the chain.
    ///
    /// ```swift
    /// make.leading.lastBaseline.equalTo(title)
    /// ```
    public var lastBaseline: ConstraintMakerExtendable { adding(.lastBaseline) }

    /// Adds `firstBaseline` to the chain.
    ///
    /// ```swift
    /// make.leading.firstBaseline.equalTo(title)
    /// ```
    public var firstBaseline: ConstraintMakerExtendable { adding(.firstBaseline) }

    /// Adds `leftMargin` to the chain.
    ///
    /// ```swift
    /// make.topMargin.leftMargin.equalToSuperview()
    /// ```
    public var leftMargin: ConstraintMakerExtendable { adding(.leftMargin) }

    /// Adds `rightMargin` to the chain.
    ///
    /// ```swift
    /// make.leftMargin.rightMargin.equalToSuperview()
    /// ```
    public var rightMargin: ConstraintMakerExtendable { adding(.rightMargin) }

    /// Adds `topMargin` to the chain.
    ///
    /// ```swift
    /// make.leftMargin.topMargin.equalToSuperview()
    /// ```
    public var topMargin: ConstraintMakerExtendable { adding(.topMargin) }

    /// Adds `bottomMargin` to the chain.
    ///
    /// ```swift
    /// make.topMargin.bottomMargin.equalToSuperview()
    /// ```
    public var bottomMargin: ConstraintMakerExtendable { adding(.bottomMargin) }

    /// Adds `leadingMargin` to the chain.
    ///
    /// ```swift
    /// make.topMargin.leadingMargin.equalToSuperview()
    /// ```
    public var leadingMargin: ConstraintMakerExtendable { adding(.leadingMargin) }

    /// Adds `trailingMargin` to the chain.
    ///
    /// ```swift
    /// make.leadingMargin.trailingMargin.equalToSuperview()
    /// ```
    public var trailingMargin: ConstraintMakerExtendable { adding(.trailingMargin) }

    /// Adds `centerXWithinMargins` to the chain.
    ///
    /// ```swift
    /// make.centerYWithinMargins.centerXWithinMargins.equalToSuperview()
    /// ```
    public var centerXWithinMargins: ConstraintMakerExtendable { adding(.centerXWithinMargins) }

    /// Adds `centerYWithinMargins` to the chain.
    ///
    /// ```swift
    /// make.centerXWithinMargins.centerYWithinMargins.equalToSuperview()
    /// ```
    public var centerYWithinMargins: ConstraintMakerExtendable { adding(.centerYWithinMargins) }

    /// Adds `edges` to the chain.
    ///
    /// ```swift
    /// make.top.edges.equalToSuperview()   // the same as make.edges
    /// ```
    public var edges: ConstraintMakerExtendable { adding(.edges) }

    /// Adds `horizontalEdges` to the chain.
    ///
    /// ```swift
    /// make.top.horizontalEdges.equalToSuperview()
    /// ```
    public var horizontalEdges: ConstraintMakerExtendable { adding(.horizontalEdges) }

    /// Adds `verticalEdges` to the chain.
    ///
    /// ```swift
    /// make.leading.verticalEdges.equalToSuperview()
    /// ```
    public var verticalEdges: ConstraintMakerExtendable { adding(.verticalEdges) }

    /// Adds `directionalEdges` to the chain.
    ///
    /// ```swift
    /// make.top.directionalEdges.equalToSuperview()   // the same as make.directionalEdges
    /// ```
    public var directionalEdges: ConstraintMakerExtendable { adding(.directionalEdges) }

    /// Adds `directionalHorizontalEdges` to the chain.
    ///
    /// ```swift
    /// make.top.directionalHorizontalEdges.equalToSuperview().inset(16)
    /// ```
    public var directionalHorizontalEdges: ConstraintMakerExtendable { adding(.directionalHorizontalEdges) }

    /// Adds `directionalVerticalEdges` to the chain.
    ///
    /// ```swift
    /// make.leading.directionalVerticalEdges.equalToSuperview()
    /// ```
    public var directionalVerticalEdges: ConstraintMakerExtendable { adding(.directionalVerticalEdges) }

    /// Adds `size` to the chain.
    ///
    /// ```swift
    /// make.center.size.equalTo(placeholder)
    /// ```
    public var size: ConstraintMakerExtendable { adding(.size) }

    /// Adds `margins` to the chain.
    ///
    /// ```swift
    /// make.top.margins.equalToSuperview()   // the same as make.margins
    /// ```
    public var margins: ConstraintMakerExtendable { adding(.margins) }

    /// Adds `directionalMargins` to the chain.
    ///
    /// ```swift
    /// make.top.directionalMargins.equalToSuperview()   // the same as make.directionalMargins
    /// ```
    public var directionalMargins: ConstraintMakerExtendable { adding(.directionalMargins) }

    /// Adds `centerWithinMargins` to the chain.
    ///
    /// ```swift
    /// make.width.centerWithinMargins.equalToSuperview()
    /// ```
    public var centerWithinMargins: ConstraintMakerExtendable { adding(.centerWithinMargins) }

    /// The relations of the chain (see ``ConstraintMakerRelatable``).
    var relatable: ConstraintMakerRelatable { ConstraintMakerRelatable(description) }

    /// `attributes == target` (see ``ConstraintMakerRelatable/equalTo(_:_:_:)``).
    ///
    /// ```swift
    /// make.top.equalTo(header.snp.bottom).offset(8)
    /// ```
    @discardableResult
    public func equalTo(_ other: some ConstraintRelatableTarget, _ file: String = #fileID, _ line: UInt = #line)
        -> ConstraintMakerEditable { relatable.equalTo(other, file, line) }

    /// `attributes <= target`.
    ///
    /// ```swift
    /// make.width.lessThanOrEqualTo(240)
    /// ```
    @discardableResult
    public func lessThanOrEqualTo(_ other: some ConstraintRelatableTarget, _ file: String = #fileID,
                                  _ line: UInt = #line) -> ConstraintMakerEditable {
        relatable.lessThanOrEqualTo(other, file, line)
    }

    /// `attributes >= target`.
    ///
    /// ```swift
    /// make.height.greaterThanOrEqualTo(44)
    /// ```
    @discardableResult
    public func greaterThanOrEqualTo(_ other: some ConstraintRelatableTarget, _ file: String = #fileID,
                                     _ line: UInt = #line) -> ConstraintMakerEditable {
        relatable.greaterThanOrEqualTo(other, file, line)
    }

    /// `attributes == superview.attributes`.
    ///
    /// ```swift
    /// make.edges.equalToSuperview()
    /// ```
    @discardableResult
    public func equalToSuperview(_ file: String = #fileID, _ line: UInt = #line) -> ConstraintMakerEditable {
        relatable.equalToSuperview(file, line)
    }

    /// `attributes <= superview.attributes`.
    ///
    /// ```swift
    /// make.width.lessThanOrEqualToSuperview().multipliedBy(0.75)
    /// ```
    @discardableResult
    public func lessThanOrEqualToSuperview(_ file: String = #fileID, _ line: UInt = #line) -> ConstraintMakerEditable {
        relatable.lessThanOrEqualToSuperview(file, line)
    }

    /// `attributes >= superview.attributes`.
    ///
    /// ```swift
    /// make.leading.greaterThanOrEqualToSuperview().offset(16)
    /// ```
    @discardableResult
    public func greaterThanOrEqualToSuperview(_ file: String = #fileID, _ line: UInt = #line) -> ConstraintMakerEditable {
        relatable.greaterThanOrEqualToSuperview(file, line)
    }

    /// `attributes == f(superview)`, e.g. `equalToSuperview { $0.safeAreaLayoutGuide }`.
    ///
    /// ```swift
    /// make.edges.equalToSuperview { $0.safeAreaLayoutGuide }
    /// ```
    @discardableResult
    public func equalToSuperview<T: ConstraintRelatableTarget>(_ closure: (LayoutNode) -> T, _ file: String = #fileID,
                                                               _ line: UInt = #line) -> ConstraintMakerEditable {
        relatable.equalToSuperview(closure, file, line)
    }

    /// `attributes <= f(superview)`.
    ///
    /// ```swift
    /// make.bottom.lessThanOrEqualToSuperview { $0.safeAreaLayoutGuide }
    /// ```
    @discardableResult
    public func lessThanOrEqualToSuperview<T: ConstraintRelatableTarget>(_ closure: (LayoutNode) -> T,
                                                                         _ file: String = #fileID,
                                                                         _ line: UInt = #line) -> ConstraintMakerEditable {
        relatable.lessThanOrEqualToSuperview(closure, file, line)
    }

    /// `attributes >= f(superview)`.
    ///
    /// ```swift
    /// make.top.greaterThanOrEqualToSuperview { $0.layoutMarginsGuide }
    /// ```
    @discardableResult
    public func greaterThanOrEqualToSuperview<T: ConstraintRelatableTarget>(_ closure: (LayoutNode) -> T,
                                                                            _ file: String = #fileID,
                                                                            _ line: UInt = #line) -> ConstraintMakerEditable {
        relatable.greaterThanOrEqualToSuperview(closure, file, line)
    }
}
