import UIKit
import SnapKit
import Testing

// Colours as apps set them, in UIKit + SnapKit spelling: a cell's contentView background and
// its labels' text colours, and a view controller's view background. UIColor's fixed colours
// have fixed components (darkGray is white 1/3, gray white 0.5); a new view's backgroundColor
// is nil (clear). Colours never change layout: the frames are the constraints' alone.

final class ContactCell: UITableViewCell {
    let nameLabel = UILabel()
    let detailLabel = UILabel()

    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        contentView.backgroundColor = .white
        nameLabel.textColor = .black
        detailLabel.textColor = UIColor.darkGray
        detailLabel.backgroundColor = UIColor(red: 0.9, green: 0.9, blue: 0.9, alpha: 1)
        contentView.addSubview(nameLabel)
        contentView.addSubview(detailLabel)
        nameLabel.snp.makeConstraints { make in
            make.top.leading.bottom.equalToSuperview().inset(UIEdgeInsets(top: 12, left: 16, bottom: 12, right: 0))
            make.width.equalTo(120)
        }
        detailLabel.snp.makeConstraints { make in
            make.leading.equalTo(nameLabel.snp.trailing).offset(8)
            make.trailing.equalToSuperview().offset(-16)
            make.centerY.equalTo(nameLabel)
            make.height.equalTo(nameLabel)
        }
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
}

@Test func idiom86CellContentViewAndLabelColours() {
    let cell = ContactCell(style: .default, reuseIdentifier: "contact")
    cell.frame = CGRect(x: 0, y: 0, width: 375, height: 60)
    cell.layoutIfNeeded()
    #expect(cell.contentView.backgroundColor == UIColor.white)
    #expect(cell.detailLabel.textColor == UIColor(white: 1.0 / 3, alpha: 1))
    #expect(cell.detailLabel.backgroundColor == UIColor(red: 0.9, green: 0.9, blue: 0.9, alpha: 1))
    #expect(cell.nameLabel.backgroundColor == nil)
    // contentView fills the 375 × 60 cell: name at (16, 12), 120 wide, 60 - 12 - 12 = 36 tall;
    // detail from 16 + 120 + 8 = 144 to 375 - 16 = 359 (215 wide), the name's height and centre.
    #expect(cell.nameLabel.frame == CGRect(x: 16, y: 12, width: 120, height: 36))
    #expect(cell.detailLabel.frame == CGRect(x: 144, y: 12, width: 215, height: 36))
}

final class SettingsViewController: UIViewController {
    let header = UIView()
    let shade = UIView()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        header.backgroundColor = UIColor.systemBlue
        header.addSubview(shade)
        shade.backgroundColor = UIColor.black.withAlphaComponent(0.3)
        shade.snp.makeConstraints { make in
            make.leading.trailing.bottom.equalToSuperview()
            make.height.equalTo(1)
        }
        view.addSubview(header)
        header.snp.makeConstraints { make in
            make.top.leading.trailing.equalToSuperview()
            make.height.equalTo(64)
        }
    }
}

@Test func idiom87ViewControllerSetsItsViewBackground() {
    let controller = SettingsViewController()
    #expect(!controller.isViewLoaded)
    controller.view.frame = CGRect(x: 0, y: 0, width: 375, height: 667)
    controller.view.layoutIfNeeded()
    #expect(controller.isViewLoaded)
    #expect(controller.view.backgroundColor == .systemBackground)
    #expect(controller.header.backgroundColor == .systemBlue)
    #expect(controller.shade.backgroundColor == UIColor(white: 0, alpha: 0.3))
    // The header spans the view's width at the top, 64 tall; its shade is its last point row.
    #expect(controller.header.frame == CGRect(x: 0, y: 0, width: 375, height: 64))
    #expect(controller.shade.frame == CGRect(x: 0, y: 63, width: 375, height: 1))
}
