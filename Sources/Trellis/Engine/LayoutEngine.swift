import Cassowary

/// The solver of one tree, kept by its root and changed incrementally: activating or
/// deactivating a constraint adds or removes one solver constraint, a constant change is an
/// `updateConstant`, adding or removing a subtree touches only that subtree's constraints.
///
/// Conflict rule (deterministic): when a required constraint cannot hold together with the
/// required constraints already in the solver, the engine leaves the solver as it was and
/// breaks the newcomer, that is the constraint activated (or whose constant or priority
/// changed) last. A fresh build adds constraints in tree order: nodes depth first, parents
/// before children and subviews in order, each node before its guides, and each item's
/// constraints in the order they were activated. A broken constraint stays active and is
/// retried whenever a constraint leaves the solver.
final class LayoutEngine {
    /// The node whose subtree this engine solves: the tree's root, or the node being fitted.
    var scope: LayoutNode { @inline(__always) get { scopeReference.target } }
    private let scopeReference: UnownedReference<LayoutNode>
    /// Identifies this engine to the constraints installed in it.
    let token = EngineToken()
    /// Whether this engine owns its layout constraints' solver state (false for a scratch
    /// engine built to fit a node that is not a root).
    let isPrimary: Bool
    // @exclusivity(unchecked): the class is not Sendable and these are mutated only in short
    // accesses that never overlap; the run-time check costs ~100 instructions per access on
    // the DSL's hot path (TrellisBenchmarks "DSL grid N=100": 34 % more callgrind Ir with every @exclusivity(unchecked) in Trellis
    // removed).
    @exclusivity(unchecked) var solver = Solver()
    /// Required pins of the scope's origin at (0, 0).
    var pins: [Cassowary.Constraint] = []
    /// The frame size last suggested to the scope's width and height edits.
    var suggestedSize = Size(width: -1, height: -1)
    /// `width == w`, `height == h` as required constraints: built only to explain a conflict
    /// with the frame (see LayoutEngine+Frame.swift).
    var sizeConstraints: [Cassowary.Constraint] = []

    // Content with an intrinsic size, and the sizes in force in the layout solver.
    var contentSlots: [ContentSlot] = []
    @exclusivity(unchecked) var layoutApplied: [Size] = []
    var slotIndex: [ObjectIdentifier: Int] = [:]
    var dirtyContent: [LayoutNode] = []
    /// The natural-width pass of the layout solver, per frame size (see LayoutEngine+Settle.swift).
    @exclusivity(unchecked) var layoutMemo = NaturalPassMemo()

    // Safe-area and margins guides: four required constraints each.
    var guideSlots: [ObjectIdentifier: GuideSlot] = [:]

    /// A scratch engine's installed layout constraints (a primary one finds them through
    /// each constraint's `solverConstraint`), for rebuilding a fitting solver.
    var scratchConstraints: [Cassowary.Constraint] = []

    @exclusivity(unchecked) var broken: [LayoutConstraint] = []
    @exclusivity(unchecked) var reports: [ConflictReport] = []
    @exclusivity(unchecked) var fittingContexts: [FittingKey: FittingContext] = [:]
    /// Bumped on every structural change; scratch engines and fitting contexts compare it.
    @exclusivity(unchecked) var version = 0
    /// Whether some node of the tree has set safe-area insets, so layout hands them down
    /// (see LayoutEngine+SafeArea.swift); false keeps trees without any at no cost.
    @exclusivity(unchecked) var safeAreaMayPropagate = false
    /// Installed constraints on a baseline that a node redirects elsewhere
    /// (``LayoutNode/forFirstBaselineLayout``), by the node that finally supplies the
    /// baseline: its content changes move their constants (LayoutEngine+Baselines.swift).
    var redirectedBaselines: [ObjectIdentifier: [LayoutConstraint]] = [:]
    /// Whether a subclass instance has joined the tree, so layout calls `layoutSubviews()`
    /// (never cleared: a stale true costs one walk of empty calls).
    var hasCustomNodes = false
    /// Bumped by `structureChanged()` only (the item map of `dirtyFrames` compares it).
    @exclusivity(unchecked) var structureEpoch = 0
    /// What moved since the frames were last written (LayoutEngine+DirtyFrames.swift).
    @exclusivity(unchecked) var dirtyFrames = DirtyFrames()
    /// Where the scope's width and height live in `solver` (see `frameHolds()`).
    @exclusivity(unchecked) var frameSlots: (width: Solver.ValueSlot, height: Solver.ValueSlot)?

    static let frameStrength = Strength(1_000_000_000)

    init(scope: LayoutNode, isPrimary: Bool) {
        self.scopeReference = UnownedReference(scope)
        self.isPrimary = isPrimary
        build()
    }

    private func build() {
        let left = scope.leftVariable, top = scope.topVariable
        pins = [Cassowary.Constraint(LinearExpression(left), .equal), Cassowary.Constraint(LinearExpression(top), .equal)]
        for pin in pins { solverCall("pinning the origin") { () throws(SolverError) in try solver.addConstraint(pin) } }
        solverCall("adding the frame width edit") { () throws(SolverError) in
            try solver.addEditVariable(scope.widthVariable, strength: Self.frameStrength)
        }
        solverCall("adding the frame height edit") { () throws(SolverError) in
            try solver.addEditVariable(scope.heightVariable, strength: Self.frameStrength)
        }
        if isPrimary { suggestSize(scope.frame.size) }
        scope.forEachNode { adoptSlots(of: $0) }
        reserveForBuild()
        scope.forEachItem { item in
            for constraint in item.ownedConstraints {
                for lc in constraint.layoutConstraints where lc.isActive { install(lc) }
            }
        }
    }

    /// Sizes the solver for the constraints `build()` is about to add (a 10,000-row tree
    /// otherwise regrows its tables a doubling at a time). Small trees skip it.
    private func reserveForBuild() {
        var items = 0, constraints = 0
        scope.forEachItem { item in
            items += 1
            for constraint in item.ownedConstraints { constraints += constraint.layoutConstraints.count }
        }
        guard constraints >= Self.reservingThreshold else { return }
        solver.reserveCapacity(constraints: constraints, variables: 4 * items)
    }

    /// The size of build from which `reserveForBuild()` reserves (below it the solver's first
    /// allocations already fit).
    static let reservingThreshold = 64

    /// Forgets this engine: its tree joins another one, which rebuilds what it needs.
    func discard() {
        guard isPrimary else { return }
        scope.forEachItem { item in
            for lc in item.attached where lc.engineToken === token {
                lc.engineToken = nil
                lc.solverConstraint = nil
                lc.isBroken = false
            }
        }
    }

    func structureChanged() {
        version &+= 1
        structureEpoch &+= 1
        if !fittingContexts.isEmpty { fittingContexts.removeAll(keepingCapacity: true) }
    }

    // MARK: Layout constraints

    /// Adds an active constraint whose items both lie in the scope; a conflicting required one
    /// is broken and reported.
    func install(_ lc: LayoutConstraint) {
        if isPrimary && lc.engineToken != nil { return }
        guard let first = lc.firstItem, first.isInside(scope) else { return }
        if let second = lc.secondItem, !second.isInside(scope) { return }
        guard let constraint = AttributeExpression.solverConstraint(for: lc) else { return }
        structureChanged()
        do {
            try solver.addConstraint(constraint)
            if !isPrimary { scratchConstraints.append(constraint) }
            if isPrimary {
                lc.engineToken = token
                lc.solverConstraint = constraint
                lc.isBroken = false
                if lc.firstAttribute.isBaseline || (lc.relatedAttribute?.isBaseline ?? false) { noteRedirect(of: lc) }
                if lc.priority.isRequired && !frameHolds() { breakForFrame(lc) }
            }
        } catch {
            guard isPrimary else { return }
            lc.engineToken = token
            lc.solverConstraint = nil
            lc.isBroken = true
            broken.append(lc)
            reports.append(ConflictReport(broken: .constraint(lc), error: error, engine: self))
        }
    }

    /// Removes a constraint (deactivated, or its item left the tree); broken ones are retried.
    func uninstall(_ lc: LayoutConstraint) {
        guard lc.engineToken === token else { return }
        structureChanged()
        if let constraint = lc.solverConstraint {
            expectSuccess("removing", lc) { s throws(SolverError) in try s.removeConstraint(constraint) }
        } else if lc.isBroken {
            broken.removeAll { $0 === lc }
            reports.removeAll { $0.brokenConstraint === lc }
        }
        lc.engineToken = nil
        lc.solverConstraint = nil
        lc.isBroken = false
        retryBroken()
    }

    /// Re-adds broken constraints that no longer conflict, oldest first.
    func retryBroken() {
        guard !broken.isEmpty else { return }
        let pending = broken
        broken.removeAll()
        reports.removeAll { $0.brokenConstraint != nil }
        for lc in pending {
            lc.engineToken = nil
            install(lc)
        }
    }

    /// Swaps the solver constraint for a new one (priority or direction changed).
    func rebuild(_ lc: LayoutConstraint) {
        guard lc.engineToken === token else { return }
        uninstall(lc)
        if lc.isActive { install(lc) }
    }

    /// Moves the constant of an installed constraint in place (`updateConstant`): no rebuild.
    func refreshConstant(of lc: LayoutConstraint) {
        guard lc.engineToken === token else { return }
        guard let constraint = lc.solverConstraint else {
            rebuild(lc)   // a broken constraint may fit with its new constant
            return
        }
        guard let constant = AttributeExpression.currentConstant(for: lc) else { return }
        version &+= 1
        do {
            try solver.updateConstant(of: constraint, to: constant)
            if lc.priority.isRequired && !frameHolds() {
                breakForFrame(lc)
                return
            }
            noteConstantShift()
            for context in fittingContexts.values {
                do {
                    try context.solver.updateConstant(of: constraint, to: constant)
                } catch {
                    fittingContexts.removeAll()   // rebuilt from the layout solver on the next fit
                    break
                }
            }
        } catch {
            structureChanged()
            expectSuccess("removing", lc) { s throws(SolverError) in try s.removeConstraint(constraint) }
            lc.solverConstraint = nil
            lc.isBroken = true
            broken.append(lc)
            reports.append(ConflictReport(broken: .constraint(lc), error: error, engine: self))
        }
    }

    // MARK: Tree changes

    /// A subtree joined the tree: install its content, guides and constraints.
    func attachSubtree(_ node: LayoutNode) {
        structureChanged()
        node.forEachNode { adoptSlots(of: $0) }
        node.forEachItem { item in
            for lc in item.attached where lc.isActive && lc.engineToken == nil { install(lc) }
        }
    }

    /// What a node entering the engine brings besides its constraints: its content and guide
    /// slots, and a safe area that may need handing down.
    private func adoptSlots(of node: LayoutNode) {
        if node.isCustomSubclass { hasCustomNodes = true }
        if node.safeAreaInsetsStorage != .zero { safeAreaMayPropagate = true }
        if node.mayHaveIntrinsicSize { addContentSlot(node) }
        for guide in node.allGuides where guide.role != .custom { addGuideSlot(guide) }
    }

    /// A subtree is leaving the tree: take out everything that mentions it.
    func detachSubtree(_ node: LayoutNode) {
        structureChanged()
        node.forEachItem { item in
            for lc in item.attached where lc.engineToken === token { uninstallQuietly(lc) }
            if let guide = item as? LayoutGuide { removeGuideSlot(guide) }
            if let node = item.asNode { removeContentSlot(node) }
        }
        // Out of this tree, the subtree no longer overlaps its old superview's safe area.
        node.forEachNode { $0.inheritedSafeAreaStorage = .zero }
        retryBroken()
    }

    private func uninstallQuietly(_ lc: LayoutConstraint) {
        if let constraint = lc.solverConstraint {
            expectSuccess("removing", lc) { s throws(SolverError) in try s.removeConstraint(constraint) }
        }
        if lc.isBroken {
            broken.removeAll { $0 === lc }
            reports.removeAll { $0.brokenConstraint === lc }
        }
        lc.engineToken = nil
        lc.solverConstraint = nil
        lc.isBroken = false
    }

    func attachGuide(_ guide: LayoutGuide) {
        structureChanged()
        if guide.role != .custom { addGuideSlot(guide) }
        for lc in guide.attached where lc.isActive && lc.engineToken == nil { install(lc) }
    }

    func detachGuide(_ guide: LayoutGuide) {
        structureChanged()
        for lc in guide.attached where lc.engineToken === token { uninstallQuietly(lc) }
        removeGuideSlot(guide)
        retryBroken()
    }

    /// Margins or safe-area insets of `node` changed: move the constants that read them.
    func insetsChanged(of node: LayoutNode) {
        if node.safeAreaInsetsStorage != .zero { safeAreaMayPropagate = true }
        refreshGuideSlots(of: node)
        for lc in node.attached where lc.engineToken === token && usesInsets(lc, of: node) { refreshConstant(of: lc) }
    }

    private func usesInsets(_ lc: LayoutConstraint, of node: LayoutNode) -> Bool {
        (lc.firstItem === node && lc.firstAttribute.usesMargins)
            || (lc.secondItem === node && (lc.relatedAttribute?.usesMargins ?? false))
    }

    /// The reading direction changed at `node`: leading/trailing below it flip.
    func directionChanged(below node: LayoutNode) {
        node.forEachItem { item in
            for lc in item.attached where lc.engineToken === token { rebuild(lc) }
        }
        node.forEachNode { refreshGuideSlots(of: $0) }
    }
}

/// An identity for an engine that constraints can hold without keeping the engine alive.
final class EngineToken {}
