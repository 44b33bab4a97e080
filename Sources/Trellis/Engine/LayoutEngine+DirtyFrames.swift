import Cassowary

/// Writing only the frames that moved. After a layout every frame reflects the solver at its
/// `changeCount`; when the only calls since were required constant updates that just shifted
/// row constants (a row's height changed in a long chain), the solver names the symbols they
/// moved (`Solver.localChange`), and the next layout rewrites the items holding those symbols
/// (with their subtrees, whose relative frames follow their snapped origin) instead of every
/// frame of the tree. Anything else (a frame, a suggestion, content, a structural change, a
/// frame set by hand, another display scale, or no recorded change at all) makes the next
/// layout write every frame, as before.
struct DirtyFrames {
    /// The solver's `changeCount` that the written frames plus `symbols` account for
    /// (`.max`: write everything next time).
    var sync: UInt64 = .max
    /// Symbols moved since the frames were written.
    var symbols: [Int] = []
    /// The display scale and the `structureEpoch` the frames were last written at.
    var written = (scale: Double.nan, structure: -1)
    /// By symbol of an item's left, top, width or height: the node whose frame (or, for a
    /// guide, whose guides) it moves, and that node's superview (nil for the scope's
    /// children), unretained: valid for the `structureEpoch` and the solver's `symbolEpoch`
    /// it was built at (no item joins or leaves the tree without a structure change).
    var items: [Target?] = []
    struct Target {
        let node: Unmanaged<LayoutNode>
        let parent: Unmanaged<LayoutNode>?
        let isScope: Bool
        /// For a leaf node's own left, top, width or height (nil for a guide's, or a node
        /// with subviews or guides when the map was built; adding either is a structure
        /// change, which rebuilds the map): the axis it moves, so that the write touches only
        /// that axis of the frame and nothing else of the node.
        let axis: AxisSlots?
    }
    /// One axis of a leaf node: its start (left or top), its length (width or height) and its
    /// superview's start on the same axis (nil for a child of the scope, whose origin is 0).
    struct AxisSlots {
        let start: Solver.ValueSlot
        let length: Solver.ValueSlot
        let parentStart: Solver.ValueSlot?
        let isVertical: Bool
    }
    var itemsEpoch = (structure: -1, symbols: UInt64.max)
    /// Beyond this share of the items, one full write is cheaper.
    static let fullWriteRatio = 2
}

extension LayoutEngine {
    /// After a successful `updateConstant`: keeps the moved symbols when the frames were in
    /// step with the solver just before the call.
    func noteConstantShift() {
        let change = solver.localChange
        guard dirtyFrames.sync != .max, change.count == solver.changeCount, dirtyFrames.sync &+ 1 == change.count else {
            dirtyFrames.sync = .max
            return
        }
        // The first change since the last layout shares the solver's list instead of copying it.
        if dirtyFrames.symbols.isEmpty {
            dirtyFrames.symbols = change.symbols
        } else {
            dirtyFrames.symbols.append(contentsOf: change.symbols)
        }
        dirtyFrames.sync = change.count
    }

    /// The next layout writes every frame (a frame was set by hand).
    func forgetWrittenFrames() {
        dirtyFrames.sync = .max
    }

    /// Every item of the tree under the symbols of its left, top, width and height.
    func buildItemMap() {
        var items = [DirtyFrames.Target?](repeating: nil, count: solver.symbolCount)
        let solver = self.solver
        let scope = self.scope
        scope.forEachItem { item in
            // A guide moves its owner's guides; a node its frame and subtree.
            guard let node = item.asNode ?? (item as? LayoutGuide)?.owningView else { return }
            let parent = node === scope ? nil : node.superview
            let unmanaged = Unmanaged.passUnretained(node)
            let parentReference = parent === scope ? nil : parent.map { Unmanaged.passUnretained($0) }
            let left = solver.slot(of: item.leftVariable), top = solver.slot(of: item.topVariable)
            let width = solver.slot(of: item.widthVariable), height = solver.slot(of: item.heightVariable)
            let isScope = node === scope
            // A leaf's own left and width move its horizontal axis, top and height its vertical one.
            let isLeaf = item === node && !isScope && node.subviewStorage.isEmpty && !node.mayHaveGuides
            var horizontal: DirtyFrames.AxisSlots?, vertical: DirtyFrames.AxisSlots?
            if isLeaf, let left, let width, let origin = Self.originSlots(of: parent, scope: scope, solver) {
                horizontal = DirtyFrames.AxisSlots(start: left, length: width, parentStart: origin.left, isVertical: false)
            }
            if isLeaf, let top, let height, let origin = Self.originSlots(of: parent, scope: scope, solver) {
                vertical = DirtyFrames.AxisSlots(start: top, length: height, parentStart: origin.top, isVertical: true)
            }
            let target = { (axis: DirtyFrames.AxisSlots?) in
                DirtyFrames.Target(node: unmanaged, parent: parentReference, isScope: isScope, axis: axis)
            }
            if let left, left.symbolID < items.count { items[left.symbolID] = target(horizontal) }
            if let top, top.symbolID < items.count { items[top.symbolID] = target(vertical) }
            if let width, width.symbolID < items.count { items[width.symbolID] = target(horizontal) }
            if let height, height.symbolID < items.count { items[height.symbolID] = target(vertical) }
        }
        dirtyFrames.items = items
        dirtyFrames.itemsEpoch = (structureEpoch, solver.symbolEpoch)
    }

    /// The slots of a leaf's superview's left and top: nil ones for a child of the scope
    /// (origin 0), nil when the superview's are not in the solver (its frame is then written
    /// the general way).
    private static func originSlots(of parent: LayoutNode?, scope: LayoutNode, _ solver: Solver)
        -> (left: Solver.ValueSlot?, top: Solver.ValueSlot?)? {
        guard let parent, parent !== scope else { return (nil, nil) }
        guard let left = solver.slot(of: parent.leftVariable), let top = solver.slot(of: parent.topVariable) else { return nil }
        return (left, top)
    }
}
