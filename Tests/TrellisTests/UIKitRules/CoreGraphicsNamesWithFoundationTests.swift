import Foundation
import Testing
import Trellis

// The same CG names with Foundation imported as well: Trellis re-exports Foundation's own
// declarations, so `CGSize` names one type here (a Trellis-declared `CGSize` would be
// ambiguous with Foundation's in this file).

@Test func cgNamesCompileWithFoundationToo() {
    let cell = cgCell()
    let target = CGSize(width: 375, height: 0)
    let fitted: CGSize = cell.systemLayoutSizeFitting(target)
    #expect(fitted.height == 196)
    let node = LayoutNode(frame: Rect(CGRect(x: 0, y: 0, width: 320, height: 44)))
    #expect(node.cgFrame.size == CGSize(width: 320, height: 44))
    let view = LayoutNode()
    node.addSubview(view)
    view.snp.makeConstraints { make in
        make.size.equalTo(CGSize(width: 20, height: 10))
        make.center.equalToSuperview()
    }
    node.layoutIfNeeded()
    // Centred in 320 × 44: (160 - 10, 22 - 5).
    #expect(view.cgFrame.origin == CGPoint(x: 150, y: 17))
    // The CG-typed overloads of frame and center with Foundation imported too.
    node.frame = CGRect(x: 0, y: 0, width: 200, height: 40)
    node.layoutIfNeeded()
    let origin: CGPoint = view.frame.origin
    let center: CGPoint = view.center
    #expect(origin == CGPoint(x: 90, y: 15) && center == CGPoint(x: 100, y: 20))   // (100 - 10, 20 - 5)
}
