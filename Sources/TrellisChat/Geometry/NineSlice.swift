/// The nine source and destination rectangles of a stretchable image drawn into a frame:
/// corners keep their size, edges stretch along one axis, the centre along both. Caps that do
/// not fit the destination shrink in proportion (as UIKit draws them).
///
/// ```swift
/// let slice = NineSlice(imageSize: Size(width: 40, height: 60),
///                       capInsets: EdgeInsets(top: 30, left: 15, bottom: 30, right: 15),
///                       destination: Rect(x: 0, y: 0, width: 120, height: 80))
/// slice.destination[4]   // the centre: (15, 30, 90, 20)
/// ```
public struct NineSlice: Sendable, Hashable {
    /// The image's size.
    public var imageSize: Size
    /// Rectangles in the image as drawn (after any flip), row by row: top-left, top, top-right, left, centre, right,
    /// bottom-left, bottom, bottom-right.
    public var source: [Rect]
    /// The matching rectangles in the part's coordinates, same order.
    public var destination: [Rect]
    /// The image is drawn flipped horizontally (the outgoing side's tail).
    ///
    /// ```swift
    /// let slice = NineSlice(imageSize: size, capInsets: caps, destination: frame, flipped: true)
    /// slice.isFlippedHorizontally   // true
    /// ```
    public var isFlippedHorizontally: Bool

    /// Slices an image of `imageSize` with `capInsets` into `destination`.
    ///
    /// ```swift
    /// let s = NineSlice(imageSize: Size(width: 30, height: 30), capInsets: EdgeInsets(all: 10),
    ///                   destination: Rect(x: 0, y: 0, width: 100, height: 40))
    /// ```
    /// `flipped` draws the image mirrored (its left cap on the right); source rectangles are
    /// then in the flipped image's coordinates.
    public init(imageSize: Size, capInsets: EdgeInsets, destination rect: Rect, flipped: Bool = false) {
        let caps = flipped ? EdgeInsets(top: capInsets.top, left: capInsets.right, bottom: capInsets.bottom, right: capInsets.left)
                           : capInsets
        let sx = [0, caps.left, imageSize.width - caps.right, imageSize.width]
        let sy = [0, caps.top, imageSize.height - caps.bottom, imageSize.height]
        func fit(_ a: Double, _ b: Double, _ length: Double) -> (Double, Double) {
            let total = a + b
            guard total > length, total > 0 else { return (a, b) }
            return (a * length / total, b * length / total)
        }
        let (left, right) = fit(caps.left, caps.right, rect.width)
        let (top, bottom) = fit(caps.top, caps.bottom, rect.height)
        let dx = [rect.minX, rect.minX + left, rect.maxX - right, rect.maxX]
        let dy = [rect.minY, rect.minY + top, rect.maxY - bottom, rect.maxY]
        var source: [Rect] = [], destination: [Rect] = []
        source.reserveCapacity(9)
        destination.reserveCapacity(9)
        for row in 0..<3 {
            for column in 0..<3 {
                source.append(Rect(x: sx[column], y: sy[row], width: sx[column + 1] - sx[column], height: sy[row + 1] - sy[row]))
                destination.append(Rect(x: dx[column], y: dy[row], width: dx[column + 1] - dx[column], height: dy[row + 1] - dy[row]))
            }
        }
        self.imageSize = imageSize
        self.source = source
        self.destination = destination
        isFlippedHorizontally = flipped
    }

    /// The slices for the mirrored part: columns swapped, the image flipped.
    func mirrored() -> NineSlice {
        guard let first = destination.first, let last = destination.last else { return self }
        let minX = first.minX, maxX = last.maxX
        var copy = self
        copy.destination = destination.map { Rect(x: minX + maxX - $0.maxX, y: $0.minY, width: $0.width, height: $0.height) }
        // Reorder so index 0 stays the top-left rectangle on screen.
        var reordered = copy.destination
        var source = copy.source.map { Rect(x: imageSize.width - $0.maxX, y: $0.minY, width: $0.width, height: $0.height) }
        for row in 0..<3 {
            reordered.swapAt(row * 3, row * 3 + 2)
            source.swapAt(row * 3, row * 3 + 2)
        }
        copy.destination = reordered
        copy.source = source
        copy.isFlippedHorizontally.toggle()
        return copy
    }
}
