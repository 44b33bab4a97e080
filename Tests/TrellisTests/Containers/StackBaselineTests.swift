import Testing
import Trellis

// Baselines handed to a descendant (UIView's `forFirstBaselineLayout` / `forLastBaselineLayout`).
// UIKit's documented rules: a constraint on `view.firstBaseline` uses the baseline of the view
// `forFirstBaselineLayout` returns (whose default is `forLastBaselineLayout`, whose default is
// the view itself); a vertical stack's first baseline is its first visible arranged view's and
// its last baseline its last visible one's. A horizontal `.firstBaseline` row puts every first
// baseline on one line, as high as it fits (the line sits max(first baseline) below the top);
// `.lastBaseline` the same from the bottom (see StackMatrixTests for the derivation).
// Frames are superview-relative and unsnapped.

private func box(_ width: Double, _ height: Double, baseline: Double?, _ label: String) -> LayoutNode {
    let node = LayoutNode(debugLabel: label)
    node.content = FixedContent(size: Size(width: width, height: height), firstBaseline: baseline, lastBaseline: baseline)
    return node
}

private func unsnappedRoot() -> LayoutNode {
    let root = LayoutNode(frame: Rect(x: 0, y: 0, width: 400, height: 400))
    root.displayScale = 0
    return root
}

private func close(_ a: Rect, _ b: Rect) -> Bool {
    abs(a.minX - b.minX) < 1e-6 && abs(a.minY - b.minY) < 1e-6
        && abs(a.width - b.width) < 1e-6 && abs(a.height - b.height) < 1e-6
}

/// A row of `a` (40×20, baseline 15) and a column of `b` (60×30, baseline 24) over `c`
/// (50×16, baseline 12), 4 apart, leading-aligned; the row 8 apart, pinned at the root's corner.
private struct Scene {
    let root = unsnappedRoot()
    let a = box(40, 20, baseline: 15, "a")
    let b = box(60, 30, baseline: 24, "b")
    let c = box(50, 16, baseline: 12, "c")
    let column: StackNode
    let row: StackNode

    init(alignment: StackAlignment) {
        column = StackNode(arrangedSubviews: [b, c])
        column.axis = .vertical
        column.alignment = .leading
        column.spacing = 4
        row = StackNode(arrangedSubviews: [a, column])
        row.alignment = alignment
        row.spacing = 8
        root.addSubview(row)
        row.snp.makeConstraints { make in make.top.leading.equalToSuperview() }
        root.layoutIfNeeded()
    }
}

/// A card whose first baseline is its title's (10 below the card's top).
private final class TitledCard: LayoutNode {
    let title = box(80, 20, baseline: 16, "title")

    override init(frame: Rect) {
        super.init(frame: frame)
        addSubview(title)
        title.snp.makeConstraints { make in
            make.top.equalToSuperview().offset(10)
            make.leading.bottom.equalToSuperview()
        }
    }

    override var forFirstBaselineLayout: LayoutNode { title }
}

/// Overrides only the last baseline: the first follows it (UIKit's default).
private final class LastOnlyCard: LayoutNode {
    let title = box(80, 20, baseline: 16, "title")

    override init(frame: Rect) {
        super.init(frame: frame)
        addSubview(title)
        title.snp.makeConstraints { make in
            make.top.equalToSuperview().offset(10)
            make.leading.bottom.equalToSuperview()
        }
    }

    override var forLastBaselineLayout: LayoutNode { title }
}

/// Answers with a node outside itself, which counts as answering itself.
private final class StrayCard: LayoutNode {
    var stray: LayoutNode?
    override var forFirstBaselineLayout: LayoutNode { stray ?? self }
}

@Suite struct StackBaselineTests {
    @Test func aColumnInAFirstBaselineRowAlignsOnItsTopRow() {
        // The column's first baseline is b's: 24 below the column's top; a's is 15. The line
        // sits max(15, 24) = 24 below the row's top: column at 0, a at 24 − 15 = 9. The row is
        // max(9 + 20, 30 + 4 + 16) = 50 high and 40 + 8 + 60 = 108 wide (the column is as wide
        // as b). Without the redirect the column's baseline would be its bottom (50) and a
        // would sit at 35.
        let scene = Scene(alignment: .firstBaseline)
        #expect(close(scene.a.frame, Rect(x: 0, y: 9, width: 40, height: 20)), "\(scene.a.frame)")
        #expect(close(scene.column.frame, Rect(x: 48, y: 0, width: 60, height: 50)), "\(scene.column.frame)")
        #expect(close(scene.c.frame, Rect(x: 0, y: 34, width: 50, height: 16)), "\(scene.c.frame)")
        #expect(close(scene.row.frame, Rect(x: 0, y: 0, width: 108, height: 50)), "\(scene.row.frame)")
    }

    @Test func aColumnInALastBaselineRowAlignsOnItsBottomRow() {
        // The column's last baseline is c's: 34 + 12 = 46 below its top, 50 − 46 = 4 above its
        // bottom; a's is 5 above its bottom. The line sits max(5, 4) = 5 above the row's
        // bottom and max(15, 46) = 46 below its top: the row is 51 high, the column at
        // 51 − 5 − 46 = 0, a at 51 − 5 − 15 = 31.
        let scene = Scene(alignment: .lastBaseline)
        #expect(close(scene.a.frame, Rect(x: 0, y: 31, width: 40, height: 20)), "\(scene.a.frame)")
        #expect(close(scene.column.frame, Rect(x: 48, y: 0, width: 60, height: 50)), "\(scene.column.frame)")
        #expect(abs(scene.row.frame.height - 51) < 1e-6, "\(scene.row.frame)")
    }

    @Test func hidingTheTopRowHandsTheBaselineToTheNextOne() {
        // With b hidden (its length and spacing collapse) the column is c alone, 16 high and
        // 50 wide, and its first baseline is c's, 12. The line sits max(15, 12) = 15 below the
        // row's top: a at 0, the column at 3; the row is max(20, 3 + 16) = 20 high.
        let scene = Scene(alignment: .firstBaseline)
        scene.b.isHidden = true
        scene.root.layoutIfNeeded()
        #expect(close(scene.a.frame, Rect(x: 0, y: 0, width: 40, height: 20)), "\(scene.a.frame)")
        #expect(close(scene.column.frame, Rect(x: 48, y: 3, width: 50, height: 16)), "\(scene.column.frame)")
        // Shown again: back to the first layout.
        scene.b.isHidden = false
        scene.root.layoutIfNeeded()
        #expect(close(scene.a.frame, Rect(x: 0, y: 9, width: 40, height: 20)), "\(scene.a.frame)")
    }

    @Test func theRowFollowsTheTopRowsContent() {
        // b grows to 40 high with its baseline at 30: the line sits max(15, 30) = 30 below the
        // row's top, so a moves to 30 − 15 = 15; the column is 40 + 4 + 16 = 60 high.
        let scene = Scene(alignment: .firstBaseline)
        scene.b.content = FixedContent(size: Size(width: 60, height: 40), firstBaseline: 30, lastBaseline: 30)
        scene.root.layoutIfNeeded()
        #expect(close(scene.a.frame, Rect(x: 0, y: 15, width: 40, height: 20)), "\(scene.a.frame)")
        #expect(close(scene.column.frame, Rect(x: 48, y: 0, width: 60, height: 60)), "\(scene.column.frame)")
    }

    @Test func nestedColumnsRedirectThroughEachLevel() {
        // An outer column holding the column holding b and c: its first baseline is the inner
        // column's, which is b's. A label pinned to it sits at b's baseline: the outer column
        // at y = 50, b at its top, so the baseline is at 50 + 24 = 74 and x (baseline 15) at 59.
        let root = unsnappedRoot()
        let b = box(60, 30, baseline: 24, "b"), c = box(50, 16, baseline: 12, "c")
        let inner = StackNode(arrangedSubviews: [b, c])
        inner.axis = .vertical
        let outer = StackNode(arrangedSubviews: [inner])
        outer.axis = .vertical
        let x = box(30, 20, baseline: 15, "x")
        root.addSubview(outer)
        root.addSubview(x)
        outer.snp.makeConstraints { make in make.top.equalToSuperview().offset(50); make.leading.equalToSuperview() }
        x.snp.makeConstraints { make in
            make.trailing.equalToSuperview()
            make.firstBaseline.equalTo(outer.snp.firstBaseline)
        }
        root.layoutIfNeeded()
        #expect(abs(x.frame.minY - 59) < 1e-6, "\(x.frame)")
        // Its last baseline is c's (no spacing here): 50 + 30 + 12 = 92, so x sits at 92 − 15 = 77.
        x.snp.remakeConstraints { make in
            make.trailing.equalToSuperview()
            make.lastBaseline.equalTo(outer.snp.lastBaseline)
        }
        root.layoutIfNeeded()
        #expect(abs(x.frame.minY - 77) < 1e-6, "\(x.frame)")
        // The inner column's top row leaves: the outer first baseline becomes c's, at 50 + 12.
        x.snp.remakeConstraints { make in
            make.trailing.equalToSuperview()
            make.firstBaseline.equalTo(outer.snp.firstBaseline)
        }
        inner.removeArrangedSubview(b)
        b.removeFromSuperview()
        root.layoutIfNeeded()
        #expect(abs(x.frame.minY - (62 - 15)) < 1e-6, "\(x.frame)")
    }

    @Test func aSubclassHandsItsFirstBaselineToItsTitle() {
        // The card at y = 0; its title 10 below, baseline 16 below that: 26. x (baseline 15)
        // at 26 − 15 = 11. The card's last baseline is its own: it has no text, so its bottom
        // edge (UIKit uses the bottom for a view without a baseline): 30, x at 15.
        let root = unsnappedRoot()
        let card = TitledCard(frame: .zero)
        let x = box(30, 20, baseline: 15, "x")
        root.addSubview(card)
        root.addSubview(x)
        card.snp.makeConstraints { make in make.top.leading.equalToSuperview() }
        x.snp.makeConstraints { make in
            make.trailing.equalToSuperview()
            make.firstBaseline.equalTo(card.snp.firstBaseline)
        }
        root.layoutIfNeeded()
        #expect(abs(x.frame.minY - 11) < 1e-6, "\(x.frame)")
        x.snp.remakeConstraints { make in
            make.trailing.equalToSuperview()
            make.lastBaseline.equalTo(card.snp.lastBaseline)
        }
        root.layoutIfNeeded()
        #expect(abs(x.frame.minY - 15) < 1e-6, "\(x.frame)")
    }

    @Test func theFirstBaselineFollowsTheLastByDefault() {
        // Only forLastBaselineLayout is overridden; forFirstBaselineLayout defaults to it, so
        // both mean the title's baseline: 10 + 16 = 26, x at 11.
        let root = unsnappedRoot()
        let card = LastOnlyCard(frame: .zero)
        let x = box(30, 20, baseline: 15, "x")
        root.addSubview(card)
        root.addSubview(x)
        card.snp.makeConstraints { make in make.top.leading.equalToSuperview() }
        x.snp.makeConstraints { make in
            make.trailing.equalToSuperview()
            make.firstBaseline.equalTo(card.snp.firstBaseline)
        }
        root.layoutIfNeeded()
        #expect(abs(x.frame.minY - 11) < 1e-6, "\(x.frame)")
    }

    @Test func anAnswerOutsideTheNodeCountsAsItself() {
        // UIKit requires a subview; a sibling is ignored, so the card's own baseline (its
        // bottom, 40: it is 40 high) is used: x at 40 − 15 = 25.
        let root = unsnappedRoot()
        let card = StrayCard(frame: .zero)
        let sibling = box(10, 10, baseline: 5, "sibling")
        card.stray = sibling
        let x = box(30, 20, baseline: 15, "x")
        root.addSubview(card)
        root.addSubview(sibling)
        root.addSubview(x)
        card.snp.makeConstraints { make in make.top.leading.equalToSuperview(); make.size.equalTo(40) }
        sibling.snp.makeConstraints { make in make.top.equalToSuperview().offset(200); make.leading.equalToSuperview() }
        x.snp.makeConstraints { make in
            make.trailing.equalToSuperview()
            make.firstBaseline.equalTo(card.snp.firstBaseline)
        }
        root.layoutIfNeeded()
        #expect(abs(x.frame.minY - 25) < 1e-6, "\(x.frame)")
    }
}
