import Testing
import Trellis

/// A root of 400 × 300 at scale 1.
func makeRoot(width: Double = 400, height: Double = 300, label: String = "root") -> LayoutNode {
    let root = LayoutNode(debugLabel: label)
    root.frame = Rect(x: 0, y: 0, width: width, height: height)
    return root
}

@Test func seedSnippetCompilesVerbatimAndLaysOut() {
    let contentView = makeRoot(width: 320, height: 200, label: "contentView")
    let textView = LayoutNode(debugLabel: "textView")
    contentView.addSubview(textView)
    textView.snp.makeConstraints { make in
        make.top.equalTo(contentView).offset(15)
        make.width.equalTo(100)
        make.left.equalTo(contentView).offset(15)
        make.bottom.equalTo(contentView).offset(-15)
    }
    contentView.layoutIfNeeded()
    #expect(textView.frame == Rect(x: 15, y: 15, width: 100, height: 170))
    #expect(contentView.layoutConflicts.isEmpty)
    #expect(contentView.ambiguousLayoutItems().isEmpty)
}

@Test func edgesInsetAndNestedFramesAreRelativeToSuperview() {
    let root = makeRoot()
    let card = LayoutNode(debugLabel: "card")
    let badge = LayoutNode(debugLabel: "badge")
    root.addSubview(card)
    card.addSubview(badge)
    card.snp.makeConstraints { make in make.edges.equalToSuperview().inset(EdgeInsets(top: 10, left: 20, bottom: 30, right: 40)) }
    badge.snp.makeConstraints { make in
        make.right.bottom.equalToSuperview().offset(-5)
        make.size.equalTo(Size(width: 16, height: 12))
    }
    root.layoutIfNeeded()
    #expect(card.frame == Rect(x: 20, y: 10, width: 340, height: 260))
    #expect(badge.frame == Rect(x: 319, y: 243, width: 16, height: 12))
}

@Test func everyAttributeLeftToRight() {
    let root = makeRoot()
    root.layoutMargins = EdgeInsets(top: 5, left: 6, bottom: 7, right: 8)
    let a = LayoutNode(debugLabel: "a"), b = LayoutNode(debugLabel: "b"), c = LayoutNode(debugLabel: "c")
    for node in [a, b, c] { root.addSubview(node) }
    a.snp.makeConstraints { make in
        make.leading.equalToSuperview().offset(10)
        make.top.equalToSuperview().offset(20)
        make.width.equalTo(50)
        make.height.equalTo(a.snp.width).dividedBy(2)
    }
    b.snp.makeConstraints { make in
        make.leading.equalTo(a.snp.trailing).offset(4)
        make.centerY.equalTo(a)
        make.width.equalTo(a).multipliedBy(2)
        make.height.equalTo(10)
    }
    c.snp.makeConstraints { make in
        make.trailing.equalTo(root.snp.trailingMargin)
        make.bottom.equalTo(root.snp.bottomMargin)
        make.centerX.lessThanOrEqualTo(1000)
        make.width.height.equalTo(30)
    }
    root.layoutIfNeeded()
    #expect(a.frame == Rect(x: 10, y: 20, width: 50, height: 25))
    #expect(b.frame == Rect(x: 64, y: 27.5 - 0.0, width: 100, height: 10) || b.frame == Rect(x: 64, y: 28, width: 100, height: 10))
    #expect(c.frame == Rect(x: 400 - 8 - 30, y: 300 - 7 - 30, width: 30, height: 30))
}

@Test func leadingAndTrailingFlipInRightToLeft() {
    let root = makeRoot()
    root.semanticLayoutDirection = .rightToLeft
    let a = LayoutNode(debugLabel: "a"), b = LayoutNode(debugLabel: "b")
    root.addSubview(a)
    root.addSubview(b)
    a.snp.makeConstraints { make in
        make.leading.equalToSuperview().offset(10)
        make.top.equalToSuperview()
        make.size.equalTo(50)
    }
    b.snp.makeConstraints { make in
        make.leading.equalTo(a.snp.trailing).offset(8)
        make.trailing.equalToSuperview().inset(20)
        make.top.bottom.equalTo(a)
    }
    root.layoutIfNeeded()
    #expect(a.effectiveLayoutDirection == .rightToLeft)
    #expect(a.frame == Rect(x: 340, y: 0, width: 50, height: 50))
    #expect(b.frame == Rect(x: 20, y: 0, width: 312, height: 50))
    // Switch back: the same constraints lay out left to right.
    root.semanticLayoutDirection = .leftToRight
    root.layoutIfNeeded()
    #expect(a.frame == Rect(x: 10, y: 0, width: 50, height: 50))
    #expect(b.frame == Rect(x: 68, y: 0, width: 312, height: 50))
}

@Test func directionalInsetsFollowDirection() {
    for direction in [LayoutDirection.leftToRight, .rightToLeft] {
        let root = makeRoot()
        root.semanticLayoutDirection = direction
        let child = LayoutNode()
        root.addSubview(child)
        child.snp.makeConstraints { make in
            make.directionalEdges.equalToSuperview().inset(DirectionalEdgeInsets(top: 1, leading: 10, bottom: 2, trailing: 30))
        }
        root.layoutIfNeeded()
        let expectedX: Double = direction == .leftToRight ? 10 : 30
        #expect(child.frame == Rect(x: expectedX, y: 1, width: 360, height: 297))
    }
}

@Test func pixelSnappingFollowsDisplayScale() {
    let root = makeRoot(width: 100, height: 100)
    let row = (0..<3).map { _ in LayoutNode() }
    for node in row { root.addSubview(node) }
    for (index, node) in row.enumerated() {
        node.snp.makeConstraints { make in
            make.top.bottom.equalToSuperview()
            make.width.equalToSuperview().dividedBy(3)
            if index == 0 { make.left.equalToSuperview() } else { make.left.equalTo(row[index - 1].snp.right) }
        }
    }
    root.displayScale = 1
    root.layoutIfNeeded()
    #expect(row.map(\.frame.minX) == [0, 33, 67])
    #expect(row.map(\.frame.width) == [33, 34, 33])
    root.displayScale = 2
    root.layoutIfNeeded()
    #expect(row.map(\.frame.minX) == [0, 33.5, 66.5])
    #expect(row.map(\.frame.width) == [33.5, 33, 33.5])
    root.displayScale = 3
    root.layoutIfNeeded()
    let third: Double = 100.0 / 3
    let snappedThird: Double = (third * 3).rounded() / 3
    #expect(row.allSatisfy { abs($0.frame.width - snappedThird) < 1e-9 })
    #expect(abs(row[1].solvedFrame.minX - 100.0 / 3) < 1e-9)
}

@Test func constantChangeThroughHandleRelayouts() {
    let root = makeRoot()
    let child = LayoutNode()
    root.addSubview(child)
    var top: Constraint?
    child.snp.makeConstraints { make in
        top = make.top.equalToSuperview().offset(10).constraint
        make.left.equalToSuperview()
        make.size.equalTo(20)
    }
    root.layoutIfNeeded()
    #expect(child.frame.minY == 10)
    top?.update(offset: 42)
    root.layoutIfNeeded()
    #expect(child.frame.minY == 42)
    top?.update(inset: 7)
    root.layoutIfNeeded()
    #expect(child.frame.minY == 7)
    root.frame.size = Size(width: 200, height: 100)
    child.snp.updateConstraints { make in make.top.equalToSuperview().offset(3) }
    root.layoutIfNeeded()
    #expect(child.frame == Rect(x: 0, y: 3, width: 20, height: 20))
}

@Test func addingAndRemovingSubtreesAfterLayout() {
    let root = makeRoot()
    let a = LayoutNode(debugLabel: "a")
    root.addSubview(a)
    a.snp.makeConstraints { make in make.edges.equalToSuperview().inset(10) }
    root.layoutIfNeeded()
    let b = LayoutNode(debugLabel: "b")
    let inner = LayoutNode(debugLabel: "inner")
    b.addSubview(inner)
    inner.snp.makeConstraints { make in make.center.equalToSuperview(); make.size.equalTo(10) }
    b.snp.prepareConstraints { make in make.edges.equalTo(a).inset(5) }.forEach { $0.activate() }
    a.addSubview(b)
    root.layoutIfNeeded()
    #expect(b.frame == Rect(x: 5, y: 5, width: 370, height: 270))
    #expect(inner.frame == Rect(x: 180, y: 130, width: 10, height: 10))
    b.removeFromSuperview()
    root.layoutIfNeeded()
    #expect(a.frame == Rect(x: 10, y: 10, width: 380, height: 280))
    // The removed subtree lays out on its own as a root.
    b.frame = Rect(x: 0, y: 0, width: 50, height: 50)
    b.layoutIfNeeded()
    #expect(inner.frame == Rect(x: 20, y: 20, width: 10, height: 10))
    // And rejoins.
    a.addSubview(b)
    root.layoutIfNeeded()
    #expect(inner.frame == Rect(x: 180, y: 130, width: 10, height: 10))
}

@Test func hiddenNodesStillLayOutAsInUIKit() {
    let root = makeRoot()
    let child = LayoutNode()
    root.addSubview(child)
    child.snp.makeConstraints { make in make.edges.equalToSuperview() }
    child.isHidden = true
    root.layoutIfNeeded()
    #expect(child.frame == Rect(x: 0, y: 0, width: 400, height: 300))
}
