/// UIButton's per-state title and image calls, so ported button code compiles as written.
/// Layout uses the `.normal` values (UIKit measures the current state; a Trellis button is
/// always in its normal state); the other states' values are kept and read back.
extension ButtonNode {
    /// UIButton's button types. Trellis draws no chrome and both types measure alike, so the
    /// type is accepted for ported code and changes nothing in layout.
    public enum ButtonType: Int, Sendable, Hashable {
        /// A button with no preset look.
        case custom = 0
        /// The system button (tinted title).
        case system = 1
    }

    /// Creates a button of `type` (UIButton's `init(type:)`).
    public convenience init(type: ButtonType) {
        self.init(frame: .zero)
        buttonType = type
    }

    /// Sets the title for `state`; the `.normal` title is the one measured and drawn.
    public func setTitle(_ title: String?, for state: ControlState) {
        if state == .normal { self.title = title } else { stateTitles[state] = title }
    }

    /// The title set for `state`, falling back to the `.normal` title as UIKit does.
    public func title(for state: ControlState) -> String? {
        state == .normal ? title : (stateTitles[state] ?? title)
    }

    /// Sets the image for `state`; the `.normal` image is the one measured and drawn.
    public func setImage(_ image: Image?, for state: ControlState) {
        if state == .normal { self.image = image } else { stateImages[state] = image }
    }

    /// The image set for `state`, falling back to the `.normal` image as UIKit does.
    public func image(for state: ControlState) -> Image? {
        state == .normal ? image : (stateImages[state] ?? image)
    }

    /// The title shown now (the `.normal` one).
    public var currentTitle: String? { title }

    /// The image shown now (the `.normal` one).
    public var currentImage: Image? { image }
}
