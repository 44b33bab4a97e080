/// A rectangle that takes part in layout but renders nothing (UIKit's `UILayoutGuide`): a
/// spacer, an alignment box, or the safe-area and margins guides every node has.
///
/// ```swift
/// let column = LayoutGuide(debugLabel: "column")
/// container.addLayoutGuide(column)
/// column.snp.makeConstraints { make in
///     make.top.bottom.equalToSuperview()
///     make.centerX.equalToSuperview()
///     make.width.equalTo(200)
/// }
/// ```
public final class LayoutGuide: LayoutItem {
    enum Role: Sendable { case custom, safeArea, margins }

    /// The node the guide belongs to; its "superview" for constant targets.
    public internal(set) var owningView: LayoutNode? {
        get { owner.object }
        set { owner.object = newValue }
    }
    /// Cleared by the owning node when the guide leaves it or the node goes away.
    private var owner = UnownedReference<LayoutNode>()
    /// The guide's rectangle in its owning view's coordinates, written by layout.
    public internal(set) var layoutFrame: Rect = .zero

    let role: Role

    /// Creates a guide; add it to a node with ``LayoutNode/addLayoutGuide(_:)``.
    public init(debugLabel: String? = nil) {
        self.role = .custom
        super.init(itemLabel: debugLabel)
    }

    init(role: Role, owner: LayoutNode) {
        self.role = role
        self.owner = UnownedReference(owner)
        super.init(itemLabel: nil)
    }

    override var implicitSuperview: LayoutNode? { owningView }
    override var hostNode: LayoutNode? { owningView }
    override var kindName: String { "LayoutGuide" }

    /// `cell.safeArea`, `cell.margins`, or the guide's label.
    public override var displayName: String {
        if let debugLabel { return debugLabel }
        let owner = owningView?.displayName ?? "?"
        switch role {
        case .safeArea: return "\(owner).safeArea"
        case .margins: return "\(owner).margins"
        case .custom: return "LayoutGuide@\(shortAddress)"
        }
    }
}
