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
    public var left: ConstraintMakerExtendable { start(.left) }

    /// Starts a line on `top`.
    public var top: ConstraintMakerExtendable { start(.top) }

    /// Starts a line on `right`.
    public var right: ConstraintMakerExtendable { start(.right) }

    /// Starts a line on `bottom`.
    public var bottom: ConstraintMakerExtendable { start(.bottom) }

    /// Starts a line on `leading`.
    public var leading: ConstraintMakerExtendable { start(.leading) }

    /// Starts a line on `trailing`.
    public var trailing: ConstraintMakerExtendable { start(.trailing) }

    /// Starts a line on `width`.
    public var width: ConstraintMakerExtendable { start(.width) }

    /// Starts a line on `height`.
    public var height: ConstraintMakerExtendable { start(.height) }

    /// Starts a line on `centerX`.
    public var centerX: ConstraintMakerExtendable { start(.centerX) }

    /// Starts a line on `centerY`.
    public var centerY: ConstraintMakerExtendable { start(.centerY) }

    /// Starts a line on `lastBaseline`.
    public var lastBaseline: ConstraintMakerExtendable { start(.lastBaseline) }

    /// Starts a line on `firstBaseline`.
    public var firstBaseline: ConstraintMakerExtendable { start(.firstBaseline) }

    /// Starts a line on `leftMargin`.
    public var leftMargin: ConstraintMakerExtendable { start(.leftMargin) }

    /// Starts a line on `rightMargin`.
    public var rightMargin: ConstraintMakerExtendable { start(.rightMargin) }

    /// Starts a line on `topMargin`.
    public var topMargin: ConstraintMakerExtendable { start(.topMargin) }

    /// Starts a line on `bottomMargin`.
    public var bottomMargin: ConstraintMakerExtendable { start(.bottomMargin) }

    /// Starts a line on `leadingMargin`.
    public var leadingMargin: ConstraintMakerExtendable { start(.leadingMargin) }

    /// Starts a line on `trailingMargin`.
    public var trailingMargin: ConstraintMakerExtendable { start(.trailingMargin) }

    /// Starts a line on `centerXWithinMargins`.
    public var centerXWithinMargins: ConstraintMakerExtendable { start(.centerXWithinMargins) }

    /// Starts a line on `centerYWithinMargins`.
    public var centerYWithinMargins: ConstraintMakerExtendable { start(.centerYWithinMargins) }

    /// Starts a line on `edges`.
    public var edges: ConstraintMakerExtendable { start(.edges) }

    /// Starts a line on `horizontalEdges`.
    public var horizontalEdges: ConstraintMakerExtendable { start(.horizontalEdges) }

    /// Starts a line on `verticalEdges`.
    public var verticalEdges: ConstraintMakerExtendable { start(.verticalEdges) }

    /// Starts a line on `directionalEdges`.
    public var directionalEdges: ConstraintMakerExtendable { start(.directionalEdges) }

    /// Starts a line on `directionalHorizontalEdges`.
    public var directionalHorizontalEdges: ConstraintMakerExtendable { start(.directionalHorizontalEdges) }

    /// Starts a line on `directionalVerticalEdges`.
    public var directionalVerticalEdges: ConstraintMakerExtendable { start(.directionalVerticalEdges) }

    /// Starts a line on `size`.
    public var size: ConstraintMakerExtendable { start(.size) }

    /// Starts a line on `center`.
    public var center: ConstraintMakerExtendable { start(.center) }

    /// Starts a line on `margins`.
    public var margins: ConstraintMakerExtendable { start(.margins) }

    /// Starts a line on `directionalMargins`.
    public var directionalMargins: ConstraintMakerExtendable { start(.directionalMargins) }

    /// Starts a line on `centerWithinMargins`.
    public var centerWithinMargins: ConstraintMakerExtendable { start(.centerWithinMargins) }

    /// Starts a line on `lastBaseline` (SnapKit's deprecated spelling).
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
