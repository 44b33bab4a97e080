import Cassowary

/// The four intrinsic-size constraints of a node with content (Auto Layout's translation):
/// `width <= w @hugging`, `width >= w @compression`, and the same for the height. Width-for-
/// height content keeps its natural width here and gets the height measured at the width the
/// solver gave it (the second pass).
struct ContentSlot {
    var node: LayoutNode { @inline(__always) get { nodeReference.target } }
    private let nodeReference: UnownedReference<LayoutNode>
    init(node: LayoutNode) { nodeReference = UnownedReference(node) }
    /// Cached `content.isHeightForWidth`, so the second pass never touches the existential.
    var isHeightForWidth = false
    var hugWidth: Cassowary.Constraint?
    var resistWidth: Cassowary.Constraint?
    var hugHeight: Cassowary.Constraint?
    var resistHeight: Cassowary.Constraint?
}

/// The four required constraints tying a safe-area or margins guide to its node.
struct GuideSlot {
    var guide: LayoutGuide { @inline(__always) get { guideReference.target } }
    private let guideReference: UnownedReference<LayoutGuide>
    let constraints: [Cassowary.Constraint]   // left, top, width, height

    init(guide: LayoutGuide, constraints: [Cassowary.Constraint]) {
        guideReference = UnownedReference(guide)
        self.constraints = constraints
    }
}

extension LayoutEngine {
    func addContentSlot(_ node: LayoutNode) {
        let key = ObjectIdentifier(node)
        guard slotIndex[key] == nil, let natural = node.naturalContentMeasurement else { return }
        let size = natural.size
        var slot = ContentSlot(node: node)
        slot.isHeightForWidth = node.contentStorage?.isHeightForWidth ?? false
        let w = node.widthVariable, h = node.heightVariable
        let strengths = node.contentStrengths()   // priorities, tie-broken by stack order
        if size.width >= 0 {
            slot.hugWidth = Cassowary.Constraint(LinearExpression([Term(variable: w)], constant: -size.width),
                                                 .lessThanOrEqual, strength: strengths.hugWidth)
            slot.resistWidth = Cassowary.Constraint(LinearExpression([Term(variable: w)], constant: -size.width),
                                                    .greaterThanOrEqual, strength: strengths.resistWidth)
        }
        if size.height >= 0 {
            slot.hugHeight = Cassowary.Constraint(LinearExpression([Term(variable: h)], constant: -size.height),
                                                  .lessThanOrEqual, strength: strengths.hugHeight)
            slot.resistHeight = Cassowary.Constraint(LinearExpression([Term(variable: h)], constant: -size.height),
                                                     .greaterThanOrEqual, strength: strengths.resistHeight)
        }
        for constraint in [slot.hugWidth, slot.resistWidth, slot.hugHeight, slot.resistHeight] {
            if let constraint { solverCall("adding \(node.displayName)'s content size") { () throws(SolverError) in try solver.addConstraint(constraint) } }
        }
        slotIndex[key] = contentSlots.count
        contentSlots.append(slot)
        layoutApplied.append(size)
        structureChanged()
    }

    func removeContentSlot(_ node: LayoutNode) {
        guard let index = slotIndex.removeValue(forKey: ObjectIdentifier(node)) else { return }
        let slot = contentSlots[index]
        for constraint in [slot.hugWidth, slot.resistWidth, slot.hugHeight, slot.resistHeight] {
            if let constraint {
                solverCall("removing \(slot.node.displayName)'s content size") { () throws(SolverError) in try solver.removeConstraint(constraint) }
            }
        }
        let last = contentSlots.count - 1
        if index != last {
            contentSlots[index] = contentSlots[last]
            layoutApplied[index] = layoutApplied[last]
            slotIndex[ObjectIdentifier(contentSlots[index].node)] = index
        }
        contentSlots.removeLast()
        layoutApplied.removeLast()
        structureChanged()
    }

    /// Content or its priorities changed; re-measured at the next layout.
    func contentChanged(of node: LayoutNode) {
        version &+= 1
        dirtyContent.append(node)
    }

    func contentPrioritiesChanged(of node: LayoutNode) {
        removeContentSlot(node)
        if node.mayHaveIntrinsicSize { addContentSlot(node) }
    }

    /// Re-measures content marked dirty: new constraints when a dimension appears or goes,
    /// else the natural size moved in place (the first pass of two-pass layout).
    func flushDirtyContent() {
        guard !dirtyContent.isEmpty else { return }
        let nodes = dirtyContent
        dirtyContent.removeAll(keepingCapacity: true)
        for node in nodes where node.isInside(scope) {
            let key = ObjectIdentifier(node)
            guard let index = slotIndex[key] else {
                if node.mayHaveIntrinsicSize { addContentSlot(node) }
                continue
            }
            guard let natural = node.naturalContentMeasurement?.size else {
                removeContentSlot(node)
                continue
            }
            contentSlots[index].isHeightForWidth = node.contentStorage?.isHeightForWidth ?? false
            let slot = contentSlots[index]
            if (slot.hugWidth != nil) != (natural.width >= 0) || (slot.hugHeight != nil) != (natural.height >= 0) {
                removeContentSlot(node)
                addContentSlot(node)
            } else {
                setIntrinsic(natural, slot: index, in: &solver, applied: &layoutApplied)
                for context in fittingContexts.values {
                    setIntrinsic(natural, slot: index, in: &context.solver, applied: &context.applied)
                }
            }
            // Baselines come from the content: constraints on them move with it.
            for lc in node.attached where lc.engineToken === token
                && ((lc.firstItem === node && lc.firstAttribute.isBaseline)
                    || (lc.secondItem === node && (lc.relatedAttribute?.isBaseline ?? false))) {
                refreshConstant(of: lc)
            }
            if !redirectedBaselines.isEmpty { refreshRedirectedBaselines(suppliedBy: node) }
        }
    }

    /// Moves a slot's constants to `size` in one solver.
    func setIntrinsic(_ size: Size, slot index: Int, in solver: inout Solver, applied: inout [Size]) {
        let slot = contentSlots[index]
        let old = applied[index]
        // The constraint that relaxes moves first (`<=` when growing, `>=` when shrinking): the
        // other one then finds the solution already on its side, which saves pivots.
        if size.width != old.width {
            move(size.width > old.width ? slot.hugWidth : slot.resistWidth,
                      then: size.width > old.width ? slot.resistWidth : slot.hugWidth, to: -size.width, in: &solver)
        }
        if size.height != old.height {
            move(size.height > old.height ? slot.hugHeight : slot.resistHeight,
                      then: size.height > old.height ? slot.resistHeight : slot.hugHeight, to: -size.height, in: &solver)
        }
        applied[index] = size
    }

    private func move(_ first: Cassowary.Constraint?, then second: Cassowary.Constraint?, to constant: Double,
                      in solver: inout Solver) {
        for constraint in [first, second] {
            guard let constraint else { continue }
            solverCall("moving a content size to \(-constant)") { () throws(SolverError) in try solver.updateConstant(of: constraint, to: constant) }
        }
    }

    // MARK: Guides

    func addGuideSlot(_ guide: LayoutGuide) {
        let key = ObjectIdentifier(guide)
        guard guideSlots[key] == nil, let node = guide.owningView else { return }
        let insets = Self.insets(of: guide, node)
        let constraints = [
            Cassowary.Constraint(LinearExpression([Term(variable: guide.leftVariable), Term(variable: node.leftVariable, coefficient: -1)],
                                                  constant: -insets.left), .equal),
            Cassowary.Constraint(LinearExpression([Term(variable: guide.topVariable), Term(variable: node.topVariable, coefficient: -1)],
                                                  constant: -insets.top), .equal),
            Cassowary.Constraint(LinearExpression([Term(variable: guide.widthVariable), Term(variable: node.widthVariable, coefficient: -1)],
                                                  constant: insets.left + insets.right), .equal),
            Cassowary.Constraint(LinearExpression([Term(variable: guide.heightVariable), Term(variable: node.heightVariable, coefficient: -1)],
                                                  constant: insets.top + insets.bottom), .equal),
        ]
        for constraint in constraints { solverCall("tying a layout guide to its node") { () throws(SolverError) in try solver.addConstraint(constraint) } }
        guideSlots[key] = GuideSlot(guide: guide, constraints: constraints)
        structureChanged()
    }

    func removeGuideSlot(_ guide: LayoutGuide) {
        guard let slot = guideSlots.removeValue(forKey: ObjectIdentifier(guide)) else { return }
        for constraint in slot.constraints { solverCall("untying a layout guide") { () throws(SolverError) in try solver.removeConstraint(constraint) } }
        structureChanged()
    }

    func refreshGuideSlots(of node: LayoutNode) {
        version &+= 1
        for guide in [node.safeAreaGuideStorage, node.marginsGuideStorage] {
            guard let guide, let slot = guideSlots[ObjectIdentifier(guide)] else { continue }
            let insets = Self.insets(of: guide, node)
            let constants = [-insets.left, -insets.top, insets.left + insets.right, insets.top + insets.bottom]
            for (constraint, constant) in zip(slot.constraints, constants) {
                solverCall("moving a layout guide's inset to \(constant)") { () throws(SolverError) in try solver.updateConstant(of: constraint, to: constant) }
            }
        }
        if !fittingContexts.isEmpty { fittingContexts.removeAll() }
    }

    static func insets(of guide: LayoutGuide, _ node: LayoutNode) -> EdgeInsets {
        guide.role == .safeArea ? node.safeAreaInsets : node.effectiveLayoutMargins
    }
}
