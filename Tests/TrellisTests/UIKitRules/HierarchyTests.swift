import Testing
import Trellis

// UIView's subview order (back to front) and lookup rules, from the UIView documentation.

private func makeParent() -> (LayoutNode, [LayoutNode]) {
    let parent = LayoutNode(debugLabel: "parent")
    let children = (0..<3).map { LayoutNode(debugLabel: "c\($0)") }
    for child in children { parent.addSubview(child) }
    return (parent, children)
}

private func labels(_ node: LayoutNode) -> [String] { node.subviews.map(\.displayName) }

@Test func subviewOrderCalls() {
    let (parent, c) = makeParent()
    let extra = LayoutNode(debugLabel: "x")
    parent.insertSubview(extra, belowSubview: c[1])
    #expect(labels(parent) == ["c0", "x", "c1", "c2"])
    parent.insertSubview(extra, aboveSubview: c[2])
    #expect(labels(parent) == ["c0", "c1", "c2", "x"])
    parent.sendSubviewToBack(extra)
    #expect(labels(parent) == ["x", "c0", "c1", "c2"])
    parent.bringSubviewToFront(c[0])
    #expect(labels(parent) == ["x", "c1", "c2", "c0"])
    parent.exchangeSubview(at: 0, withSubviewAt: 3)
    #expect(labels(parent) == ["c0", "c1", "c2", "x"])
    // Out-of-range indices and strangers change nothing.
    parent.exchangeSubview(at: 0, withSubviewAt: 9)
    parent.bringSubviewToFront(LayoutNode())
    #expect(labels(parent) == ["c0", "c1", "c2", "x"])
    // A sibling that is not a subview: the node is appended.
    let other = LayoutNode(debugLabel: "o")
    parent.insertSubview(other, belowSubview: LayoutNode())
    #expect(labels(parent) == ["c0", "c1", "c2", "x", "o"])
}

@Test func reorderingKeepsConstraintsAndFrames() {
    let (parent, c) = makeParent()
    parent.frame = Rect(x: 0, y: 0, width: 100, height: 100)
    for (index, child) in c.enumerated() {
        child.snp.makeConstraints { make in
            make.top.equalToSuperview().offset(Double(index) * 10)
            make.leading.equalToSuperview()
            make.size.equalTo(10)
        }
    }
    parent.layoutIfNeeded()
    parent.bringSubviewToFront(c[0])
    parent.layoutIfNeeded()
    #expect(c[0].frame == Rect(x: 0, y: 0, width: 10, height: 10))
    #expect(c[2].frame == Rect(x: 0, y: 20, width: 10, height: 10))
}

@Test func viewWithTagSearchesDepthFirstFromSelf() {
    let (parent, c) = makeParent()
    let deep = LayoutNode(debugLabel: "deep")
    c[0].addSubview(deep)
    deep.tag = 7
    c[1].tag = 7
    parent.tag = 1
    #expect(parent.viewWithTag(1) === parent)
    #expect(parent.viewWithTag(7) === deep)   // c0's subtree comes before c1
    #expect(parent.viewWithTag(42) == nil)
    #expect(deep.isDescendant(of: parent) && !parent.isDescendant(of: deep))
}

@Test func forcedSemanticContentFlipsLeading() {
    let root = LayoutNode(debugLabel: "root")
    root.frame = Rect(x: 0, y: 0, width: 200, height: 50)
    let item = LayoutNode(debugLabel: "item")
    root.addSubview(item)
    item.snp.makeConstraints { make in
        make.leading.equalToSuperview().offset(10)
        make.top.equalToSuperview()
        make.size.equalTo(20)
    }
    root.semanticContentAttribute = .forceRightToLeft
    root.layoutIfNeeded()
    // Right to left: leading is the right edge, 10 points in: x = 200 - 10 - 20.
    #expect(item.frame.x == 170)
    root.semanticContentAttribute = .playback
    root.layoutIfNeeded()
    #expect(item.frame.x == 10)
}

@Test func readableContentGuideCapsTheWidth() {
    // UIKit at the default text size: the readable guide is the margins guide on a phone,
    // 672 points wide and centred on an iPad in landscape.
    let phone = LayoutNode(debugLabel: "phone")
    phone.frame = Rect(x: 0, y: 0, width: 375, height: 100)
    let guideOnPhone = phone.readableContentGuide
    phone.layoutIfNeeded()
    #expect(guideOnPhone.layoutFrame == Rect(x: 8, y: 8, width: 359, height: 84))
    let pad = LayoutNode(debugLabel: "pad")
    pad.frame = Rect(x: 0, y: 0, width: 1024, height: 100)
    let guideOnPad = pad.readableContentGuide
    pad.layoutIfNeeded()
    #expect(guideOnPad.layoutFrame == Rect(x: 176, y: 8, width: 672, height: 84))
}

@Test func keyboardLayoutGuideFollowsTheKeyboardHeight() {
    let screen = LayoutNode(debugLabel: "screen")
    screen.frame = Rect(x: 0, y: 0, width: 390, height: 844)
    screen.safeAreaInsets = EdgeInsets(top: 47, left: 0, bottom: 34, right: 0)
    let bar = LayoutNode(debugLabel: "bar")
    screen.addSubview(bar)
    bar.snp.makeConstraints { make in
        make.leading.trailing.equalToSuperview()
        make.bottom.equalTo(screen.keyboardLayoutGuide.snp.top)
        make.height.equalTo(50)
    }
    screen.layoutIfNeeded()
    // Keyboard down: the guide's top is the safe area's bottom, 844 - 34.
    #expect(bar.frame == Rect(x: 0, y: 760, width: 390, height: 50))
    screen.keyboardHeight = 336
    screen.layoutIfNeeded()
    #expect(bar.frame == Rect(x: 0, y: 458, width: 390, height: 50))
    screen.keyboardHeight = .nan   // rejected: counts as no keyboard
    screen.layoutIfNeeded()
    #expect(bar.frame.y == 760)
}

@Test func compileOnlyPropertiesAreAccepted() {
    let node = LayoutNode()
    node.translatesAutoresizingMaskIntoConstraints = false
    node.preservesSuperviewLayoutMargins = true
    node.insetsLayoutMarginsFromSafeArea = false
    node.directionalLayoutMargins = DirectionalEdgeInsets(top: 4, leading: 4, bottom: 4, trailing: 4)
    node.alpha = 0.5
    node.clipsToBounds = true
    node.isHidden = true
    #expect(!node.translatesAutoresizingMaskIntoConstraints && node.alpha == 0.5 && node.clipsToBounds)
}
