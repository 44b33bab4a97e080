import Foundation

/// An 8-bit RGBA image, as image snapshots compare them: read from PNG data (8-bit RGB or
/// RGBA, non-interlaced, every row filter, zlib streams of stored blocks as TrellisRender
/// writes them) and written back as PNG.
public struct SnapshotImage: Sendable, Hashable {
    /// Width and height in pixels.
    public var width: Int
    public var height: Int
    /// Row-major RGBA bytes, `width * height * 4` of them.
    public var rgba: [UInt8]

    /// An image of the given pixels; nil when the byte count does not fit the size.
    public init?(width: Int, height: Int, rgba: [UInt8]) {
        guard width >= 0, height >= 0, rgba.count == width * height * 4 else { return nil }
        self.width = width
        self.height = height
        self.rgba = rgba
    }

    /// Decodes PNG data; nil for anything else, for a damaged file, and for compressed
    /// (Huffman-coded) deflate streams, which this reader does not inflate.
    public init?(png: [UInt8]) {
        guard let decoded = PNGReader.decode(png) else { return nil }
        self = decoded
    }
}

/// The minimal PNG reader behind ``SnapshotImage/init(png:)``.
enum PNGReader {
    static func decode(_ data: [UInt8]) -> SnapshotImage? {
        let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        guard data.count >= 8, Array(data[0..<8]) == signature else { return nil }
        var at = 8
        var width = 0, height = 0, channels = 0
        var compressed: [UInt8] = []
        while at + 8 <= data.count {
            let length = Int(u32(data, at))
            let type = String(decoding: data[(at + 4)..<(at + 8)], as: UTF8.self)
            let body = at + 8
            guard length >= 0, body + length + 4 <= data.count else { return nil }
            switch type {
            case "IHDR":
                guard length >= 13 else { return nil }
                width = Int(u32(data, body))
                height = Int(u32(data, body + 4))
                guard data[body + 8] == 8, data[body + 12] == 0 else { return nil }  // 8-bit, not interlaced
                switch data[body + 9] {
                case 6: channels = 4
                case 2: channels = 3
                default: return nil
                }
                guard width > 0, height > 0, width <= 1 << 14, height <= 1 << 14 else { return nil }
            case "IDAT": compressed += data[body..<(body + length)]
            case "IEND": at = data.count
            default: break
            }
            at = body + length + 4
        }
        guard channels > 0, let raw = storedInflate(compressed) else { return nil }
        let stride = width * channels
        guard raw.count >= (stride + 1) * height else { return nil }
        var pixels = [UInt8](repeating: 0, count: stride * height)
        for row in 0..<height {
            let filter = raw[row * (stride + 1)]
            for x in 0..<stride {
                let value = raw[row * (stride + 1) + 1 + x]
                let left = x >= channels ? Int(pixels[row * stride + x - channels]) : 0
                let up = row > 0 ? Int(pixels[(row - 1) * stride + x]) : 0
                let corner = row > 0 && x >= channels ? Int(pixels[(row - 1) * stride + x - channels]) : 0
                let predictor: Int
                switch filter {
                case 0: predictor = 0
                case 1: predictor = left
                case 2: predictor = up
                case 3: predictor = (left + up) / 2
                case 4:
                    let p = left + up - corner
                    let (pa, pb, pc) = (abs(p - left), abs(p - up), abs(p - corner))
                    predictor = pa <= pb && pa <= pc ? left : pb <= pc ? up : corner
                default: return nil
                }
                pixels[row * stride + x] = UInt8(truncatingIfNeeded: Int(value) + predictor)
            }
        }
        if channels == 4 { return SnapshotImage(width: width, height: height, rgba: pixels) }
        var rgba = [UInt8](repeating: 255, count: width * height * 4)
        for p in 0..<(width * height) { for c in 0..<3 { rgba[4 * p + c] = pixels[3 * p + c] } }
        return SnapshotImage(width: width, height: height, rgba: rgba)
    }

    private static func u32(_ data: [UInt8], _ at: Int) -> UInt32 {
        UInt32(data[at]) << 24 | UInt32(data[at + 1]) << 16 | UInt32(data[at + 2]) << 8 | UInt32(data[at + 3])
    }

    /// The payload of a zlib stream made of stored deflate blocks; nil for compressed blocks.
    static func storedInflate(_ stream: [UInt8]) -> [UInt8]? {
        guard stream.count >= 2, (UInt16(stream[0]) << 8 | UInt16(stream[1])) % 31 == 0, stream[0] & 0x0F == 8 else { return nil }
        var at = 2
        var out: [UInt8] = []
        while at < stream.count {
            let header = stream[at]
            guard header & 0x06 == 0, at + 5 <= stream.count else { return nil }  // BTYPE 00: stored
            let length = Int(stream[at + 1]) | Int(stream[at + 2]) << 8
            let complement = Int(stream[at + 3]) | Int(stream[at + 4]) << 8
            guard length ^ 0xFFFF == complement, at + 5 + length <= stream.count else { return nil }
            out += stream[(at + 5)..<(at + 5 + length)]
            at += 5 + length
            if header & 1 != 0 { return out }
        }
        return nil
    }
}
