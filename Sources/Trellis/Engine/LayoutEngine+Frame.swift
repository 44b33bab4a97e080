import Cassowary

/// The scope's frame size. The solver holds it with edit variables at a strength above every
/// optional priority (cheap to move: one `suggestValue` per dimension), and the engine treats
/// it as required, the way UIKit's autoresizing constraints hold a root view: a required
/// constraint that would move the frame is broken like any other newcomer, and a frame size
/// that contradicts required constraints is reported (the layout follows the frame as closely
/// as they allow). The minimal conflicting sets come from re-adding the size as required
/// constraints on a copy of the solver, only when something is wrong.
extension LayoutEngine {
    func suggestSize(_ size: Size) {
        if size != suggestedSize { forgetWrittenFrames() }   // suggestions do not count as solver changes
        if size.width != suggestedSize.width {
            solverCall("suggesting the frame width \(size.width)") { () throws(SolverError) in try solver.suggestValue(size.width, for: scope.widthVariable) }
        }
        if size.height != suggestedSize.height {
            solverCall("suggesting the frame height \(size.height)") { () throws(SolverError) in try solver.suggestValue(size.height, for: scope.heightVariable) }
        }
        suggestedSize = size
    }

    /// Whether the solved scope size is the suggested frame size.
    /// Asked after every required install: the two values are read through cached slots
    /// (two table lookups per install otherwise, 4 % of a 10,000-row DSL build).
    func frameHolds() -> Bool {
        func close(_ a: Double, _ b: Double) -> Bool { abs(a - b) <= 1e-7 * max(1, abs(b)) }
        let (width, height) = frameValues()
        return close(width, suggestedSize.width) && close(height, suggestedSize.height)
    }

    /// The solved width and height of the scope.
    private func frameValues() -> (width: Double, height: Double) {
        if let slots = frameSlots, let width = Self.value(at: slots.width, &solver),
           let height = Self.value(at: slots.height, &solver) {
            return (width, height)
        }
        let width = scope.widthVariable, height = scope.heightVariable
        if let w = solver.slot(of: width), let h = solver.slot(of: height) { frameSlots = (w, h) } else { frameSlots = nil }
        return (Self.value(width, &solver), Self.value(height, &solver))
    }

    private static func value(_ variable: Variable, _ solver: inout Solver) -> Double { solver.value(of: variable) }
    private static func value(at slot: Solver.ValueSlot, _ solver: inout Solver) -> Double? { solver.value(at: slot) }

    /// Moves the frame size; reports it when required constraints will not let it hold.
    func resize(to size: Size) {
        reports.removeAll { $0.brokenConstraint == nil }
        suggestSize(size)
        if !fittingContexts.isEmpty { version &+= 1 }
        guard isPrimary, !frameHolds() else { return }
        var trial = withoutFrameEdits()
        sizeConstraints = Self.sizeConstraints(scope, size)
        for (index, constraint) in sizeConstraints.enumerated() {
            do {
                try trial.addConstraint(constraint)
            } catch {
                let name = index == 0 ? "width" : "height"
                reports.append(ConflictReport(
                    broken: .system("\(scope.displayName).\(name) == \(formatConstant(index == 0 ? size.width : size.height))  (root frame)"),
                    error: error, engine: self))
                return
            }
        }
    }

    /// Takes a required constraint that moved the frame back out and reports the conflict.
    func breakForFrame(_ lc: LayoutConstraint) {
        guard let constraint = lc.solverConstraint else { return }
        expectSuccess("removing", lc) { s throws(SolverError) in try s.removeConstraint(constraint) }
        lc.solverConstraint = nil
        lc.isBroken = true
        broken.append(lc)
        structureChanged()
        var trial = withoutFrameEdits()
        sizeConstraints = Self.sizeConstraints(scope, suggestedSize)
        for size in sizeConstraints {
            solverCall("trying the frame size as required") { () throws(SolverError) in try trial.addConstraint(size) }
        }
        do {
            try trial.addConstraint(constraint)
            reports.append(ConflictReport(broken: .constraint(lc), error: .internalError("frame moved"), engine: self))
        } catch {
            reports.append(ConflictReport(broken: .constraint(lc), error: error, engine: self))
        }
    }

    /// A copy of the solver without the frame's width and height edits, to try the frame as
    /// required constraints.
    private func withoutFrameEdits() -> Solver {
        var trial = solver
        solverCall("removing the frame width edit") { () throws(SolverError) in try trial.removeEditVariable(scope.widthVariable) }
        solverCall("removing the frame height edit") { () throws(SolverError) in try trial.removeEditVariable(scope.heightVariable) }
        return trial
    }

    static func sizeConstraints(_ scope: LayoutNode, _ size: Size) -> [Cassowary.Constraint] {
        [
            Cassowary.Constraint(LinearExpression([Term(variable: scope.widthVariable)], constant: -size.width), .equal),
            Cassowary.Constraint(LinearExpression([Term(variable: scope.heightVariable)], constant: -size.height), .equal),
        ]
    }
}
