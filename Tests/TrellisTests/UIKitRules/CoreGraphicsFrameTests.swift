import Testing
import Trellis   // alone: the CG-typed frame, bounds, center and intrinsicContentSize come with it

// UIKit code keeps its CG types on a node's geometry: `view.frame = CGRect(...)`,
// `let s: CGSize = view.frame.size`, `let p: CGPoint = view.center`. Frames follow UIKit's
// rules: a 196-tall cell (8 + 180 + 8) laid out at 375 wide puts its 15-inset child at
// (15, 8, 345, 180), centre (15 + 345/2, 8 + 180/2) = (187.5, 98).

/// A UIView subclass as ported code writes it, setting frames in CG types in layoutSubviews.
final class CGBadgeView: LayoutNode {
    let dot = LayoutNode(debugLabel: "dot")

    override init(frame: Rect) {
        super.init(frame: frame)
        addSubview(dot)
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        // UIKit: the dot 8 x 8 at the top-right corner, 2 pt in from each edge.
        let size: CGSize = bounds.size
        dot.frame = CGRect(x: size.width - 10, y: 2, width: 8, height: 8)
    }
}

@Test func frameTakesACGRectAndGivesCGValuesWhereAsked() {
    let cell = cgCell()
    cell.frame = CGRect(x: 0, y: 0, width: 375, height: 196)
    cell.layoutIfNeeded()
    let child = cell.subviews[0]
    let size: CGSize = child.frame.size
    let origin: CGPoint = child.frame.origin
    let center: CGPoint = child.center
    let bounds: CGRect = child.bounds
    #expect(size == CGSize(width: 345, height: 180))
    #expect(origin == CGPoint(x: 15, y: 8))
    #expect(center == CGPoint(x: 187.5, y: 98))
    #expect(bounds == CGRect(x: 0, y: 0, width: 345, height: 180))
    // Without a CG context the node's own Double geometry is chosen.
    let plainFrame = child.frame
    #expect(plainFrame == Rect(x: 15, y: 8, width: 345, height: 180))
    #expect(child.frame.width == 345.0)
    #expect([child].map(\.frame) == [Rect(x: 15, y: 8, width: 345, height: 180)])
}

@Test func centerAndIntrinsicSizeInCGTypes() {
    let node = LayoutNode(frame: Rect(x: 0, y: 0, width: 40, height: 20))
    node.center = CGPoint(x: 100, y: 50)   // UIKit: origin = centre - size / 2 = (80, 40)
    #expect(node.frame == Rect(x: 80, y: 40, width: 40, height: 20))
    let label = Label()
    label.text = "Hi"
    let intrinsic: CGSize = label.intrinsicContentSize
    #expect(Size(intrinsic) == label.intrinsicContentSize)
    #expect(intrinsic.width > 0 && intrinsic.height > 0)
    let fits: CGSize = label.sizeThatFits(CGSize(width: 200, height: 100))
    #expect(Size(fits) == label.sizeThatFits(Size(width: 200, height: 100)))
}

@Test func layoutSubviewsSetsACGFrame() {
    let badge = CGBadgeView(frame: Rect(x: 0, y: 0, width: 60, height: 30))
    badge.layoutIfNeeded()
    // 60 - 10 = 50: the dot sits at (50, 2), 8 x 8.
    #expect(badge.dot.frame == Rect(x: 50, y: 2, width: 8, height: 8))
}
