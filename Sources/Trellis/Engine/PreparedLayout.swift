import Cassowary

/// A node tree's constraints compiled once into a solver value, for laying out the same
/// declaration many times with different content sizes: a table or chat cell template.
///
/// The tree's active constraints, guides and content become one `Solver`; the root's width
/// is held (as a frame is) at the width you set; its height is fitted (as small as the
/// constraints allow, as `systemLayoutSizeFitting` with `.fittingSizeLevel`). Each node in
/// `sizedNodes` gets its width and height as edit variables instead of its content's
/// hugging and compression constraints, so a layout costs a few suggestions and reads:
/// no tree walk, no dictionary, no allocation. A value type: copy it to lay out on another
/// task (the solver is copied on write).
///
/// ```swift
/// let cell = LayoutNode(debugLabel: "cell"), bubble = LayoutNode(debugLabel: "bubble")
/// cell.addSubview(bubble)
/// bubble.snp.makeConstraints { make in
///     make.top.leading.equalToSuperview().offset(10)
///     make.bottom.equalToSuperview().offset(-10)
/// }
/// var prepared = PreparedLayout(root: cell, width: 375, sizedNodes: [bubble], readNodes: [bubble])
/// prepared.setSize(Size(width: 120, height: 40), ofSized: 0)
/// prepared.height           // 60
/// prepared.frame(ofRead: 0) // (10, 10, 120, 40)
/// ```
public struct PreparedLayout: Sendable {
    private var solver: Solver
    private let rootWidth: Variable
    private let rootHeight: Variable
    /// Width and height variables of the sized nodes.
    private let sized: [(width: Variable, height: Variable)]
    /// The last suggested size of each sized node (nan before the first).
    private var suggested: [Size]
    private let heightSized: [Variable]
    private var suggestedHeights: [Double]
    /// Left, top, width, height of each read node (root coordinates).
    private let read: [(Variable, Variable, Variable, Variable)]
    /// The width the root is held at.
    ///
    /// ```swift
    /// prepared.width   // 375
    /// ```
    public private(set) var width: Double

    /// Compiles `root`'s tree. `sizedNodes` and `readNodes` must lie in the tree.
    ///
    /// ```swift
    /// let prepared = PreparedLayout(root: cell, width: 320, sizedNodes: [label], readNodes: [label, bubble])
    /// ```
    /// - Complexity: one solver build, O(constraints).
    /// `heightSizedNodes` get only their height as an edit variable (their width comes from
    /// the constraints, as a text view's between its neighbours).
    public init(root: LayoutNode, width: Double, sizedNodes: [LayoutNode], heightSizedNodes: [LayoutNode] = [],
                readNodes: [LayoutNode]) {
        precondition(root.superview == nil, "PreparedLayout needs the root of a tree")
        let engine = LayoutEngine(scope: root, isPrimary: false)
        engine.flushDirtyContent()
        let strength = LayoutEngine.frameStrength
        for node in sizedNodes {
            precondition(node.isInside(root), "a sized node lies outside the tree")
            engine.removeContentSlot(node)
            try? engine.solver.addEditVariable(node.widthVariable, strength: strength)
            try? engine.solver.addEditVariable(node.heightVariable, strength: strength)
        }
        for node in heightSizedNodes {
            precondition(node.isInside(root), "a sized node lies outside the tree")
            engine.removeContentSlot(node)
            try? engine.solver.addEditVariable(node.heightVariable, strength: strength)
        }
        // The height is fitted: held weakly at zero, so the constraints decide it.
        try? engine.solver.removeEditVariable(root.heightVariable)
        try? engine.solver.addEditVariable(root.heightVariable, strength: LayoutPriority.fittingSizeLevel.strength)
        try? engine.solver.suggestValue(root.heightVariable, 0)
        try? engine.solver.suggestValue(root.widthVariable, width)
        solver = engine.solver
        rootWidth = root.widthVariable
        rootHeight = root.heightVariable
        sized = sizedNodes.map { ($0.widthVariable, $0.heightVariable) }
        heightSized = heightSizedNodes.map(\.heightVariable)
        suggestedHeights = Array(repeating: .nan, count: heightSizedNodes.count)
        suggested = Array(repeating: Size(width: .nan, height: .nan), count: sizedNodes.count)
        read = readNodes.map { ($0.leftVariable, $0.topVariable, $0.widthVariable, $0.heightVariable) }
        self.width = width
    }

    /// Holds the root at `width` (a no-op when unchanged).
    ///
    /// ```swift
    /// prepared.setWidth(414)
    /// ```
    public mutating func setWidth(_ width: Double) {
        guard width != self.width else { return }
        self.width = width
        try? solver.suggestValue(rootWidth, width)
    }

    /// Sets the size of the sized node at `index` (in `sizedNodes` order); only the dimensions
    /// that changed are suggested.
    ///
    /// ```swift
    /// prepared.setSize(Size(width: 90, height: 17), ofSized: 0)
    /// ```
    public mutating func setSize(_ size: Size, ofSized index: Int) {
        let old = suggested[index]
        if size.width != old.width { try? solver.suggestValue(sized[index].width, size.width) }
        if size.height != old.height { try? solver.suggestValue(sized[index].height, size.height) }
        suggested[index] = size
    }

    /// Sets the height of the height-sized node at `index` (in `heightSizedNodes` order).
    ///
    /// ```swift
    /// prepared.setHeight(60, ofHeightSized: 0)
    /// ```
    public mutating func setHeight(_ height: Double, ofHeightSized index: Int) {
        guard height != suggestedHeights[index] else { return }
        try? solver.suggestValue(heightSized[index], height)
        suggestedHeights[index] = height
    }

    /// The fitted height of the root.
    ///
    /// ```swift
    /// let rowHeight = prepared.height
    /// ```
    public var height: Double { Self.clean(solver.value(of: rootHeight)) }

    /// The value rounded to 1e-9: the simplex leaves noise in the last bits (4.000000000000002),
    /// which would show in printed frames and break equality with the numbers a cell promises.
    @inline(__always)
    static func clean(_ value: Double) -> Double { (value * 1e9).rounded() / 1e9 }

    /// The frame of the read node at `index` (in `readNodes` order) in the root's coordinates,
    /// unsnapped (values rounded to 1e-9).
    ///
    /// ```swift
    /// let bubble = prepared.frame(ofRead: 1)
    /// ```
    public func frame(ofRead index: Int) -> Rect {
        let (l, t, w, h) = read[index]
        return Rect(x: Self.clean(solver.value(of: l)), y: Self.clean(solver.value(of: t)),
                    width: Self.clean(solver.value(of: w)), height: Self.clean(solver.value(of: h)))
    }

    /// The number of read nodes.
    ///
    /// ```swift
    /// for i in 0..<prepared.readCount { print(prepared.frame(ofRead: i)) }
    /// ```
    public var readCount: Int { read.count }
}
