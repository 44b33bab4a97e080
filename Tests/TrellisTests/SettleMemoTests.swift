import Testing
import Trellis

// The natural-width pass of two-pass layout is remembered per target (NaturalPassMemo):
// laying out or fitting again at a known size skips resetting wrapped content to its natural
// width. These tests check that the remembered path gives what a fresh tree gives, and that
// every change that could widen or narrow the content forgets it.

/// Glyphs of 10 × 20 points wrapped greedily; the width is that of the widest line.
private struct Glyphs: LayoutContent {
    var count: Int
    var isHeightForWidth: Bool { true }
    func measure(proposedWidth: Double?) -> ContentMeasurement {
        let perLine = max(1, Int(((proposedWidth ?? Double(count) * 10) / 10).rounded(.down)))
        let lines = (count + perLine - 1) / perLine
        return ContentMeasurement(size: Size(width: Double(min(count, perLine)) * 10, height: Double(lines) * 20))
    }
}

/// A bubble around wrapped text, at most `width - 50` wide and as tall as the text; returns the cell, the text and
/// the handle of the bubble's trailing limit.
private func makeBubble(glyphs: Int) -> (cell: LayoutNode, text: LayoutNode, limit: Constraint) {
    let cell = LayoutNode(debugLabel: "cell"), bubble = LayoutNode(debugLabel: "bubble"), text = LayoutNode(debugLabel: "text")
    cell.addSubview(bubble)
    bubble.addSubview(text)
    text.content = Glyphs(count: glyphs)
    var limit: Constraint!
    bubble.snp.makeConstraints { make in
        make.top.leading.equalToSuperview().offset(10)
        limit = make.trailing.lessThanOrEqualToSuperview().offset(-40).constraint
        make.bottom.lessThanOrEqualToSuperview().offset(-10)
    }
    text.snp.makeConstraints { make in make.edges.equalToSuperview().inset(5) }
    return (cell, text, limit)
}

private func fit(_ cell: LayoutNode, _ width: Double) -> Size {
    cell.systemLayoutSizeFitting(Size(width: width, height: 0), withHorizontalFittingPriority: .required,
                                 verticalFittingPriority: .fittingSizeLevel)
}

private func layout(_ cell: LayoutNode, _ width: Double, _ height: Double = 400) {
    cell.frame = Rect(x: 0, y: 0, width: width, height: height)
    cell.layoutIfNeeded()
}

@Test func fittingAtRevisitedWidthsMatchesFreshNodes() {
    let (cell, _, _) = makeBubble(glyphs: 50)
    for width in [300.0, 200, 300, 150, 700, 200, 300, 700, 150, 150, 300] {
        let fresh = makeBubble(glyphs: 50).cell
        #expect(fit(cell, width) == fit(fresh, width), "width \(width)")
    }
}

@Test func wrappedContentShrinkWrapsAndGrowsBackAtRevisitedFrames() {
    let (cell, text, _) = makeBubble(glyphs: 50)
    // Column 300 - 60 = 240: 24 glyphs a line, widest line 240, 3 lines.
    layout(cell, 300)
    #expect(text.frame.size == Size(width: 240, height: 60))
    // 195 - 60 = 135: 13 a line, widest 130 (shrink-wrapped), 4 lines.
    layout(cell, 195)
    #expect(text.frame.size == Size(width: 130, height: 80))
    // More room: grows back to one line of 500.
    layout(cell, 1000)
    #expect(text.frame.size == Size(width: 500, height: 20))
    // Revisited frames (the remembered path) agree with the first visits.
    for _ in 0..<2 {
        layout(cell, 195)
        #expect(text.frame.size == Size(width: 130, height: 80))
        layout(cell, 300)
        #expect(text.frame.size == Size(width: 240, height: 60))
        layout(cell, 1000)
        #expect(text.frame.size == Size(width: 500, height: 20))
    }
}

@Test func rememberedWidthsAreForgottenWhenInputsChange() {
    let (cell, text, limit) = makeBubble(glyphs: 50)
    _ = fit(cell, 300)
    _ = fit(cell, 1000)
    layout(cell, 300)
    layout(cell, 1000)
    // A constant that gives the content more room, at a remembered width.
    limit.update(offset: -10)
    #expect(fit(cell, 300).height == 10 + 5 + 40 + 5 + 10)           // column 270: 27 a line, 2 lines (not 3)
    layout(cell, 300)
    #expect(text.frame.size == Size(width: 270, height: 40))
    // Less room again.
    limit.update(offset: -140)
    #expect(fit(cell, 300).height == 10 + 5 + 80 + 5 + 10)           // column 140: 14 a line, 4 lines
    layout(cell, 300)
    #expect(text.frame.size == Size(width: 140, height: 80))
    // New content at a remembered width.
    text.content = Glyphs(count: 5)
    #expect(fit(cell, 300).height == 10 + 5 + 20 + 5 + 10)
    layout(cell, 300)
    #expect(text.frame.size == Size(width: 50, height: 20))
    text.content = Glyphs(count: 50)
    layout(cell, 300)
    #expect(text.frame.size == Size(width: 140, height: 80))
    // Everything agrees with a fresh tree holding the same constraints.
    let fresh = makeBubble(glyphs: 50)
    fresh.limit.update(offset: -140)
    #expect(fit(cell, 1000) == fit(fresh.cell, 1000))
    #expect(fit(cell, 300) == fit(fresh.cell, 300))
}
