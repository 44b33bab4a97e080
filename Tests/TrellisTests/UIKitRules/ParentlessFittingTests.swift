import Testing
import Trellis

// UIKit's rule for `systemLayoutSizeFitting(_:withHorizontalFittingPriority:verticalFittingPriority:)`
// (UIView documentation, "Sizing a view"): the view being fitted gets temporary width and
// height constraints at the given priorities; its current frame is not a constraint. A
// UITableViewCell being sized has no superview and a 0 × 0 (or 320 × 44) frame.

/// A parentless 375 × 0 cell with one child pinned `top 8`, `bottom -8`, and `height`
/// given by `constrainHeight`.
private func fittedCellHeight(_ constrainHeight: (ConstraintMaker, LayoutNode) -> Void) -> Double {
    let cell = LayoutNode(debugLabel: "cell")
    let image = LayoutNode(debugLabel: "image")
    cell.addSubview(image)
    image.snp.makeConstraints { make in
        make.top.equalToSuperview().offset(8)
        make.bottom.equalToSuperview().offset(-8)
        make.leading.trailing.equalToSuperview()
        constrainHeight(make, cell)
    }
    return cell.systemLayoutSizeFitting(Size(width: 375, height: 0), withHorizontalFittingPriority: .required,
                                        verticalFittingPriority: .fittingSizeLevel).height
}

@Test func parentlessCellFitsAConstrainedChildHeight() {
    // 8 + 180 + 8 = 196 (UIKit: the child's required height wins over the fitting target 0).
    #expect(fittedCellHeight { make, _ in make.height.equalTo(180) } == 196)
    // `>= 180`: the fitting priority 50 pulls the height down to the minimum, 196.
    #expect(fittedCellHeight { make, _ in make.height.greaterThanOrEqualTo(180) } == 196)
    // `height == cell.width * 0.5` at the fitted width 375: 8 + 187.5 + 8 = 203.5.
    #expect(fittedCellHeight { make, cell in make.height.equalTo(cell.snp.width).multipliedBy(0.5) } == 203.5)
}

@Test func parentlessCellFitsItsOwnHeightConstraint() {
    let cell = LayoutNode(debugLabel: "cell")
    cell.snp.makeConstraints { make in make.height.equalTo(100) }
    // A required constraint on the fitted view itself beats the fitting target: 100.
    let size = cell.systemLayoutSizeFitting(Size(width: 375, height: 0), withHorizontalFittingPriority: .required,
                                            verticalFittingPriority: .fittingSizeLevel)
    #expect(size == Size(width: 375, height: 100))
}

@Test func parentlessFittingLeavesTheFrameAndLaterLayoutIntact() {
    let cell = LayoutNode(debugLabel: "cell")
    let image = LayoutNode(debugLabel: "image")
    cell.addSubview(image)
    image.snp.makeConstraints { make in
        make.edges.equalToSuperview().inset(8)
        make.height.equalTo(180)
    }
    let size = cell.systemLayoutSizeFitting(Size(width: 375, height: 0), withHorizontalFittingPriority: .required,
                                            verticalFittingPriority: .fittingSizeLevel)
    #expect(size.height == 196)
    #expect(cell.frame == .zero)   // fitting does not move frames (UIKit)
    // Then the table view gives the cell its row height and lays it out.
    cell.frame = Rect(x: 0, y: 0, width: 375, height: size.height)
    cell.layoutIfNeeded()
    #expect(image.frame == Rect(x: 8, y: 8, width: 359, height: 180))
    #expect(cell.layoutConflicts.isEmpty)
}

@Test func fittingTwiceAtDifferentWidthsFollowsTheWidth() {
    let cell = LayoutNode(debugLabel: "cell")
    let image = LayoutNode(debugLabel: "image")
    cell.addSubview(image)
    image.snp.makeConstraints { make in
        make.edges.equalToSuperview()
        make.height.equalTo(image.snp.width).multipliedBy(0.5)
    }
    func fit(_ width: Double) -> Double {
        cell.systemLayoutSizeFitting(Size(width: width, height: 0), withHorizontalFittingPriority: .required,
                                     verticalFittingPriority: .fittingSizeLevel).height
    }
    #expect(fit(320) == 160)
    #expect(fit(414) == 207)
    #expect(fit(320) == 160)
}
