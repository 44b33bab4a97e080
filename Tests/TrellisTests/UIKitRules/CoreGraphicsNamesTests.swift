import Testing
import Trellis   // alone: CGSize, CGRect, CGPoint and CGFloat come re-exported

// The CG names a port keeps compile with `import Trellis` alone (this file) and with
// Foundation imported too (CoreGraphicsNamesWithFoundationTests.swift). UIKit's rule for the
// frames: a 15 pt-inset content view in a 375-wide cell whose child is 180 tall fits at
// 8 + 180 + 8 = 196.

/// A cell as UITableView sizes it: child pinned top 8, bottom -8, height 180.
func cgCell() -> LayoutNode {
    let cell = LayoutNode(debugLabel: "cell")
    let child = LayoutNode(debugLabel: "child")
    cell.addSubview(child)
    child.snp.makeConstraints { make in
        make.top.equalToSuperview().offset(8)
        make.bottom.equalToSuperview().offset(-8)
        make.leading.trailing.equalToSuperview().inset(CGFloat(15))
        make.height.equalTo(180)
    }
    return cell
}

@Test func cgNamesCompileWithTrellisAlone() {
    let cell = cgCell()
    let fitted: CGSize = cell.systemLayoutSizeFitting(CGSize(width: 375, height: 0),
                                                      withHorizontalFittingPriority: .required,
                                                      verticalFittingPriority: .fittingSizeLevel)
    #expect(fitted == CGSize(width: 375, height: 196))
    cell.cgFrame = CGRect(x: 0, y: 0, width: 375, height: fitted.height)
    cell.layoutIfNeeded()
    let childFrame: CGRect = cell.subviews[0].cgFrame
    #expect(childFrame == CGRect(x: 15, y: 8, width: 345, height: 180))
    #expect(Rect(childFrame) == cell.subviews[0].frame && Point(CGPoint(x: 15, y: 8)) == cell.subviews[0].frame.origin)
    // Trellis's own types keep the unadorned calls: `.zero` and `Size(...)` are not ambiguous.
    // (Nothing holds the width when compressed: only the height, 196, is decided.)
    let plain: Size = cell.systemLayoutSizeFitting(.zero)
    #expect(plain.height == 196)
}
