import UIKit
import SnapKit
import Testing

// Idioms from view controllers' and views' layout code, in UIKit + SnapKit spelling. Every
// expected frame is derived from Auto Layout's rules in the comment beside it. Frames are
// rounded to the pixel grid of a 1x screen (Trellis's default displayScale; UIKit rounds to
// the screen's scale the same way: 0.5 goes up).

func makeScreen(width: CGFloat = 375, height: CGFloat = 667) -> UIView {
    let view = UIView(frame: CGRect(x: 0, y: 0, width: width, height: height))
    return view
}

@Test func idiom01EdgesEqualToSuperview() {
    let view = makeScreen()
    let background = UIView()
    view.addSubview(background)
    background.snp.makeConstraints { make in make.edges.equalToSuperview() }
    view.layoutIfNeeded()
    #expect(background.frame == CGRect(x: 0, y: 0, width: 375, height: 667))
}

@Test func idiom02EdgesInsetByNumber() {
    let view = makeScreen()
    let card = UIView()
    view.addSubview(card)
    card.snp.makeConstraints { make in make.edges.equalToSuperview().inset(20) }
    view.layoutIfNeeded()
    #expect(card.frame == CGRect(x: 20, y: 20, width: 335, height: 627))   // 375 - 40, 667 - 40
}

@Test func idiom03EdgesInsetByEdgeInsets() {
    let view = makeScreen()
    let card = UIView()
    view.addSubview(card)
    card.snp.makeConstraints { make in
        make.edges.equalToSuperview().inset(UIEdgeInsets(top: 10, left: 15, bottom: 20, right: 25))
    }
    view.layoutIfNeeded()
    #expect(card.frame == CGRect(x: 15, y: 10, width: 335, height: 637))
}

@Test func idiom04SizeAndCenter() {
    let view = makeScreen()
    let spinner = UIView()
    view.addSubview(spinner)
    spinner.snp.makeConstraints { make in
        make.size.equalTo(50)
        make.center.equalToSuperview()
    }
    view.layoutIfNeeded()
    #expect(spinner.frame == CGRect(x: 163, y: 309, width: 50, height: 50))   // (375-50)/2 = 162.5, (667-50)/2 = 308.5, rounded half up on the 1x grid
}

@Test func idiom05CenterWithOffsets() {
    let view = makeScreen()
    let badge = UIView()
    view.addSubview(badge)
    badge.snp.makeConstraints { make in
        make.centerX.equalToSuperview().offset(20)
        make.centerY.equalToSuperview().offset(-100)
        make.width.height.equalTo(30)
    }
    view.layoutIfNeeded()
    #expect(badge.frame == CGRect(x: 193, y: 219, width: 30, height: 30))   // 187.5+20-15 = 192.5, 333.5-100-15 = 218.5, 1x grid
}

@Test func idiom06HalfWidthOfSuperview() {
    let view = makeScreen()
    let column = UIView()
    view.addSubview(column)
    column.snp.makeConstraints { make in
        make.top.leading.bottom.equalToSuperview()
        make.width.equalToSuperview().multipliedBy(0.5)
    }
    view.layoutIfNeeded()
    #expect(column.frame == CGRect(x: 0, y: 0, width: 188, height: 667))   // 187.5 on the 1x grid
}

@Test func idiom07SquareFromWidth() {
    let view = makeScreen()
    let photo = UIView()
    view.addSubview(photo)
    photo.snp.makeConstraints { make in
        make.top.leading.trailing.equalToSuperview()
        make.height.equalTo(photo.snp.width)
    }
    view.layoutIfNeeded()
    #expect(photo.frame == CGRect(x: 0, y: 0, width: 375, height: 375))
}

@Test func idiom08StackedBelowAnotherView() {
    let view = makeScreen()
    let header = UIView(), body = UIView()
    view.addSubview(header)
    view.addSubview(body)
    header.snp.makeConstraints { make in
        make.top.leading.trailing.equalToSuperview()
        make.height.equalTo(64)
    }
    body.snp.makeConstraints { make in
        make.top.equalTo(header.snp.bottom).offset(8)
        make.leading.trailing.bottom.equalToSuperview()
    }
    view.layoutIfNeeded()
    #expect(body.frame == CGRect(x: 0, y: 72, width: 375, height: 595))
}

@Test func idiom09HorizontalInsetsAndFixedHeight() {
    let view = makeScreen()
    let field = UIView()
    view.addSubview(field)
    field.snp.makeConstraints { make in
        make.leading.trailing.equalToSuperview().inset(16)
        make.top.equalToSuperview().offset(20)
        make.height.equalTo(44)
    }
    view.layoutIfNeeded()
    #expect(field.frame == CGRect(x: 16, y: 20, width: 343, height: 44))
}

@Test func idiom10LeftRightOffsets() {
    let view = makeScreen()
    let bar = UIView()
    view.addSubview(bar)
    bar.snp.makeConstraints { make in
        make.left.equalToSuperview().offset(10)
        make.right.equalToSuperview().offset(-30)
        make.top.equalToSuperview()
        make.height.equalTo(2)
    }
    view.layoutIfNeeded()
    #expect(bar.frame == CGRect(x: 10, y: 0, width: 335, height: 2))
}

@Test func idiom11HigherPriorityWidthWins() {
    let view = makeScreen()
    let box = UIView()
    view.addSubview(box)
    box.snp.makeConstraints { make in
        make.top.leading.equalToSuperview()
        make.height.equalTo(10)
        make.width.equalTo(100).priority(.high)
        make.width.equalTo(200).priority(.low)
    }
    view.layoutIfNeeded()
    #expect(box.frame.width == 100)
}

@Test func idiom12RequiredBeatsAlmostRequired() {
    let view = makeScreen()
    let box = UIView()
    view.addSubview(box)
    box.snp.makeConstraints { make in
        make.top.leading.equalToSuperview()
        make.width.equalTo(10)
        make.height.equalTo(80).priority(999)
        make.height.lessThanOrEqualTo(60)
    }
    view.layoutIfNeeded()
    #expect(box.frame.height == 60)
}

@Test func idiom13RemakeConstraints() {
    let view = makeScreen()
    let box = UIView()
    view.addSubview(box)
    box.snp.makeConstraints { make in
        make.top.leading.equalToSuperview()
        make.size.equalTo(40)
    }
    box.snp.remakeConstraints { make in
        make.bottom.trailing.equalToSuperview()
        make.size.equalTo(20)
    }
    view.layoutIfNeeded()
    #expect(box.frame == CGRect(x: 355, y: 647, width: 20, height: 20))
}

@Test func idiom14UpdateConstraintsOffset() {
    let view = makeScreen()
    let box = UIView()
    view.addSubview(box)
    box.snp.makeConstraints { make in
        make.top.equalToSuperview().offset(10)
        make.leading.equalToSuperview()
        make.size.equalTo(40)
    }
    view.layoutIfNeeded()
    box.snp.updateConstraints { make in make.top.equalToSuperview().offset(100) }
    view.layoutIfNeeded()
    #expect(box.frame.origin.y == 100)
}

@Test func idiom15AnimateAConstraintReference() {
    let view = makeScreen()
    let drawer = UIView()
    view.addSubview(drawer)
    var drawerTop: Constraint?
    drawer.snp.makeConstraints { make in
        drawerTop = make.top.equalTo(view.snp.bottom).constraint
        make.leading.trailing.equalToSuperview()
        make.height.equalTo(300)
    }
    view.layoutIfNeeded()
    #expect(drawer.frame.origin.y == 667)   // hidden below the screen
    drawerTop?.update(offset: -300)
    UIView.animate(withDuration: 0.3) {
        view.layoutIfNeeded()
    }
    #expect(drawer.frame == CGRect(x: 0, y: 367, width: 375, height: 300))
}

@Test func idiom16AnimateWithCompletion() {
    let view = makeScreen()
    let toast = UIView()
    view.addSubview(toast)
    toast.snp.makeConstraints { make in
        make.centerX.equalToSuperview()
        make.bottom.equalToSuperview().offset(-40)
        make.size.equalTo(CGSize(width: 200, height: 40))
    }
    var finished = false
    UIView.animate(withDuration: 0.25, animations: {
        view.layoutIfNeeded()
    }, completion: { done in finished = done })
    #expect(finished)
    #expect(toast.frame == CGRect(x: 88, y: 587, width: 200, height: 40))   // x = 87.5 on the 1x grid
}

@Test func idiom17DeactivateAndActivate() {
    let view = makeScreen()
    let box = UIView()
    view.addSubview(box)
    var collapsed: Constraint?
    box.snp.makeConstraints { make in
        make.top.leading.trailing.equalToSuperview()
        make.height.equalTo(100).priority(.high)
        collapsed = make.height.equalTo(0).constraint
    }
    collapsed?.deactivate()
    view.layoutIfNeeded()
    #expect(box.frame.height == 100)
    collapsed?.activate()
    view.layoutIfNeeded()
    #expect(box.frame.height == 0)
}

@Test func idiom18GreaterThanOrEqualHeight() {
    let view = makeScreen()
    let box = UIView()
    view.addSubview(box)
    box.snp.makeConstraints { make in
        make.top.leading.equalToSuperview()
        make.width.equalTo(10)
        make.height.greaterThanOrEqualTo(44)
        make.height.equalTo(0).priority(.low)
    }
    view.layoutIfNeeded()
    #expect(box.frame.height == 44)
}

@Test func idiom19SizeFromCGSize() {
    let view = makeScreen()
    let icon = UIView()
    view.addSubview(icon)
    icon.snp.makeConstraints { make in
        make.top.trailing.equalToSuperview().inset(12)
        make.size.equalTo(CGSize(width: 24, height: 18))
    }
    view.layoutIfNeeded()
    #expect(icon.frame == CGRect(x: 339, y: 12, width: 24, height: 18))
}

@Test func idiom20WidthDividedBy() {
    let view = makeScreen()
    let third = UIView()
    view.addSubview(third)
    third.snp.makeConstraints { make in
        make.top.leading.equalToSuperview()
        make.width.equalToSuperview().dividedBy(3)
        make.height.equalTo(10)
    }
    view.layoutIfNeeded()
    #expect(third.frame.width == 125)
}

@Test func idiom21EqualWidthSiblings() {
    let view = makeScreen()
    let left = UIView(), right = UIView()
    view.addSubview(left)
    view.addSubview(right)
    left.snp.makeConstraints { make in
        make.top.bottom.leading.equalToSuperview()
    }
    right.snp.makeConstraints { make in
        make.top.bottom.trailing.equalToSuperview()
        make.leading.equalTo(left.snp.trailing).offset(15)
        make.width.equalTo(left)
    }
    view.layoutIfNeeded()
    #expect(left.frame == CGRect(x: 0, y: 0, width: 180, height: 667))    // (375 - 15) / 2
    #expect(right.frame == CGRect(x: 195, y: 0, width: 180, height: 667))
}

@Test func idiom22ThreeEqualColumns() {
    let view = makeScreen(width: 320)
    let columns = [UIView(), UIView(), UIView()]
    for column in columns { view.addSubview(column) }
    for (index, column) in columns.enumerated() {
        column.snp.makeConstraints { make in
            make.top.equalToSuperview()
            make.height.equalTo(50)
            make.width.equalTo(columns[0])
            if index == 0 { make.leading.equalToSuperview() } else { make.leading.equalTo(columns[index - 1].snp.trailing).offset(10) }
            if index == 2 { make.trailing.equalToSuperview() }
        }
    }
    view.layoutIfNeeded()
    #expect(columns[1].frame == CGRect(x: 110, y: 0, width: 100, height: 50))   // (320 - 20) / 3
}

@Test func idiom23OverlayEdgesEqualToAnotherView() {
    let view = makeScreen()
    let photo = UIView(), overlay = UIView()
    view.addSubview(photo)
    view.addSubview(overlay)
    photo.snp.makeConstraints { make in
        make.top.equalToSuperview().offset(100)
        make.centerX.equalToSuperview()
        make.size.equalTo(200)
    }
    overlay.snp.makeConstraints { make in make.edges.equalTo(photo) }
    view.layoutIfNeeded()
    #expect(overlay.frame == CGRect(x: 88, y: 100, width: 200, height: 200))   // x = 87.5 on the 1x grid
}

@Test func idiom24SixteenByNineImage() {
    let view = makeScreen()
    let video = UIView()
    view.addSubview(video)
    video.snp.makeConstraints { make in
        make.top.leading.trailing.equalToSuperview()
        make.height.equalTo(video.snp.width).multipliedBy(9.0 / 16.0)
    }
    view.layoutIfNeeded()
    #expect(video.frame.height == 211)   // 375 × 9/16 = 210.94, snapped to the 1x grid
}

@Test func idiom25HeaderBodyFooter() {
    let view = makeScreen()
    let header = UIView(), body = UIView(), footer = UIView()
    [header, body, footer].forEach { view.addSubview($0) }
    header.snp.makeConstraints { make in make.top.leading.trailing.equalToSuperview(); make.height.equalTo(60) }
    footer.snp.makeConstraints { make in make.bottom.leading.trailing.equalToSuperview(); make.height.equalTo(49) }
    body.snp.makeConstraints { make in
        make.top.equalTo(header.snp.bottom)
        make.bottom.equalTo(footer.snp.top)
        make.leading.trailing.equalToSuperview()
    }
    view.layoutIfNeeded()
    #expect(body.frame == CGRect(x: 0, y: 60, width: 375, height: 558))   // 667 - 60 - 49
}
