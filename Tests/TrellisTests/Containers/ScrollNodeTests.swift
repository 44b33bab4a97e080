import Testing
import Trellis

// ScrollNode against UIScrollView's documented Auto Layout rules (Auto Layout Guide, "Working
// with Scroll Views"): constraints between the scroll view's edges or margins and its content
// attach to the content area and define contentSize; width, height and centre constraints
// attach to the frame; subviews' frames are in content coordinates and scrolling moves only
// bounds.origin (= contentOffset).

private func block(_ width: Double, _ height: Double, _ label: String) -> LayoutNode {
    let node = LayoutNode(debugLabel: label)
    node.content = FixedContent(size: Size(width: width, height: height))
    return node
}

/// A screen of `width` x 667 with a full-screen scroll node.
private func screenWithScroll(width: Double) -> (LayoutNode, ScrollNode) {
    let screen = LayoutNode(frame: Rect(x: 0, y: 0, width: width, height: 667))
    let scroll = ScrollNode(debugLabel: "scroll")
    screen.addSubview(scroll)
    scroll.snp.makeConstraints { make in make.edges.equalToSuperview() }
    return (screen, scroll)
}

@Test(arguments: [320.0, 375, 414])
func classicRecipeSizesTheContentFromItsSubviews(width: Double) {
    let (screen, scroll) = screenWithScroll(width: width)
    let content = LayoutNode(debugLabel: "content")
    scroll.addSubview(content)
    content.snp.makeConstraints { make in
        make.edges.equalToSuperview()         // edges: the content area
        make.width.equalToSuperview()         // width: the frame
    }
    let header = block(100, 500, "header"), body = block(100, 700, "body")
    content.addSubview(header)
    content.addSubview(body)
    header.snp.makeConstraints { make in
        make.top.equalToSuperview().offset(20)
        make.leading.trailing.equalToSuperview().inset(16)
    }
    body.snp.makeConstraints { make in
        make.top.equalTo(header.snp.bottom).offset(10)
        make.leading.trailing.equalToSuperview().inset(16)
        make.bottom.equalToSuperview().offset(-30)
    }
    screen.layoutIfNeeded()
    // UIKit: the scroll view fills the screen (width x 667); the content view's width equals
    // the frame's, its height is 20 + 500 + 10 + 700 + 30 = 1260, and that is contentSize.
    #expect(scroll.frame == Rect(x: 0, y: 0, width: width, height: 667))
    #expect(scroll.contentSize == Size(width: width, height: 1260))
    #expect(content.frame == Rect(x: 0, y: 0, width: width, height: 1260))
    #expect(body.frame == Rect(x: 16, y: 530, width: width - 32, height: 700))
    #expect(scroll.contentLayoutGuide.layoutFrame == Rect(x: 0, y: 0, width: width, height: 1260))
    #expect(scroll.frameLayoutGuide.layoutFrame == Rect(x: 0, y: 0, width: width, height: 667))
    #expect(scroll.scrollableContentSizeAmbiguity() == nil)
    #expect(screen.layoutConflicts.isEmpty)
}

@Test func edgesToTheScrollNodeDoNotSqueezeTheContent() {
    // SnapKit's example app: `make.edges.equalTo(scrollView)` on an 833-point-wide label in a
    // 375-point scroll view. UIKit keeps the label at 833 and makes contentSize 833 x 20.
    let (screen, scroll) = screenWithScroll(width: 375)
    let label = block(833, 20, "label")
    scroll.addSubview(label)
    label.snp.makeConstraints { make in make.edges.equalTo(scroll) }
    screen.layoutIfNeeded()
    #expect(label.frame == Rect(x: 0, y: 0, width: 833, height: 20))
    #expect(scroll.contentSize == Size(width: 833, height: 20))
    #expect(scroll.frame.width == 375)
}

@Test(arguments: [320.0, 375, 414])
func layoutGuidesRecipe(width: Double) {
    let (screen, scroll) = screenWithScroll(width: width)
    let content = LayoutNode(debugLabel: "content")
    scroll.addSubview(content)
    content.snp.makeConstraints { make in
        make.edges.equalTo(scroll.contentLayoutGuide).inset(12)
        make.width.equalTo(scroll.frameLayoutGuide).offset(-24)
        make.height.equalTo(scroll.frameLayoutGuide).multipliedBy(2)
    }
    screen.layoutIfNeeded()
    // The content is (width - 24) x 1334 with 12 points around it: contentSize is
    // width x 1358, and the content sits at (12, 12) in content coordinates.
    #expect(content.frame == Rect(x: 12, y: 12, width: width - 24, height: 1334))
    #expect(scroll.contentSize == Size(width: width, height: 1358))
}

@Test func marginsOfTheScrollNodeInsetTheContentArea() {
    let (screen, scroll) = screenWithScroll(width: 375)
    scroll.layoutMargins = EdgeInsets(top: 10, left: 20, bottom: 30, right: 40)
    let content = block(200, 300, "content")
    scroll.addSubview(content)
    content.snp.makeConstraints { make in make.edges.equalTo(scroll.snp.margins) }
    screen.layoutIfNeeded()
    // Margins attach to the content area too: the content sits at (20, 10) and the content
    // size adds the margins: 20 + 200 + 40 by 10 + 300 + 30.
    #expect(content.frame == Rect(x: 20, y: 10, width: 200, height: 300))
    #expect(scroll.contentSize == Size(width: 260, height: 340))
}

@Test func centreAndSizeConstraintsAttachToTheFrame() {
    let (screen, scroll) = screenWithScroll(width: 375)
    let badge = LayoutNode(debugLabel: "badge")
    scroll.addSubview(badge)
    badge.snp.makeConstraints { make in
        make.center.equalToSuperview()
        make.width.equalToSuperview().multipliedBy(0.5)
        make.height.equalTo(40)
        make.edges.equalTo(scroll.contentLayoutGuide).priority(.low)
    }
    screen.layoutIfNeeded()
    // Centred in the 375 x 667 frame, half its width: (93.75 → 94 snapped, 313.5 → 314).
    #expect(badge.frame.size == Size(width: 188, height: 40) || badge.frame.size == Size(width: 187, height: 40))
    #expect(abs(badge.frame.midX - 187.5) <= 0.5)
    #expect(abs(badge.frame.midY - 333.5) <= 0.5)
}

/// Counts layout passes, to show a scroll does not lay out.
private final class CountingScroll: ScrollNode {
    var passes = 0
    override func layoutSubviews() {
        super.layoutSubviews()
        passes += 1
    }
}

@Test func offsetMovesOnlyTheBounds() {
    let screen = LayoutNode(frame: Rect(x: 0, y: 0, width: 375, height: 667))
    let scroll = CountingScroll(frame: .zero)
    screen.addSubview(scroll)
    scroll.snp.makeConstraints { make in make.edges.equalToSuperview() }
    let content = block(375, 2000, "content")
    scroll.addSubview(content)
    content.snp.makeConstraints { make in make.edges.equalToSuperview() }
    screen.layoutIfNeeded()
    let passes = scroll.passes
    scroll.contentOffset = Point(x: 0, y: 300)
    // UIKit: bounds.origin is the offset; the subview's frame (content coordinates) is unchanged.
    #expect(scroll.bounds == Rect(x: 0, y: 300, width: 375, height: 667))
    #expect(content.frame == Rect(x: 0, y: 0, width: 375, height: 2000))
    #expect(scroll.frame == Rect(x: 0, y: 0, width: 375, height: 667))
    #expect(scroll.passes == passes)
    scroll.contentOffset = Point(x: .nan, y: 10)   // ignored
    #expect(scroll.contentOffset == Point(x: 0, y: 300))
}

@Test func adjustedContentInsetAddsTheSafeAreaAlongScrollingAxes() {
    let (screen, scroll) = screenWithScroll(width: 375)
    screen.safeAreaInsets = EdgeInsets(top: 47, left: 0, bottom: 34, right: 0)
    let content = block(375, 2000, "content")
    scroll.addSubview(content)
    content.snp.makeConstraints { make in make.edges.equalToSuperview() }
    scroll.contentInset = EdgeInsets(top: 8, left: 0, bottom: 8, right: 0)
    screen.layoutIfNeeded()
    // The scroll node covers the screen, so it inherits the 47/34 safe area. Content 2000 >
    // 667 scrolls vertically: adjusted = 8 + 47 on top, 8 + 34 below (scrollableAxes).
    #expect(scroll.safeAreaInsets == EdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
    #expect(scroll.adjustedContentInset == EdgeInsets(top: 55, left: 0, bottom: 42, right: 0))
    #expect(scroll.minimumContentOffset == Point(x: 0, y: -55))
    // Largest offset: 2000 + 42 - 667 = 1375.
    #expect(scroll.maximumContentOffset == Point(x: 0, y: 1375))
    scroll.contentInsetAdjustmentBehavior = .never
    #expect(scroll.adjustedContentInset == EdgeInsets(top: 8, left: 0, bottom: 8, right: 0))
    scroll.contentInsetAdjustmentBehavior = .always
    #expect(scroll.adjustedContentInset == EdgeInsets(top: 55, left: 0, bottom: 42, right: 0))
    // The keyboard (336 over the scroll node's bottom) covers the home indicator's 34.
    scroll.contentInsetAdjustmentBehavior = .automatic
    scroll.keyboardHeight = 336
    #expect(scroll.adjustedContentInset.bottom == 8 + 336)
}

@Test func shortContentGetsNoVerticalAdjustmentUnlessItBounces() {
    let (screen, scroll) = screenWithScroll(width: 375)
    screen.safeAreaInsets = EdgeInsets(top: 47, left: 0, bottom: 34, right: 0)
    let content = block(375, 100, "content")
    scroll.addSubview(content)
    content.snp.makeConstraints { make in make.edges.equalToSuperview() }
    screen.layoutIfNeeded()
    // 100 < 667 does not scroll: scrollableAxes adds nothing.
    #expect(scroll.adjustedContentInset == .zero)
    scroll.alwaysBounceVertical = true
    #expect(scroll.adjustedContentInset == EdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
}

@Test func missingBottomConstraintIsNamed() {
    let (screen, scroll) = screenWithScroll(width: 375)
    let content = LayoutNode(debugLabel: "content")
    scroll.addSubview(content)
    content.snp.makeConstraints { make in
        make.top.leading.trailing.equalToSuperview()
        make.width.equalToSuperview()
    }
    screen.layoutIfNeeded()
    // Xcode: "Scrollable content size is ambiguous for scroll" (the content's bottom is free).
    let problem = scroll.scrollableContentSizeAmbiguity()
    #expect(problem?.axes == [.vertical])
    #expect(problem?.missing == ["height needs a constraint from the content to scroll.bottom"])
    #expect(problem?.description.hasPrefix("Scrollable content size is ambiguous for \"scroll\"") == true)
}

@Test func missingContentWidthIsNamed() {
    let (screen, scroll) = screenWithScroll(width: 375)
    let content = LayoutNode(debugLabel: "content")
    scroll.addSubview(content)
    content.snp.makeConstraints { make in
        make.edges.equalToSuperview()
        make.height.equalTo(900)
    }
    screen.layoutIfNeeded()
    // All four edges pinned, but nothing gives the content a width: the classic mistake.
    let problem = scroll.scrollableContentSizeAmbiguity()
    #expect(problem?.axes == [.horizontal])
    #expect(problem?.missing == [
        "width needs the content's own width (a width constraint, an intrinsic size, or equal width to scroll.frameLayoutGuide)",
    ])
}

@Test func assignedContentSizeYieldsToConstraints() {
    let (screen, scroll) = screenWithScroll(width: 375)
    scroll.contentSize = Size(width: 375, height: 5000)
    #expect(scroll.contentSize == Size(width: 375, height: 5000))
    screen.layoutIfNeeded()
    // No subviews: the assigned size stands, as a frame-based UIScrollView's does.
    #expect(scroll.contentSize == Size(width: 375, height: 5000))
    let content = block(375, 800, "content")
    scroll.addSubview(content)
    content.snp.makeConstraints { make in make.edges.equalToSuperview() }
    screen.layoutIfNeeded()
    // Constraints that determine the content size win over the assigned one.
    #expect(scroll.contentSize == Size(width: 375, height: 800))
    scroll.contentSize = Size(width: -1, height: 10)   // ignored
    #expect(scroll.contentSize == Size(width: 375, height: 800))
}

/// 1,000 rows of 44 points, for the hosting tests.
private final class Rows: ScrollContentProvider {
    var widths: [Double] = []
    func contentHeight(forWidth width: Double) -> Double {
        widths.append(width)
        return width < 350 ? 1_000 * 60 : 1_000 * 44   // narrow screens wrap each row to 60
    }
    func itemFrames(in rect: Rect) -> [Rect] {
        let height = rect.width < 350 ? 60.0 : 44
        let first = max(0, Int(rect.minY / height)), last = min(999, Int((rect.maxY - 1e-9) / height))
        guard first <= last else { return [] }
        return (first...last).map { Rect(x: 0, y: Double($0) * height, width: rect.width, height: height) }
    }
}

@Test func hostedContentSetsTheContentHeightAtTheSolvedWidth() {
    let (screen, scroll) = screenWithScroll(width: 375)
    let rows = Rows()
    scroll.hostedContent = rows
    screen.layoutIfNeeded()
    #expect(scroll.contentSize == Size(width: 375, height: 44_000))
    #expect(rows.widths.last == 375)
    #expect(scroll.scrollableContentSizeAmbiguity() == nil)
    scroll.contentOffset = Point(x: 0, y: 440)
    // Rows 10 ... 25 intersect 440 ..< 1107.
    let frames = scroll.hostedItemFrames
    #expect(frames.first == Rect(x: 0, y: 440, width: 375, height: 44))
    #expect(frames.count == 16)
    screen.frame.size.width = 320
    screen.layoutIfNeeded()
    #expect(scroll.contentSize == Size(width: 320, height: 60_000))
}
