import UIKit
import SnapKit
import Testing

// Safe area, margins, guides and directions, in UIKit + SnapKit spelling.

func makePhone() -> UIView {
    let view = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    view.safeAreaInsets = UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0)
    return view
}

@Test func idiom26PinToSafeAreaTop() {
    let view = makePhone()
    let banner = UIView()
    view.addSubview(banner)
    banner.snp.makeConstraints { make in
        make.top.equalTo(view.safeAreaLayoutGuide.snp.top).offset(8)
        make.leading.trailing.equalToSuperview()
        make.height.equalTo(40)
    }
    view.layoutIfNeeded()
    #expect(banner.frame == CGRect(x: 0, y: 55, width: 390, height: 40))
}

@Test func idiom27EdgesToSafeArea() {
    let view = makePhone()
    let content = UIView()
    view.addSubview(content)
    content.snp.makeConstraints { make in make.edges.equalTo(view.safeAreaLayoutGuide) }
    view.layoutIfNeeded()
    #expect(content.frame == CGRect(x: 0, y: 47, width: 390, height: 763))   // 844 - 47 - 34
}

@Test func idiom28BottomToSafeAreaBottom() {
    let view = makePhone()
    let button = UIView()
    view.addSubview(button)
    button.snp.makeConstraints { make in
        make.bottom.equalTo(view.safeAreaLayoutGuide).offset(-16)
        make.leading.trailing.equalToSuperview().inset(20)
        make.height.equalTo(50)
    }
    view.layoutIfNeeded()
    #expect(button.frame == CGRect(x: 20, y: 744, width: 350, height: 50))   // 810 - 16 - 50
}

@Test func idiom29LayoutMarginsGuide() {
    let view = makeScreen()
    let text = UIView()
    view.addSubview(text)
    text.snp.makeConstraints { make in
        make.edges.equalTo(view.layoutMarginsGuide)
    }
    view.layoutIfNeeded()
    #expect(text.frame == CGRect(x: 8, y: 8, width: 359, height: 651))   // default margins 8
}

@Test func idiom30LeadingMarginAttribute() {
    let view = makeScreen()
    let title = UIView()
    view.addSubview(title)
    title.snp.makeConstraints { make in
        make.leading.equalTo(view.snp.leadingMargin)
        make.trailing.equalTo(view.snp.trailingMargin)
        make.top.equalTo(view.snp.topMargin)
        make.height.equalTo(20)
    }
    view.layoutIfNeeded()
    #expect(title.frame == CGRect(x: 8, y: 8, width: 359, height: 20))
}

@Test func idiom31DirectionalLayoutMargins() {
    let view = makeScreen()
    view.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 20, leading: 16, bottom: 20, trailing: 16)
    let text = UIView()
    view.addSubview(text)
    text.snp.makeConstraints { make in make.edges.equalTo(view.layoutMarginsGuide) }
    view.layoutIfNeeded()
    #expect(text.frame == CGRect(x: 16, y: 20, width: 343, height: 627))
}

@Test func idiom32SpacerLayoutGuide() {
    let view = makeScreen()
    let left = UIView(), right = UIView()
    let spacer = UILayoutGuide()
    view.addSubview(left)
    view.addSubview(right)
    view.addLayoutGuide(spacer)
    left.snp.makeConstraints { make in make.leading.top.equalToSuperview(); make.size.equalTo(100) }
    right.snp.makeConstraints { make in make.trailing.top.equalToSuperview(); make.size.equalTo(100) }
    spacer.snp.makeConstraints { make in
        make.leading.equalTo(left.snp.trailing)
        make.trailing.equalTo(right.snp.leading)
        make.top.height.equalTo(left)
    }
    view.layoutIfNeeded()
    #expect(spacer.layoutFrame == CGRect(x: 100, y: 0, width: 175, height: 100))
}

@Test func idiom33EqualSpacerGuidesCenterAGroup() {
    let view = makeScreen()
    let icon = UIView()
    let before = UILayoutGuide(), after = UILayoutGuide()
    view.addSubview(icon)
    view.addLayoutGuide(before)
    view.addLayoutGuide(after)
    before.snp.makeConstraints { make in make.leading.equalToSuperview(); make.trailing.equalTo(icon.snp.leading) }
    after.snp.makeConstraints { make in
        make.leading.equalTo(icon.snp.trailing)
        make.trailing.equalToSuperview()
        make.width.equalTo(before)
    }
    icon.snp.makeConstraints { make in make.top.equalToSuperview(); make.size.equalTo(75) }
    view.layoutIfNeeded()
    #expect(icon.frame == CGRect(x: 150, y: 0, width: 75, height: 75))   // (375 - 75) / 2
}

@Test func idiom34ForceRightToLeft() {
    let view = makeScreen()
    view.semanticContentAttribute = .forceRightToLeft
    let avatar = UIView()
    view.addSubview(avatar)
    avatar.snp.makeConstraints { make in
        make.leading.equalToSuperview().offset(16)
        make.top.equalToSuperview()
        make.size.equalTo(40)
    }
    view.layoutIfNeeded()
    #expect(avatar.frame.origin.x == 319)   // RTL: leading is the right edge: 375 - 16 - 40
}

@Test func idiom35KeyboardLayoutGuide() {
    let view = makePhone()
    let inputBar = UIView()
    view.addSubview(inputBar)
    inputBar.snp.makeConstraints { make in
        make.leading.trailing.equalToSuperview()
        make.bottom.equalTo(view.keyboardLayoutGuide.snp.top)
        make.height.equalTo(52)
    }
    view.layoutIfNeeded()
    #expect(inputBar.frame.origin.y == 758)   // keyboard down: 844 - 34 - 52
    view.keyboardHeight = 291                 // the app reports the keyboard
    view.layoutIfNeeded()
    #expect(inputBar.frame.origin.y == 501)   // 844 - 291 - 52
}

@Test func idiom36ReadableContentGuideOnIPad() {
    let view = makeScreen(width: 1180, height: 820)
    let article = UIView()
    view.addSubview(article)
    article.snp.makeConstraints { make in
        make.leading.trailing.equalTo(view.readableContentGuide)
        make.top.bottom.equalToSuperview()
    }
    view.layoutIfNeeded()
    #expect(article.frame == CGRect(x: 254, y: 0, width: 672, height: 820))   // (1180 - 672) / 2
}

@Test func idiom37CenterXMultiplierInsideAnOffsetContainer() {
    let view = makeScreen()
    let container = UIView(), dot = UIView()
    view.addSubview(container)
    container.addSubview(dot)
    container.snp.makeConstraints { make in
        make.leading.equalToSuperview().offset(100)
        make.top.equalToSuperview()
        make.size.equalTo(200)
    }
    dot.snp.makeConstraints { make in
        make.centerX.equalToSuperview().multipliedBy(0.5)   // a quarter of the container's width
        make.top.equalToSuperview()
        make.size.equalTo(20)
    }
    view.layoutIfNeeded()
    #expect(dot.frame == CGRect(x: 40, y: 0, width: 20, height: 20))
}

@Test func idiom38TrailingMultiplierForAProgressBar() {
    let view = makeScreen()
    let track = UIView(), fill = UIView()
    view.addSubview(track)
    track.addSubview(fill)
    track.snp.makeConstraints { make in
        make.leading.trailing.equalToSuperview().inset(20)
        make.top.equalToSuperview().offset(100)
        make.height.equalTo(4)
    }
    fill.snp.makeConstraints { make in
        make.top.bottom.leading.equalToSuperview()
        make.trailing.equalToSuperview().multipliedBy(0.3)   // 30 % of 335
    }
    view.layoutIfNeeded()
    #expect(fill.frame == CGRect(x: 0, y: 0, width: 101, height: 4))   // 100.5 snapped: x1 = 100.5 → 101
}
