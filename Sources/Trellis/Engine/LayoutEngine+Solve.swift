/// A prepared solver for one pair of fitting priorities: the layout solver with the scope's
/// width and height edits re-added at those priorities.
final class FittingContext {
    var solver: Solver
    var applied: [Size]
    var suggested = Size(width: .nan, height: .nan)

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
        if !broken.isEmpty || sizeIsSoft { retryBroken() }
        settleContent(&solver, &layoutApplied)
        writeFrames()
    }

    /// Holds the scope at a new frame size: the required size constraints move in place; if
    /// that contradicts required constraints, the size becomes a strong edit and a report says
    /// so (restored once the contradiction goes).
    func resize(to size: Size) {
        defer { suggestedSize = size }
        if sizeIsSoft {
            try? solver.suggestValue(scope.widthVariable, size.width)
            try? solver.suggestValue(scope.heightVariable, size.height)
            return
        }
        for (constraint, value) in zip(sizeConstraints, [size.width, size.height]) {
            do {
                try solver.updateConstant(of: constraint, to: -value)
            } catch {
                let name = constraint === sizeConstraints[0] ? "width" : "height"
                reports.append(ConflictReport(
                    broken: .system("\(scope.displayName).\(name) == \(formatConstant(value))  (root frame)"),
                    error: error, engine: self))
                for constraint in sizeConstraints where solver.hasConstraint(constraint) {
                    try? solver.removeConstraint(constraint)
                }
                structureChanged()
                useSoftSize()
                try? solver.suggestValue(scope.widthVariable, size.width)
                try? solver.suggestValue(scope.heightVariable, size.height)
                return
            }
        }
        if !fittingContexts.isEmpty { version &+= 1 }
    }

    func useSoftSize() {
        sizeIsSoft = true
        try? solver.addEditVariable(scope.widthVariable, strength: Self.frameStrength)
        try? solver.addEditVariable(scope.heightVariable, strength: Self.frameStrength)
    }

    /// Back to a required frame size once it no longer contradicts anything.
    func restoreRequiredSize() {
        let size = scope.frame.size
        let wanted = [
            Cassowary.Constraint(LinearExpression([Term(variable: scope.widthVariable)], constant: -size.width), .equal),
            Cassowary.Constraint(LinearExpression([Term(variable: scope.heightVariable)], constant: -size.height), .equal),
        ]
        var trial = solver
        try? trial.removeEditVariable(scope.widthVariable)
        try? trial.removeEditVariable(scope.heightVariable)
        guard (try? trial.addConstraints(wanted)) != nil else { return }
        solver = trial
        sizeConstraints = wanted
        sizeIsSoft = false
        suggestedSize = size
        reports.removeAll { $0.brokenConstraint == nil }
        structureChanged()
    }

    /// Writes frames from the solver: absolute edges snapped to the pixel grid (round half
    /// up), each frame relative to its superview's snapped origin, so neighbours that share
    /// an edge in the solution share it on screen.
    func writeFrames() {
        let scale = scope.effectiveDisplayScale
        writeGuides(of: scope, originX: 0, originY: 0, scale: scale)
        for child in scope.subviews { write(child, parentX: 0, parentY: 0, scale: scale) }
    }

    private func write(_ node: LayoutNode, parentX: Double, parentY: Double, scale: Double) {
        let left = solver.value(of: node.leftVariable), top = solver.value(of: node.topVariable)
        let width = solver.value(of: node.widthVariable), height = solver.value(of: node.heightVariable)
        let x0 = Self.snap(left, scale), y0 = Self.snap(top, scale)
        let x1 = Self.snap(left + width, scale), y1 = Self.snap(top + height, scale)
        node.frame = Rect(x: x0 - parentX, y: y0 - parentY, width: x1 - x0, height: y1 - y0)
        writeGuides(of: node, originX: x0, originY: y0, scale: scale)
        for child in node.subviews { write(child, parentX: x0, parentY: y0, scale: scale) }
    }

    private func writeGuides(of node: LayoutNode, originX: Double, originY: Double, scale: Double) {
        if node.layoutGuides.isEmpty && node.safeAreaGuideStorage == nil && node.marginsGuideStorage == nil { return }
        for guide in node.allGuides {
            let left = solver.value(of: guide.leftVariable), top = solver.value(of: guide.topVariable)
            let x0 = Self.snap(left, scale), y0 = Self.snap(top, scale)
            let x1 = Self.snap(left + solver.value(of: guide.widthVariable), scale)
            let y1 = Self.snap(top + solver.value(of: guide.heightVariable), scale)
            guide.layoutFrame = Rect(x: x0 - originX, y: y0 - originY, width: x1 - x0, height: y1 - y0)
        }
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
            try? context.solver.suggestValue(scope.widthVariable, target.width)
        }
        if target.height != context.suggested.height {
            try? context.solver.suggestValue(scope.heightVariable, target.height)
        }
        context.suggested = target
        settleContent(&context.solver, &context.applied)
        return Size(width: context.solver.value(of: scope.widthVariable),
                    height: context.solver.value(of: scope.heightVariable))
    }

    private func makeFittingContext(horizontal: LayoutPriority, vertical: LayoutPriority) -> FittingContext {
        var copy = solver
        func strength(_ priority: LayoutPriority) -> Strength {
            priority.isRequired ? Self.frameStrength : priority.strength
        }
        if sizeIsSoft {
            try? copy.removeEditVariable(scope.widthVariable)
            try? copy.removeEditVariable(scope.heightVariable)
        } else {
            for constraint in sizeConstraints { try? copy.removeConstraint(constraint) }
        }
        try? copy.addEditVariable(scope.widthVariable, strength: strength(horizontal))
        try? copy.addEditVariable(scope.heightVariable, strength: strength(vertical))
        return FittingContext(solver: copy, applied: layoutApplied)
    }
}
