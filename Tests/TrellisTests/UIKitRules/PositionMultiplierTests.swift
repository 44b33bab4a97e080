import Testing
import Trellis

// Auto Layout evaluates `item1.attr1 = m × item2.attr2 + c` with both location attributes in
// the coordinate space of the items' nearest common ancestor: the superview's bounds when one
// item is the other's superview (NSLayoutConstraint documentation; UIKit puts
// `centerX == superview.centerX × 0.5` at a quarter of the superview's width wherever the
// superview sits). Frames below are in the superview's coordinates.

/// A 400 × 300 root holding a 200 × 100 `box` at (100, 50).
private func makeBox() -> (root: LayoutNode, box: LayoutNode) {
    let root = LayoutNode(debugLabel: "root")
    root.frame = Rect(x: 0, y: 0, width: 400, height: 300)
    let box = LayoutNode(debugLabel: "box")
    root.addSubview(box)
    box.snp.makeConstraints { make in
        make.left.equalToSuperview().offset(100)
        make.top.equalToSuperview().offset(50)
        make.width.equalTo(200)
        make.height.equalTo(100)
    }
    return (root, box)
}

@Test func centerMultiplierIsInTheSuperviewsBounds() {
    let (root, box) = makeBox()
    let dot = LayoutNode(debugLabel: "dot")
    box.addSubview(dot)
    dot.snp.makeConstraints { make in
        make.centerX.equalToSuperview().multipliedBy(0.5)   // 0.5 × 100 = 50 → x = 50 - 10
        make.centerY.equalToSuperview().multipliedBy(1.5)   // 1.5 × 50 = 75 → y = 75 - 5
        make.size.equalTo(Size(width: 20, height: 10))
    }
    root.layoutIfNeeded()
    #expect(dot.frame == Rect(x: 40, y: 70, width: 20, height: 10))
}

@Test func edgeMultipliersAreInTheSuperviewsBounds() {
    let (root, box) = makeBox()
    let bar = LayoutNode(debugLabel: "bar")
    box.addSubview(bar)
    bar.snp.makeConstraints { make in
        make.left.equalTo(box.snp.right).multipliedBy(0.25)      // 0.25 × 200 = 50
        make.right.equalTo(box.snp.right).multipliedBy(0.75)     // 0.75 × 200 = 150
        make.top.equalTo(box.snp.bottom).multipliedBy(0.2)       // 0.2 × 100 = 20
        make.bottom.equalTo(box.snp.bottom).multipliedBy(0.6)    // 0.6 × 100 = 60
    }
    root.layoutIfNeeded()
    #expect(bar.frame == Rect(x: 50, y: 20, width: 100, height: 40))
}

@Test func leadingTrailingAndMarginMultipliers() {
    let (root, box) = makeBox()
    box.directionalLayoutMargins = DirectionalEdgeInsets(top: 10, leading: 10, bottom: 10, trailing: 10)
    let bar = LayoutNode(debugLabel: "bar")
    box.addSubview(bar)
    bar.snp.makeConstraints { make in
        make.leading.equalTo(box.snp.leadingMargin).multipliedBy(2)     // 2 × 10 = 20
        make.trailing.equalTo(box.snp.trailing).multipliedBy(0.5)        // 0.5 × 200 = 100
        make.top.equalTo(box.snp.topMargin).multipliedBy(3)               // 3 × 10 = 30
        make.height.equalTo(10)
    }
    root.layoutIfNeeded()
    #expect(bar.frame == Rect(x: 20, y: 30, width: 80, height: 10))
}

@Test func siblingsUseTheirCommonSuperviewsBounds() {
    let (root, box) = makeBox()
    let a = LayoutNode(debugLabel: "a"), b = LayoutNode(debugLabel: "b")
    box.addSubview(a)
    box.addSubview(b)
    a.snp.makeConstraints { make in
        make.left.equalToSuperview().offset(10)
        make.top.equalToSuperview()
        make.size.equalTo(40)
    }
    b.snp.makeConstraints { make in
        make.left.equalTo(a.snp.right).multipliedBy(2)   // a.right in box = 50 → 100
        make.top.equalTo(a.snp.bottom).multipliedBy(1.5) // a.bottom in box = 40 → 60
        make.size.equalTo(10)
    }
    root.layoutIfNeeded()
    #expect(b.frame == Rect(x: 100, y: 60, width: 10, height: 10))
}

@Test func cousinsUseTheirNearestCommonAncestor() {
    let (root, box) = makeBox()
    let left = LayoutNode(debugLabel: "left"), right = LayoutNode(debugLabel: "right")
    let a = LayoutNode(debugLabel: "a"), b = LayoutNode(debugLabel: "b")
    box.addSubview(left)
    box.addSubview(right)
    left.addSubview(a)
    right.addSubview(b)
    left.snp.makeConstraints { make in make.left.top.bottom.equalToSuperview(); make.width.equalTo(100) }
    right.snp.makeConstraints { make in make.right.top.bottom.equalToSuperview(); make.width.equalTo(100) }
    a.snp.makeConstraints { make in make.left.top.equalToSuperview().offset(20); make.size.equalTo(20) }
    b.snp.makeConstraints { make in
        // In box's space a.centerX = 30, so b.centerX = 150 in box, 50 in `right`.
        make.centerX.equalTo(a).multipliedBy(5)
        make.top.equalToSuperview()
        make.size.equalTo(10)
    }
    root.layoutIfNeeded()
    #expect(b.frame == Rect(x: 45, y: 0, width: 10, height: 10))
}

@Test func unmultipliedAndRootLevelConstraintsAreUnchanged() {
    let (root, box) = makeBox()
    let dot = LayoutNode(debugLabel: "dot")
    box.addSubview(dot)
    dot.snp.makeConstraints { make in
        make.centerX.equalToSuperview()
        make.top.equalToSuperview().offset(5)
        make.size.equalTo(10)
    }
    let half = LayoutNode(debugLabel: "half")
    root.addSubview(half)
    half.snp.makeConstraints { make in
        make.centerX.equalToSuperview().multipliedBy(0.5)   // root bounds: 0.5 × 200 = 100
        make.top.equalToSuperview()
        make.size.equalTo(20)
    }
    root.layoutIfNeeded()
    #expect(dot.frame == Rect(x: 95, y: 5, width: 10, height: 10))
    #expect(half.frame == Rect(x: 90, y: 0, width: 20, height: 20))
}

@Test func multiplierFollowsTheSuperviewWhenItMoves() {
    let (root, box) = makeBox()
    let dot = LayoutNode(debugLabel: "dot")
    box.addSubview(dot)
    dot.snp.makeConstraints { make in
        make.centerX.equalToSuperview().multipliedBy(0.5)
        make.top.equalToSuperview()
        make.size.equalTo(20)
    }
    root.layoutIfNeeded()
    #expect(dot.frame.x == 40)
    // Moving the box does not move the dot inside it (its position is in the box's bounds).
    box.snp.updateConstraints { make in make.left.equalToSuperview().offset(160) }
    root.layoutIfNeeded()
    #expect(box.frame.x == 160)
    #expect(dot.frame.x == 40)
}
