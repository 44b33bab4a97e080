import UIKit
import SnapKit
import Testing

// NSLayoutConstraint handles and UILabel configuration as apps write them, in UIKit +
// SnapKit spelling. Text frames depend on the font, so label idioms check UILabel's rules
// (empty is 0 × 0, wrapping at preferredMaxLayoutWidth) rather than glyph widths.

@Test func idiom61AnimateAConstraintConstant() {
    let view = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
    let panel = UIView()
    view.addSubview(panel)
    var heightConstraint: NSLayoutConstraint?
    panel.snp.makeConstraints { make in
        make.leading.trailing.bottom.equalToSuperview()
        heightConstraint = make.height.equalTo(44).constraint.layoutConstraints.first
    }
    view.layoutIfNeeded()
    heightConstraint?.constant = 216
    UIView.animate(withDuration: 0.25) { view.layoutIfNeeded() }
    #expect(panel.frame == CGRect(x: 0, y: 264, width: 320, height: 216))   // 480 - 216
}

@Test func idiom62ConstraintsSortedByAttribute() {
    let container = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
    let view = UIView()
    container.addSubview(view)
    view.snp.makeConstraints { make in make.edges.equalToSuperview().inset(UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4)) }
    // NSLayoutConstraint.Attribute raw values: left 1, right 2, top 3, bottom 4.
    let sorted = container.constraints.sorted { $0.firstAttribute.rawValue < $1.firstAttribute.rawValue }
    #expect(sorted.map(\.firstAttribute) == [.left, .right, .top, .bottom])
    #expect(sorted.map(\.constant) == [2, -4, 1, -3])
}

@Test func idiom63ConstantConstraintHasNoSecondAttribute() {
    let view = UIView()
    var width: NSLayoutConstraint?
    view.snp.makeConstraints { make in width = make.width.equalTo(88).labeled("avatarWidth").constraint.layoutConstraints[0] }
    #expect(width?.secondItem == nil && width?.secondAttribute == .notAnAttribute)
    #expect(width?.identifier == "avatarWidth" && width?.multiplier == 1)
}

@Test func idiom64SwitchBetweenTwoLayoutsWithIsActive() {
    let view = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 100))
    let box = UIView()
    view.addSubview(box)
    var collapsed: NSLayoutConstraint?
    var expanded: NSLayoutConstraint?
    box.snp.makeConstraints { make in
        make.top.leading.trailing.equalToSuperview()
        collapsed = make.height.equalTo(0).constraint.layoutConstraints[0]
        expanded = make.height.equalTo(60).constraint.layoutConstraints[0]
    }
    expanded?.isActive = false
    view.layoutIfNeeded()
    #expect(box.frame.height == 0)
    collapsed?.isActive = false
    expanded?.isActive = true
    view.layoutIfNeeded()
    #expect(box.frame.height == 60)
}

@Test func idiom65LowerAPriorityToBreakATie() {
    let view = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 100))
    let field = UIView()
    view.addSubview(field)
    var preferred: NSLayoutConstraint?
    field.snp.makeConstraints { make in
        make.top.leading.equalToSuperview()
        make.height.equalTo(30)
        make.width.lessThanOrEqualTo(200)
        preferred = make.width.equalTo(250).constraint.layoutConstraints[0]
    }
    preferred?.priority = UILayoutPriority(999)   // no longer fights the required maximum
    view.layoutIfNeeded()
    #expect(field.frame.width == 200)
}

@Test func idiom66MultilineLabelWithPreferredMaxLayoutWidth() {
    let view = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
    let label = UILabel()
    label.numberOfLines = 0
    label.font = UIFont.systemFont(ofSize: 15)
    label.text = "Messages are end-to-end encrypted. No one outside of this chat can read them."
    label.preferredMaxLayoutWidth = 200
    view.addSubview(label)
    label.snp.makeConstraints { make in make.top.leading.equalToSuperview().offset(16) }
    view.layoutIfNeeded()
    // Wrapped at 200 for its intrinsic size: no wider than that, several lines tall.
    #expect(label.frame.width <= 200 && label.frame.width > 100)
    #expect(label.frame.height > 2 * 15)   // more than two lines of 15 pt text
}

@Test func idiom67EmptyLabelCollapses() {
    let view = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 200))
    let subtitle = UILabel()
    let footer = UIView()
    view.addSubview(subtitle)
    view.addSubview(footer)
    subtitle.snp.makeConstraints { make in make.top.leading.equalToSuperview().offset(10) }
    footer.snp.makeConstraints { make in
        make.top.equalTo(subtitle.snp.bottom).offset(4)
        make.leading.equalToSuperview()
        make.size.equalTo(CGSize(width: 50, height: 20))
    }
    subtitle.text = nil   // an empty UILabel is 0 × 0
    view.layoutIfNeeded()
    #expect(subtitle.frame.height == 0 && footer.frame.minY == 14)
    subtitle.text = ""
    view.layoutIfNeeded()
    #expect(footer.frame.minY == 14)
}

@Test func idiom68CenteredBoldTitle() {
    let header = UIView(frame: CGRect(x: 0, y: 0, width: 375, height: 44))
    let title = UILabel()
    title.font = UIFont.boldSystemFont(ofSize: 17)
    title.textAlignment = .center
    title.text = "Chats"
    header.addSubview(title)
    title.snp.makeConstraints { make in make.center.equalToSuperview() }
    header.layoutIfNeeded()
    // Centred: equal space left and right, above and below (to the pixel grid).
    #expect(abs(title.frame.minX - (375 - title.frame.maxX)) <= 1)
    #expect(abs(title.frame.minY - (44 - title.frame.maxY)) <= 1)
    let regular = UILabel()
    regular.font = UIFont.systemFont(ofSize: 17)
    regular.text = "Chats"
    #expect(title.intrinsicContentSize.width > regular.intrinsicContentSize.width)   // bold is wider
}

@Test func idiom69TransparentViewStillTakesItsPlace() {
    let view = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 100))
    let badge = UIView()
    let label = UIView()
    badge.alpha = 0
    view.clipsToBounds = true
    view.addSubview(badge)
    view.addSubview(label)
    badge.snp.makeConstraints { make in
        make.leading.top.equalToSuperview()
        make.size.equalTo(20)
    }
    label.snp.makeConstraints { make in
        make.leading.equalTo(badge.snp.trailing).offset(8)
        make.top.equalToSuperview()
        make.size.equalTo(20)
    }
    view.layoutIfNeeded()
    #expect(label.frame.minX == 28)   // alpha 0 is drawn invisible, not removed from layout
}
