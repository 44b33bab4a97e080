import UIKit
import SnapKit
import Testing

// Buttons, text views and image views as app code writes them. Expected frames follow UIKit's
// documented sizing rules (noted beside each): a button's intrinsic size is its title label's
// plus contentEdgeInsets; a non-scrolling text view's height is its text's at the container
// width plus textContainerInset; an image view without an image has no intrinsic size.

@Test func idiom79SendButtonSizedByTitleAndInsets() {
    let view = makeScreen()
    let send = UIButton(type: .system)
    send.setTitle("Send", for: .normal)
    send.setTitle("Sending…", for: .disabled)
    send.titleLabel?.font = .systemFont(ofSize: 17, weight: .semibold)
    send.contentEdgeInsets = UIEdgeInsets(top: 6, left: 12, bottom: 6, right: 12)
    view.addSubview(send)
    send.snp.makeConstraints { make in
        make.trailing.bottom.equalToSuperview().inset(8)
    }
    view.layoutIfNeeded()
    // The same title in a label of the same font gives the title's size.
    let title = UILabel()
    title.text = "Send"
    title.font = .systemFont(ofSize: 17, weight: .semibold)
    let titleSize = title.intrinsicContentSize
    // Frames snap to whole points at scale 1, so each side is within half a point.
    #expect(abs(send.frame.width - (titleSize.width + 24)) <= 0.5)
    #expect(abs(send.frame.height - (titleSize.height + 12)) <= 0.5)
    #expect(send.frame.maxX == 375 - 8 && send.frame.maxY == 667 - 8)
    #expect(send.title(for: .disabled) == "Sending…" && send.title(for: .highlighted) == "Send")
}

@Test func idiom80GrowingTextViewInInputBar() {
    let view = makeScreen()
    let input = UITextView()
    input.isScrollEnabled = false
    input.font = .systemFont(ofSize: 17)
    input.text = "A message long enough to wrap onto a second line in a narrow input bar"
    view.addSubview(input)
    input.snp.makeConstraints { make in
        make.leading.trailing.equalToSuperview().inset(80)
        make.bottom.equalToSuperview().inset(8)
    }
    view.layoutIfNeeded()
    // Width 375 - 160 = 215; the text wraps at 215 - 2 × 5 (lineFragmentPadding); height is
    // the wrapped text's plus the 8 + 8 textContainerInset.
    let same = UILabel()
    same.numberOfLines = 0
    same.font = .systemFont(ofSize: 17)
    same.text = input.text
    let wrapped = same.systemLayoutSizeFitting(CGSize(width: 205, height: 0),
                                               withHorizontalFittingPriority: .required,
                                               verticalFittingPriority: .fittingSizeLevel)
    #expect(input.frame.width == 215)
    #expect(abs(input.frame.height - (wrapped.height + 16)) <= 0.5)   // snapped to whole points
    #expect(wrapped.height > same.intrinsicContentSize.height)   // it really wrapped
}

@Test func idiom81AvatarImageViewSizedByConstraints() {
    let view = makeScreen()
    let avatar = UIImageView()
    avatar.contentMode = .scaleAspectFill
    avatar.clipsToBounds = true
    let name = UILabel()
    name.text = "Alice"
    view.addSubview(avatar)
    view.addSubview(name)
    avatar.snp.makeConstraints { make in
        make.leading.top.equalToSuperview().offset(16)
        make.size.equalTo(40)
    }
    name.snp.makeConstraints { make in
        make.leading.equalTo(avatar.snp.trailing).offset(12)
        make.centerY.equalTo(avatar)
    }
    view.layoutIfNeeded()
    // No image: no intrinsic size, the constraints give 40 × 40 at (16, 16); the name starts
    // 12 after it, centred on 16 + 20 = 36.
    #expect(avatar.image == nil)
    #expect(avatar.frame == CGRect(x: 16, y: 16, width: 40, height: 40))
    #expect(name.frame.minX == 68 && name.frame.midY == 36)
}
