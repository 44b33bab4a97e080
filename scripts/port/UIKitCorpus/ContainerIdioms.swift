import UIKit
import SnapKit
import Testing

// Stack views and scroll views, in UIKit + SnapKit spelling. Expected frames follow
// UIStackView's and UIScrollView's documented rules (noted beside each).

func makeBar(height: CGFloat) -> UIView {
    let bar = UIView()
    bar.snp.makeConstraints { make in make.height.equalTo(height) }
    return bar
}

@Test func idiom70VerticalStackOfFixedHeightViews() {
    let view = makeScreen()
    let stack = UIStackView(arrangedSubviews: [makeBar(height: 44), makeBar(height: 60), makeBar(height: 44)])
    stack.axis = .vertical
    stack.spacing = 8
    view.addSubview(stack)
    stack.snp.makeConstraints { make in
        make.top.leading.trailing.equalToSuperview().inset(16)
    }
    view.layoutIfNeeded()
    // fill alignment: every bar 375 - 32 wide; heights chained with 8 between: 44 + 8 + 60 + 8 + 44.
    #expect(stack.frame == CGRect(x: 16, y: 16, width: 343, height: 164))
    #expect(stack.arrangedSubviews[1].frame == CGRect(x: 0, y: 52, width: 343, height: 60))
}

@Test func idiom71FillEquallyButtonRow() {
    let view = makeScreen()
    let buttons = [UIView(), UIView(), UIView()]
    let row = UIStackView(arrangedSubviews: buttons)
    row.distribution = .fillEqually
    row.spacing = 8
    view.addSubview(row)
    row.snp.makeConstraints { make in
        make.leading.trailing.bottom.equalToSuperview().inset(16)
        make.height.equalTo(44)
    }
    view.layoutIfNeeded()
    // (343 - 2 × 8) / 3 = 109 each.
    #expect(buttons.map(\.frame.minX) == [0, 117, 234])
    #expect(buttons[2].frame == CGRect(x: 234, y: 0, width: 109, height: 44))
}

@Test func idiom72HiddenArrangedViewCollapses() {
    let view = makeScreen()
    let first = makeBar(height: 30), second = makeBar(height: 30), third = makeBar(height: 30)
    let stack = UIStackView(arrangedSubviews: [first, second, third])
    stack.axis = .vertical
    stack.spacing = 10
    view.addSubview(stack)
    stack.snp.makeConstraints { make in make.top.leading.trailing.equalToSuperview() }
    second.isHidden = true
    view.layoutIfNeeded()
    // The hidden view and its spacing take no room: 30 + 10 + 30.
    #expect(third.frame.minY == 40)
    #expect(stack.frame.height == 70)
}

@Test func idiom73CustomSpacingAfterAView() {
    let view = makeScreen()
    let title = makeBar(height: 20), body = makeBar(height: 40), footer = makeBar(height: 20)
    let stack = UIStackView(arrangedSubviews: [title, body, footer])
    stack.axis = .vertical
    stack.spacing = 4
    stack.setCustomSpacing(24, after: body)
    view.addSubview(stack)
    stack.snp.makeConstraints { make in make.top.leading.trailing.equalToSuperview() }
    view.layoutIfNeeded()
    #expect(body.frame.minY == 24)        // 20 + 4
    #expect(footer.frame.minY == 88)      // 24 + 40 + 24
}

@Test func idiom74MarginsRelativeArrangement() {
    let view = makeScreen()
    let content = UIView()
    let stack = UIStackView(arrangedSubviews: [content])
    stack.isLayoutMarginsRelativeArrangement = true
    stack.layoutMargins = UIEdgeInsets(top: 10, left: 12, bottom: 10, right: 12)
    view.addSubview(stack)
    stack.snp.makeConstraints { make in
        make.top.leading.trailing.equalToSuperview()
        make.height.equalTo(64)
    }
    view.layoutIfNeeded()
    #expect(content.frame == CGRect(x: 12, y: 10, width: 351, height: 44))
}

@Test func idiom75ScrollViewContentViewRecipe() {
    let view = makeScreen()
    let scrollView = UIScrollView()
    let contentView = UIView()
    view.addSubview(scrollView)
    scrollView.addSubview(contentView)
    scrollView.snp.makeConstraints { make in make.edges.equalToSuperview() }
    contentView.snp.makeConstraints { make in
        make.edges.equalToSuperview()      // edges define the content size (UIKit's rule)
        make.width.equalToSuperview()      // the width is the scroll view's frame width
        make.height.equalTo(1200)
    }
    view.layoutIfNeeded()
    #expect(scrollView.contentSize == CGSize(width: 375, height: 1200))
    #expect(contentView.frame == CGRect(x: 0, y: 0, width: 375, height: 1200))
}

@Test func idiom76ContentAndFrameLayoutGuides() {
    let view = makeScreen()
    let scrollView = UIScrollView()
    let contentView = UIView()
    view.addSubview(scrollView)
    scrollView.addSubview(contentView)
    scrollView.snp.makeConstraints { make in make.edges.equalToSuperview() }
    contentView.snp.makeConstraints { make in
        make.edges.equalTo(scrollView.contentLayoutGuide)
        make.width.equalTo(scrollView.frameLayoutGuide)
        make.height.equalTo(scrollView.frameLayoutGuide).multipliedBy(2)
    }
    view.layoutIfNeeded()
    #expect(scrollView.contentSize == CGSize(width: 375, height: 1334))
}

@Test func idiom77ContentOffsetMovesBoundsOnly() {
    let view = makeScreen()
    let scrollView = UIScrollView()
    let contentView = UIView()
    view.addSubview(scrollView)
    scrollView.addSubview(contentView)
    scrollView.snp.makeConstraints { make in make.edges.equalToSuperview() }
    contentView.snp.makeConstraints { make in
        make.edges.width.equalToSuperview()
        make.height.equalTo(2000)
    }
    view.layoutIfNeeded()
    scrollView.contentOffset = CGPoint(x: 0, y: 300)
    view.layoutIfNeeded()
    // UIScrollView: the offset is the bounds' origin; subviews keep their frames.
    #expect(scrollView.bounds.origin == CGPoint(x: 0, y: 300))
    #expect(contentView.frame.origin == CGPoint(x: 0, y: 0))
}

@Test func idiom78StackInsideScrollView() {
    let view = makeScreen()
    let scrollView = UIScrollView()
    let stack = UIStackView()
    stack.axis = .vertical
    for _ in 0..<20 { stack.addArrangedSubview(makeBar(height: 50)) }
    view.addSubview(scrollView)
    scrollView.addSubview(stack)
    scrollView.snp.makeConstraints { make in make.edges.equalToSuperview() }
    stack.snp.makeConstraints { make in
        make.edges.equalTo(scrollView.contentLayoutGuide)
        make.width.equalTo(scrollView.frameLayoutGuide)
    }
    view.layoutIfNeeded()
    #expect(scrollView.contentSize == CGSize(width: 375, height: 1000))   // 20 × 50
    #expect(stack.arrangedSubviews[19].frame.minY == 950)
}
