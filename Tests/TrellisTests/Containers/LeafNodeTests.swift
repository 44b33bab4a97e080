import Testing
import Trellis
import TrellisText

// Intrinsic sizes of the leaf nodes, from UIKit's rules: UIImageView's intrinsic size is its
// image's size in points (nil image: none); UIButton's is its content (title + image +
// spacing) plus contentEdgeInsets, hugging 250 / compression 750; UITextView (scrolling off)
// is its text wrapped inside textContainerInset (8, 0, 8, 0) and lineFragmentPadding 5 per
// side; a scrolling one has no intrinsic size. Text widths come from TrellisText (checked
// against HarfBuzz in TrellisTextTests); the rules combine them.

private func root(_ child: LayoutNode, width: Double = 375, _ constraints: (ConstraintMaker) -> Void) -> LayoutNode {
    let screen = LayoutNode(frame: Rect(x: 0, y: 0, width: width, height: 667))
    screen.addSubview(child)
    child.snp.makeConstraints(constraints)
    screen.layoutIfNeeded()
    return screen
}

@Test func imageSizeInPointsIsTheIntrinsicSize() throws {
    let image = try #require(Image(pixelWidth: 120, pixelHeight: 90, scale: 3))
    let node = ImageNode(image: image)
    _ = root(node) { make in make.top.leading.equalToSuperview().offset(10) }
    // 120 x 90 pixels at @3x = 40 x 30 points.
    #expect(node.frame == Rect(x: 10, y: 10, width: 40, height: 30))
    #expect(node.intrinsicContentSize == Size(width: 40, height: 30))
    node.image = nil
    // No image: no intrinsic size in either dimension (UIImageView reports noIntrinsicMetric).
    #expect(node.intrinsicContentSize == Size(width: LayoutNode.noIntrinsicMetric, height: LayoutNode.noIntrinsicMetric))
    #expect(node.imageRect == nil)
    #expect(Image(pixelWidth: 10, pixelHeight: 10, scale: 0) == nil)
    #expect(Image(size: Size(width: .nan, height: 1)) == nil)
}

@Test func contentModesPlaceTheImage() throws {
    // A 200 x 100 image in a 100 x 100 view.
    let image = try #require(Image(size: Size(width: 200, height: 100)))
    let node = ImageNode(image: image)
    _ = root(node) { make in
        make.top.leading.equalToSuperview()
        make.size.equalTo(100)
    }
    let expected: [(ContentMode, Rect)] = [
        (.scaleToFill, Rect(x: 0, y: 0, width: 100, height: 100)),        // stretched
        (.scaleAspectFit, Rect(x: 0, y: 25, width: 100, height: 50)),     // scale 0.5, letterboxed
        (.scaleAspectFill, Rect(x: -50, y: 0, width: 200, height: 100)),  // scale 1, cropped sides
        (.center, Rect(x: -50, y: 0, width: 200, height: 100)),           // natural size, centred
        (.top, Rect(x: -50, y: 0, width: 200, height: 100)),
        (.bottom, Rect(x: -50, y: 0, width: 200, height: 100)),
        (.left, Rect(x: 0, y: 0, width: 200, height: 100)),
        (.right, Rect(x: -100, y: 0, width: 200, height: 100)),
        (.topLeft, Rect(x: 0, y: 0, width: 200, height: 100)),
        (.bottomRight, Rect(x: -100, y: 0, width: 200, height: 100)),
    ]
    for (mode, rect) in expected {
        node.contentMode = mode
        #expect(node.imageRect == rect, "\(mode)")
    }
    // A small image shows where the vertical modes differ: 20 x 10 in 100 x 100.
    node.image = Image(size: Size(width: 20, height: 10))
    node.frame.size = Size(width: 100, height: 100)
    node.contentMode = .bottomLeft
    #expect(node.imageRect == Rect(x: 0, y: 90, width: 20, height: 10))
    node.contentMode = .top
    #expect(node.imageRect == Rect(x: 40, y: 0, width: 20, height: 10))
    node.contentMode = .scaleAspectFit
    #expect(node.imageRect == Rect(x: 0, y: 25, width: 100, height: 50))
}

@Test func buttonSizeIsTitleImageSpacingAndInsets() throws {
    let font = Font.builtin(size: 17)
    let title = LabelContent(text: "Send", font: font, numberOfLines: 1).measure(proposedWidth: nil).size
    let icon = try #require(Image(size: Size(width: 24, height: 24)))
    let button = ButtonNode(title: "Send", font: font, image: icon)
    button.imageTitleSpacing = 6
    button.contentEdgeInsets = EdgeInsets(top: 6, left: 12, bottom: 6, right: 12)
    let screen = root(button) { make in make.top.leading.equalToSuperview() }
    screen.displayScale = 0
    screen.layoutIfNeeded()
    // Width: 12 + 24 + 6 + title + 12; height: 6 + max(24, title height) + 6.
    let width = 12 + 24 + 6 + title.width + 12, height = 6 + max(24, title.height) + 6
    #expect(abs(button.frame.width - width) < 1e-9)
    #expect(abs(button.frame.height - height) < 1e-9)
    #expect(button.contentHuggingPriority(for: LayoutAxis.horizontal) == .defaultLow)
    #expect(button.contentCompressionResistancePriority(for: LayoutAxis.vertical) == .defaultHigh)
    // At the intrinsic size the image starts at the left inset and the title after the gap.
    #expect(button.imageRect?.minX == 12)
    #expect(abs((button.titleRect?.minX ?? 0) - 42) < 1e-9)
    // Wider than needed: the pair is centred, as UIButton's default content alignment.
    button.snp.makeConstraints { make in make.width.equalTo(width + 40) }
    screen.layoutIfNeeded()
    #expect(abs((button.imageRect?.minX ?? 0) - 32) < 1e-9)
}

@Test func buttonWithoutTitleOrImageIsItsInsets() {
    let button = ButtonNode(frame: .zero)
    button.contentEdgeInsets = EdgeInsets(top: 4, left: 8, bottom: 4, right: 8)
    _ = root(button) { make in make.top.leading.equalToSuperview() }
    #expect(button.frame.size == Size(width: 16, height: 8))
    #expect(button.titleRect == nil)
}

@Test func nonScrollingTextViewGrowsWithItsText() {
    let font = Font.builtin(size: 17)
    let text = String(repeating: "The quick brown fox jumps over the lazy dog. ", count: 4)
    let view = TextViewNode(text: text, font: font, isScrollEnabled: false)
    let screen = root(view, width: 320) { make in
        make.top.equalToSuperview()
        make.leading.trailing.equalToSuperview().inset(10)
    }
    screen.displayScale = 0
    screen.layoutIfNeeded()
    // 300 wide; the text wraps at 300 - 2 × 5 = 290 and the view is its height + 8 + 8.
    let wrapped = LabelContent(text: text, font: font, numberOfLines: 0, lineBreakMode: .byWordWrapping)
        .measure(proposedWidth: 290).size
    #expect(view.frame.width == 300)
    #expect(abs(view.frame.height - (wrapped.height + 16)) < 1e-9)
    #expect(wrapped.height > 3 * 17)   // several lines
    #expect(view.textRect == Rect(x: 5, y: 8, width: 290, height: view.frame.height - 16))
    // Scrolling: no intrinsic height, so only constraints size it (here: none -> zero).
    view.isScrollEnabled = true
    #expect(view.intrinsicContentSize.height == LayoutNode.noIntrinsicMetric)
}

@Test func emptyTextViewIsOneLineTall() {
    let font = Font.builtin(size: 17)
    let view = TextViewNode(text: "", font: font, isScrollEnabled: false)
    let screen = root(view) { make in make.top.leading.equalToSuperview() }
    screen.displayScale = 0
    screen.layoutIfNeeded()
    // UITextView keeps one line for the caret: the font's line height + 16; width is the padding.
    let line = LabelContent(text: " ", font: font).measure(proposedWidth: nil).size.height
    #expect(abs(view.frame.height - (line + 16)) < 1e-9)
    #expect(view.frame.width == 10)
}

@Test func fixedSizeNodeReportsItsSize() {
    let toggle = FixedSizeNode(size: Size(width: 51, height: 31))
    _ = root(toggle) { make in make.center.equalToSuperview() }
    // UISwitch's 51 x 31, centred in 375 x 667: origin (162, 318).
    #expect(toggle.frame == Rect(x: 162, y: 318, width: 51, height: 31))
    toggle.size = Size(width: .infinity, height: 20)   // no width: the node has only a height
    #expect(toggle.intrinsicContentSize == Size(width: LayoutNode.noIntrinsicMetric, height: 20))
}
