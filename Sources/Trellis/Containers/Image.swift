/// An image's size, as layout sees it (UIKit's `UIImage` without pixels): its size in points
/// is its pixel size divided by its scale.
///
/// ```swift
/// let avatar = Image(pixelWidth: 120, pixelHeight: 120, scale: 3, name: "avatar")
/// avatar.size   // 40 x 40 points
/// ```
public struct Image: Sendable, Hashable {
    /// The size in points.
    public let size: Size
    /// Pixels per point (1, 2 or 3).
    public let scale: Double
    /// A name renderers may show (the asset name), if any.
    public let name: String?

    /// An image `size` points large at `scale`; nil when a dimension is negative or
    /// non-finite, or the scale is not positive and finite.
    public init?(size: Size, scale: Double = 1, name: String? = nil) {
        guard size.width.isFinite, size.height.isFinite, size.width >= 0, size.height >= 0,
              scale.isFinite, scale > 0 else { return nil }
        self.size = size
        self.scale = scale
        self.name = name
    }

    /// An image of `pixelWidth` x `pixelHeight` pixels at `scale` (nil for invalid values).
    public init?(pixelWidth: Int, pixelHeight: Int, scale: Double = 1, name: String? = nil) {
        guard pixelWidth >= 0, pixelHeight >= 0, scale.isFinite, scale > 0 else { return nil }
        self.init(size: Size(width: Double(pixelWidth) / scale, height: Double(pixelHeight) / scale),
                  scale: scale, name: name)
    }
}
