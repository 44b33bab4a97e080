import Foundation
import Testing
import TrellisTestSupport
@testable import TrellisText

/// Truncated and bit-flipped fonts must throw a `FontError` or parse; never crash. Seeded and
/// deterministic. Whatever parses is also used to measure text, which must not crash either.
@Suite("Font fuzzing")
struct FontFuzzTests {
    static let sample = "AVAW 😀 ﺏ abc مرحبا"

    /// Parses and, if that works, measures. Returns true when parsing threw.
    func exercise(_ bytes: [UInt8]) -> Bool {
        do {
            let face = try FontFace(bytes: bytes, identifier: "fuzz")
            let prepared = PreparedText(FontFuzzTests.sample, font: Font(face: face, size: 17))
            _ = prepared.layout(maxWidth: 40)
            return false
        } catch {
            #expect(!error.description.isEmpty)
            return true
        }
    }

    @Test("every truncation of the tiny font throws or parses")
    func truncations() {
        let full = TinyFont().build()
        var thrown = 0
        for length in 0..<full.count {
            if exercise(Array(full.prefix(length))) { thrown += 1 }
        }
        #expect(thrown > full.count / 2)
        #expect(!exercise(full))
    }

    @Test("5,000 seeded bit flips of the tiny font throw or parse")
    func bitFlips() {
        let full = TinyFont().build()
        var random = SplitMix64(seed: 0x5EED)
        var thrown = 0
        for _ in 0..<5000 {
            var bytes = full
            for _ in 0..<Int.random(in: 1...8, using: &random) {
                let index = Int.random(in: 0..<bytes.count, using: &random)
                bytes[index] ^= UInt8(1) << UInt8.random(in: 0...7, using: &random)
            }
            if exercise(bytes) { thrown += 1 }
        }
        #expect(thrown > 0)
    }

    @Test("random bytes in a collection header throw or parse")
    func collections() {
        let full = TinyFont.collection([TinyFont(), TinyFont(familyName: "B")])
        var random = SplitMix64(seed: 7)
        for _ in 0..<500 {
            var bytes = full
            for i in 0..<16 where Bool.random(using: &random) { bytes[i] = UInt8.random(in: 0...255, using: &random) }
            _ = try? FontFace.faceCount(bytes: bytes)
            for index in 0..<3 { _ = try? FontFace(bytes: bytes, faceIndex: index, identifier: "c") }
        }
    }

    @Test("truncated and bit-flipped DejaVu Sans throws or parses", .enabled(if: FileManager.default.fileExists(atPath: SystemFonts.dejaVuSans), "DejaVu Sans is not installed"))
    func dejaVu() throws {
        let data = try #require(FileManager.default.contents(atPath: SystemFonts.dejaVuSans))
        let full = [UInt8](data)
        var random = SplitMix64(seed: 0xDE1A)
        for _ in 0..<60 {
            _ = exercise(Array(full.prefix(Int.random(in: 0..<full.count, using: &random))))
        }
        for _ in 0..<60 {
            var bytes = full
            // Flip bits in the table directory and the small tables near the start.
            for _ in 0..<4 {
                let index = Int.random(in: 0..<min(bytes.count, 4096), using: &random)
                bytes[index] ^= UInt8(1) << UInt8.random(in: 0...7, using: &random)
            }
            _ = exercise(bytes)
        }
    }
}
