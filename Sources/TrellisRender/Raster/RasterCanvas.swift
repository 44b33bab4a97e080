/// An RGBA image the rasterizer paints into: polygons filled with a colour and opacity,
/// composited source-over with the pixel coverage as alpha. Opaque output (the chat page
/// background is opaque).
package struct RasterCanvas {
    package let width: Int
    package let height: Int
    package private(set) var rgba: [UInt8]
    private var rasterizer: CoverageRasterizer

    package init(width: Int, height: Int) {
        self.width = width
        self.height = height
        rgba = [UInt8](repeating: 0, count: width * height * 4)
        rasterizer = CoverageRasterizer(width: width, height: height)
    }

    /// Fills polygons (pixel coordinates) with `color` (0xRRGGBB) at `opacity`, translated by `dx`, `dy`.
    mutating func fill(_ polygons: [[(Double, Double)]], color: UInt32, opacity: Double, dx: Double = 0, dy: Double = 0) {
        for polygon in polygons {
            guard var previous = polygon.last else { continue }
            for point in polygon {
                rasterizer.line(previous.0 + dx, previous.1 + dy, point.0 + dx, point.1 + dy)
                previous = point
            }
        }
        let r = Float((color >> 16) & 0xFF), g = Float((color >> 8) & 0xFF), b = Float(color & 0xFF)
        let alpha = Float(max(0, min(1, opacity)))
        let width = self.width
        let opaque = UInt32(255) << 24 | UInt32(b) << 16 | UInt32(g) << 8 | UInt32(r)  // RGBA bytes, little-endian
        rgba.withUnsafeMutableBufferPointer { pixels in
            guard let address = pixels.baseAddress else { return }
            let raw = UnsafeMutableRawPointer(address)
            rasterizer.sweepSpans { y, x0, x1, coverage in
                let a = coverage * alpha
                let row = y * width
                if a >= 1 {  // opaque: the colour itself
                    for x in x0..<x1 { raw.storeBytes(of: opaque.littleEndian, toByteOffset: (row + x) * 4, as: UInt32.self) }
                    return
                }
                let keep = 1 - a
                for x in x0..<x1 {
                    let i = (row + x) * 4
                    pixels[i] = UInt8(Float(pixels[i]) * keep + r * a + 0.5)
                    pixels[i + 1] = UInt8(Float(pixels[i + 1]) * keep + g * a + 0.5)
                    pixels[i + 2] = UInt8(Float(pixels[i + 2]) * keep + b * a + 0.5)
                    pixels[i + 3] = UInt8(min(255, Float(pixels[i + 3]) * keep + 255 * a + 0.5))
                }
            }
        }
    }
}
