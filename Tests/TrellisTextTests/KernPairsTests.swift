import Testing
@testable import TrellisText

/// `SFNTFace.kernPairs(_:into:)`, the whole-run kerning of the prepared text, against the pair
/// it stands for (`kern(_:_:)`, 0 when either glyph is 0) on seeded random glyph runs: glyphs of
/// printable ASCII (the table read at load), other glyphs of the face (the out-of-line pairs),
/// glyph 0 and ids past the face's glyphs.
@Suite("SFNTFace.kernPairs equals kern pair by pair")
struct KernPairsTests {
    /// A small linear congruential generator: the same runs on every machine.
    struct Seeded: RandomNumberGenerator {
        var state: UInt64
        mutating func next() -> UInt64 {
            state = state &* 6364136223846793005 &+ 1442695040888963407
            return state >> 11 ^ state
        }
    }

    static func check(_ face: FontFace, seed: UInt64) {
        guard case .sfnt(let sfnt) = face.kind else {
            Issue.record("\(face) is not an SFNT face")
            return
        }
        var random = Seeded(state: seed)
        let ascii = (0x20...0x7E).map { sfnt.glyph(for: UInt32($0)) }
        var sawKerning = false
        for _ in 0..<2_000 {
            let count = Int.random(in: 0...24, using: &random)
            let glyphs: [UInt16] = (0..<count).map { _ in
                switch Int.random(in: 0..<10, using: &random) {
                case 0: return 0
                case 1: return UInt16.random(in: 0...UInt16.max, using: &random)
                case 2, 3: return UInt16.random(in: 0..<UInt16(min(sfnt.numGlyphs, Int(UInt16.max))), using: &random)
                default: return ascii.randomElement(using: &random)!
                }
            }
            var values = [Int32](repeating: -1, count: max(count - 1, 0))
            let any = glyphs.withUnsafeBufferPointer { run in
                values.withUnsafeMutableBufferPointer { sfnt.kernPairs(run, into: $0) }
            }
            guard count > 1 else {
                #expect(!any)
                continue
            }
            let expected = (0..<count - 1).map { i in
                glyphs[i] == 0 || glyphs[i + 1] == 0 ? Int32(0) : Int32(sfnt.kern(glyphs[i], glyphs[i + 1]))
            }
            #expect(values == expected, "glyphs \(glyphs)")
            #expect(any == expected.contains { $0 != 0 }, "glyphs \(glyphs)")
            if any { sawKerning = true }
        }
        #expect(sawKerning, "no run was kerned: the test would not notice a kernPairs that gives 0")
    }

    @Test("2,000 seeded random runs of the bundled regular face")
    func regular() { KernPairsTests.check(.standard, seed: 17) }

    @Test("2,000 seeded random runs of the bundled bold face")
    func bold() { KernPairsTests.check(.standardBold, seed: 29) }
}
