import UIKit
import SnapKit
import Testing

// Custom views and cells as apps subclass them, in UIKit + SnapKit spelling.

final class AvatarView: UIView {
    let imageView = UIView()
    private(set) var cornerRadius: CGFloat = 0

    override init(frame: CGRect) {
        super.init(frame: frame)
        addSubview(imageView)
        imageView.translatesAutoresizingMaskIntoConstraints = false
        imageView.clipsToBounds = true
        imageView.snp.makeConstraints { make in make.edges.equalToSuperview().inset(2) }
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    override var intrinsicContentSize: CGSize { CGSize(width: 44, height: 44) }

    override func layoutSubviews() {
        super.layoutSubviews()
        cornerRadius = bounds.height / 2
    }
}

@Test func idiom39CustomViewWithIntrinsicSize() {
    let view = makeScreen()
    let avatar = AvatarView()
    view.addSubview(avatar)
    avatar.snp.makeConstraints { make in make.top.leading.equalToSuperview().offset(10) }
    view.layoutIfNeeded()
    #expect(avatar.frame == CGRect(x: 10, y: 10, width: 44, height: 44))
    #expect(avatar.imageView.frame == CGRect(x: 2, y: 2, width: 40, height: 40))
}

@Test func idiom40LayoutSubviewsSeesItsBounds() {
    let view = makeScreen()
    let avatar = AvatarView(frame: .zero)
    view.addSubview(avatar)
    avatar.snp.makeConstraints { make in make.top.leading.equalToSuperview(); make.size.equalTo(60) }
    view.layoutIfNeeded()
    #expect(avatar.cornerRadius == 30)
}

final class ProfileHeader: UIView {
    let nameLabel = UIView()
    var didSetupConstraints = false
    var nameHeight: CGFloat = 20

    override init(frame: CGRect) {
        super.init(frame: frame)
        addSubview(nameLabel)
        setNeedsUpdateConstraints()
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    override func updateConstraints() {
        if !didSetupConstraints {
            nameLabel.snp.makeConstraints { make in
                make.top.leading.trailing.equalToSuperview().inset(16)
                make.height.equalTo(nameHeight)
            }
            didSetupConstraints = true
        } else {
            nameLabel.snp.updateConstraints { make in make.height.equalTo(nameHeight) }
        }
        super.updateConstraints()
    }
}

@Test func idiom41UpdateConstraintsOverride() {
    let header = ProfileHeader(frame: CGRect(x: 0, y: 0, width: 320, height: 100))
    header.layoutIfNeeded()
    #expect(header.nameLabel.frame == CGRect(x: 16, y: 16, width: 288, height: 20))
    header.nameHeight = 30
    header.setNeedsUpdateConstraints()
    header.layoutIfNeeded()
    #expect(header.nameLabel.frame.height == 30)
}

final class TagView: UIView {
    var text = "" { didSet { invalidateIntrinsicContentSize() } }
    override var intrinsicContentSize: CGSize { CGSize(width: CGFloat(text.count) * 8 + 16, height: 24) }
}

@Test func idiom42InvalidateIntrinsicContentSize() {
    let view = makeScreen()
    let tag = TagView()
    tag.text = "new"
    view.addSubview(tag)
    tag.snp.makeConstraints { make in make.top.leading.equalToSuperview() }
    view.layoutIfNeeded()
    #expect(tag.frame.size == CGSize(width: 40, height: 24))   // 3 × 8 + 16
    tag.text = "trending"
    view.layoutIfNeeded()
    #expect(tag.frame.size == CGSize(width: 80, height: 24))   // 8 × 8 + 16
}

@Test func idiom43HuggingDecidesWhoStretches() {
    let view = makeScreen(width: 300)
    let title = TagView(), count = TagView()
    title.text = "Inbox"       // 56 wide
    count.text = "12"          // 32 wide
    view.addSubview(title)
    view.addSubview(count)
    count.setContentHuggingPriority(.required, for: .horizontal)
    title.snp.makeConstraints { make in make.leading.top.equalToSuperview() }
    count.snp.makeConstraints { make in
        make.leading.equalTo(title.snp.trailing).offset(8)
        make.trailing.top.equalToSuperview()
    }
    view.layoutIfNeeded()
    #expect(count.frame == CGRect(x: 268, y: 0, width: 32, height: 24))
    #expect(title.frame.width == 260)   // 300 - 8 - 32: the lower hugging stretches
}

@Test func idiom44CompressionResistanceDecidesWhoShrinks() {
    let view = makeScreen(width: 100)
    let name = TagView(), time = TagView()
    name.text = "A very long name"    // 144 wide
    time.text = "12:45"               // 56 wide
    view.addSubview(name)
    view.addSubview(time)
    name.setContentCompressionResistancePriority(.defaultLow, for: .horizontal)
    name.snp.makeConstraints { make in make.leading.top.equalToSuperview() }
    time.snp.makeConstraints { make in
        make.leading.equalTo(name.snp.trailing)
        make.trailing.top.equalToSuperview()
    }
    view.layoutIfNeeded()
    #expect(time.frame.width == 56)
    #expect(name.frame.width == 44)   // 100 - 56
}

@Test func idiom45ContentPrioritiesReadBack() {
    let label = UILabel()
    label.setContentHuggingPriority(UILayoutPriority(251), for: .vertical)
    #expect(label.contentHuggingPriority(for: .vertical).rawValue == 251)
    #expect(label.contentCompressionResistancePriority(for: .horizontal) == .defaultHigh)
}

final class MessageCell: UITableViewCell {
    let bubble = UIView()

    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        contentView.addSubview(bubble)
        bubble.snp.makeConstraints { make in
            make.top.equalToSuperview().offset(6)
            make.bottom.equalToSuperview().offset(-6)
            make.leading.equalToSuperview().offset(12)
            make.width.equalToSuperview().multipliedBy(0.7)
            make.height.equalTo(180)
        }
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
}

@Test func idiom46TableCellAutomaticDimension() {
    let cell = MessageCell(style: .default, reuseIdentifier: "message")
    let size = cell.systemLayoutSizeFitting(CGSize(width: 375, height: 0),
                                            withHorizontalFittingPriority: .required,
                                            verticalFittingPriority: .fittingSizeLevel)
    #expect(size == CGSize(width: 375, height: 192))   // 6 + 180 + 6, the frame plays no part
}

@Test func idiom47TableCellLaidOutAtItsRowHeight() {
    let cell = MessageCell(style: .default, reuseIdentifier: "message")
    cell.frame = CGRect(x: 0, y: 0, width: 320, height: 192)
    cell.layoutIfNeeded()
    #expect(cell.bubble.frame == CGRect(x: 12, y: 6, width: 224, height: 180))   // 0.7 × 320
}

final class PhotoCell: UICollectionViewCell {
    let photo = UIView()
    override init(frame: CGRect) {
        super.init(frame: frame)
        contentView.addSubview(photo)
        photo.snp.makeConstraints { make in
            make.edges.equalToSuperview()
            make.height.equalTo(photo.snp.width).multipliedBy(0.75)
        }
    }
    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
}

@Test func idiom48CollectionCellPreferredSize() {
    let cell = PhotoCell(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
    #expect(cell.preferredLayoutSize(fittingWidth: 200) == CGSize(width: 200, height: 150))
}

@Test func idiom49CompressedFittingSize() {
    let card = UIView()
    let title = TagView()
    title.text = "Hello"   // 56 × 24
    card.addSubview(title)
    title.snp.makeConstraints { make in make.edges.equalToSuperview().inset(10) }
    let size = card.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize)
    #expect(size == CGSize(width: 76, height: 44))
}

@Test func idiom50ContentViewMarginsInACell() {
    let cell = UITableViewCell(style: .subtitle, reuseIdentifier: nil)
    let title = UIView()
    cell.contentView.addSubview(title)
    title.snp.makeConstraints { make in
        make.edges.equalTo(cell.contentView.layoutMarginsGuide)
        make.height.equalTo(20)
    }
    #expect(cell.preferredLayoutSize(fittingWidth: 320).height == 36)   // 8 + 20 + 8
}

@Test func idiom51InsertBackgroundBelow() {
    let view = makeScreen()
    let content = UIView(), background = UIView()
    view.addSubview(content)
    view.insertSubview(background, at: 0)
    background.snp.makeConstraints { make in make.edges.equalToSuperview() }
    #expect(view.subviews.first === background)
    view.insertSubview(content, belowSubview: background)
    #expect(view.subviews.first === content)
}

@Test func idiom52BringBadgeToFront() {
    let cell = UIView()
    let badge = UIView(), avatar = UIView()
    cell.addSubview(badge)
    cell.addSubview(avatar)
    cell.bringSubviewToFront(badge)
    #expect(cell.subviews.last === badge)
    cell.sendSubviewToBack(badge)
    #expect(cell.subviews.first === badge)
}

@Test func idiom53ViewWithTag() {
    let cell = UIView()
    let title = UILabel()
    title.tag = 100
    cell.addSubview(title)
    #expect(cell.viewWithTag(100) === title)
    #expect((cell.viewWithTag(100) as? UILabel) != nil)
}

@Test func idiom54HiddenViewsStillTakePart() {
    let view = makeScreen()
    let badge = UIView(), next = UIView()
    view.addSubview(badge)
    view.addSubview(next)
    badge.isHidden = true
    badge.alpha = 0
    badge.snp.makeConstraints { make in make.top.leading.equalToSuperview(); make.size.equalTo(30) }
    next.snp.makeConstraints { make in make.leading.equalTo(badge.snp.trailing).offset(4); make.top.equalToSuperview(); make.size.equalTo(30) }
    view.layoutIfNeeded()
    #expect(next.frame.origin.x == 34)   // UIKit: a hidden view keeps its place
}

@Test func idiom55PriorityArithmetic() {
    let view = makeScreen()
    let box = UIView()
    view.addSubview(box)
    box.snp.makeConstraints { make in
        make.top.leading.equalToSuperview()
        make.width.equalTo(10)
        make.height.equalTo(50).priority(UILayoutPriority.required - 1)
        make.height.equalTo(70).priority(UILayoutPriority.defaultHigh + 1)
    }
    view.layoutIfNeeded()
    #expect(box.frame.height == 50)   // 999 beats 751
}

@Test func idiom56NSLayoutConstraintConstant() {
    let view = makeScreen()
    let box = UIView()
    view.addSubview(box)
    var height: Constraint?
    box.snp.makeConstraints { make in
        make.top.leading.equalToSuperview()
        make.width.equalTo(10)
        height = make.height.equalTo(40).constraint
    }
    height?.layoutConstraints.first?.constant = 90
    view.layoutIfNeeded()
    #expect(box.frame.height == 90)
}

@Test func idiom57PrepareThenActivate() {
    let view = makeScreen()
    let box = UIView()
    view.addSubview(box)
    let prepared = box.snp.prepareConstraints { make in
        make.top.leading.equalToSuperview()
        make.size.equalTo(25)
    }
    prepared.forEach { $0.activate() }
    view.layoutIfNeeded()
    #expect(box.frame == CGRect(x: 0, y: 0, width: 25, height: 25))
}

@Test func idiom58FrameAndCenterValues() {
    let view = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
    let size: CGSize = view.frame.size
    let center: CGPoint = view.center
    let scale: CGFloat = 2
    #expect(size == CGSize(width: 200, height: 100))
    #expect(center == CGPoint(x: 100, y: 50))
    #expect(size.width * scale == 400)
}

@Test func idiom59ChatBubbleCapsItsWidth() {
    let row = makeScreen()
    let bubble = TagView()
    bubble.text = String(repeating: "x", count: 60)   // wants 496
    row.addSubview(bubble)
    bubble.snp.makeConstraints { make in
        make.leading.top.equalToSuperview().offset(8)
        make.width.lessThanOrEqualToSuperview().multipliedBy(0.75)
    }
    row.layoutIfNeeded()
    #expect(bubble.frame.width == 281)   // 0.75 × 375 = 281.25, snapped
}

@Test func idiom60InputBarGrowsToMaximum() {
    let view = makePhone()
    let bar = UIView(), field = TagView()
    view.addSubview(bar)
    bar.addSubview(field)
    bar.snp.makeConstraints { make in
        make.leading.trailing.equalToSuperview()
        make.bottom.equalTo(view.safeAreaLayoutGuide)
    }
    field.snp.makeConstraints { make in
        make.edges.equalToSuperview().inset(UIEdgeInsets(top: 8, left: 16, bottom: 8, right: 16))
        make.height.lessThanOrEqualTo(100)
        make.height.greaterThanOrEqualTo(36)
    }
    view.layoutIfNeeded()
    #expect(bar.frame == CGRect(x: 0, y: 758, width: 390, height: 52))   // 36 + 16, above 810
}
