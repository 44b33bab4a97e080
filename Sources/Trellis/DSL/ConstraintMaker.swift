/// The `make` of `node.snp.makeConstraints { make in ... }`: each attribute starts a line.
///
/// ```swift
/// node.snp.makeConstraints { make in
///     make.top.left.equalToSuperview().offset(8)
///     make.size.equalTo(Size(width: 40, height: 40))
/// }
/// ```
public final class ConstraintMaker {
    let item: LayoutItem
    let location: SourceLocation
    @exclusivity(unchecked) var descriptions: [ConstraintDescription] = []

    init(item: LayoutItem, location: SourceLocation) {
        self.item = item
        self.location = location
    }

    func start(_ attributes: ConstraintAttributes) -> ConstraintMakerExtendable {
        let description = ConstraintDescription(item: item, attributes: attributes, location: location)
        descriptions.append(description, firstCapacity: 8)
        return ConstraintMakerExtendable(description)
    }

    /// Starts a line on `left`.
    ///
    /// ```swift
    /// make.left.equalToSuperview().offset(16)
    /// ```
    public var left: ConstraintMakerExtendable { start(.left) }

    /// Starts a line on `top`.
    ///
    /// ```swift
    /// make.top.equalTo(header.snp.bottom).offset(8)
    /// ```
    public var top: ConstraintMakerExtendable { start(.top) }

    /// Starts a line on `right`.
    ///
    /// ```swift
    /// make.right.equalToSuperview().inset(16)
    /// ```
    public var right: ConstraintMakerExtendable { start(.right) }

    /// Starts a line on `bottom`.
    ///
    /// ```swift
    /// make.bottom.lessThanOrEqualToSuperview()
    /// ```
    public var bottom: ConstraintMakerExtendable { start(.bottom) }

    /// Starts a line on `leading`.
    ///
    /// ```swift
    /// make.leading.equalTo(avatar.snp.trailing).offset(8)
    /// ```
    public var leading: ConstraintMakerExtendable { start(.leading) }

    /// Starts a line on `trailing`.
    ///
    /// ```swift
    /// make.trailing.equalToSuperview().inset(12)
    /// ```
    public var trailing: ConstraintMakerExtendable { start(.trailing) }

    /// Starts a line on `width`.
    ///
    /// ```swift
    /// make.width.equalTo(120)
    /// ```
    public var width: ConstraintMakerExtendable { start(.width) }

    /// Starts a line on `height`.
    ///
    /// ```swift
    /// make.height.equalTo(44).priority(.high)
    /// ```
    public var height: ConstraintMakerExtendable { start(.height) }

    /// Starts a line on `centerX`.
    ///
    /// ```swift
    /// make.centerX.equalToSuperview()
    /// ```
    public var centerX: ConstraintMakerExtendable { start(.centerX) }

    /// Starts a line on `centerY`.
    ///
    /// ```swift
    /// make.centerY.equalTo(avatar)
    /// ```
    public var centerY: ConstraintMakerExtendable { start(.centerY) }

    /// Starts a line on `lastBaseline`.
    ///
    /// ```swift
    /// make.lastBaseline.equalTo(title.snp.lastBaseline)
    /// ```
    public var lastBaseline: ConstraintMakerExtendable { start(.lastBaseline) }

    /// Starts a line on `firstBaseline`.
    ///
    /// ```swift
    /// make.firstBaseline.equalTo(title.snp.firstBaseline)
    /// ```
    public var firstBaseline: ConstraintMakerExtendable { start(.firstBaseline) }

    /// Starts a line on `leftMargin`.
    ///
    /// ```swift
    /// make.leftMargin.equalToSuperview()
    /// ```
    public var leftMargin: ConstraintMakerExtendable { start(.leftMargin) }

    /// Starts a line on `rightMargin`.
    ///
    /// ```swift
    /// make.rightMargin.equalToSuperview()
    /// ```
    public var rightMargin: ConstraintMakerExtendable { start(.rightMargin) }

    /// Starts a line on `topMargin`.
    ///
    /// ```swift
    /// make.topMargin.equalToSuperview()
    /// ```
    public var topMargin: ConstraintMakerExtendable { start(.topMargin) }

    /// Starts a line on `bottomMargin`.
    ///
    /// ```swift
    /// make.bottomMargin.equalToSuperview()
    /// ```
    public var bottomMargin: ConstraintMakerExtendable { start(.bottomMargin) }

    /// Starts a line on `leadingMargin`.
    ///
    /// ```swift
    /// make.leadingMargin.equalToSuperview()
    /// ```
    public var leadingMargin: ConstraintMakerExtendable { start(.leadingMargin) }

    /// Starts a line on `trailingMargin`.
    ///
    /// ```swift
    /// make.trailingMargin.equalToSuperview()
    /// ```
    public var trailingMargin: ConstraintMakerExtendable { start(.trailingMargin) }

    /// Starts a line on `centerXWithinMargins`.
    ///
    /// ```swift
    /// make.centerXWithinMargins.equalToSuperview()
    /// ```
    public var centerXWithinMargins: ConstraintMakerExtendable { start(.centerXWithinMargins) }

    /// Starts a line on `centerYWithinMargins`.
    ///
    /// ```swift
    /// make.centerYWithinMargins.equalToSuperview()
    /// ```
    public var centerYWithinMargins: ConstraintMakerExtendable { start(.centerYWithinMargins) }

    /// Starts a line on `edges`.
    ///
    /// ```swift
    /// make.edges.equalToSuperview().inset(8)
    /// ```
    public var edges: ConstraintMakerExtendable { start(.edges) }

    /// Starts a line on `horizontalEdges`.
    ///
    /// ```swift
    /// make.horizontalEdges.equalToSuperview().inset(16)
    /// ```
    public var horizontalEdges: ConstraintMakerExtendable { start(.horizontalEdges) }

    /// Starts a line on `verticalEdges`.
    ///
    /// ```swift
    /// make.verticalEdges.equalToSuperview().inset(4)
    /// ```
    public var verticalEdges: ConstraintMakerExtendable { start(.verticalEdges) }

    /// Starts a line on `directionalEdges`.
    ///
    /// ```swift
    /// make.directionalEdges.equalToSuperview().inset(DirectionalEdgeInsets(top: 8, leading: 16, bottom: 8, trailing: 12))
    /// ```
    public var directionalEdges: ConstraintMakerExtendable { start(.directionalEdges) }

    /// Starts a line on `directionalHorizontalEdges`.
    ///
    /// ```swift
    /// make.directionalHorizontalEdges.equalToSuperview().inset(16)
    /// ```
    public var directionalHorizontalEdges: ConstraintMakerExtendable { start(.directionalHorizontalEdges) }

    /// Starts a line on `directionalVerticalEdges`.
    ///
    /// ```swift
    /// make.directionalVerticalEdges.equalToSuperview()
    /// ```
    public var directionalVerticalEdges: ConstraintMakerExtendable { start(.directionalVerticalEdges) }

    /// Starts a line on `size`.
    ///
    /// ```swift
    /// make.size.equalTo(Size(width: 40, height: 40))
    /// ```
    public var size: ConstraintMakerExtendable { start(.size) }

    /// Starts a line on `center`.
    ///
    /// ```swift
    /// make.center.equalToSuperview()
    /// ```
    public var center: ConstraintMakerExtendable { start(.center) }

    /// Starts a line on `margins`.
    ///
    /// ```swift
    /// make.margins.equalToSuperview()
    /// ```
    public var margins: ConstraintMakerExtendable { start(.margins) }

    /// Starts a line on `directionalMargins`.
    ///
    /// ```swift
    /// make.directionalMargins.equalToSuperview()
    /// ```
    public var directionalMargins: ConstraintMakerExtendable { start(.directionalMargins) }

    /// Starts a line on `centerWithinMargins`.
    ///
    /// ```swift
    /// make.centerWithinMargins.equalToSuperview()
    /// ```
    public var centerWithinMargins: ConstraintMakerExtendable { start(.centerWithinMargins) }

    /// Starts a line on `lastBaseline` (SnapKit's deprecated spelling).
    ///
    /// ```swift
    /// make.baseline.equalTo(title)   // prefer make.lastBaseline
    /// ```
    @available(*, deprecated, renamed: "lastBaseline")
    public var baseline: ConstraintMakerExtendable { start(.lastBaseline) }

    /// Builds every line; invalid ones become diagnostics.
    func build(_ diagnostics: inout [ConstraintDiagnostic]) -> [Constraint] {
        var constraints: [Constraint] = []
        constraints.reserveCapacity(descriptions.count)
        for description in descriptions {
            if let constraint = description.build() { constraints.append(constraint) }
            if !description.issues.isEmpty { diagnostics.append(contentsOf: description.issues) }
        }
        return constraints
    }
}
