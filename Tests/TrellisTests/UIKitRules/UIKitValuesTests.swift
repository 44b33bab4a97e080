import Testing
import Trellis

// UILayoutPriority's and NSLayoutConstraint's documented values and behaviour.

@Test func prioritiesReadLikeUILayoutPriority() {
    #expect(LayoutPriority.required.rawValue == 1000)
    #expect(LayoutPriority(rawValue: 999) == .required - 1)
    #expect((LayoutPriority.defaultHigh + 1).rawValue == 751)
    #expect(LayoutPriority.dragThatCanResizeScene.rawValue == 510)
    #expect(LayoutPriority.sceneSizeStayPut.rawValue == 500)
    #expect(LayoutPriority.dragThatCannotResizeScene.rawValue == 490)
    #expect(LayoutPriority.defaultLow < .defaultHigh && LayoutPriority.fittingSizeLevel.rawValue == 50)
}

@Test func constraintConstantAndPriorityAreSettable() {
    let root = LayoutNode(debugLabel: "root")
    root.frame = Rect(x: 0, y: 0, width: 200, height: 200)
    let box = LayoutNode(debugLabel: "box")
    root.addSubview(box)
    var height: Constraint?
    box.snp.makeConstraints { make in
        make.top.leading.equalToSuperview()
        make.width.equalTo(50)
        height = make.height.equalTo(40).labeled("boxHeight").constraint
    }
    root.layoutIfNeeded()
    let lc = height!.layoutConstraints[0]
    #expect(lc.identifier == "boxHeight")
    lc.constant = 70   // NSLayoutConstraint.constant = 70
    root.layoutIfNeeded()
    #expect(box.frame.height == 70)
    lc.constant = .infinity   // rejected, state kept
    root.layoutIfNeeded()
    #expect(box.frame.height == 70)
    // A lower-priority height loses to a required one added later.
    lc.setPriority(.defaultHigh)
    box.snp.makeConstraints { make in make.height.equalTo(30) }
    root.layoutIfNeeded()
    #expect(box.frame.height == 30)
    #expect(lc.priority == .defaultHigh)
}

@Test func centerIsTheFramesMidpoint() {
    let node = LayoutNode(frame: Rect(x: 10, y: 20, width: 40, height: 60))
    #expect(node.center == Point(x: 30, y: 50))
    node.center = Point(x: 100, y: 100)
    #expect(node.frame == Rect(x: 80, y: 70, width: 40, height: 60))
}

@Test func threeXScreensSnapToThirdsAndTwoXToHalves() {
    // UIKit rounds frames to the pixel grid: 1/3 point at 3x, 1/2 point at 2x.
    func layout(scale: Double) -> Rect {
        let root = LayoutNode(debugLabel: "root")
        root.frame = Rect(x: 0, y: 0, width: 100, height: 100)
        root.displayScale = scale
        let child = LayoutNode(debugLabel: "child")
        root.addSubview(child)
        child.snp.makeConstraints { make in
            make.leading.equalToSuperview().offset(27.4)
            make.top.equalToSuperview().offset(47.1)
            make.width.equalTo(10.2)
            make.height.equalTo(10)
        }
        root.layoutIfNeeded()
        return child.frame
    }
    // 2x: 27.4 → 27.5, 47.1 → 47.0, right edge 37.6 → 37.5.
    #expect(layout(scale: 2) == Rect(x: 27.5, y: 47, width: 10, height: 10))
    // 3x: 27.4 → 82.2 px → 82/3; right edge 37.6 → 112.8 px → 113/3.
    let third = layout(scale: 3)
    #expect(abs(third.x - 82.0 / 3) < 1e-9 && abs(third.width - 31.0 / 3) < 1e-9 && third.y == 47)
}
