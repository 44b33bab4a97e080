import TrellisText

/// A button (`UIButton`, legacy layout): its intrinsic size is the title measured with
/// TrellisText plus the image, ``imageTitleSpacing`` and ``contentEdgeInsets``; hugging 250
/// and compression resistance 750 on both axes, UIButton's defaults. Renderers draw the
/// title in ``titleRect`` and the image in ``imageRect``.
///
/// ```swift
/// let send = ButtonNode(title: "Send", font: .builtin(size: 17))
/// send.contentEdgeInsets = EdgeInsets(top: 6, left: 12, bottom: 6, right: 12)
/// bar.addSubview(send)
/// ```
open class ButtonNode: LayoutNode {
    /// The title; nil or empty shows none.
    public var title: String? { didSet { if title != oldValue { rebuild() } } }
    /// The title's font.
    public var font: Font = .builtin(size: 15) {
        didSet {
            guard font != oldValue else { return }
            if let label = titleLabelStorage, label.font != font { label.font = font }
            rebuild()
        }
    }
    /// The image drawn before the title, if any.
    public var image: Image? { didSet { if image != oldValue { rebuild() } } }
    /// The gap between image and title (UIButton.Configuration's `imagePadding`; default 0).
    public var imageTitleSpacing: Double = 0 {
        didSet { if !imageTitleSpacing.isFinite { imageTitleSpacing = oldValue } else if imageTitleSpacing != oldValue { rebuild() } }
    }
    /// Padding around image and title (default zero, as UIButton's `contentEdgeInsets`).
    public var contentEdgeInsets = EdgeInsets.zero {
        didSet { if !contentEdgeInsets.isFinite { contentEdgeInsets = oldValue } else if contentEdgeInsets != oldValue { rebuild() } }
    }

    /// Titles and images set for states other than `.normal`.
    var stateTitles: [ControlState: String] = [:]
    var stateImages: [ControlState: Image] = [:]
    /// The type the button was created with (`.custom` for the other initializers).
    public internal(set) var buttonType = ButtonType.custom

    var titleLabelStorage: ButtonTitleLabel?

    /// The title's label, as UIButton's `titleLabel`: setting its `font` sets ``font``; its
    /// text is the title. It is not a subview (the button measures and draws the title).
    public var titleLabel: Label? {
        let label = titleLabelStorage ?? {
            let made = ButtonTitleLabel(text: title, font: font)
            made.button = self
            titleLabelStorage = made
            return made
        }()
        if label.text != title { label.text = title }
        return label
    }

    /// What the button measures.
    public private(set) var buttonContent = ButtonContent(title: nil, font: .builtin(size: 15), image: nil,
                                                          imageTitleSpacing: 0, contentEdgeInsets: .zero)

    /// Creates a button with no title (UIButton's frame initializer).
    public override init(frame: Rect) {
        super.init(frame: frame)
        rebuild()
    }

    /// Creates a button.
    public convenience init(title: String?, font: Font = .builtin(size: 15), image: Image? = nil, debugLabel: String? = nil) {
        self.init(frame: .zero)
        self.debugLabel = debugLabel
        self.font = font
        self.image = image
        self.title = title
        rebuild()   // observers do not run in the class's own initializers
    }

    override var kindName: String { "ButtonNode" }

    private func rebuild() {
        buttonContent = ButtonContent(title: title, font: font, image: image, imageTitleSpacing: imageTitleSpacing,
                                      contentEdgeInsets: contentEdgeInsets)
        content = buttonContent
    }

    /// Where image and title sit in the bounds: the pair centred in the inset rectangle.
    private var contentOrigin: (x: Double, y: Double, width: Double, height: Double) {
        let natural = buttonContent.measure(proposedWidth: nil).size
        let insets = contentEdgeInsets
        let inner = natural.width - insets.left - insets.right, tall = natural.height - insets.top - insets.bottom
        let boxWidth = frame.width - insets.left - insets.right, boxHeight = frame.height - insets.top - insets.bottom
        return (insets.left + (boxWidth - inner) / 2, insets.top + (boxHeight - tall) / 2, inner, tall)
    }

    /// The title's rectangle in the node's coordinates (nil without a title).
    public var titleRect: Rect? {
        guard buttonContent.title != nil else { return nil }
        let box = contentOrigin, text = buttonContent.titleSize
        let image = buttonContent.imageSize.map { $0.width + imageTitleSpacing } ?? 0
        return Rect(x: box.x + image, y: box.y + (box.height - text.height) / 2, width: text.width, height: text.height)
    }

    /// The image's rectangle in the node's coordinates (nil without an image).
    public var imageRect: Rect? {
        guard let size = buttonContent.imageSize else { return nil }
        let box = contentOrigin
        return Rect(x: box.x, y: box.y + (box.height - size.height) / 2, width: size.width, height: size.height)
    }
}
