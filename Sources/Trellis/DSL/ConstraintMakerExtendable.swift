/// An attribute chain (`make.left.right`): add attributes, or relate them.
public struct ConstraintMakerExtendable {
    let description: ConstraintDescription

    init(_ description: ConstraintDescription) { self.description = description }

    func adding(_ attributes: ConstraintAttributes) -> ConstraintMakerExtendable {
        description.attributes.formUnion(attributes)
        return self
    }

    /// Adds `left` to the chain.
    public var left: ConstraintMakerExtendable { adding(.left) }

    /// Adds `top` to the chain.
    public var top: ConstraintMakerExtendable { adding(.top) }

    /// Adds `right` to the chain.
    public var right: ConstraintMakerExtendable { adding(.right) }

    /// Adds `bottom` to the chain.
    public var bottom: ConstraintMakerExtendable { adding(.bottom) }

    /// Adds `leading` to the chain.
    public var leading: ConstraintMakerExtendable { adding(.leading) }

    /// Adds `trailing` to the chain.
    public var trailing: ConstraintMakerExtendable { adding(.trailing) }

    /// Adds `width` to the chain.
    public var width: ConstraintMakerExtendable { adding(.width) }

    /// Adds `height` to the chain.
    public var height: ConstraintMakerExtendable { adding(.height) }

    /// Adds `centerX` to the chain.
    public var centerX: ConstraintMakerExtendable { adding(.centerX) }

    /// Adds `centerY` to the chain.
    public var centerY: ConstraintMakerExtendable { adding(.centerY) }

    /// Adds `lastBaseline` to the chain.
    public var lastBaseline: ConstraintMakerExtendable { adding(.lastBaseline) }

    /// Adds `firstBaseline` to the chain.
    public var firstBaseline: ConstraintMakerExtendable { adding(.firstBaseline) }

    /// Adds `leftMargin` to the chain.
    public var leftMargin: ConstraintMakerExtendable { adding(.leftMargin) }

    /// Adds `rightMargin` to the chain.
    public var rightMargin: ConstraintMakerExtendable { adding(.rightMargin) }

    /// Adds `topMargin` to the chain.
    public var topMargin: ConstraintMakerExtendable { adding(.topMargin) }

    /// Adds `bottomMargin` to the chain.
    public var bottomMargin: ConstraintMakerExtendable { adding(.bottomMargin) }

    /// Adds `leadingMargin` to the chain.
    public var leadingMargin: ConstraintMakerExtendable { adding(.leadingMargin) }

    /// Adds `trailingMargin` to the chain.
    public var trailingMargin: ConstraintMakerExtendable { adding(.trailingMargin) }

    /// Adds `centerXWithinMargins` to the chain.
    public var centerXWithinMargins: ConstraintMakerExtendable { adding(.centerXWithinMargins) }

    /// Adds `centerYWithinMargins` to the chain.
    public var centerYWithinMargins: ConstraintMakerExtendable { adding(.centerYWithinMargins) }

    /// Adds `edges` to the chain.
    public var edges: ConstraintMakerExtendable { adding(.edges) }

    /// Adds `horizontalEdges` to the chain.
    public var horizontalEdges: ConstraintMakerExtendable { adding(.horizontalEdges) }

    /// Adds `verticalEdges` to the chain.
    public var verticalEdges: ConstraintMakerExtendable { adding(.verticalEdges) }

    /// Adds `directionalEdges` to the chain.
    public var directionalEdges: ConstraintMakerExtendable { adding(.directionalEdges) }

    /// Adds `directionalHorizontalEdges` to the chain.
    public var directionalHorizontalEdges: ConstraintMakerExtendable { adding(.directionalHorizontalEdges) }

    /// Adds `directionalVerticalEdges` to the chain.
    public var directionalVerticalEdges: ConstraintMakerExtendable { adding(.directionalVerticalEdges) }

    /// Adds `size` to the chain.
    public var size: ConstraintMakerExtendable { adding(.size) }

    /// Adds `margins` to the chain.
    public var margins: ConstraintMakerExtendable { adding(.margins) }

    /// Adds `directionalMargins` to the chain.
    public var directionalMargins: ConstraintMakerExtendable { adding(.directionalMargins) }

    /// Adds `centerWithinMargins` to the chain.
    public var centerWithinMargins: ConstraintMakerExtendable { adding(.centerWithinMargins) }

    /// The relations of the chain (see ``ConstraintMakerRelatable``).
    var relatable: ConstraintMakerRelatable { ConstraintMakerRelatable(description) }

    /// `attributes == target` (see ``ConstraintMakerRelatable/equalTo(_:_:_:)``).
    @discardableResult
    public func equalTo(_ other: some ConstraintRelatableTarget, _ file: String = #fileID, _ line: UInt = #line)
        -> ConstraintMakerEditable { relatable.equalTo(other, file, line) }

    /// `attributes <= target`.
    @discardableResult
    public func lessThanOrEqualTo(_ other: some ConstraintRelatableTarget, _ file: String = #fileID,
                                  _ line: UInt = #line) -> ConstraintMakerEditable {
        relatable.lessThanOrEqualTo(other, file, line)
    }

    /// `attributes >= target`.
    @discardableResult
    public func greaterThanOrEqualTo(_ other: some ConstraintRelatableTarget, _ file: String = #fileID,
                                     _ line: UInt = #line) -> ConstraintMakerEditable {
        relatable.greaterThanOrEqualTo(other, file, line)
    }

    /// `attributes == superview.attributes`.
    @discardableResult
    public func equalToSuperview(_ file: String = #fileID, _ line: UInt = #line) -> ConstraintMakerEditable {
        relatable.equalToSuperview(file, line)
    }

    /// `attributes <= superview.attributes`.
    @discardableResult
    public func lessThanOrEqualToSuperview(_ file: String = #fileID, _ line: UInt = #line) -> ConstraintMakerEditable {
        relatable.lessThanOrEqualToSuperview(file, line)
    }

    /// `attributes >= superview.attributes`.
    @discardableResult
    public func greaterThanOrEqualToSuperview(_ file: String = #fileID, _ line: UInt = #line) -> ConstraintMakerEditable {
        relatable.greaterThanOrEqualToSuperview(file, line)
    }

    /// `attributes == f(superview)`, e.g. `equalToSuperview { $0.safeAreaLayoutGuide }`.
    @discardableResult
    public func equalToSuperview<T: ConstraintRelatableTarget>(_ closure: (LayoutNode) -> T, _ file: String = #fileID,
                                                               _ line: UInt = #line) -> ConstraintMakerEditable {
        relatable.equalToSuperview(closure, file, line)
    }

    /// `attributes <= f(superview)`.
    @discardableResult
    public func lessThanOrEqualToSuperview<T: ConstraintRelatableTarget>(_ closure: (LayoutNode) -> T,
                                                                         _ file: String = #fileID,
                                                                         _ line: UInt = #line) -> ConstraintMakerEditable {
        relatable.lessThanOrEqualToSuperview(closure, file, line)
    }

    /// `attributes >= f(superview)`.
    @discardableResult
    public func greaterThanOrEqualToSuperview<T: ConstraintRelatableTarget>(_ closure: (LayoutNode) -> T,
                                                                            _ file: String = #fileID,
                                                                            _ line: UInt = #line) -> ConstraintMakerEditable {
        relatable.greaterThanOrEqualToSuperview(closure, file, line)
    }
}
