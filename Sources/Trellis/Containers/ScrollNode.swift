/// A node whose subviews scroll, with `UIScrollView`'s layout rules: constraints between the
/// scroll node's edges (or margins) and its content define the **content size**, not the
/// content's frames; constraints on its width, height or centres, and every constraint from
/// outside, attach to its frame. Subviews' frames are in content coordinates, and scrolling
/// only moves ``bounds`` (``contentOffset``): no re-solve.
///
/// ```swift
/// let scroll = ScrollNode(debugLabel: "scroll")
/// screen.addSubview(scroll)
/// scroll.snp.makeConstraints { make in make.edges.equalToSuperview() }
/// let content = LayoutNode(debugLabel: "content")
/// scroll.addSubview(content)
/// content.snp.makeConstraints { make in
///     make.edges.equalTo(scroll.contentLayoutGuide)        // the content size
///     make.width.equalTo(scroll.frameLayoutGuide)          // scroll vertically only
///     make.height.equalTo(1_200)
/// }
/// screen.layoutIfNeeded()
/// scroll.contentSize        // 375 x 1200 on a 375-point screen
/// scroll.contentOffset.y = 300
/// scroll.bounds.origin.y    // 300
/// ```
/// The frame guide is laid out at offset zero: a subview pinned to its edges (a floating
/// overlay) does not follow later offset changes until the next layout moves it.
open class ScrollNode: LayoutNode {
    /// The content area: its size is ``contentSize``, its origin the content's (0, 0).
    public let contentLayoutGuide: LayoutGuide
    /// The scroll node's frame, for constraints on the visible size (equal widths).
    public let frameLayoutGuide: LayoutGuide

    /// The point of the content shown at the bounds' top-left corner. Setting it changes
    /// ``bounds`` only (under a microsecond, no layout); non-finite values are ignored.
    ///
    /// - Complexity: O(1).
    public var contentOffset = Point(x: 0, y: 0) {
        didSet { if !contentOffset.x.isFinite || !contentOffset.y.isFinite { contentOffset = oldValue } }
    }

    /// Extra room around the content (UIKit's `contentInset`); non-finite values are ignored.
    public var contentInset = EdgeInsets.zero {
        didSet { if !contentInset.isFinite { contentInset = oldValue } }
    }

    /// Which safe-area (and keyboard) insets ``adjustedContentInset`` adds (default `.automatic`).
    public var contentInsetAdjustmentBehavior = ContentInsetAdjustmentBehavior.automatic

    /// Whether the content counts as scrolling vertically even when it fits (default false).
    public var alwaysBounceVertical = false
    /// Whether the content counts as scrolling horizontally even when it fits (default false).
    public var alwaysBounceHorizontal = false

    /// Content sized by a provider instead of subviews (a chat transcript): after each solve the
    /// content height becomes the provider's height at the scroll node's width, and the content
    /// is as wide as the frame.
    public var hostedContent: (any ScrollContentProvider)? {
        didSet { hostedContentChanged() }
    }

    /// The size set through ``contentSize`` and not yet replaced by a layout.
    var pendingContentSize: Size?
    /// The weak size constraints an assigned ``contentSize`` installs.
    var assignedSizeConstraints: [Constraint] = []
    /// The hosted content's constraints, and the height they last gave it.
    var hostedConstraints: [Constraint] = []
    var hostedHeight: (constraint: Constraint, value: Double)?

    /// Creates a scroll node (UIScrollView's designated initializer).
    public override init(frame: Rect) {
        contentLayoutGuide = LayoutGuide()
        frameLayoutGuide = LayoutGuide()
        super.init(frame: frame)
        clipsToBounds = true   // UIScrollView's default
        addLayoutGuide(contentLayoutGuide)
        addLayoutGuide(frameLayoutGuide)
        nameGuides()
        // The content's (0, 0) is the frame's top-left corner in the solution; offsets only
        // move the bounds, so subviews' frames come out in content coordinates.
        _ = activated(contentLayoutGuide) { make in
            make.left.equalTo(self.snp.left).labeled("scroll")
            make.top.equalTo(self.snp.top).labeled("scroll")
            make.width.height.greaterThanOrEqualTo(0).labeled("scroll")
        }
        _ = activated(frameLayoutGuide) { make in
            make.left.equalTo(self.snp.left).labeled("scroll")
            make.top.equalTo(self.snp.top).labeled("scroll")
            make.width.equalTo(self.snp.width).labeled("scroll")
            make.height.equalTo(self.snp.height).labeled("scroll")
        }
    }

    /// A name for diagnostics; the guides are named after it (`scroll.contentLayoutGuide`).
    public override var debugLabel: String? {
        didSet { nameGuides() }
    }

    override var kindName: String { "ScrollNode" }

    private func nameGuides() {
        contentLayoutGuide.debugLabel = "\(displayName).contentLayoutGuide"
        frameLayoutGuide.debugLabel = "\(displayName).frameLayoutGuide"
    }

    /// The visible part of the content: origin ``contentOffset``, size the frame's.
    ///
    /// - Complexity: O(1).
    public override var bounds: Rect { Rect(origin: contentOffset, size: frame.size) }

    /// The size of the content area: what the constraints on the content give it at the last
    /// layout (``contentLayoutGuide``'s size). Setting it gives the content guide that size at
    /// priority 1, so constraints that determine the content size still win, as in UIKit;
    /// negative and non-finite sizes are ignored.
    public var contentSize: Size {
        get { pendingContentSize ?? contentLayoutGuide.layoutFrame.size }
        set {
            guard newValue.width.isFinite, newValue.height.isFinite, newValue.width >= 0, newValue.height >= 0 else { return }
            for constraint in assignedSizeConstraints { constraint.deactivate() }
            assignedSizeConstraints = activated(contentLayoutGuide) { make in
                make.width.equalTo(newValue.width).priority(1).labeled("scroll")
                make.height.equalTo(newValue.height).priority(1).labeled("scroll")
            }
            pendingContentSize = newValue
        }
    }

    /// ``contentInset`` plus the safe-area insets ``contentInsetAdjustmentBehavior`` lets in
    /// and the keyboard over the node (``LayoutNode/keyboardHeight``, except under `.never`).
    public var adjustedContentInset: EdgeInsets {
        var inset = contentInset
        if contentInsetAdjustmentBehavior == .never { return inset }
        let safe = safeAreaInsets
        let size = contentSize
        let vertical = contentInsetAdjustmentBehavior == .always || alwaysBounceVertical || size.height > frame.height
        let horizontal = contentInsetAdjustmentBehavior == .always || alwaysBounceHorizontal || size.width > frame.width
        var bottom = 0.0
        if vertical {
            inset.top += safe.top
            bottom = safe.bottom
        }
        inset.bottom += max(bottom, keyboardHeight)
        if horizontal {
            inset.left += safe.left
            inset.right += safe.right
        }
        return inset
    }

    /// The smallest offset the user can scroll to: minus the adjusted top and left insets.
    public var minimumContentOffset: Point {
        let inset = adjustedContentInset
        return Point(x: -inset.left, y: -inset.top)
    }

    /// The largest offset the user can scroll to (the content's end at the bounds' end, after
    /// the adjusted insets), never below ``minimumContentOffset``.
    public var maximumContentOffset: Point {
        let inset = adjustedContentInset, size = contentSize
        let low = minimumContentOffset
        return Point(x: max(low.x, size.width + inset.right - frame.width),
                     y: max(low.y, size.height + inset.bottom - frame.height))
    }

    /// The frames (content coordinates) of the hosted content's items inside ``bounds``.
    public var hostedItemFrames: [Rect] { hostedContent?.itemFrames(in: bounds) ?? [] }

    /// Applies the hosted content's height at the solved width (a changed height gets one
    /// more solve, as any constraint changed in `layoutSubviews`).
    override open func layoutSubviews() {
        super.layoutSubviews()
        pendingContentSize = nil
        guard let hostedContent, let current = hostedHeight else { return }
        let measured = hostedContent.contentHeight(forWidth: frame.width)
        let height = measured.isFinite && measured > 0 ? measured : 0
        if height != current.value {
            current.constraint.update(offset: height)
            hostedHeight = (current.constraint, height)
        }
    }

    /// `guide`'s constraints from `closure`, activated.
    private func activated(_ guide: LayoutGuide, _ closure: (ConstraintMaker) -> Void) -> [Constraint] {
        let made = guide.snp.prepareConstraints(closure)
        for constraint in made { constraint.activate() }
        return made
    }

    private func hostedContentChanged() {
        for constraint in hostedConstraints { constraint.deactivate() }
        hostedConstraints = []
        hostedHeight = nil
        guard hostedContent != nil else { return }
        var height: Constraint?
        hostedConstraints = activated(contentLayoutGuide) { make in
            make.width.equalTo(frameLayoutGuide.snp.width).labeled("scroll")
            height = make.height.equalTo(0).labeled("scroll").constraint
        }
        if let height { hostedHeight = (height, 0) }
    }
}

extension EdgeInsets {
    /// Whether all four insets are finite.
    var isFinite: Bool { top.isFinite && left.isFinite && bottom.isFinite && right.isFinite }
}
