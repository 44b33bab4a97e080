/// The label UIButton code reaches through `button.titleLabel?.font`: not laid out itself (the
/// button measures its title), it forwards a new font to the button it belongs to.
final class ButtonTitleLabel: Label {
    weak var button: ButtonNode?

    override var font: Font {
        didSet { if let button, button.font != font { button.font = font } }
    }
}
