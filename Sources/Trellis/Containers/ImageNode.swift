/// A node showing an image (`UIImageView`): the image's size in points is its intrinsic
/// size, nil shows nothing and has no intrinsic size; ``contentMode`` places the image in
/// the bounds for renderers (``imageRect``).
///
/// ```swift
/// let avatar = ImageNode(image: Image(pixelWidth: 120, pixelHeight: 120, scale: 3))
/// cell.addSubview(avatar)   // 40 x 40 unless constraints say otherwise
/// avatar.contentMode = .scaleAspectFill
/// ```
open class ImageNode: LayoutNode {
    /// The image; setting it changes the intrinsic size.
    public var image: Image? {
        didSet { if image != oldValue { content = image.map { FixedContent(size: $0.size) } } }
    }
    /// How the image fills the bounds (default `.scaleToFill`, as UIKit).
    public var contentMode = ContentMode.scaleToFill

    /// Creates an image node (UIImageView's frame initializer) with no image.
    public override init(frame: Rect) {
        super.init(frame: frame)
    }

    /// Creates a node showing `image`.
    public convenience init(image: Image?, debugLabel: String? = nil) {
        self.init(frame: .zero)
        self.debugLabel = debugLabel
        self.image = image
        content = image.map { FixedContent(size: $0.size) }
    }

    override var kindName: String { "ImageNode" }

    /// Where the image is drawn, in the node's coordinates (nil without an image).
    public var imageRect: Rect? {
        guard let image else { return nil }
        return contentMode.rect(for: image.size, in: Rect(origin: .zero, size: frame.size))
    }
}
