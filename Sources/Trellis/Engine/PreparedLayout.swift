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
/// Nodes are addressed by typed handles looked up once from the node (``sizedNode(_:)``,
/// ``heightSizedNode(_:)``, ``readNode(_:)``), so reordering the arrays given at init cannot
/// swap two nodes. A non-finite size or width is a ``PreparedLayoutError`` and changes nothing.
///
/// ```swift
/// let cell = LayoutNode(debugLabel: "cell"), bubble = LayoutNode(debugLabel: "bubble")
/// cell.addSubview(bubble)
/// bubble.snp.makeConstraints { make in
///     make.top.leading.equalToSuperview().offset(10)
///     make.bottom.equalToSuperview().offset(-10)
/// }
/// var prepared = PreparedLayout(root: cell, width: 375, sizedNodes: [bubble], readNodes: [bubble])
/// let bubbleSize = prepared.sizedNode(bubble)!, bubbleFrame = prepared.readNode(bubble)!
/// try prepared.setSize(Size(width: 120, height: 40), of: bubbleSize)
/// prepared.height               // 60
/// prepared.frame(of: bubbleFrame) // (10, 10, 120, 40)
/// ```
public struct PreparedLayout: Sendable {
    private var solver: Solver
    private let rootWidth: Variable
    private let rootHeight: Variable
    /// Width and height variables of the sized nodes.
    let sized: [(width: Variable, height: Variable)]
    /// The last suggested size of each sized node (nan before the first).
    private var suggested: [Size]
    let heightSized: [Variable]
    private var suggestedHeights: [Double]
    /// Left, top, width, height of each read node (root coordinates).
    let read: [(Variable, Variable, Variable, Variable)]
    /// The sized, height-sized and read nodes, by identity, for the handle lookups.
    let sizedIDs: [ObjectIdentifier]
    let heightSizedIDs: [ObjectIdentifier]
    let readIDs: [ObjectIdentifier]
    /// The last solver call that failed (none should: every call suggests a finite value to an
    /// edit variable made at init). Debug builds stop at the failure instead.
    public private(set) var solverFailure: SolverError?
    /// The width the root is held at.
    public private(set) var width: Double
    /// Whether ``height`` depends only on the heights suggested, never on a width (no
    /// constraint chain links the root's height to the root's or a sized node's width; see
    /// `PreparedLayout+Axes.swift`). Templates then measure heights without suggesting widths.
    package let heightIgnoresWidths: Bool

    /// Compiles `root`'s tree. `sizedNodes` and `readNodes` must lie in the tree.
    /// - Complexity: one solver build, O(constraints).
    /// `heightSizedNodes` get only their height as an edit variable (their width comes from
    /// the constraints, as a text view's between its neighbours).
    public init(root: LayoutNode, width: Double, sizedNodes: [LayoutNode], heightSizedNodes: [LayoutNode] = [],
                readNodes: [LayoutNode]) {
        precondition(root.superview == nil, "PreparedLayout needs the root of a tree")
        // A non-finite width cannot be held; it is taken as 0 (setWidth(_:) reports it).
        let width = width.isFinite ? width : 0
        var failure: SolverError?
        func check(_ call: (inout Solver) throws(SolverError) -> Void, _ solver: inout Solver) {
            do throws(SolverError) { try call(&solver) } catch {
                assertionFailure("PreparedLayout: \(error)")
                failure = error
            }
        }
        let engine = LayoutEngine(scope: root, isPrimary: false)
        engine.flushDirtyContent()
        let strength = LayoutEngine.frameStrength
        for node in sizedNodes {
            precondition(node.isInside(root), "a sized node lies outside the tree")
            engine.removeContentSlot(node)
            check({ s throws(SolverError) in try s.addEditVariable(node.widthVariable, strength: strength) }, &engine.solver)
            check({ s throws(SolverError) in try s.addEditVariable(node.heightVariable, strength: strength) }, &engine.solver)
        }
        for node in heightSizedNodes {
            precondition(node.isInside(root), "a sized node lies outside the tree")
            engine.removeContentSlot(node)
            check({ s throws(SolverError) in try s.addEditVariable(node.heightVariable, strength: strength) }, &engine.solver)
        }
        // The height is fitted: held weakly at zero, so the constraints decide it.
        check({ s throws(SolverError) in try s.removeEditVariable(root.heightVariable) }, &engine.solver)
        check({ s throws(SolverError) in try s.addEditVariable(root.heightVariable, strength: LayoutPriority.fittingSizeLevel.strength) }, &engine.solver)
        engine.forgetWrittenFrames()
        check({ s throws(SolverError) in try s.suggestValue(0, for: root.heightVariable) }, &engine.solver)
        check({ s throws(SolverError) in try s.suggestValue(width, for: root.widthVariable) }, &engine.solver)
        solver = engine.solver
        heightIgnoresWidths = !Self.heightDepends(on: [root.widthVariable] + sizedNodes.map(\.widthVariable),
                                                  height: root.heightVariable, in: engine.solver)
        rootWidth = root.widthVariable
        rootHeight = root.heightVariable
        sized = sizedNodes.map { ($0.widthVariable, $0.heightVariable) }
        heightSized = heightSizedNodes.map(\.heightVariable)
        suggestedHeights = Array(repeating: .nan, count: heightSizedNodes.count)
        suggested = Array(repeating: Size(width: .nan, height: .nan), count: sizedNodes.count)
        read = readNodes.map { ($0.leftVariable, $0.topVariable, $0.widthVariable, $0.heightVariable) }
        sizedIDs = sizedNodes.map(ObjectIdentifier.init)
        heightSizedIDs = heightSizedNodes.map(ObjectIdentifier.init)
        readIDs = readNodes.map(ObjectIdentifier.init)
        solverFailure = failure
        self.width = width
    }

    /// Holds the root at `width` (a no-op when unchanged).
    ///
    /// - Throws: ``PreparedLayoutError/nonFinite(_:)`` for NaN or an infinity; nothing changes.
    public mutating func setWidth(_ width: Double) throws(PreparedLayoutError) {
        guard width.isFinite else { throw .nonFinite(width) }
        guard width != self.width else { return }
        self.width = width
        suggest(rootWidth, width)
    }

    /// Suggests `value`; a failure (none is expected) stops debug builds and is kept in
    /// ``solverFailure`` in release builds.
    mutating func suggest(_ variable: Variable, _ value: Double) {
        do throws(SolverError) { try solver.suggestValue(value, for: variable) } catch {
            // A huge size can overflow (the user's numbers); anything else is a bug here.
            if !error.isCausedByValues { assertionFailure("PreparedLayout: \(error)") }
            solverFailure = error
        }
    }

    /// Sets the size of the sized node at `index` (in `sizedNodes` order); only the dimensions
    /// that changed are suggested.
    ///
    /// Within the package only (the chat templates): ``setSize(_:of:)`` is the public form. A
    /// non-finite size is ignored.
    package mutating func setSize(_ size: Size, ofSized index: Int) {
        guard size.width.isFinite, size.height.isFinite else { return }
        let old = suggested[index]
        if size.width != old.width { suggest(sized[index].width, size.width) }
        if size.height != old.height { suggest(sized[index].height, size.height) }
        suggested[index] = size
    }

    /// Sets only the height of the sized node at `index`, leaving its width as last suggested:
    /// enough to read ``height`` when ``heightIgnoresWidths``, not to read frames.
    package mutating func setHeight(_ height: Double, ofSized index: Int) {
        guard height.isFinite, height != suggested[index].height else { return }
        suggest(sized[index].height, height)
        suggested[index].height = height
    }

    /// Sets the height of the height-sized node at `index` (in `heightSizedNodes` order).
    ///
    /// Within the package only: ``setHeight(_:of:)`` is the public form. A non-finite height
    /// is ignored.
    package mutating func setHeight(_ height: Double, ofHeightSized index: Int) {
        guard height.isFinite, height != suggestedHeights[index] else { return }
        suggest(heightSized[index], height)
        suggestedHeights[index] = height
    }

    /// The fitted height of the root.
    public var height: Double { Self.clean(solver.value(of: rootHeight)) }

    /// The value rounded to 1e-9: the simplex leaves noise in the last bits (4.000000000000002),
    /// which would show in printed frames and break equality with the numbers a cell promises.
    @inline(__always)
    static func clean(_ value: Double) -> Double {
        // Past 2^53 / 1e9 the scaled value has no fraction left to round (and past ~1.8e299 it
        // would overflow to infinity): the value is already as clean as it gets.
        guard value.magnitude < 0x1p53 / 1e9 else { return value }
        return (value * 1e9).rounded() / 1e9
    }

    /// The frame of the read node at `index` (in `readNodes` order) in the root's coordinates,
    /// unsnapped (values rounded to 1e-9).
    ///
    /// Within the package only: ``frame(of:)`` is the public form.
    package func frame(ofRead index: Int) -> Rect {
        let (l, t, w, h) = read[index]
        return Rect(x: Self.clean(solver.value(of: l)), y: Self.clean(solver.value(of: t)),
                    width: Self.clean(solver.value(of: w)), height: Self.clean(solver.value(of: h)))
    }

    /// The number of read nodes.
    package var readCount: Int { read.count }
}
