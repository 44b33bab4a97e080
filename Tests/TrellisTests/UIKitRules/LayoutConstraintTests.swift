import Testing
@testable import Trellis
import enum Cassowary.SolverError

// LayoutConstraint read and changed the way NSLayoutConstraint is.

/// NSLayoutConstraint.Attribute's raw values, from NSLayoutConstraint.h (NSLayoutAttributeLeft
/// = 1 ... NSLayoutAttributeCenterYWithinMargins, NSLayoutAttributeNotAnAttribute = 0).
@Test func attributeRawValuesAreNSLayoutConstraintsAttributes() {
    let documented: [(LayoutAttribute, Int)] = [
        (.notAnAttribute, 0), (.left, 1), (.right, 2), (.top, 3), (.bottom, 4), (.leading, 5), (.trailing, 6),
        (.width, 7), (.height, 8), (.centerX, 9), (.centerY, 10), (.lastBaseline, 11), (.firstBaseline, 12),
        (.leftMargin, 13), (.rightMargin, 14), (.topMargin, 15), (.bottomMargin, 16), (.leadingMargin, 17),
        (.trailingMargin, 18), (.centerXWithinMargins, 19), (.centerYWithinMargins, 20),
    ]
    for (attribute, raw) in documented {
        #expect(attribute.rawValue == raw, "\(attribute)")
        #expect(LayoutAttribute(rawValue: raw) == attribute)
    }
    #expect(LayoutAttribute.allCases.count == documented.count)
    #expect(LayoutAttribute(rawValue: 21) == nil)
}

/// SnapKit makes a line's constraints in its own attribute order (left, top, right, bottom,
/// ...), whatever the raw values: `edges` gives left, top, right, bottom.
@Test func aDSLLineMakesItsConstraintsInSnapKitsOrder() {
    let root = makeRoot()
    let child = LayoutNode(debugLabel: "child")
    root.addSubview(child)
    var made: Constraint?
    child.snp.makeConstraints { make in made = make.edges.equalToSuperview().constraint }
    #expect(made?.layoutConstraints.map(\.firstAttribute) == [.left, .top, .right, .bottom])
    #expect(ConstraintAttributes.edges.layoutAttributes == [.left, .top, .right, .bottom])
    #expect(ConstraintAttributes(.notAnAttribute).isEmpty)
}

/// `width == 100` has no second item: NSLayoutConstraint reports `.notAnAttribute` for it.
@Test func aConstantConstraintHasNotAnAttributeSecond() {
    let root = makeRoot()
    let child = LayoutNode(debugLabel: "child")
    root.addSubview(child)
    var width: Constraint?, top: Constraint?
    child.snp.makeConstraints { make in
        width = make.width.equalTo(100).constraint
        top = make.top.equalToSuperview().offset(4).constraint
    }
    let w = width!.layoutConstraints[0], t = top!.layoutConstraints[0]
    #expect(w.secondItem == nil && w.secondAttribute == .notAnAttribute)
    #expect(t.secondItem === root && t.secondAttribute == .top)
    #expect(w.multiplier == 1 && w.firstAttribute == .width)
    #expect(w.description.hasPrefix("child.width == 100  ("))
}

@Test func identifierIsTheLabelAndSettable() {
    let root = makeRoot()
    let child = LayoutNode(debugLabel: "child")
    root.addSubview(child)
    var made: Constraint?
    child.snp.makeConstraints { make in made = make.height.equalTo(20).labeled("rowHeight").constraint }
    let lc = made!.layoutConstraints[0]
    #expect(lc.identifier == "rowHeight" && lc.label == "rowHeight")
    lc.identifier = "renamed"
    #expect(lc.label == "renamed")
    #expect(lc.description.hasSuffix(", \"renamed\")"))
}

/// A constant change is an `updateConstant` on the installed solver constraint: the same
/// solver constraint stays in (no remove and add), and the frame follows.
@Test func settingTheConstantUpdatesTheSolverInPlace() {
    let root = makeRoot()
    let child = LayoutNode(debugLabel: "child")
    root.addSubview(child)
    var top: Constraint?
    child.snp.makeConstraints { make in
        top = make.top.equalToSuperview().offset(10).constraint
        make.left.equalToSuperview()
        make.size.equalTo(Size(width: 20, height: 20))
    }
    root.layoutIfNeeded()
    let lc = top!.layoutConstraints[0]
    let installed = lc.solverConstraint
    #expect(installed != nil)
    lc.constant = 35
    root.layoutIfNeeded()
    #expect(child.frame.minY == 35)
    #expect(lc.solverConstraint === installed)
}

/// NaN and infinite constants, and priorities outside 0...1000 (Auto Layout raises on them),
/// change nothing and leave a diagnostic naming the constraint.
@Test func nonFiniteConstantsAndBadPrioritiesAreRejected() {
    let root = makeRoot()
    let child = LayoutNode(debugLabel: "child")
    root.addSubview(child)
    var width: Constraint?
    child.snp.makeConstraints { make in
        width = make.width.equalTo(40).priority(.defaultHigh).constraint
        make.top.left.height.equalToSuperview()
    }
    root.layoutIfNeeded()
    let lc = width!.layoutConstraints[0]
    lc.constant = .nan
    lc.constant = -.infinity
    lc.priority = LayoutPriority(1001)
    lc.priority = LayoutPriority(.nan)
    lc.priority = LayoutPriority(-1)
    root.layoutIfNeeded()
    #expect(lc.constant == 40 && lc.priority == .defaultHigh)
    #expect(child.frame.width == 40)
    let kinds = child.constraintDiagnostics.map(\.kind)
    #expect(kinds == Array(repeating: .nonFiniteValue, count: 5))
    #expect(child.constraintDiagnostics[0].message.contains("child.width == 40 @high"))
}

/// Setting `priority` swaps the solver constraint: a required width that made a conflict
/// becomes optional and the conflict goes; made required again it is broken again (the
/// newcomer breaks, Trellis's documented rule).
@Test func settingThePriorityReweighsTheConstraint() {
    let root = makeRoot()
    let child = LayoutNode(debugLabel: "child")
    root.addSubview(child)
    var wide: Constraint?
    child.snp.makeConstraints { make in
        make.top.left.height.equalToSuperview()
        make.width.equalTo(100)
        wide = make.width.equalTo(150).constraint
    }
    root.layoutIfNeeded()
    let lc = wide!.layoutConstraints[0]
    #expect(root.layoutConflicts.count == 1 && lc.isBrokenByEngine)
    #expect(child.frame.width == 100)
    lc.priority = .defaultHigh
    root.layoutIfNeeded()
    #expect(root.layoutConflicts.isEmpty && !lc.isBrokenByEngine)
    #expect(child.frame.width == 100)   // the required 100 wins over an optional 150
    lc.priority = .required
    root.layoutIfNeeded()
    #expect(lc.isBrokenByEngine && child.frame.width == 100)
}

/// `isActive` on one attribute's constraint (NSLayoutConstraint's setter): the other
/// attributes of the same DSL line stay; deactivating every one of them deactivates the
/// `Constraint`, and activating one again brings the `Constraint` back.
@Test func isActiveIsSettablePerAttribute() {
    let root = makeRoot()
    let child = LayoutNode(debugLabel: "child")
    root.addSubview(child)
    var size: Constraint?
    child.snp.makeConstraints { make in
        make.top.left.equalToSuperview()
        make.width.height.equalTo(10).priority(.defaultLow)   // fallbacks when `size` is off
        size = make.size.equalTo(Size(width: 60, height: 30)).constraint
    }
    root.layoutIfNeeded()
    #expect(child.frame.size == Size(width: 60, height: 30))
    let (width, height) = (size!.layoutConstraints[0], size!.layoutConstraints[1])
    width.isActive = false
    root.layoutIfNeeded()
    #expect(child.frame.size == Size(width: 10, height: 30))
    #expect(size!.isActive && !width.isActive && height.isActive)
    height.isActive = false
    root.layoutIfNeeded()
    #expect(child.frame.size == Size(width: 10, height: 10))
    #expect(!size!.isActive)
    width.isActive = true
    root.layoutIfNeeded()
    #expect(child.frame.size == Size(width: 60, height: 10))
    #expect(size!.isActive)
    // The reactivated constraint survives the tree moving to a new root (engine rebuild).
    let screen = makeRoot(width: 500, height: 500, label: "screen")
    screen.addSubview(root)
    root.snp.makeConstraints { make in make.edges.equalToSuperview() }
    screen.layoutIfNeeded()
    #expect(child.frame.size == Size(width: 60, height: 10))
}

/// A layout constraint whose `Constraint` handle is gone can still be switched on again.
@Test func aConstraintWithoutItsHandleCanBeReactivated() {
    let root = makeRoot()
    let child = LayoutNode(debugLabel: "child")
    root.addSubview(child)
    var lc: LayoutConstraint?
    child.snp.makeConstraints { make in
        make.top.left.height.equalToSuperview()
        make.width.equalTo(5).priority(.defaultLow)
        lc = make.width.equalTo(80).constraint.layoutConstraints[0]
    }
    lc!.isActive = false   // the Constraint leaves the node and is released
    root.layoutIfNeeded()
    #expect(child.frame.width == 5 && lc!.constraint == nil)
    lc!.isActive = true
    root.layoutIfNeeded()
    #expect(child.frame.width == 80 && lc!.constraint != nil)
    #expect(child.constraints.contains { $0 === lc })
}

/// The release path of a failing solver call: recorded on the item, solver untouched.
/// (Debug builds stop at `assertionFailure` instead; `stopsInDebug: false` reaches the record.)
@Test func aFailedSolverCallIsRecordedNotTrapped() throws {
    let root = makeRoot()
    let child = LayoutNode(debugLabel: "child")
    root.addSubview(child)
    var made: Constraint?
    child.snp.makeConstraints { make in
        make.edges.equalToSuperview()
        made = make.width.equalTo(30).priority(.defaultLow).constraint
    }
    root.layoutIfNeeded()
    let lc = made!.layoutConstraints[0]
    let engine = try #require(root.engine)
    let installed = try #require(lc.solverConstraint)
    #expect(engine.expectSuccess("removing", lc) { s throws(SolverError) in try s.removeConstraint(installed) })
    // Removing it a second time fails: not in the solver any more.
    #expect(!engine.expectSuccess("removing", lc, stopsInDebug: false) { s throws(SolverError) in try s.removeConstraint(installed) })
    #expect(child.constraintDiagnostics.map(\.kind) == [.solverFailure])
    #expect(child.constraintDiagnostics[0].message.contains("child.width == 30 @low"))
    root.layoutIfNeeded()
    #expect(child.frame == Rect(x: 0, y: 0, width: 400, height: 300))
}
