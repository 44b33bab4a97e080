import Cassowary

/// A prepared solver for one pair of fitting priorities: the layout solver with the scope's
/// width and height edits re-added at those priorities.
final class FittingContext {
    var solver: Solver
    var applied: [Size]
    var suggested = Size(width: .nan, height: .nan)
    var memo = NaturalPassMemo()

    init(solver: Solver, applied: [Size]) {
        self.solver = solver
        self.applied = applied
    }
}

struct FittingKey: Hashable {
    let horizontal: Float
    let vertical: Float
}

extension LayoutEngine {
    /// Solves for the scope's current frame size and writes every frame below it.
    func layout() {
        flushDirtyContent()
        let size = scope.frame.size
        if size != suggestedSize { resize(to: size) }
        if !broken.isEmpty { retryBroken() }
        settleContent(&solver, &layoutApplied, target: suggestedSize, memo: &layoutMemo)
        writeFrames()
        // Safe areas handed down from the new frames can move guides, hence frames, hence
        // safe areas: re-solve until they settle (UIKit lays out again the same way).
        var passes = 0
        while isPrimary && safeAreaMayPropagate && passes < Self.safeAreaPasses && propagateSafeAreas() {
            settleContent(&solver, &layoutApplied, target: suggestedSize, memo: &layoutMemo)
            writeFrames()
            passes += 1
        }
    }

    /// Writes frames from the solver: absolute edges snapped to the pixel grid (round half
    /// up), each frame relative to its superview's snapped origin, so neighbours that share
    /// an edge in the solution share it on screen.
    func writeFrames() {
        let scale = scope.effectiveDisplayScale
        defer {
            dirtyFrames.sync = solver.changeCount
            // Dropped, not emptied in place: the list may be shared with the solver's.
            if !dirtyFrames.symbols.isEmpty { dirtyFrames.symbols = [] }
            dirtyFrames.written = (scale, structureEpoch)
        }
        if !dirtyFrames.symbols.isEmpty && writeMovedFrames(scale: scale) { return }
        Self.writeTree(of: scope, scale: scale, &solver)
    }

    /// The solver comes `inout` (the engine's stored property, in place) and goes down by
    /// reference: a copy would retain and release every one of its buffers on every layout.
    /// Nothing here mutates it.
    private static func writeTree(of scope: LayoutNode, scale: Double, _ solver: inout Solver) {
        writeGuides(of: scope, originX: 0, originY: 0, scale: scale, solver)
        for child in scope.subviewStorage { write(child, parentX: 0, parentY: 0, scale: scale, solver) }
    }

    private static func write(_ node: LayoutNode, parentX: Double, parentY: Double, scale: Double,
                              _ solver: borrowing Solver) {
        let (left, top, width, height) = node.solvedValues(in: solver)
        let x0 = Self.snap(left, scale), y0 = Self.snap(top, scale)
        let x1 = Self.snap(left + width, scale), y1 = Self.snap(top + height, scale)
        node.frameStorage = Rect(x: x0 - parentX, y: y0 - parentY, width: x1 - x0, height: y1 - y0)
        if node.mayHaveGuides { writeGuides(of: node, originX: x0, originY: y0, scale: scale, solver) }
        for child in node.subviewStorage { write(child, parentX: x0, parentY: y0, scale: scale, solver) }
    }

    private static func writeGuides(of node: LayoutNode, originX: Double, originY: Double, scale: Double,
                                    _ solver: borrowing Solver) {
        guard node.mayHaveGuides else { return }
        for guide in node.allGuides {
            let (left, top, width, height) = guide.solvedValues(in: solver)
            let x0 = Self.snap(left, scale), y0 = Self.snap(top, scale)
            let x1 = Self.snap(left + width, scale)
            let y1 = Self.snap(top + height, scale)
            guide.layoutFrame = Rect(x: x0 - originX, y: y0 - originY, width: x1 - x0, height: y1 - y0)
        }
    }

    /// Writes the frames of the items the recorded symbols belong to; false when that is not
    /// possible or not worth it (the caller then writes every frame).
    private func writeMovedFrames(scale: Double) -> Bool {
        // Nothing recorded means nothing known: a layout with an unchanged solver still
        // writes every frame (the scale, say, may have changed).
        guard isPrimary, !safeAreaMayPropagate, !dirtyFrames.symbols.isEmpty, dirtyFrames.sync == solver.changeCount,
              dirtyFrames.written == (scale, structureEpoch) else { return false }
        if dirtyFrames.itemsEpoch != (structureEpoch, solver.symbolEpoch) { buildItemMap() }
        let items = dirtyFrames.items
        guard dirtyFrames.symbols.count * DirtyFrames.fullWriteRatio <= items.count else { return false }
        Self.writeItemsInPlace(dirtyFrames.symbols, items, scope: scope, scale: scale, &solver)
        return true
    }

    /// `writeItems` on the engine's solver in place, as in `writeTree`.
    private static func writeItemsInPlace(_ symbols: [Int], _ items: [DirtyFrames.Target?], scope: LayoutNode,
                                          scale: Double, _ solver: inout Solver) {
        writeItems(symbols, items, scope: scope, scale: scale, solver)
    }

    /// The frames (and subtrees) of the items holding `symbols`. The solver is borrowed, not
    /// `inout`: the closures below would copy an `inout` one for each call they make.
    private static func writeItems(_ symbols: [Int], _ items: [DirtyFrames.Target?], scope: LayoutNode, scale: Double,
                                   _ solver: borrowing Solver) {
        // One reader for the whole list: a long chain moves thousands of leaves per change.
        let unwritten = solver.withValueReader { reader in
            var unwritten: [Int] = []
            var lastEdge = SnappedEdge(bits: 0, snapped: snap(0, scale))
            for symbol in symbols where symbol < items.count {
                guard let target = items[symbol] else { continue }
                // A leaf moved along one axis (a row of a long chain): that axis only. Every
                // other value of the frame is in step with the solver, or its symbol is in the
                // list too; a moved superview rewrites its subtree whole.
                if let axis = target.axis, writeAxis(axis, of: target.node, scale: scale, reader, &lastEdge) { continue }
                unwritten.append(symbol)
            }
            return unwritten
        }
        for symbol in unwritten {
            guard let target = items[symbol] else { continue }
            if target.isScope {
                writeGuides(of: scope, originX: 0, originY: 0, scale: scale, solver)
                continue
            }
            var originX = 0.0, originY = 0.0
            if let parent = target.parent {
                let (left, top, _, _) = parent._withUnsafeGuaranteedRef { $0.solvedValues(in: solver) }
                originX = snap(left, scale)
                originY = snap(top, scale)
            }
            target.node._withUnsafeGuaranteedRef { node in
                write(node, parentX: originX, parentY: originY, scale: scale, solver)
            }
        }
    }

    /// One axis of a leaf's frame, with the arithmetic of `write`; false (nothing written) when
    /// a slot is not valid in the solver.
    @inline(__always)
    private static func writeAxis(_ axis: DirtyFrames.AxisSlots, of node: Unmanaged<LayoutNode>, scale: Double,
                                  _ reader: Solver.ValueReader, _ lastEdge: inout SnappedEdge) -> Bool {
        guard let start = reader.value(at: axis.start), let length = reader.value(at: axis.length) else { return false }
        var origin = 0.0
        if let parentStart = axis.parentStart {
            guard let value = reader.value(at: parentStart) else { return false }
            origin = snap(value, scale)
        }
        // Rows pinned edge to edge come in order: a row's start is usually the previous
        // row's end, already snapped.
        let edge0 = lastEdge.bits == start.bitPattern ? lastEdge.snapped : snap(start, scale)
        let end = start + length, edge1 = snap(end, scale)
        lastEdge = SnappedEdge(bits: end.bitPattern, snapped: edge1)
        node._withUnsafeGuaranteedRef { node in
            if axis.isVertical {
                node.frameStorage.origin.y = edge0 - origin
                node.frameStorage.size.height = edge1 - edge0
            } else {
                node.frameStorage.origin.x = edge0 - origin
                node.frameStorage.size.width = edge1 - edge0
            }
        }
        return true
    }

    /// The last edge `writeAxis` snapped, by bit pattern (at first, 0 snapped): `snap` is a
    /// pure function, so the same bits snap to the same edge and the next row's start need
    /// not be snapped again.
    private struct SnappedEdge {
        let bits: UInt64
        let snapped: Double
    }

    /// `value` on the grid of `1/scale` points; scale 0 leaves it unsnapped.
    @inline(__always)
    static func snap(_ value: Double, _ scale: Double) -> Double {
        guard scale > 0 else { return value }
        return (value * scale + 0.5 + 1e-9).rounded(.down) / scale
    }

    /// The scope's size under the given fitting priorities (UIKit's systemLayoutSizeFitting):
    /// a prepared solver per priority pair, two suggestions and a read per call.
    func fittingSize(_ target: Size, horizontal: LayoutPriority, vertical: LayoutPriority) -> Size {
        flushDirtyContent()
        let key = FittingKey(horizontal: horizontal.value, vertical: vertical.value)
        let context: FittingContext
        if let existing = fittingContexts[key] {
            context = existing
        } else {
            context = makeFittingContext(horizontal: horizontal, vertical: vertical)
            fittingContexts[key] = context
        }
        if target.width != context.suggested.width {
            solverCall("suggesting the fitting width \(target.width)") { () throws(SolverError) in
                try context.solver.suggestValue(target.width, for: scope.widthVariable)
            }
        }
        if target.height != context.suggested.height {
            solverCall("suggesting the fitting height \(target.height)") { () throws(SolverError) in
                try context.solver.suggestValue(target.height, for: scope.heightVariable)
            }
        }
        context.suggested = target
        settleContent(&context.solver, &context.applied, target: target, memo: &context.memo)
        return Self.size(of: scope, in: &context.solver)
    }

    /// Reads through `inout` so the class-held solver is not copied for the read.
    private static func size(of node: LayoutNode, in solver: inout Solver) -> Size {
        Size(width: solver.value(of: node.widthVariable), height: solver.value(of: node.heightVariable))
    }

    /// A fresh solver with the scope's width and height edits at the fitting priorities and
    /// every constraint of the layout solver at its current constant, plus the constraints
    /// broken only because they moved the frame: the fitted node's frame is no constraint
    /// (UIKit adds temporary size constraints at the fitting priorities instead). Built from
    /// scratch rather than by swapping the edits of a copy: re-weighting an edit from 1e9 to
    /// the fitting priority's 2.8 inside a solved tableau leaves rounding that can stall
    /// the simplex (kiwisolver fails the same way on such a sequence).
    /// - Complexity: one solver build, O(constraints), once per priority pair and tree change.
    private func makeFittingContext(horizontal: LayoutPriority, vertical: LayoutPriority) -> FittingContext {
        func strength(_ priority: LayoutPriority) -> Strength {
            priority.isRequired ? Self.frameStrength : priority.strength
        }
        var fresh = Solver()
        for pin in pins { solverCall("pinning the fitting origin") { () throws(SolverError) in try fresh.addConstraint(pin) } }
        solverCall("adding the fitting width edit") { () throws(SolverError) in
            try fresh.addEditVariable(scope.widthVariable, strength: strength(horizontal))
        }
        solverCall("adding the fitting height edit") { () throws(SolverError) in
            try fresh.addEditVariable(scope.heightVariable, strength: strength(vertical))
        }
        forEachSolverConstraint { constraint in
            solverCall("copying \(constraint) into the fitting solver") { () throws(SolverError) in
                try fresh.addConstraint(constraint)
                if let current = solver.constant(of: constraint), current != constraint.expression.constant {
                    try fresh.updateConstant(of: constraint, to: current)
                }
            }
        }
        for lc in broken {
            guard let constraint = AttributeExpression.solverConstraint(for: lc) else { continue }
            solverCall("adding \(lc), broken by the frame, to the fitting solver") { () throws(SolverError) in try fresh.addConstraint(constraint) }
        }
        return FittingContext(solver: fresh, applied: layoutApplied)
    }

    /// Every constraint in the layout solver but the origin pins: guides, content, then the
    /// layout constraints in tree order.
    private func forEachSolverConstraint(_ body: (Cassowary.Constraint) -> Void) {
        for slot in guideSlots.values { slot.constraints.forEach(body) }
        for slot in contentSlots {
            for constraint in [slot.hugWidth, slot.resistWidth, slot.hugHeight, slot.resistHeight] {
                if let constraint { body(constraint) }
            }
        }
        guard isPrimary else {
            scratchConstraints.forEach(body)
            return
        }
        scope.forEachItem { item in
            for lc in item.attached where lc.firstItem === item && lc.engineToken === token {
                if let constraint = lc.solverConstraint { body(constraint) }
            }
        }
    }
}
