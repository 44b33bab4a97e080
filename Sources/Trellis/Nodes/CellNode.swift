/// A table or collection cell: `UITableViewCell` and `UICollectionViewCell` for layout. Put
/// subviews in ``contentView`` (pinned to the cell's edges, margins 8, safe area off, as in
/// UIKit) and size the cell with ``preferredLayoutSize(fittingWidth:)``, the fitting
/// `UITableView.automaticDimension` and `preferredLayoutAttributesFitting(_:)` do.
///
/// ```swift
/// final class BubbleCell: CellNode {
///     let bubble = LayoutNode()
///     override init(style: CellNode.CellStyle, reuseIdentifier: String?) {
///         super.init(style: style, reuseIdentifier: reuseIdentifier)
///         contentView.addSubview(bubble)
///         bubble.snp.makeConstraints { make in
///             make.edges.equalToSuperview().inset(8)
///             make.height.equalTo(40)
///         }
///     }
/// }
/// BubbleCell(style: .default, reuseIdentifier: "bubble").preferredLayoutSize(fittingWidth: 375)   // 375 × 56
/// ```
open class CellNode: LayoutNode {
    /// `UITableViewCell.CellStyle`. Trellis builds no standard labels, so the style only
    /// keeps ported initializers compiling.
    public enum CellStyle: Int, Sendable, Hashable {
        /// A plain cell.
        case `default`
        /// Title with a value on the right.
        case value1
        /// Value with a title on the left.
        case value2
        /// Title with a subtitle below.
        case subtitle
    }

    /// The node subviews go in: pinned to the cell's four edges.
    public let contentView = LayoutNode(debugLabel: "contentView")

    /// The style given at creation (`.default` for ``init(frame:)``).
    public let style: CellStyle

    /// The identifier given at creation; Trellis has no reuse queue, so it is only kept.
    public let reuseIdentifier: String?

    /// Creates a cell the way a `UITableViewCell` subclass is created.
    public init(style: CellStyle, reuseIdentifier: String?) {
        self.style = style
        self.reuseIdentifier = reuseIdentifier
        super.init(frame: Rect(x: 0, y: 0, width: 320, height: 44))
        installContentView()
    }

    /// Creates a cell the way a `UICollectionViewCell` subclass is created.
    public override init(frame: Rect) {
        style = .default
        reuseIdentifier = nil
        super.init(frame: frame)
        installContentView()
    }

    private func installContentView() {
        contentView.insetsLayoutMarginsFromSafeArea = false
        addSubview(contentView)
        contentView.snp.makeConstraints { make in make.edges.equalToSuperview() }
    }

    override var kindName: String { "CellNode" }

    /// The cell's size at `width`, as a table view with `automaticDimension` rows (or a
    /// collection view with self-sizing cells) computes it: the width required, the height
    /// as small as the constraints allow (`systemLayoutSizeFitting` with `.required` and
    /// `.fittingSizeLevel`). The cell's current frame plays no part.
    ///
    /// ```swift
    /// cell.frame.size = cell.preferredLayoutSize(fittingWidth: 375)
    /// cell.layoutIfNeeded()
    /// ```
    /// - Complexity: the first call per tree change builds a fitting solver; later calls are
    ///   two edit suggestions, the text measurements and a read.
    public func preferredLayoutSize(fittingWidth width: Double) -> Size {
        systemLayoutSizeFitting(Size(width: width, height: 0), withHorizontalFittingPriority: .required,
                                verticalFittingPriority: .fittingSizeLevel)
    }
}
