import Testing
@testable import TrellisRender

/// Whole PNG files against scripts/png/stored_png_oracle.py (stored zlib blocks of 65,535
/// bytes written by hand from RFC 1950/1951 and checked by Python's zlib, chunk CRCs from
/// binascii.crc32). Regenerate the literals with `python3 scripts/png/stored_png_oracle.py`.
@Suite struct PNGEncoderTests {
    /// The oracle's test pattern: byte i of the RGBA buffer.
    static func pattern(width: Int, height: Int) -> [UInt8] {
        (0..<(width * height * 4)).map { UInt8(truncatingIfNeeded: $0 * 7 + $0 / 13) }
    }

    @Test func aTinyImageIsTheOraclesFileByteForByte() {
        let file = PNGEncoder.encode(width: 1, height: 2, rgba: [255, 0, 0, 255, 0, 255, 0, 128])
        // The oracle's "tiny" line.
        #expect(file == [
            0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0x00, 0x00, 0x00, 0x0D, 0x49, 0x48, 0x44, 0x52, 0x00, 0x00,
            0x00, 0x01, 0x00, 0x00, 0x00, 0x02, 0x08, 0x06, 0x00, 0x00, 0x00, 0x99, 0x81, 0xB6, 0x27, 0x00, 0x00, 0x00,
            0x15, 0x49, 0x44, 0x41, 0x54, 0x78, 0x01, 0x01, 0x0A, 0x00, 0xF5, 0xFF, 0x00, 0xFF, 0x00, 0x00, 0xFF, 0x00,
            0x00, 0xFF, 0x00, 0x80, 0x12, 0x78, 0x03, 0x7E, 0xBE, 0xAC, 0x94, 0x00, 0x00, 0x00, 0x00, 0x00, 0x49, 0x45,
            0x4E, 0x44, 0xAE, 0x42, 0x60, 0x82,
        ])
    }

    /// 128 × 128: 65,664 raw bytes, two stored blocks (65,535 + 129); 300 × 251: 301,451 raw
    /// bytes, five blocks. Lengths and whole-file CRC-32s from the oracle.
    @Test(arguments: [(128, 128, 65_737, UInt32(0x5DE7_E6CC)), (300, 251, 301_539, UInt32(0x89C7_D1DF))])
    func largerImagesMatchTheOracle(width: Int, height: Int, length: Int, crc: UInt32) {
        let file = PNGEncoder.encode(width: width, height: height, rgba: Self.pattern(width: width, height: height))
        #expect(file.count == length)
        #expect(PNGEncoder.crc32(file) == crc)
    }
}
