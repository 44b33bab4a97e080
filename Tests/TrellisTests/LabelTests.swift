import Testing
import Trellis
import TrellisText

private func root(_ width: Double, _ height: Double) -> LayoutNode {
    let node = LayoutNode(debugLabel: "root")
    node.frame = Rect(x: 0, y: 0, width: width, height: height)
    return node
}

@Test func labelIntrinsicSizeComesFromTrellisText() {
    let font = Font.builtin(size: 14)
    let label = Label(text: "Hello, world", font: font)
    let expected = PreparedText("Hello, world", font: font).layout()
    #expect(label.intrinsicContentSize == Size(width: expected.width, height: expected.height))
    // 14 pt Helvetica: ascender 718, descender 207 per 1000 em.
    #expect(abs(label.intrinsicContentSize.height - 12.95) < 1e-9)
    #expect(abs(label.firstBaseline! - 0.718 * 14) < 1e-9)
    label.text = ""
    #expect(label.firstBaseline == nil)
}

@Test func labelBaselinesAlignInDSLLayout() {
    let cell = root(300, 100)
    let big = Label(text: "Big", font: .builtin(size: 30), debugLabel: "big")
    let small = Label(text: "small", font: .builtin(size: 12), debugLabel: "small")
    cell.addSubview(big)
    cell.addSubview(small)
    big.snp.makeConstraints { make in make.top.leading.equalToSuperview().offset(10) }
    small.snp.makeConstraints { make in
        make.leading.equalTo(big.snp.trailing).offset(8)
        make.firstBaseline.equalTo(big.snp.firstBaseline)
    }
    cell.layoutIfNeeded()
    let bigBaseline = big.frame.minY + big.firstBaseline!
    let smallBaseline = small.frame.minY + small.firstBaseline!
    #expect(abs(bigBaseline - smallBaseline) <= 1)   // frames are snapped to whole points
    #expect(abs(bigBaseline - (10 + 0.718 * 30)) <= 0.5)
}

@Test func wrappedLabelShrinkWrapsToWidestLineInDSLLayout() {
    let cell = root(200, 300)
    let text = "The quick brown fox jumps over the lazy dog again and again"
    let label = Label(text: text, font: .builtin(size: 14), numberOfLines: 0, debugLabel: "label")
    cell.addSubview(label)
    label.snp.makeConstraints { make in
        make.top.leading.equalToSuperview().offset(10)
        make.trailing.lessThanOrEqualToSuperview().offset(-30)
    }
    cell.layoutIfNeeded()
    let expected = PreparedText(text, font: .builtin(size: 14)).layout(maxWidth: 160)
    #expect(expected.lines.count > 1)
    #expect(expected.width < 160)
    #expect(label.frame.height == expected.height.rounded())
    #expect(label.frame.width == expected.width.rounded())   // the widest line, not 160
    #expect(label.textLayout.lines.map(\.range) == expected.lines.map(\.range))
    // Given more room, the label grows back.
    cell.frame.size.width = 1000
    cell.layoutIfNeeded()
    let single = PreparedText(text, font: .builtin(size: 14)).layout()
    #expect(label.frame.width == single.width.rounded())
    #expect(label.frame.height == single.height.rounded())
}

@Test func labelHeightForWidthInFittingSize() {
    let cell = LayoutNode(debugLabel: "cell")
    let label = Label(text: String(repeating: "word ", count: 40), font: .builtin(size: 14), numberOfLines: 0)
    cell.addSubview(label)
    label.snp.makeConstraints { make in make.edges.equalToSuperview().inset(8) }
    let fitted = cell.systemLayoutSizeFitting(Size(width: 200, height: 0), withHorizontalFittingPriority: .required,
                                              verticalFittingPriority: .fittingSizeLevel)
    let expected = PreparedText(String(repeating: "word ", count: 40), font: .builtin(size: 14)).layout(maxWidth: 184)
    #expect(abs(fitted.height - (expected.height + 16)) < 1e-6)
    #expect(fitted.width == 200)
}

@Test func numberOfLinesTruncatesWithEllipsisOrClips() {
    let text = String(repeating: "truncate me ", count: 20)
    let label = Label(text: text, font: .builtin(size: 14), numberOfLines: 2)
    let size = label.labelContent.measure(proposedWidth: 100).size
    let oneLine = PreparedText("x", font: .builtin(size: 14)).layout().height
    #expect(abs(size.height - 2 * oneLine) < 1e-9)
    let truncated = label.labelContent.textLayout(maxWidth: 100)
    #expect(truncated.lines.count == 2)
    #expect(truncated.isTruncated)
    label.lineBreakMode = .byClipping
    let clipped = label.labelContent.textLayout(maxWidth: 100)
    #expect(clipped.lines.count == 2)
    #expect(!clipped.isTruncated)
    #expect(abs(clipped.height - 2 * oneLine) < 1e-9)
    label.numberOfLines = 0
    #expect(label.labelContent.textLayout(maxWidth: 100).lines.count > 2)
}

@Test func preparedLayoutMatchesTheNodeEngine() throws {
    func build() -> (LayoutNode, LayoutNode, LayoutNode) {
        let cell = LayoutNode(debugLabel: "cell"), bubble = LayoutNode(debugLabel: "bubble")
        let text = LayoutNode(debugLabel: "text")
        cell.addSubview(bubble)
        bubble.addSubview(text)
        bubble.snp.makeConstraints { make in
            make.top.leading.equalToSuperview().offset(10)
            make.bottom.equalToSuperview().offset(-10)
            make.height.greaterThanOrEqualTo(40)
        }
        text.snp.makeConstraints { make in
            make.top.equalToSuperview().offset(10)
            make.leading.equalToSuperview().offset(20)
            make.trailing.equalToSuperview().offset(-20)
            make.bottom.lessThanOrEqualToSuperview().offset(-10)
        }
        return (cell, bubble, text)
    }
    let (cell, bubble, text) = build()
    text.content = FixedContent(size: Size(width: 50, height: 10))
    var prepared = PreparedLayout(root: cell, width: 375, sizedNodes: [text], readNodes: [bubble, text])
    for (w, h) in [(50.0, 10.0), (120, 60), (30, 5)] {
        prepared.setSize(Size(width: w, height: h), ofSized: 0)
        let (c2, b2, t2) = build()
        t2.content = FixedContent(size: Size(width: w, height: h))
        c2.frame = Rect(x: 0, y: 0, width: 375, height: 500)   // a cell starts with some frame, as in UIKit
        let height = c2.systemLayoutSizeFitting(Size(width: 375, height: 0), withHorizontalFittingPriority: .required,
                                                verticalFittingPriority: .fittingSizeLevel).height
        #expect(abs(prepared.height - height) < 1e-9)
        c2.frame = Rect(x: 0, y: 0, width: 375, height: height)
        c2.layoutIfNeeded()
        #expect(prepared.frame(ofRead: 0) == b2.frame)
        let t = prepared.frame(ofRead: 1)
        #expect(t == Rect(x: b2.frame.minX + t2.frame.minX, y: b2.frame.minY + t2.frame.minY, width: t2.frame.width, height: t2.frame.height))
    }
    #expect(prepared.frame(ofRead: 0) == Rect(x: 10, y: 10, width: 70, height: 40))
    #expect(prepared.height == 60)
    try prepared.setWidth(200)
    #expect(prepared.width == 200)
    // Bad input is a typed error and changes nothing; handles come from the node, not a position.
    #expect(throws: PreparedLayoutError.nonFinite(.infinity)) { try prepared.setWidth(.infinity) }
    #expect(prepared.width == 200)
    let textHandle = try #require(prepared.sizedNode(text)), bubbleHandle = try #require(prepared.readNode(bubble))
    #expect(prepared.sizedNode(bubble) == nil)
    #expect(throws: PreparedLayoutError.nonFinite(.infinity)) { try prepared.setSize(Size(width: .infinity, height: 1), of: textHandle) }
    #expect(try prepared.frame(of: bubbleHandle) == prepared.frame(ofRead: 0))
    _ = bubble
}
