import Testing
import Trellis

/// Safe areas handed down the tree as UIKit does: a subview gets the part of its superview's
/// safe area that it overlaps, and its guide and margins follow.
@Suite struct SafeAreaTests {
    /// A 390 × 844 phone screen with a 47-point status bar and a 34-point home indicator.
    private func makeScreen() -> LayoutNode {
        let screen = makeRoot(width: 390, height: 844, label: "screen")
        screen.safeAreaInsets = EdgeInsets(top: 47, left: 0, bottom: 34, right: 0)
        return screen
    }

    @Test func aFullScreenChildInheritsTheScreensInsetsAndItsGuideFollows() {
        let screen = makeScreen()
        let container = LayoutNode(debugLabel: "container")
        let header = LayoutNode(debugLabel: "header")
        screen.addSubview(container)
        container.addSubview(header)
        container.snp.makeConstraints { make in make.edges.equalToSuperview() }
        header.snp.makeConstraints { make in
            make.top.left.right.equalTo(container.safeAreaLayoutGuide)
            make.height.equalTo(44)
        }
        screen.layoutIfNeeded()
        #expect(container.safeAreaInsets == EdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
        #expect(header.frame == Rect(x: 0, y: 47, width: 390, height: 44))
        // The header lies below the status bar: nothing reaches into it.
        #expect(header.safeAreaInsets == .zero)
    }

    @Test func anInputBarAtTheBottomEdgeKeepsItsControlsAboveTheHomeIndicator() {
        let screen = makeScreen()
        let bar = LayoutNode(debugLabel: "bar")
        let field = LayoutNode(debugLabel: "field")
        screen.addSubview(bar)
        bar.addSubview(field)
        bar.snp.makeConstraints { make in
            make.left.right.bottom.equalToSuperview()
            make.top.equalTo(field).offset(-8)
        }
        field.snp.makeConstraints { make in
            make.left.right.equalToSuperview().inset(8)
            make.bottom.equalTo(bar.safeAreaLayoutGuide).offset(-8)
            make.height.equalTo(36)
        }
        screen.layoutIfNeeded()
        // The bar grows by the indicator's 34 points; the field stays clear of it.
        #expect(bar.safeAreaInsets.bottom == 34)
        #expect(bar.frame == Rect(x: 0, y: 844 - 34 - 52, width: 390, height: 86))
        #expect(bar.frame.minY + field.frame.maxY == 844 - 34 - 8)
    }

    @Test func partialOverlapIsClampedToTheNodesOwnSize() {
        let screen = makeScreen()
        let banner = LayoutNode(debugLabel: "banner"), badge = LayoutNode(debugLabel: "badge")
        screen.addSubview(banner)
        screen.addSubview(badge)
        banner.snp.makeConstraints { make in
            make.top.equalToSuperview().offset(20)
            make.left.right.equalToSuperview()
            make.height.equalTo(100)
        }
        badge.snp.makeConstraints { make in
            make.top.left.equalToSuperview()
            make.size.equalTo(10)
        }
        screen.layoutIfNeeded()
        #expect(banner.safeAreaInsets == EdgeInsets(top: 27, left: 0, bottom: 0, right: 0))
        // The badge is entirely inside the status bar: its top inset is its whole height.
        #expect(badge.safeAreaInsets == EdgeInsets(top: 10, left: 0, bottom: 0, right: 0))
    }

    @Test func ownInsetsWinWhereTheyAreLarger() {
        let screen = makeScreen()
        let panel = LayoutNode(debugLabel: "panel")
        screen.addSubview(panel)
        panel.snp.makeConstraints { make in make.edges.equalToSuperview() }
        panel.safeAreaInsets = EdgeInsets(top: 10, left: 16, bottom: 50, right: 0)
        screen.layoutIfNeeded()
        #expect(panel.safeAreaInsets == EdgeInsets(top: 47, left: 16, bottom: 50, right: 0))
    }

    @Test func marginsFromTheSafeAreaIncludeWhatIsInherited() {
        let screen = makeScreen()
        let container = LayoutNode(debugLabel: "container"), label = LayoutNode(debugLabel: "label")
        screen.addSubview(container)
        container.addSubview(label)
        container.snp.makeConstraints { make in make.edges.equalToSuperview() }
        label.snp.makeConstraints { make in
            make.top.left.equalTo(container.layoutMarginsGuide)
            make.size.equalTo(20)
        }
        screen.layoutIfNeeded()
        #expect(label.frame.origin == Point(x: 8, y: 47 + 8))
        container.insetsLayoutMarginsFromSafeArea = false
        screen.layoutIfNeeded()
        #expect(label.frame.origin == Point(x: 8, y: 8))
    }

    @Test func changesAtTheRootAndMovesReachTheSubtree() {
        let screen = makeScreen()
        let sheet = LayoutNode(debugLabel: "sheet"), handle = LayoutNode(debugLabel: "handle")
        screen.addSubview(sheet)
        sheet.addSubview(handle)
        let top = sheet.snp.prepareConstraints { make in make.top.equalToSuperview().offset(0) }
        top.forEach { $0.activate() }
        sheet.snp.makeConstraints { make in make.left.right.bottom.equalToSuperview() }
        handle.snp.makeConstraints { make in
            make.top.equalTo(sheet.safeAreaLayoutGuide)
            make.centerX.equalToSuperview()
            make.size.equalTo(20)
        }
        screen.layoutIfNeeded()
        #expect(handle.frame.minY == 47)
        // Landscape-like insets: the sheet follows on the next layout.
        screen.safeAreaInsets = EdgeInsets(top: 0, left: 47, bottom: 21, right: 47)
        screen.layoutIfNeeded()
        #expect(sheet.safeAreaInsets == EdgeInsets(top: 0, left: 47, bottom: 21, right: 47))
        #expect(handle.frame.minY == 0)
        // Moving the sheet down out of the top band clears its top inset again.
        screen.safeAreaInsets = EdgeInsets(top: 47, left: 0, bottom: 34, right: 0)
        top[0].update(offset: 300)
        screen.layoutIfNeeded()
        #expect(sheet.safeAreaInsets.top == 0)
        #expect(handle.frame.minY == 0)
    }

    @Test func aRemovedSubtreeForgetsItsOldSuperviewsSafeArea() {
        let screen = makeScreen()
        let card = LayoutNode(debugLabel: "card")
        screen.addSubview(card)
        card.snp.makeConstraints { make in make.edges.equalToSuperview() }
        screen.layoutIfNeeded()
        #expect(card.safeAreaInsets.top == 47)
        card.removeFromSuperview()
        #expect(card.safeAreaInsets == .zero)
    }

    @Test func treesWithoutSafeAreasAreUntouched() {
        let root = makeRoot()
        let child = LayoutNode()
        root.addSubview(child)
        child.snp.makeConstraints { make in make.edges.equalToSuperview().inset(10) }
        root.layoutIfNeeded()
        #expect(child.safeAreaInsets == .zero)
        #expect(child.frame == Rect(x: 10, y: 10, width: 380, height: 280))
    }
}
