import Testing
import Trellis

// UIKit's built-in views are subclassed the way UIView is (UIView documentation,
// "Subclassing notes"): the engine reads an overridden intrinsicContentSize, and
// layoutSubviews() runs once the subviews have their frames. Trellis's built-in nodes are
// `open` for the same code.

private final class CountingStack: StackNode {
    var firstArrangedFrame: Rect?
    override func layoutSubviews() {
        super.layoutSubviews()
        firstArrangedFrame = arrangedSubviews.first?.frame
    }
}

private final class PaddedButton: ButtonNode {
    override var intrinsicContentSize: Size {
        let size = super.intrinsicContentSize
        return Size(width: size.width + 20, height: size.height)
    }
}

private final class SquareImage: ImageNode {
    override var intrinsicContentSize: Size { Size(width: 30, height: 30) }
}

private final class Dot: FixedSizeNode {
    init() { super.init(size: Size(width: 12, height: 12)) }
}

private final class WatchedTextView: TextViewNode {
    var seenFrame: Rect?
    override func layoutSubviews() {
        super.layoutSubviews()
        seenFrame = frame
    }
}

@Test func builtInNodesAreSubclassedLikeUIKitViews() {
    let root = LayoutNode(frame: Rect(x: 0, y: 0, width: 300, height: 400))
    root.displayScale = 0   // exact frames, so the button's width is its size plus 20 exactly
    let stack = CountingStack(arrangedSubviews: [FixedSizeNode(size: Size(width: 40, height: 20)),
                                                 FixedSizeNode(size: Size(width: 60, height: 20))])
    stack.spacing = 10
    let button = PaddedButton(title: "Send", font: .builtin(size: 15))
    let plain = ButtonNode(title: "Send", font: .builtin(size: 15))
    let image = SquareImage(image: nil)
    let dot = Dot()
    let textView = WatchedTextView(text: "Hi", font: .builtin(size: 12), isScrollEnabled: false)
    for node in [stack, button, image, dot, textView] as [LayoutNode] { root.addSubview(node) }
    stack.snp.makeConstraints { make in make.top.leading.equalToSuperview() }
    button.snp.makeConstraints { make in make.top.equalTo(stack.snp.bottom); make.leading.equalToSuperview() }
    image.snp.makeConstraints { make in make.top.equalTo(button.snp.bottom); make.leading.equalToSuperview() }
    dot.snp.makeConstraints { make in make.top.equalTo(image.snp.bottom); make.leading.equalToSuperview() }
    textView.snp.makeConstraints { make in
        make.top.equalTo(dot.snp.bottom)
        make.leading.trailing.equalToSuperview()
    }
    root.layoutIfNeeded()
    // A horizontal stack: 40 + 10 + 60 wide, 20 tall; layoutSubviews saw its arranged frames.
    #expect(stack.frame == Rect(x: 0, y: 0, width: 110, height: 20))
    #expect(stack.firstArrangedFrame == Rect(x: 0, y: 0, width: 40, height: 20))
    // The override's 20 extra points, over the same button's own size.
    #expect(button.frame.width == plain.intrinsicContentSize.width + 20)
    #expect(image.frame.size == Size(width: 30, height: 30))
    #expect(dot.frame.size == Size(width: 12, height: 12))
    // The text view's layoutSubviews ran after its frame was written.
    #expect(textView.seenFrame == textView.frame && textView.frame.width == 300)
}

private final class CountingNode: LayoutNode {
    var updates = 0
    var height: Double = 10
    override func updateConstraints() {
        updates += 1
        snp.remakeConstraints { make in
            make.top.leading.equalToSuperview()
            make.width.equalTo(10)
            make.height.equalTo(height)
        }
        super.updateConstraints()
    }
}

@Test func updateConstraintsIfNeededRunsPendingUpdatesOnce() {
    // UIView.updateConstraintsIfNeeded(): runs updateConstraints() for views that asked
    // (setNeedsUpdateConstraints), once, without laying out; layoutIfNeeded() then lays out.
    let root = LayoutNode(frame: Rect(x: 0, y: 0, width: 100, height: 100))
    let node = CountingNode()
    root.addSubview(node)
    node.setNeedsUpdateConstraints()
    root.layoutIfNeeded()
    #expect(node.updates == 1 && node.frame.height == 10)
    let first = node.updates
    node.height = 30
    node.setNeedsUpdateConstraints()
    #expect(node.needsUpdateConstraints)
    root.updateConstraintsIfNeeded()
    #expect(node.updates == first + 1 && !node.needsUpdateConstraints)
    #expect(node.frame.height == 10)   // not laid out yet
    root.updateConstraintsIfNeeded()
    #expect(node.updates == first + 1)   // nothing pending: not run again
    root.layoutIfNeeded()
    #expect(node.frame.height == 30 && node.updates == first + 1)
}
