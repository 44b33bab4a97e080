import Testing
import Trellis

// StackNode against UIStackView's documented rules (UIStackView reference, "Distribution" and
// "Alignment"). Each arranged view has a fixed intrinsic size; the stack is the root at a
// fixed frame, so every expected frame below follows from the rule alone.

private func box(_ width: Double, _ height: Double, _ label: String) -> LayoutNode {
    let node = LayoutNode(debugLabel: label)
    node.content = FixedContent(size: Size(width: width, height: height))
    return node
}

private func makeStack(
    _ axis: LayoutAxis, _ sizes: [(Double, Double)], frame: Rect, spacing: Double = 0
) -> (StackNode, [LayoutNode]) {
    let views = sizes.enumerated().map { box($0.element.0, $0.element.1, "v\($0.offset)") }
    let stack = StackNode(arrangedSubviews: views)
    stack.axis = axis
    stack.spacing = spacing
    stack.frame = frame
    return (stack, views)
}

@Test func fillEquallySplitsTheLengthLessSpacing() {
    let (stack, v) = makeStack(.horizontal, [(30, 20), (40, 30), (50, 40)],
                               frame: Rect(x: 0, y: 0, width: 320, height: 50), spacing: 10)
    stack.distribution = .fillEqually
    stack.layoutIfNeeded()
    // (320 - 2 × 10) / 3 = 100 each; alignment .fill stretches every view to the stack's 50.
    #expect(v[0].frame == Rect(x: 0, y: 0, width: 100, height: 50))
    #expect(v[1].frame == Rect(x: 110, y: 0, width: 100, height: 50))
    #expect(v[2].frame == Rect(x: 220, y: 0, width: 100, height: 50))
}

@Test func hiddenViewsCollapseWithTheirSpacing() {
    let (stack, v) = makeStack(.horizontal, [(30, 20), (40, 30), (50, 40)],
                               frame: Rect(x: 0, y: 0, width: 320, height: 50), spacing: 10)
    stack.distribution = .fillEqually
    v[1].isHidden = true
    stack.layoutIfNeeded()
    // Two visible views and one gap: (320 - 10) / 2 = 155; the second starts at 155 + 10.
    #expect(v[0].frame == Rect(x: 0, y: 0, width: 155, height: 50))
    #expect(v[2].frame == Rect(x: 165, y: 0, width: 155, height: 50))
}

@Test func equalSpacingKeepsIntrinsicLengthsAndCenterAlignment() {
    let (stack, v) = makeStack(.horizontal, [(30, 20), (40, 30), (50, 40)],
                               frame: Rect(x: 0, y: 0, width: 320, height: 50))
    stack.distribution = .equalSpacing
    stack.alignment = .center
    stack.layoutIfNeeded()
    // Views keep 30, 40, 50; the two gaps share 320 - 120 = 200 (100 each).
    // Centre alignment: y = (50 - height) / 2.
    #expect(v[0].frame == Rect(x: 0, y: 15, width: 30, height: 20))
    #expect(v[1].frame == Rect(x: 130, y: 10, width: 40, height: 30))
    #expect(v[2].frame == Rect(x: 270, y: 5, width: 50, height: 40))
}

@Test func fillStretchesTheViewWithTheLowestHugging() {
    let (stack, v) = makeStack(.horizontal, [(30, 20), (40, 30), (50, 40)],
                               frame: Rect(x: 0, y: 0, width: 320, height: 50), spacing: 10)
    stack.alignment = .top
    v[0].setContentHuggingPriority(.defaultHigh, for: .horizontal)
    v[1].setContentHuggingPriority(.defaultHigh, for: .horizontal)
    stack.layoutIfNeeded()
    // .fill: the low-hugging third view takes the slack: 320 - 30 - 40 - 2 × 10 = 230.
    // .top alignment keeps each intrinsic height at y = 0.
    #expect(v[0].frame == Rect(x: 0, y: 0, width: 30, height: 20))
    #expect(v[1].frame == Rect(x: 40, y: 0, width: 40, height: 30))
    #expect(v[2].frame == Rect(x: 90, y: 0, width: 230, height: 40))
}

@Test func fillProportionallyUsesIntrinsicLengths() {
    let (stack, v) = makeStack(.vertical, [(10, 20), (10, 30), (10, 50)],
                               frame: Rect(x: 0, y: 0, width: 60, height: 200))
    stack.distribution = .fillProportionally
    stack.layoutIfNeeded()
    // Intrinsic heights 20 : 30 : 50 of 100, scaled to 200: 40, 60, 100; .fill gives width 60.
    #expect(v[0].frame == Rect(x: 0, y: 0, width: 60, height: 40))
    #expect(v[1].frame == Rect(x: 0, y: 40, width: 60, height: 60))
    #expect(v[2].frame == Rect(x: 0, y: 100, width: 60, height: 100))
}

@Test func arrangedListFollowsInsertAndRemove() {
    let (stack, v) = makeStack(.horizontal, [(30, 20), (40, 30)],
                               frame: Rect(x: 0, y: 0, width: 320, height: 50))
    let extra = box(10, 10, "x")
    stack.insertArrangedSubview(extra, at: 1)
    #expect(stack.arrangedSubviews.map(\.displayName) == ["v0", "x", "v1"])
    stack.removeArrangedSubview(v[0])
    #expect(stack.arrangedSubviews.map(\.displayName) == ["x", "v1"])
    // UIKit: removeArrangedSubview keeps the view as a subview.
    #expect(stack.subviews.contains { $0 === v[0] })
}

@Test func removingAnArrangedViewFromItsSuperviewLeavesTheArrangement() {
    let (stack, v) = makeStack(.horizontal, [(30, 20), (40, 30), (50, 40)],
                               frame: Rect(x: 0, y: 0, width: 320, height: 50), spacing: 10)
    stack.distribution = .fillEqually
    stack.layoutIfNeeded()
    v[1].removeFromSuperview()
    // UIStackView.h: "when a view in a UIStackView's arrangedSubviews list receives
    // -removeFromSuperview it is also removed from the arrangedSubviews" and the layout
    // updates: two views share 320 − 10, 155 each.
    #expect(stack.arrangedSubviews.map(\.displayName) == ["v0", "v2"])
    stack.layoutIfNeeded()
    #expect(v[0].frame == Rect(x: 0, y: 0, width: 155, height: 50))
    #expect(v[2].frame == Rect(x: 165, y: 0, width: 155, height: 50))
}
