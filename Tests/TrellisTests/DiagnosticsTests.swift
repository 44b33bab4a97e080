import Testing
import Trellis

@Test func conflictingRequiredConstraintsAreReportedAndOneIsBroken() {
    let root = makeRoot(width: 300, height: 100, label: "cell")
    let avatar = LayoutNode(debugLabel: "avatar")
    root.addSubview(avatar)
    avatar.snp.makeConstraints { make in
        make.left.right.equalToSuperview().labeled("fill")
        make.top.equalToSuperview().offset(10)
        make.height.equalTo(20)
    }
    var tooWide: Constraint?
    avatar.snp.makeConstraints { make in
        tooWide = make.width.equalTo(500).labeled("tooWide").constraint
    }
    root.layoutIfNeeded()
    // Layout completes: the newcomer (activated last) is broken, the rest holds.
    #expect(avatar.frame == Rect(x: 0, y: 10, width: 300, height: 20))
    let reports = root.layoutConflicts
    #expect(reports.count == 1)
    let report = reports[0]
    #expect(report.brokenConstraint === tooWide?.layoutConstraints[0])
    #expect(report.brokenConstraint?.isBrokenByEngine == true)
    // The minimal set: left and right (the "fill" line) and the root's frame width.
    let texts = report.conflicting.map(\.description)
    #expect(texts.count == 3)
    #expect(texts.filter { $0.contains("\"fill\"") && $0.contains("DiagnosticsTests.swift:") }.count == 2)
    #expect(texts.contains("cell.width == 300  (root frame)"))
    #expect(report.broken.description.hasPrefix("avatar.width == 500  (DiagnosticsTests.swift:"))
    #expect(report.broken.description.hasSuffix(", \"tooWide\")"))
    #expect(report.description.contains("Will attempt to recover by breaking constraint"))
    // Removing the conflict brings the broken constraint back.
    root.frame.size.width = 500
    tooWide?.deactivate()
    root.layoutIfNeeded()
    #expect(root.layoutConflicts.isEmpty)
    tooWide?.activate()
    root.layoutIfNeeded()
    #expect(root.layoutConflicts.isEmpty)
    #expect(avatar.frame.width == 500)
}

@Test func conflictBuiltFreshBreaksTheLastInTreeOrder() {
    let root = makeRoot(width: 300, height: 100, label: "root")
    let a = LayoutNode(debugLabel: "a"), b = LayoutNode(debugLabel: "b")
    root.addSubview(a)
    root.addSubview(b)
    a.snp.makeConstraints { make in make.edges.equalToSuperview() }
    b.snp.makeConstraints { make in
        make.edges.equalToSuperview()
        make.width.equalTo(a).offset(10).labeled("wider")
    }
    root.layoutIfNeeded()
    #expect(root.layoutConflicts.map { $0.brokenConstraint?.label } == ["wider"])
    #expect(b.frame.width == 300)
}

@Test func priorityCanSwitchBetweenRequiredAndOptional() {
    let root = makeRoot(width: 300, height: 100)
    let box = LayoutNode()
    root.addSubview(box)
    var width: Constraint?
    box.snp.makeConstraints { make in
        make.left.top.equalToSuperview()
        make.height.equalTo(10)
        make.right.lessThanOrEqualToSuperview()
        width = make.width.equalTo(400).constraint
    }
    root.layoutIfNeeded()
    #expect(root.layoutConflicts.count == 1)
    width?.update(priority: .high)
    root.layoutIfNeeded()
    #expect(root.layoutConflicts.isEmpty)
    #expect(box.frame.width == 300)
    width?.update(priority: .required)
    root.frame.size.width = 500
    root.layoutIfNeeded()
    #expect(box.frame.width == 400)
    #expect(root.layoutConflicts.isEmpty)
}

@Test func dslMistakesBecomeDiagnosticsNotCrashes() {
    let orphan = LayoutNode(debugLabel: "orphan")
    orphan.snp.makeConstraints { make in
        make.top.equalToSuperview()
        make.left.equalTo(10)
        make.width.equalTo(10).multipliedBy(2)
    }
    let kinds = orphan.constraintDiagnostics.map(\.kind)
    #expect(kinds == [.missingSuperview, .missingSuperview, .multiplierOnConstant])
    #expect(orphan.constraintDiagnostics[0].location.fileName == "DiagnosticsTests.swift")
    #expect(orphan.constraintDiagnostics[0].message.contains("orphan.top: equalToSuperview() needs a superview"))
    // The multiplier was ignored, the width kept.
    #expect(orphan.snp.constraints.count == 1)
    #expect(orphan.snp.constraints[0].layoutConstraints[0].multiplier == 1)

    let root = makeRoot()
    let a = LayoutNode(debugLabel: "a")
    root.addSubview(a)
    a.snp.makeConstraints { make in
        make.left.equalTo(root.snp.width)
        make.leading.equalTo(root.snp.left)
        make.edges.equalTo(root.snp.size)
        _ = make.top
    }
    #expect(a.constraintDiagnostics.map(\.kind) == [
        .invalidAttributePairing(.left, .width), .invalidAttributePairing(.leading, .left),
        .mismatchedAttributes(from: .edges, to: .size), .missingRelation,
    ])
    #expect(a.snp.constraints.isEmpty)
}

@Test func updateWithoutAMatchIsReported() {
    let root = makeRoot()
    let a = LayoutNode(debugLabel: "a")
    root.addSubview(a)
    a.snp.makeConstraints { make in
        make.top.left.equalToSuperview().offset(5)
        make.size.equalTo(10)
    }
    a.snp.updateConstraints { make in make.top.equalToSuperview().offset(5).priority(.high) }
    #expect(a.constraintDiagnostics.map(\.kind) == [.updateFoundNoMatch])
    // Checked variants throw and change nothing.
    let before = a.snp.constraints.count
    #expect(throws: ConstraintDSLError.self) {
        try a.snp.checkedUpdateConstraints { make in make.bottom.equalToSuperview() }
    }
    #expect(a.snp.constraints.count == before)
    do {
        try a.snp.checkedMakeConstraints { make in make.centerX.equalTo(root.snp.height) }
        Issue.record("expected a throw")
    } catch {
        #expect(error.diagnostics.map(\.kind) == [.invalidAttributePairing(.centerX, .height)])
    }
    let made = try? a.snp.checkedUpdateConstraints { make in make.top.equalToSuperview().offset(50) }
    #expect(made != nil)
    root.layoutIfNeeded()
    #expect(a.frame.minY == 50)
}

@Test func constraintDescriptionsUseDSLForm() {
    let cell = makeRoot(label: "cell")
    let avatar = LayoutNode(debugLabel: "avatar")
    cell.addSubview(avatar)
    var c: Constraint?
    avatar.snp.makeConstraints { make in
        c = make.top.equalTo(cell.snp.top).offset(10).priority(.high).labeled("avatarTop").constraint
        make.width.equalTo(avatar.snp.height).multipliedBy(2).offset(-3)
    }
    let line = #line - 3
    #expect(c?.description == "avatar.top == cell.top + 10 @high  (DiagnosticsTests.swift:\(line), \"avatarTop\")")
    let aspect = avatar.snp.constraints[1].layoutConstraints[0].description
    #expect(aspect == "avatar.width == avatar.height * 2 - 3  (DiagnosticsTests.swift:\(line + 1))")
}

@Test func aFrameSizeThatContradictsRequiredConstraintsIsReported() {
    let root = makeRoot(width: 300, height: 100, label: "root")
    let a = LayoutNode(debugLabel: "a")
    root.addSubview(a)
    a.snp.makeConstraints { make in
        make.edges.equalToSuperview()
        make.width.greaterThanOrEqualTo(200).labeled("minWidth")
    }
    root.layoutIfNeeded()
    #expect(root.layoutConflicts.isEmpty)
    root.frame.size.width = 150
    root.layoutIfNeeded()
    let reports = root.layoutConflicts
    #expect(reports.count == 1)
    #expect(reports.first?.brokenConstraint == nil)
    #expect(reports.first?.broken.description == "root.width == 150  (root frame)")
    #expect(reports.first?.conflicting.contains { $0.description.contains("\"minWidth\"") } == true)
    // The layout follows the frame as closely as the required constraints allow.
    #expect(a.frame.width == 200)
    root.frame.size.width = 250
    root.layoutIfNeeded()
    #expect(root.layoutConflicts.isEmpty)
    #expect(a.frame.width == 250)
}

/// A layout constraint kept after its DSL line (`Constraint`) is gone reads `constraint` as
/// nil: the back pointer is cleared by the line's deinit, never left dangling.
@Test func layoutConstraintOutlivingItsLineReadsNil() {
    let root = LayoutNode(), child = LayoutNode()
    root.addSubview(child)
    var kept: LayoutConstraint?
    do {
        let prepared = child.snp.prepareConstraints { make in make.size.equalTo(10) }
        kept = prepared[0].layoutConstraints[1]
        #expect(kept?.constraint === prepared[0])
    }
    #expect(kept?.constraint == nil)
    #expect(kept?.firstAttribute == .height)
    // The same after a line was active and then deactivated.
    do {
        let made = child.snp.prepareConstraints { make in make.width.equalTo(20) }
        made[0].activate()
        kept = made[0].layoutConstraints[0]
        root.layoutIfNeeded()
        #expect(child.frame.width == 20)
        made[0].deactivate()
    }
    #expect(kept?.constraint == nil)
}
