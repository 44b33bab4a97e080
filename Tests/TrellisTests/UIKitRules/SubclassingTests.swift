import Testing
import Trellis

// UIView's subclassing contract (UIView documentation, "Subclassing notes"): layoutSubviews()
// runs after the engine has set the subviews' frames, and a subclass may change frames there;
// updateConstraints() runs before layout for views that asked for it, subviews first;
// intrinsicContentSize is read by the engine and re-read after invalidateIntrinsicContentSize().

/// A view that builds its subtree in init(frame:) and records the passes it sees.
private final class ProfileView: LayoutNode {
    let avatar = LayoutNode(debugLabel: "avatar")
    let badge = BadgeView()
    var log: [String] = []
    var avatarSize: Double = 40
    var seenAvatarFrame: Rect?

    override init(frame: Rect) {
        super.init(frame: frame)
        debugLabel = "profile"
        addSubview(avatar)
        avatar.addSubview(badge)
        avatar.snp.makeConstraints { make in
            make.top.leading.equalToSuperview().offset(10)
        }
        badge.snp.makeConstraints { make in make.top.trailing.equalToSuperview() }
        badge.log = { [unowned self] in self.log.append($0) }
    }

    override func updateConstraints() {
        log.append("update profile")
        avatar.snp.remakeConstraints { make in
            make.top.leading.equalToSuperview().offset(10)
            make.size.equalTo(avatarSize)
        }
        super.updateConstraints()
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        log.append("layout profile")
        seenAvatarFrame = avatar.frame
    }
}

private final class BadgeView: LayoutNode {
    var log: ((String) -> Void)?
    override var intrinsicContentSize: Size { Size(width: 12, height: 12) }
    override func updateConstraints() {
        log?("update badge")
        super.updateConstraints()
    }
    override func layoutSubviews() {
        super.layoutSubviews()
        log?("layout badge")
    }
}

@Test func subclassPassesRunInUIKitsOrder() {
    let view = ProfileView(frame: Rect(x: 0, y: 0, width: 200, height: 100))
    view.layoutIfNeeded()
    // updateConstraints ran once before the first layout, subviews first; layoutSubviews
    // ran parents first and saw the avatar's solved frame (10, 10, 40, 40).
    #expect(view.log == ["update badge", "update profile", "layout profile", "layout badge"])
    #expect(view.seenAvatarFrame == Rect(x: 10, y: 10, width: 40, height: 40))
    // The badge's intrinsic 12 × 12 at the avatar's top right: x = 40 - 12.
    #expect(view.badge.frame == Rect(x: 28, y: 0, width: 12, height: 12))

    view.log.removeAll()
    view.avatarSize = 60
    view.setNeedsUpdateConstraints()
    view.badge.setNeedsUpdateConstraints()
    view.layoutIfNeeded()
    // Subviews update before superviews; layout runs parents before children.
    #expect(view.log == ["update badge", "update profile", "layout profile", "layout badge"])
    #expect(view.avatar.frame == Rect(x: 10, y: 10, width: 60, height: 60))

    view.log.removeAll()
    view.layoutIfNeeded()
    #expect(view.log == ["layout profile", "layout badge"])   // no update without a request
}

/// Moves its title in layoutSubviews, as manual-layout UIKit code does.
private final class HeaderView: LayoutNode {
    let title = LayoutNode(debugLabel: "title")
    override init(frame: Rect) {
        super.init(frame: frame)
        addSubview(title)
        title.snp.makeConstraints { make in
            make.top.leading.equalToSuperview()
            make.size.equalTo(Size(width: 50, height: 20))
        }
    }
    override func layoutSubviews() {
        super.layoutSubviews()
        title.frame.origin.x = bounds.width - title.frame.width   // right-align by hand
    }
}

@Test func layoutSubviewsMayAdjustFrames() {
    let header = HeaderView(frame: Rect(x: 0, y: 0, width: 300, height: 44))
    header.layoutIfNeeded()
    #expect(header.title.frame == Rect(x: 250, y: 0, width: 50, height: 20))
    header.frame.size.width = 200
    header.layoutIfNeeded()
    #expect(header.title.frame == Rect(x: 150, y: 0, width: 50, height: 20))
}

/// Sets a constraint from its own size in layoutSubviews (the preferredMaxLayoutWidth idiom).
private final class SquareView: LayoutNode {
    let inner = LayoutNode(debugLabel: "inner")
    var innerHeight: Constraint?
    override init(frame: Rect) {
        super.init(frame: frame)
        addSubview(inner)
        inner.snp.makeConstraints { make in
            make.top.leading.trailing.equalToSuperview()
            innerHeight = make.height.equalTo(0).constraint
        }
    }
    override func layoutSubviews() {
        super.layoutSubviews()
        innerHeight?.update(offset: bounds.width / 2)
    }
}

@Test func aConstraintChangedInLayoutSubviewsGetsAnotherPass() {
    let view = SquareView(frame: Rect(x: 0, y: 0, width: 120, height: 200))
    view.layoutIfNeeded()
    // UIKit lays out again when layoutSubviews changes constraints: height 60 after one call.
    #expect(view.inner.frame == Rect(x: 0, y: 0, width: 120, height: 60))
}

/// UILabel subclass with padding: the classic override of intrinsicContentSize via super.
private final class PaddedLabel: Label {
    var padding = 8.0 { didSet { invalidateIntrinsicContentSize() } }
    override var intrinsicContentSize: Size {
        let size = super.intrinsicContentSize
        return Size(width: size.width + 2 * padding, height: size.height + padding)
    }
}

@Test func intrinsicContentSizeOverridesAreReadAndInvalidated() {
    let root = LayoutNode(debugLabel: "root")
    root.frame = Rect(x: 0, y: 0, width: 300, height: 100)
    root.displayScale = 0   // unsnapped, to compare with the measured sizes
    let plain = Label(text: "Hello", font: .builtin(size: 17))
    let padded = PaddedLabel(text: "Hello", font: .builtin(size: 17))
    root.addSubview(plain)
    root.addSubview(padded)
    plain.snp.makeConstraints { make in make.top.leading.equalToSuperview() }
    padded.snp.makeConstraints { make in make.top.equalTo(plain.snp.bottom); make.leading.equalToSuperview() }
    root.layoutIfNeeded()
    let natural = plain.frame.size
    #expect(natural.width > 0)
    #expect(padded.frame.size == Size(width: natural.width + 16, height: natural.height + 8))
    padded.padding = 2
    root.layoutIfNeeded()
    #expect(padded.frame.size == Size(width: natural.width + 4, height: natural.height + 2))
}

@Test func sizeThatFitsDefaultsAndLabels() {
    let box = LayoutNode(frame: Rect(x: 5, y: 5, width: 30, height: 40))
    // UIView's default returns the current size.
    #expect(box.sizeThatFits(Size(width: 100, height: 100)) == Size(width: 30, height: 40))
    let label = Label(text: "Hello", font: .builtin(size: 17))
    let natural = label.intrinsicContentSize
    label.sizeToFit()
    #expect(label.frame.size == natural)
    #expect(label.frame.origin == .zero)
}

/// A UITableViewCell subclass as apps write it.
private final class MessageCell: CellNode {
    let bubble = LayoutNode(debugLabel: "bubble")
    override init(style: CellNode.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        contentView.addSubview(bubble)
        bubble.snp.makeConstraints { make in
            make.top.bottom.equalToSuperview().inset(8)
            make.leading.equalTo(contentView.snp.leadingMargin)
            make.width.equalTo(contentView).multipliedBy(0.5)
            make.height.equalTo(bubble.snp.width).multipliedBy(0.5)
        }
    }
}

@Test func cellNodesSizeLikeAutomaticDimension() {
    let cell = MessageCell(style: .default, reuseIdentifier: "message")
    #expect(cell.reuseIdentifier == "message")
    #expect(!cell.contentView.insetsLayoutMarginsFromSafeArea)
    // UITableView's automatic height at 375: bubble 187.5 wide, 93.75 tall, + 8 + 8.
    #expect(cell.preferredLayoutSize(fittingWidth: 375) == Size(width: 375, height: 109.75))
    #expect(cell.preferredLayoutSize(fittingWidth: 320) == Size(width: 320, height: 96))
    cell.frame = Rect(x: 0, y: 0, width: 320, height: 96)
    cell.layoutIfNeeded()
    #expect(cell.contentView.frame == Rect(x: 0, y: 0, width: 320, height: 96))
    #expect(cell.bubble.frame == Rect(x: 8, y: 8, width: 160, height: 80))
    #expect(cell.layoutConflicts.isEmpty)
    // A collection-view cell is made with init(frame:).
    let item = CellNode(frame: Rect(x: 0, y: 0, width: 100, height: 100))
    #expect(item.style == .default && item.subviews.first === item.contentView)
}
