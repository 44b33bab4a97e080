import Testing
import Trellis

/// Text-like content: `count` glyphs of 10 × 20 points, wrapped greedily at the proposed
/// width; baselines at 16 from the top of the first line and of the last line.
struct WrappingText: LayoutContent {
    var count: Int
    var isHeightForWidth: Bool { true }

    func measure(proposedWidth: Double?) -> ContentMeasurement {
        let natural = Double(count) * 10
        let perLine = max(1, Int(((proposedWidth ?? natural) / 10).rounded(.down)))
        let lines = max(1, (count + perLine - 1) / perLine)
        let width = Double(min(count, perLine)) * 10
        return ContentMeasurement(size: Size(width: width, height: Double(lines) * 20),
                                  firstBaseline: 16, lastBaseline: Double(lines - 1) * 20 + 16)
    }
}

@Test func intrinsicSizeWithHuggingAndCompressionResistance() {
    let root = makeRoot(width: 300, height: 100)
    let left = LayoutNode(debugLabel: "left"), right = LayoutNode(debugLabel: "right")
    root.addSubview(left)
    root.addSubview(right)
    left.content = FixedContent(size: Size(width: 100, height: 20))
    right.content = FixedContent(size: Size(width: 100, height: 20))
    right.setContentHuggingPriority(LayoutPriority(251), for: .horizontal)
    left.snp.makeConstraints { make in
        make.left.top.equalToSuperview()
    }
    right.snp.makeConstraints { make in
        make.left.equalTo(left.snp.right)
        make.right.top.equalToSuperview()
    }
    root.layoutIfNeeded()
    // The lower hugging priority (left, 250) stretches; the higher one keeps its size.
    #expect(left.frame == Rect(x: 0, y: 0, width: 200, height: 20))
    #expect(right.frame == Rect(x: 200, y: 0, width: 100, height: 20))
    #expect(root.ambiguousLayoutItems().isEmpty)
    // Too little room: the lower compression resistance gives way.
    root.frame.size.width = 150
    left.setContentCompressionResistancePriority(LayoutPriority(749), for: .horizontal)
    root.layoutIfNeeded()
    #expect(left.frame.width == 50)
    #expect(right.frame == Rect(x: 50, y: 0, width: 100, height: 20))
}

@Test func equalHuggingIsReportedAmbiguous() {
    let root = makeRoot(width: 300, height: 100)
    let left = LayoutNode(debugLabel: "left"), right = LayoutNode(debugLabel: "right")
    root.addSubview(left)
    root.addSubview(right)
    left.content = FixedContent(size: Size(width: 100, height: 20))
    right.content = FixedContent(size: Size(width: 100, height: 20))
    left.snp.makeConstraints { make in make.left.top.equalToSuperview() }
    right.snp.makeConstraints { make in
        make.left.equalTo(left.snp.right)
        make.right.top.equalToSuperview()
    }
    root.layoutIfNeeded()
    let ambiguous = root.ambiguousLayoutItems()
    #expect(ambiguous.map(\.item.displayName).sorted() == ["left", "right"])
    #expect(ambiguous.allSatisfy { $0.axes == [.horizontal] })
    #expect(left.hasAmbiguousLayout)
}

@Test func missingConstraintsAreAmbiguousPerAxis() {
    let root = makeRoot()
    let box = LayoutNode(debugLabel: "box")
    root.addSubview(box)
    box.snp.makeConstraints { make in
        make.left.equalToSuperview().offset(10)
        make.width.equalTo(50)
        make.height.equalTo(20)
    }
    root.layoutIfNeeded()
    let entries = root.ambiguousLayoutItems()
    #expect(entries.count == 1)
    #expect(entries.first?.axes == [.vertical])
    #expect(entries.first?.freeValues == ["top"])
    #expect(entries.first?.description == "box: vertical (top)")
}

@Test func twoPassHeightForWidthContent() {
    let root = makeRoot(width: 200, height: 400)
    let label = LayoutNode(debugLabel: "label")
    root.addSubview(label)
    label.content = WrappingText(count: 45)   // 450 points on one line
    label.snp.makeConstraints { make in
        make.top.left.equalToSuperview().offset(10)
        make.right.lessThanOrEqualToSuperview().offset(-10)
    }
    root.layoutIfNeeded()
    // 180 points wide: 18 glyphs a line, 3 lines.
    #expect(label.frame == Rect(x: 10, y: 10, width: 180, height: 60))
    // Wider container: re-measured at the new width, no stale height.
    root.frame.size.width = 320
    root.layoutIfNeeded()
    #expect(label.frame == Rect(x: 10, y: 10, width: 300, height: 40))
    // Shorter text: hugs its natural width on one line.
    label.content = WrappingText(count: 5)
    root.layoutIfNeeded()
    #expect(label.frame == Rect(x: 10, y: 10, width: 50, height: 20))
}

@Test func baselinesComeFromContent() {
    let root = makeRoot(width: 400, height: 200)
    let title = LayoutNode(debugLabel: "title"), detail = LayoutNode(debugLabel: "detail")
    root.addSubview(title)
    root.addSubview(detail)
    title.content = WrappingText(count: 50)
    detail.content = FixedContent(size: Size(width: 40, height: 30), firstBaseline: 24, lastBaseline: 24)
    title.snp.makeConstraints { make in
        make.top.left.equalToSuperview()
        make.width.equalTo(200)
    }
    detail.snp.makeConstraints { make in
        make.left.equalTo(title.snp.right).offset(8)
        make.firstBaseline.equalTo(title.snp.lastBaseline)
    }
    root.layoutIfNeeded()
    // title: 20 glyphs a line, 3 lines, last baseline at 56; detail's baseline (24) on it.
    #expect(title.frame == Rect(x: 0, y: 0, width: 200, height: 60))
    #expect(detail.frame == Rect(x: 208, y: 32, width: 40, height: 30))
    detail.snp.remakeConstraints { make in
        make.left.equalTo(title.snp.right).offset(8)
        make.lastBaseline.equalTo(title.snp.firstBaseline)
    }
    root.layoutIfNeeded()
    #expect(detail.frame.minY == 16 - 24)
}

@Test func safeAreaAndMarginsGuides() {
    let screen = makeRoot(width: 390, height: 844, label: "screen")
    screen.safeAreaInsets = EdgeInsets(top: 47, left: 0, bottom: 34, right: 0)
    screen.directionalLayoutMargins = DirectionalEdgeInsets(top: 0, leading: 16, bottom: 0, trailing: 20)
    let bar = LayoutNode(debugLabel: "bar"), body = LayoutNode(debugLabel: "body")
    screen.addSubview(bar)
    screen.addSubview(body)
    bar.snp.makeConstraints { make in
        make.top.equalToSuperview { $0.safeAreaLayoutGuide }
        make.left.right.equalToSuperview()
        make.height.equalTo(44)
    }
    body.snp.makeConstraints { make in
        make.top.equalTo(bar.snp.bottom)
        make.leading.trailing.equalTo(screen.layoutMarginsGuide)
        make.bottom.equalTo(screen.safeAreaLayoutGuide)
    }
    screen.layoutIfNeeded()
    #expect(bar.frame == Rect(x: 0, y: 47, width: 390, height: 44))
    #expect(body.frame == Rect(x: 16, y: 91, width: 354, height: 719))
    #expect(screen.safeAreaLayoutGuide.layoutFrame == Rect(x: 0, y: 47, width: 390, height: 763))
    // Insets change in place.
    screen.safeAreaInsets = EdgeInsets(top: 20, left: 0, bottom: 0, right: 0)
    screen.semanticLayoutDirection = .rightToLeft
    screen.layoutIfNeeded()
    #expect(bar.frame.minY == 20)
    #expect(body.frame == Rect(x: 20, y: 64, width: 354, height: 780))
}

@Test func marginAttributesFrameLevel() {
    let root = makeRoot(width: 200, height: 100)
    root.layoutMargins = EdgeInsets(top: 4, left: 10, bottom: 6, right: 30)
    let inner = LayoutNode()
    root.addSubview(inner)
    inner.snp.makeConstraints { make in make.edges.equalTo(root.snp.margins) }
    root.layoutIfNeeded()
    #expect(inner.frame == Rect(x: 10, y: 4, width: 160, height: 90))
    let centered = LayoutNode()
    root.addSubview(centered)
    centered.snp.makeConstraints { make in
        make.center.equalTo(root.snp.centerWithinMargins)
        make.size.equalTo(10)
    }
    root.layoutIfNeeded()
    #expect(centered.frame == Rect(x: 85, y: 44, width: 10, height: 10))
}

/// A chat-like cell: avatar, name, wrapping text, time; 15 constraints.
func makeCell(textLength: Int) -> (cell: LayoutNode, text: LayoutNode) {
    let cell = LayoutNode(debugLabel: "cell")
    let avatar = LayoutNode(debugLabel: "avatar"), name = LayoutNode(debugLabel: "name")
    let text = LayoutNode(debugLabel: "text"), time = LayoutNode(debugLabel: "time")
    for node in [avatar, name, text, time] { cell.addSubview(node) }
    name.content = FixedContent(size: Size(width: 80, height: 16))
    time.content = FixedContent(size: Size(width: 40, height: 12))
    text.content = WrappingText(count: textLength)
    avatar.snp.makeConstraints { make in
        make.leading.top.equalToSuperview().offset(8)
        make.size.equalTo(40)
    }
    name.snp.makeConstraints { make in
        make.leading.equalTo(avatar.snp.trailing).offset(8)
        make.top.equalTo(avatar)
        make.trailing.lessThanOrEqualToSuperview().offset(-8)
    }
    text.snp.makeConstraints { make in
        make.leading.equalTo(name)
        make.top.equalTo(name.snp.bottom).offset(4)
        make.trailing.lessThanOrEqualToSuperview().offset(-8)
    }
    time.snp.makeConstraints { make in
        make.trailing.equalToSuperview().offset(-8)
        make.top.equalTo(text.snp.bottom).offset(4)
        make.bottom.equalToSuperview().offset(-8)
    }
    return (cell, text)
}

@Test func systemLayoutSizeFittingCompressedAndExpanded() {
    let (cell, text) = makeCell(textLength: 60)
    let size = cell.systemLayoutSizeFitting(Size(width: 320, height: 0), withHorizontalFittingPriority: .required,
                                            verticalFittingPriority: .fittingSizeLevel)
    // Text column: 320 - 56 - 8 = 256 wide -> 25 glyphs a line, 3 lines = 60.
    #expect(size == Size(width: 320, height: 8 + 16 + 4 + 60 + 4 + 12 + 8))
    // Repeated calls reuse the prepared solver and agree.
    for _ in 0..<3 {
        #expect(cell.systemLayoutSizeFitting(Size(width: 320, height: 0), withHorizontalFittingPriority: .required,
                                             verticalFittingPriority: .fittingSizeLevel) == size)
    }
    // Narrower width -> more lines.
    let narrow = cell.systemLayoutSizeFitting(Size(width: 200, height: 0), withHorizontalFittingPriority: .required,
                                              verticalFittingPriority: .fittingSizeLevel)
    // 136 points: 13 glyphs a line, 5 lines.
    #expect(narrow.height == 8 + 16 + 4 + 100 + 4 + 12 + 8)
    // Content change is seen by fitting.
    text.content = WrappingText(count: 10)
    let short = cell.systemLayoutSizeFitting(Size(width: 320, height: 0), withHorizontalFittingPriority: .required,
                                             verticalFittingPriority: .fittingSizeLevel)
    #expect(short.height == 8 + 16 + 4 + 20 + 4 + 12 + 8)
    // Both compressed: the narrowest width the constraints allow (avatar + name).
    let compressed = cell.systemLayoutSizeFitting(.layoutFittingCompressedSize)
    #expect(compressed.width == 8 + 40 + 8 + 100 + 8)
    // Fitting never touches frames.
    #expect(cell.frame == .zero)
    // And layout agrees with fitting.
    cell.frame = Rect(x: 0, y: 0, width: 320, height: short.height)
    cell.layoutIfNeeded()
    #expect(text.frame == Rect(x: 56, y: 28, width: 100, height: 20))
    #expect(cell.ambiguousLayoutItems().isEmpty)
}

@Test func fittingANodeThatIsNotARoot() {
    let screen = makeRoot(width: 400, height: 800)
    let (cell, _) = makeCell(textLength: 60)
    screen.addSubview(cell)
    let size = cell.systemLayoutSizeFitting(Size(width: 320, height: 0), withHorizontalFittingPriority: .required,
                                            verticalFittingPriority: .fittingSizeLevel)
    #expect(size == Size(width: 320, height: 112))
}
