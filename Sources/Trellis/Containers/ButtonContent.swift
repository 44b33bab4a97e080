import TrellisText

/// What a ``ButtonNode`` measures: its title (one line, TrellisText), image, image-title
/// spacing and content insets, laid out as UIKit's default button does (image before the
/// title, the pair centred).
public struct ButtonContent: LayoutContent, Sendable {
    /// The title's measuring text, nil without a title.
    public let title: LabelContent?
    /// The image's size in points, nil without an image.
    public let imageSize: Size?
    /// The gap between image and title when both are present.
    public let imageTitleSpacing: Double
    /// Padding around the image and title.
    public let contentEdgeInsets: EdgeInsets

    /// Content for a button with these parts.
    public init(title: String?, font: Font, image: Image?, imageTitleSpacing: Double, contentEdgeInsets: EdgeInsets) {
        self.title = title.flatMap { $0.isEmpty ? nil : LabelContent(text: $0, font: font, numberOfLines: 1) }
        self.imageSize = image?.size
        self.imageTitleSpacing = imageTitleSpacing
        self.contentEdgeInsets = contentEdgeInsets
    }

    /// The title's natural size (zero without a title).
    public var titleSize: Size {
        guard let title else { return Size(width: 0, height: 0) }
        return title.measure(proposedWidth: nil).size
    }

    /// Insets + image + spacing + title across; insets + the taller of image and title down.
    /// A button with neither has only its insets.
    public func measure(proposedWidth: Double?) -> ContentMeasurement {
        let text = titleSize, image = imageSize ?? Size(width: 0, height: 0)
        let gap = title != nil && imageSize != nil ? imageTitleSpacing : 0
        let insets = contentEdgeInsets
        let size = Size(width: insets.left + image.width + gap + text.width + insets.right,
                        height: insets.top + max(image.height, text.height) + insets.bottom)
        let baseline = title?.measure(proposedWidth: nil).firstBaseline.map {
            insets.top + (max(image.height, text.height) - text.height) / 2 + $0
        }
        return ContentMeasurement(size: size, firstBaseline: baseline, lastBaseline: baseline)
    }
}
