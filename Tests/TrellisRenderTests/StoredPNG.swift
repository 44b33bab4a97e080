/// Reads back the PNGs TrellisRender writes (8-bit RGBA, one IDAT of stored deflate blocks,
/// filter 0 on every row), from the PNG and zlib specifications, not from the encoder.
struct StoredPNG {
    let width: Int, height: Int
    private let rows: [UInt8]

    init?(_ file: [UInt8]) {
        func word(_ at: Int) -> Int { file[at..<at + 4].reduce(0) { $0 << 8 | Int($1) } }
        guard file.count > 45, file[0..<8] == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A] else { return nil }
        width = word(16)
        height = word(20)
        let idatLength = word(33)
        var at = 41 + 2  // IDAT data, after the zlib header
        let end = 41 + idatLength - 4  // before the Adler-32
        var inflated: [UInt8] = []
        while at < end {
            let length = Int(file[at + 1]) | Int(file[at + 2]) << 8
            inflated += file[at + 5..<at + 5 + length]
            at += 5 + length
        }
        guard inflated.count == (width * 4 + 1) * height else { return nil }
        rows = inflated
    }

    /// The pixel at column `x`, row `y` as (r, g, b, a).
    func pixel(_ x: Int, _ y: Int) -> [Int] {
        let start = y * (width * 4 + 1) + 1 + x * 4
        return rows[start..<start + 4].map(Int.init)
    }
}
