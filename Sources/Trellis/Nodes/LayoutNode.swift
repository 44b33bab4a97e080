/// A node of the layout tree: UIKit's `UIView` without drawing. Constraints (made with the
/// SnapKit-style `node.snp` DSL) position it; ``layoutIfNeeded()`` solves its tree and writes
/// every ``frame``.
///
/// ```swift
/// let cell = LayoutNode(debugLabel: "cell")
/// cell.frame = Rect(x: 0, y: 0, width: 375, height: 80)
/// let avatar = LayoutNode(debugLabel: "avatar")
/// cell.addSubview(avatar)
/// avatar.snp.makeConstraints { make in
///     make.top.leading.equalToSuperview().inset(10)
///     make.size.equalTo(40)
/// }
/// cell.layoutIfNeeded()
/// avatar.frame   // (10, 10, 40, 40)
/// ```
/// A node is a class because identity is the point: constraints refer to nodes. It is `open`,
/// like `UIView`: a subclass overrides ``layoutSubviews()``, ``updateConstraints()``,
/// ``intrinsicContentSize`` or `sizeThatFits(_:)`; everything the engine touches on every
/// pass (frames, subviews, constraints) stays non-overridable, so subclassing costs nothing
/// in layout.
///
/// ```swift
/// final class AvatarView: LayoutNode {
///     let image = LayoutNode()
///     override init(frame: Rect) {
///         super.init(frame: frame)
///         addSubview(image)
///         image.snp.makeConstraints { make in make.edges.equalToSuperview().inset(2) }
///     }
///     override var intrinsicContentSize: Size { Size(width: 40, height: 40) }
/// }
/// ```
open class LayoutNode: LayoutItem {
    /// The parent, or nil for a root.
    public var superview: LayoutNode? { superviewStorage }
    /// Cleared by the parent's `deinit`, so never dangling (no weak reference: see ItemHandle).
    var superviewStorage: LayoutNode? {
        @inline(__always) get { superviewReference.object }
        @inline(__always) set { superviewReference.object = newValue }
    }
    private var superviewReference = UnownedReference<LayoutNode>()
    /// The children, back to front.
    public var subviews: [LayoutNode] { @inline(__always) get { subviewStorage } }
    /// The guides added with ``addLayoutGuide(_:)``.
    public var layoutGuides: [LayoutGuide] { @inline(__always) get { layoutGuideStorage } }

    /// The rectangle in the superview's coordinates. Layout writes it for every node but the
    /// root; set the root's frame to give the tree its size.
    public var frame: Rect {
        @inline(__always) get { frameStorage }
        set {
            frameStorage = newValue
            // A subview's frame set by hand: the next layout writes every frame again
            // (LayoutEngine+DirtyFrames). A root's frame is never written by layout (its new
            // size is a suggestion, which also makes the next layout write every frame).
            guard var node = superviewStorage else { return }
            while let parent = node.superviewStorage { node = parent }
            node.engine?.forgetWrittenFrames()
        }
    }

    // Layout reads and writes these for every node on every pass, only ever for a moment (no
    // inout, no overlapping access), so the dynamic exclusivity check is skipped: with the
    // checks, TrellisBenchmarks "DSL grid N=100" costs 34 % more instructions (callgrind,
    // 94.2 M -> 125.9 M Ir with every @exclusivity(unchecked) in Trellis removed).
    @exclusivity(unchecked) var subviewStorage: [LayoutNode] = []
    @exclusivity(unchecked) var layoutGuideStorage: [LayoutGuide] = []
    @exclusivity(unchecked) var frameStorage: Rect = .zero

    /// `frame` in the node's own coordinates: origin zero, same size.
    public var bounds: Rect { Rect(origin: .zero, size: frame.size) }

    /// Whether the node is hidden. As in UIKit, a hidden node still takes part in layout.
    public var isHidden = false {
        didSet { if isHidden != oldValue, let stack = superview as? StackNode { stack.setNeedsUpdateConstraints() } }
    }

    /// An integer that identifies the node in ``viewWithTag(_:)`` (0 by default, as UIKit).
    public var tag = 0

    /// The opacity renderers draw the node with, 0...1 (1 by default). Layout ignores it, as
    /// UIKit does: a transparent node still takes its place.
    public var alpha: Double = 1

    /// Whether renderers clip the node's subviews to its bounds (false by default, as UIKit).
    public var clipsToBounds = false

    /// The colour renderers fill the node's bounds with, below its subviews (`UIView`'s
    /// `backgroundColor`): nil, UIKit's default, is clear. Layout ignores it.
    public var backgroundColor: Color?

    /// Accepted so ported code compiles; Trellis has no autoresizing masks, so every node
    /// is positioned by its constraints (what `false` means in UIKit) whatever the value.
    public var translatesAutoresizingMaskIntoConstraints = true

    /// Accepted so ported code compiles; Trellis does not merge a superview's margins into
    /// a node's (set the node's ``directionalLayoutMargins`` instead).
    public var preservesSuperviewLayoutMargins = false

    // Storage for LayoutNode+UIKitGuides.swift and LayoutNode+UIKitCompatibility.swift.
    var semanticContentAttributeStorage = SemanticContentAttribute.unspecified
    var readableGuideStorage: LayoutGuide?
    var keyboardGuideStorage: (guide: LayoutGuide, keyboardTop: Constraint)?
    var keyboardHeightStorage: Double = 0

    /// The layout engine of the tree, kept by the root once it has been laid out.
    var engine: LayoutEngine?
    /// A solver of this node's subtree for fitting a node that is not a root, with the tree
    /// version it was built at.
    var fittingScratch: (engine: LayoutEngine, treeVersion: Int)?

    // Stored state the extensions use.
    var directionalMarginsStorage = DirectionalEdgeInsets(all: 8)
    var safeAreaInsetsStorage = EdgeInsets.zero
    /// The part of the superview's safe area this node overlaps, written by the engine after
    /// each layout (zero for a root).
    var inheritedSafeAreaStorage = EdgeInsets.zero
    var insetsMarginsFromSafeAreaStorage = true
    var directionStorage: LayoutDirection?
    var displayScaleStorage: Double?
    @exclusivity(unchecked) var safeAreaGuideStorage: LayoutGuide?
    @exclusivity(unchecked) var marginsGuideStorage: LayoutGuide?
    var contentStorage: (any LayoutContent)?
    var naturalMeasurement: ContentMeasurement?
    var narrowMeasurement: (proposed: Double, result: ContentMeasurement)?
    var huggingStorage: (horizontal: LayoutPriority, vertical: LayoutPriority) = (.defaultLow, .defaultLow)
    var compressionStorage: (horizontal: LayoutPriority, vertical: LayoutPriority) = (.defaultHigh, .defaultHigh)

    /// Whether this is an instance of a class outside the built-in ones, whose overrides
    /// (``layoutSubviews()``, ``updateConstraints()``, ``intrinsicContentSize``) the engine
    /// must call; built-in nodes skip those calls.
    let isCustomSubclass: Bool
    /// UIKit's `needsUpdateConstraints` flag, and whether some node in the subtree has it.
    var needsUpdateConstraintsStorage: Bool
    var subtreeNeedsUpdateConstraints: Bool
    /// Set by ``setNeedsLayout()``, cleared by the next layout pass.
    var needsLayoutStorage = false
    /// The intrinsic size an overriding subclass reported, cached until invalidated.
    var overriddenMeasurement: ContentMeasurement??

    /// Creates a node with no parent and the given frame (UIKit's designated initializer;
    /// only a root's frame is kept: layout writes the others).
    public init(frame: Rect) {
        let type = ObjectIdentifier(Swift.type(of: self))
        let custom = !Self.builtInTypes.contains(type)
        isCustomSubclass = custom
        // UIKit asks every view to update its constraints before its first layout.
        needsUpdateConstraintsStorage = custom
        subtreeNeedsUpdateConstraints = custom
        super.init(itemLabel: nil)
        self.frame = frame
    }

    /// The node classes whose overridable members are the defaults.
    static let builtInTypes: Set<ObjectIdentifier> = [
        ObjectIdentifier(LayoutNode.self), ObjectIdentifier(Label.self), ObjectIdentifier(CellNode.self),
        // The leaf nodes of Containers/ override nothing.
        ObjectIdentifier(ImageNode.self), ObjectIdentifier(ButtonNode.self), ObjectIdentifier(TextViewNode.self),
        ObjectIdentifier(FixedSizeNode.self),
    ]

    /// Creates a node with a zero frame and a name for diagnostics.
    public convenience init(debugLabel: String?) {
        self.init(frame: .zero)
        self.debugLabel = debugLabel
    }

    /// Creates a node with a zero frame (`init(frame: .zero)`, as UIKit's `init()`).
    public convenience init() {
        self.init(frame: .zero)
    }

    // MARK: Overridable behaviour (UIView's)

    /// Called after layout has written the frames of this node's subviews, in every layout
    /// pass, parents before children (UIKit's order). A subclass may adjust its subviews'
    /// frames here, as UIKit code does; the next pass writes them from the constraints again.
    /// A constraint changed here triggers one more pass, as in UIKit. The default does nothing.
    ///
    /// ```swift
    /// override func layoutSubviews() {
    ///     super.layoutSubviews()
    ///     badge.frame.origin.x = bounds.width - badge.frame.width
    /// }
    /// ```
    open func layoutSubviews() {}

    /// Called before layout when ``setNeedsUpdateConstraints()`` was called (and once before
    /// the first layout of a subclass instance), subviews before their superviews: make or
    /// update constraints here. The default does nothing; overrides call `super` last, as
    /// in UIKit.
    ///
    /// ```swift
    /// override func updateConstraints() {
    ///     avatar.snp.updateConstraints { make in make.size.equalTo(avatarSize) }
    ///     super.updateConstraints()
    /// }
    /// ```
    open func updateConstraints() {}

    /// The size the node's content asks for without constraints; `noIntrinsicMetric` in a
    /// dimension it does not determine. The default is the ``content``'s natural size. An
    /// override is read when the node enters layout and after
    /// ``invalidateIntrinsicContentSize()``, as in UIKit; its size replaces the content's
    /// natural one (height-for-width content keeps measuring itself at narrower widths).
    open var intrinsicContentSize: Size {
        contentNaturalMeasurement?.size ?? Size(width: Self.noIntrinsicMetric, height: Self.noIntrinsicMetric)
    }

    /// The node whose first baseline stands for this node's in constraints (UIView's
    /// `forFirstBaselineLayout`): `make.firstBaseline` on this node uses that node's first
    /// baseline (its bottom edge if it has no text). Override to return a text-based
    /// descendant; anything that is not a descendant counts as `self`. The default is
    /// ``forLastBaselineLayout``, as in UIKit. Read when a baseline constraint is installed;
    /// call ``setNeedsUpdateConstraints()`` after the answer changes.
    open var forFirstBaselineLayout: LayoutNode { forLastBaselineLayout }

    /// The node whose last baseline stands for this node's in constraints (UIView's
    /// `forLastBaselineLayout`); the default is `self`. See ``forFirstBaselineLayout``.
    open var forLastBaselineLayout: LayoutNode { self }

    /// The size that fits in `size`: the content measured at `size.width` (0 or less: no
    /// limit) when the node has content, else the current frame size (UIView's default).
    /// Used by ``sizeToFit()`` and manual layout code; constraints do not call it.
    open func sizeThatFits(_ size: Size) -> Size {
        guard let contentStorage else { return frame.size }
        let measured = contentStorage.measure(proposedWidth: size.width > 0 ? size.width : nil).size
        return Size(width: max(0, measured.width), height: max(0, measured.height))
    }

    deinit {
        for child in subviews { child.superviewStorage = nil }
        for guide in allGuides { guide.owningView = nil }
    }

    override var implicitSuperview: LayoutNode? { superview }
    override var hostNode: LayoutNode? { self }
    override var asNode: LayoutNode? { self }
    override var kindName: String { "LayoutNode" }

    /// The root of this node's tree (the node itself when it has no superview).
    public var root: LayoutNode {
        var node = self
        while let parent = node.superview { node = parent }
        return node
    }

    /// The engine of this node's tree, if that tree has been laid out.
    var rootEngine: LayoutEngine? { root.engine }

    // MARK: Tree

    /// Adds `child` as the last subview, removing it from its old superview first.
    public func addSubview(_ child: LayoutNode) {
        insertSubview(child, at: subviews.count)
    }

    /// Inserts `child` among the subviews at `index` (clamped to the valid range).
    public func insertSubview(_ child: LayoutNode, at index: Int) {
        precondition(child !== self && !isDescendant(of: child), "a node cannot contain itself")
        if child.superview != nil { child.removeFromSuperview() }
        // The child's own engine (it was a laid-out root) is dropped: its tree joins this one.
        child.engine?.discard()
        child.engine = nil
        child.superviewStorage = self
        subviewStorage.insert(child, at: min(max(index, 0), subviewStorage.count))
        rootEngine?.attachSubtree(child)
        if child.subtreeNeedsUpdateConstraints { markSubtreeNeedsUpdateConstraints() }
    }

    /// Removes the node from its superview; constraints that reach outside its subtree stay
    /// active but take no part in layout until it is added back.
    public func removeFromSuperview() {
        guard let parent = superview else { return }
        parent.rootEngine?.detachSubtree(self)
        parent.subviewStorage.removeAll { $0 === self }
        superviewStorage = nil
        (parent as? StackNode)?.arrangedSubviewLeft(self)
    }

    /// Whether the node is `other` or lies below it.
    public func isDescendant(of other: LayoutNode) -> Bool {
        var node: LayoutNode? = self
        while let current = node {
            if current === other { return true }
            node = current.superview
        }
        return false
    }

    /// Adds a layout guide owned by this node.
    ///
    /// ```swift
    /// let spacer = LayoutGuide()
    /// cell.addLayoutGuide(spacer)
    /// ```
    public func addLayoutGuide(_ guide: LayoutGuide) {
        if let owner = guide.owningView, owner !== self { owner.removeLayoutGuide(guide) }
        guard !layoutGuides.contains(where: { $0 === guide }) else { return }
        guide.owningView = self
        layoutGuideStorage.append(guide)
        rootEngine?.attachGuide(guide)
    }

    /// Removes a guide added with ``addLayoutGuide(_:)``.
    public func removeLayoutGuide(_ guide: LayoutGuide) {
        guard layoutGuides.contains(where: { $0 === guide }) else { return }
        rootEngine?.detachGuide(guide)
        layoutGuideStorage.removeAll { $0 === guide }
        guide.owningView = nil
    }

    /// Calls `body` for this node and every node below it, depth first, parents before children.
    func forEachNode(_ body: (LayoutNode) -> Void) {
        body(self)
        for child in subviews { child.forEachNode(body) }
    }

    /// Calls `body` for every item in the subtree: each node, then its guides.
    func forEachItem(_ body: (LayoutItem) -> Void) {
        forEachNode { node in
            body(node)
            if node.mayHaveGuides { for guide in node.allGuides { body(guide) } }
        }
    }

    /// Whether ``allGuides`` may be non-empty (false for most nodes: no guide made or added).
    var mayHaveGuides: Bool {
        @inline(__always) get {
            !layoutGuideStorage.isEmpty || safeAreaGuideStorage != nil || marginsGuideStorage != nil
        }
    }

    /// The user guides plus the safe-area and margins guides once they exist.
    var allGuides: [LayoutGuide] {
        var guides = layoutGuides
        if let safeAreaGuideStorage { guides.append(safeAreaGuideStorage) }
        if let marginsGuideStorage { guides.append(marginsGuideStorage) }
        return guides
    }
}
