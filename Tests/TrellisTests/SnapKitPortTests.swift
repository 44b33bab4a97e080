import Testing
import Trellis

// SnapKit's own test suite (Tests/SnapKitTests/Tests.swift, 31 tests), rewritten against
// layout nodes. `container.constraints` counts what Auto Layout installs on a node: the
// constraints whose nearest common ancestor it is.

@Suite struct SnapKitPortTests {
    let container = LayoutNode(debugLabel: "container")

    init() { container.frame = Rect(x: 0, y: 0, width: 400, height: 400) }

    private func pair() -> (LayoutNode, LayoutNode) {
        let v1 = LayoutNode(debugLabel: "v1"), v2 = LayoutNode(debugLabel: "v2")
        container.addSubview(v1)
        container.addSubview(v2)
        return (v1, v2)
    }

    @Test func makeConstraints() {
        let (v1, v2) = pair()
        v1.snp.makeConstraints { make in
            make.top.equalTo(v2.snp.top).offset(50)
            make.left.equalTo(v2.snp.top).offset(50)
        }
        #expect(container.constraints.count == 2)
        v2.snp.makeConstraints { make in make.edges.equalTo(v1) }
        #expect(container.constraints.count == 6)
    }

    @Test func horizontalVerticalEdges() {
        let v1 = LayoutNode()
        container.addSubview(v1)
        v1.snp.makeConstraints { make in
            make.verticalEdges.equalToSuperview()
            make.horizontalEdges.equalToSuperview()
        }
        let constraints = container.constraints
        #expect(constraints.count == 4)
        #expect(constraints.allSatisfy { $0.firstItem === v1 && $0.secondItem === container })
        let pairs = Set(constraints.map { "\($0.firstAttribute)/\($0.secondAttribute)" })
        #expect(pairs == ["left/left", "right/right", "top/top", "bottom/bottom"])
    }

    @Test func horizontalVerticalDirectionalEdges() {
        let v1 = LayoutNode()
        container.addSubview(v1)
        v1.snp.makeConstraints { make in
            make.directionalVerticalEdges.equalToSuperview()
            make.directionalHorizontalEdges.equalToSuperview()
        }
        let pairs = Set(container.constraints.map { "\($0.firstAttribute)/\($0.secondAttribute)" })
        #expect(container.constraints.count == 4)
        #expect(pairs == ["leading/leading", "trailing/trailing", "top/top", "bottom/bottom"])
    }

    @Test func guideMakeConstraints() {
        let v1 = LayoutNode()
        let g1 = LayoutGuide()
        container.addSubview(v1)
        container.addLayoutGuide(g1)
        v1.snp.makeConstraints { make in
            make.top.equalTo(g1).offset(50)
            make.left.equalTo(g1.snp.top).offset(50)
        }
        #expect(container.constraints.count == 2)
        g1.snp.makeConstraints { make in make.edges.equalTo(v1) }
        #expect(container.constraints.count == 6)
    }

    @Test func makeImpliedSuperviewConstraints() {
        let (v1, v2) = pair()
        v1.snp.makeConstraints { make in
            make.top.equalTo(50.0)
            make.left.equalTo(50.0)
        }
        #expect(container.constraints.count == 2)
        #expect(container.constraints.allSatisfy { $0.secondItem === container })
        v2.snp.makeConstraints { make in make.edges.equalTo(v1) }
        #expect(container.constraints.count == 6)
    }

    @Test func updateConstraints() {
        let (v1, v2) = pair()
        v1.snp.makeConstraints { make in
            make.top.equalTo(v2.snp.top).offset(50)
            make.left.equalTo(v2.snp.top).offset(50)
        }
        #expect(container.constraints.count == 2)
        v1.snp.updateConstraints { make in make.top.equalTo(v2.snp.top).offset(15) }
        #expect(container.constraints.count == 2)
        #expect(container.constraints.first { $0.firstAttribute == .top }?.constant == 15)
        #expect(v1.constraintDiagnostics.isEmpty)
    }

    @Test func remakeConstraints() {
        let (v1, v2) = pair()
        v1.snp.makeConstraints { make in
            make.top.equalTo(v2.snp.top).offset(50)
            make.left.equalTo(v2.snp.top).offset(50)
        }
        #expect(container.constraints.count == 2)
        v1.snp.remakeConstraints { make in make.edges.equalTo(v2) }
        #expect(container.constraints.count == 4)
    }

    @Test func removeConstraints() {
        let (v1, v2) = pair()
        v1.snp.makeConstraints { make in
            make.top.equalTo(v2).offset(50)
            make.left.equalTo(v2).offset(50)
        }
        #expect(container.constraints.count == 2)
        v1.snp.removeConstraints()
        #expect(container.constraints.count == 0)
    }

    @Test(arguments: [false, true]) func prepareAndReactivateConstraints(_ twice: Bool) {
        let (v1, v2) = pair()
        let constraints = v1.snp.prepareConstraints { make in make.edges.equalTo(v2) }
        #expect(container.constraints.count == 0)
        for _ in 0..<(twice ? 2 : 1) {
            for constraint in constraints { constraint.activate() }
            #expect(container.constraints.count == 4)
            for constraint in constraints { constraint.deactivate() }
            #expect(container.constraints.count == 0)
        }
    }

    @Test func activateDeactivateConstraints() {
        let (v1, v2) = pair()
        var c1: Constraint?, c2: Constraint?
        v1.snp.prepareConstraints { make in
            c1 = make.top.equalTo(v2.snp.top).offset(50).constraint
            c2 = make.left.equalTo(v2.snp.top).offset(50).constraint
        }
        #expect(container.constraints.count == 0)
        c1?.activate()
        c2?.activate()
        #expect(container.constraints.count == 2)
        c1?.deactivate()
        c2?.deactivate()
        #expect(container.constraints.count == 0)
        c1?.activate()
        c2?.activate()
        #expect(container.constraints.count == 2)
    }

    @Test func setIsActivatedConstraints() {
        let (v1, v2) = pair()
        var c1: Constraint?, c2: Constraint?
        v1.snp.prepareConstraints { make in
            c1 = make.top.equalTo(v2.snp.top).offset(50).constraint
            c2 = make.left.equalTo(v2.snp.top).offset(50).constraint
        }
        c1?.isActive = true
        c2?.isActive = false
        #expect(container.constraints.count == 1)
        #expect(c1?.isActive == true && c2?.isActive == false)
        c2?.isActive = true
        #expect(container.constraints.count == 2)
        c1?.isActive = false
        c2?.isActive = false
        #expect(container.constraints.count == 0)
    }

    @Test func edgeConstraints() {
        let view = LayoutNode()
        container.addSubview(view)
        view.snp.makeConstraints { make in make.edges.equalTo(container).offset(50.0) }
        #expect(container.constraints.count == 4)
        #expect(container.constraints.allSatisfy { $0.constant == 50 })
    }

    @Test func updateReferencedConstraints() {
        let (v1, v2) = pair()
        var c1: Constraint!, c2: Constraint!
        v1.snp.makeConstraints { make in
            c1 = make.top.equalTo(v2).offset(50).constraint
            c2 = make.bottom.equalTo(v2).offset(25).constraint
        }
        #expect(container.constraints.count == 2)
        #expect(c1.layoutConstraints[0].constant == 50 && c2.layoutConstraints[0].constant == 25)
        c1.update(offset: 15)
        c2.update(offset: 20)
        #expect(container.constraints.count == 2)
        #expect(c1.layoutConstraints[0].constant == 15 && c2.layoutConstraints[0].constant == 20)
        c1.update(inset: 15)
        c2.update(inset: 20)
        #expect(c1.layoutConstraints[0].constant == 15 && c2.layoutConstraints[0].constant == -20)
    }

    @Test func insetsAsConstraintsConstant() {
        let view = LayoutNode()
        container.addSubview(view)
        view.snp.makeConstraints { make in make.edges.equalTo(container).inset(50.0) }
        #expect(container.constraints.map(\.constant).sorted() == [-50, -50, 50, 50])
    }

    @Test func constraintInsetsAsImpliedEqualToConstraints() {
        let view = LayoutNode()
        container.addSubview(view)
        view.snp.makeConstraints { make in make.edges.equalTo(EdgeInsets(top: 25, left: 25, bottom: 25, right: 25)) }
        #expect(container.constraints.count == 4)
        #expect(container.constraints.map(\.constant).sorted() == [-25, -25, 25, 25])
    }

    @Test func constraintInsetsAsConstraintsConstant() {
        let view = LayoutNode()
        container.addSubview(view)
        view.snp.makeConstraints { make in make.edges.equalTo(container).inset(EdgeInsets(top: 25, left: 25, bottom: 25, right: 25)) }
        #expect(container.constraints.map(\.constant).sorted() == [-25, -25, 25, 25])
    }

    @Test(arguments: [false, true]) func constraintDirectionalInsets(_ implied: Bool) {
        let view = LayoutNode()
        container.addSubview(view)
        let insets = DirectionalEdgeInsets(top: 25, leading: 25, bottom: 25, trailing: 25)
        view.snp.makeConstraints { make in
            if implied {
                make.top.leading.bottom.trailing.equalTo(insets)
            } else {
                make.top.leading.bottom.trailing.equalTo(container).inset(insets)
            }
        }
        let byAttribute = container.constraints.sorted { $0.firstAttribute.rawValue < $1.firstAttribute.rawValue }
        #expect(byAttribute.map(\.firstAttribute) == [.top, .bottom, .leading, .trailing])
        #expect(byAttribute.map(\.constant) == [25, -25, 25, -25])
        #expect(byAttribute.allSatisfy { $0.secondAttribute == $0.firstAttribute })
    }

    @Test func constraintDirectionalInsetsFallBackForNonDirectionalConstraints() {
        let view = LayoutNode()
        container.addSubview(view)
        view.snp.makeConstraints { make in
            make.edges.equalTo(container).inset(DirectionalEdgeInsets(top: 25, leading: 25, bottom: 25, trailing: 25))
        }
        // Sorted by NSLayoutConstraint.Attribute raw values (left 1, right 2, top 3, bottom 4),
        // as SnapKit's own test sorts them on UIKit.
        let byAttribute = container.constraints.sorted { $0.firstAttribute.rawValue < $1.firstAttribute.rawValue }
        #expect(byAttribute.map(\.firstAttribute) == [.left, .right, .top, .bottom])
        #expect(byAttribute.map(\.constant) == [25, -25, 25, -25])
    }

    @Test func sizeConstraints() {
        let view = LayoutNode()
        container.addSubview(view)
        view.snp.makeConstraints { make in
            make.size.equalTo(Size(width: 50, height: 50))
            make.left.top.equalTo(container)
        }
        #expect(view.constraints.count == 2)
        #expect(container.constraints.count == 2)
        #expect(Set(view.constraints.map(\.firstAttribute)) == [.width, .height])
        #expect(view.constraints.allSatisfy { $0.constant == 50 && $0.secondItem == nil })
    }

    @Test func centerConstraints() {
        let view = LayoutNode()
        container.addSubview(view)
        view.snp.makeConstraints { make in make.center.equalTo(container).offset(50) }
        #expect(container.constraints.count == 2)
        #expect(container.constraints.allSatisfy { $0.constant == 50 })
    }

    @Test func constraintIdentifier() {
        let view = LayoutNode()
        container.addSubview(view)
        view.snp.makeConstraints { make in make.top.equalTo(container.snp.top).labeled("Test-Identifier") }
        #expect(container.constraints.first?.label == "Test-Identifier")
    }

    @Test func edgesToEdges() {
        let view = LayoutNode()
        container.addSubview(view)
        view.snp.remakeConstraints { make in make.edges.equalTo(container.snp.edges) }
        #expect(container.constraints.count == 4)
        #expect(Set(container.constraints.map(\.firstAttribute)) == [.top, .left, .bottom, .right])
        #expect(Set(container.constraints.map(\.secondAttribute)) == [.top, .left, .bottom, .right])
    }

    @Test func directionalEdgesToDirectionalEdges() {
        let view = LayoutNode()
        container.addSubview(view)
        view.snp.remakeConstraints { make in make.directionalEdges.equalTo(container.snp.directionalEdges) }
        #expect(Set(container.constraints.map(\.firstAttribute)) == [.top, .leading, .bottom, .trailing])
        #expect(Set(container.constraints.map(\.secondAttribute)) == [.top, .leading, .bottom, .trailing])
    }

    @Test func edgesToMargins() {
        let view = LayoutNode()
        container.addSubview(view)
        view.snp.remakeConstraints { make in make.edges.equalTo(container.snp.margins) }
        #expect(Set(container.constraints.map(\.firstAttribute)) == [.top, .left, .bottom, .right])
        #expect(Set(container.constraints.map(\.secondAttribute)) == [.topMargin, .leftMargin, .bottomMargin, .rightMargin])
        view.snp.remakeConstraints { make in make.margins.equalTo(container.snp.edges) }
        #expect(Set(container.constraints.map(\.firstAttribute)) == [.topMargin, .leftMargin, .bottomMargin, .rightMargin])
        #expect(Set(container.constraints.map(\.secondAttribute)) == [.top, .left, .bottom, .right])
    }

    @Test func directionalEdgesToDirectionalMargins() {
        let view = LayoutNode()
        container.addSubview(view)
        view.snp.remakeConstraints { make in make.directionalEdges.equalTo(container.snp.directionalMargins) }
        #expect(Set(container.constraints.map(\.firstAttribute)) == [.top, .leading, .bottom, .trailing])
        #expect(Set(container.constraints.map(\.secondAttribute)) == [.topMargin, .leadingMargin, .bottomMargin, .trailingMargin])
        view.snp.remakeConstraints { make in make.directionalMargins.equalTo(container.snp.directionalEdges) }
        #expect(Set(container.constraints.map(\.firstAttribute)) == [.topMargin, .leadingMargin, .bottomMargin, .trailingMargin])
    }

    @Test func layoutGuideConstraints() {
        // UIKit's top/bottom layout guides are the safe area here.
        let screen = container
        screen.safeAreaInsets = EdgeInsets(top: 20, left: 0, bottom: 34, right: 0)
        let content = LayoutNode()
        screen.addSubview(content)
        content.snp.makeConstraints { make in
            make.top.equalTo(screen.safeAreaLayoutGuide.snp.top)
            make.bottom.equalTo(screen.safeAreaLayoutGuide.snp.bottom)
            make.left.right.equalToSuperview()
        }
        #expect(screen.constraints.count == 4)
        screen.layoutIfNeeded()
        #expect(content.frame == Rect(x: 0, y: 20, width: 400, height: 346))
    }

    @Test func canSetLabel() {
        container.snp.setLabel("Hello World")
        #expect(container.snp.label() == "Hello World")
    }

    @Test func priorityShortcuts() {
        let view = LayoutNode()
        container.addSubview(view)
        view.snp.remakeConstraints { make in make.left.equalTo(1000.0).priority(.required) }
        #expect(container.constraints.count == 1)
        #expect(container.constraints.first?.priority.value == 1000)
        view.snp.remakeConstraints { make in make.left.equalTo(1000.0).priority(.low) }
        #expect(container.constraints.count == 1)
        #expect(container.constraints.first?.priority.value == 250)
        view.snp.remakeConstraints { make in make.left.equalTo(1000.0).priority(ConstraintPriority.low.value + 1) }
        #expect(container.constraints.count == 1)
        #expect(container.constraints.first?.priority.value == 251)
    }

    @Test func priorityStride() {
        #expect(ConstraintPriority.high.advanced(by: 1).value == 751)
        #expect(ConstraintPriority.high.advanced(by: -1).value == 749)
        #expect(ConstraintPriority.medium.value == 500)
        #expect(ConstraintPriority.low.advanced(by: 1) > .low)
    }
}
