import Foundation
import Testing
import TrellisTestSupport
import TrellisChat
import TrellisChatRender
import TrellisRender
import TrellisText
@testable import TrellisCLI

/// A deterministic, in-process fuzz pass over every decoder a user feeds (issue 10): the
/// committed libFuzzer seeds in `scripts/fuzz/corpus/` mutated by a seeded generator —
/// numbers swapped for extreme ones, bytes flipped, inserted, cut and repeated, deep nesting
/// spliced in. A trap anywhere (an `Int` conversion, an overflow, an out-of-range index)
/// ends the test run; an input that takes more than 5 s (a hang) fails it. The same cases
/// run on every machine, so a failure reproduces.
@Suite struct MutationTests {
    static let corpus = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("scripts/fuzz/corpus")

    static func seeds(_ target: String) throws -> [[UInt8]] {
        let folder = corpus.appendingPathComponent(target)
        return try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
            .map { try [UInt8](Data(contentsOf: folder.appendingPathComponent($0))) }
    }

    /// Runs `body` on `count` mutants of the seeds and records any case slower than 5 s.
    private func run(_ target: String, count: Int, seed: UInt64, _ body: ([UInt8]) -> Void) throws {
        let seeds = try Self.seeds(target)
        try #require(!seeds.isEmpty)
        var mutator = Mutator(seed: seed)
        let clock = ContinuousClock()
        for index in 0..<count {
            let input = mutator.mutate(seeds[index % seeds.count], rounds: 1 + index % 4)
            let start = clock.now
            body(input)
            let elapsed = clock.now - start
            #expect(elapsed < .seconds(5), "\(target) case \(index) took \(elapsed): \(String(decoding: input.prefix(200), as: UTF8.self))")
        }
    }

    @Test func transcriptsDecodeLayOutAndRender() throws {
        try run("transcript", count: 1_500, seed: 10) { bytes in
            guard let transcript = try? Transcript(json: Data(bytes)) else { return }
            let scene = ChatScene(layout: transcript.layout(), title: transcript.title)
            _ = ChatSVGRenderer().render(scene)
            _ = ChatHTMLRenderer(includesParagraphs: true).render(scene)
            _ = ChatJSONRenderer().render(scene)
            _ = ChatASCIIRenderer().render(scene)
        }
    }

    @Test func constraintFilesParseAndSolve() throws {
        try run("solve", count: 2_000, seed: 11) { bytes in
            let outcome = trellis("solve", "--time-limit", "1", "-", input: String(decoding: bytes, as: UTF8.self))
            #expect([0, 1, 64].contains(outcome.exitCode))
            for line in outcome.exitCode == 0 ? outcome.standardOutput.split(separator: "\n") : [] {
                #expect(line.split(separator: " ").last.flatMap { Double($0) }?.isFinite == true, "\(line)")
            }
        }
    }

    @Test func fontsReadAndMeasure() throws {
        try run("font", count: 1_000, seed: 12) { bytes in
            guard let faces = try? FontFace.faceCount(bytes: bytes), faces > 0,
                  let face = try? FontFace(bytes: bytes, identifier: "mutant") else { return }
            let layout = PreparedText("Hello ffi 你好 👋🏽 مرحبا", font: Font(face: face, size: 17)).layout(maxWidth: 120)
            #expect(layout.width.isFinite)
        }
    }
}

/// Seeded mutations (SplitMix64), aimed at what breaks decoders: extreme numbers in place of
/// numbers, deep nesting, long runs, and plain byte damage.
struct Mutator {
    private var random: SplitMix64

    init(seed: UInt64) { random = SplitMix64(seed: seed) }

    mutating func next() -> UInt64 { random.next() }

    mutating func below(_ bound: Int) -> Int { bound <= 1 ? 0 : Int(next() % UInt64(bound)) }

    static let numbers = ["1e308", "-1e308", "1e19", "9.2e18", "9223372036854775807", "-9223372036854775808", "1e-300",
                          "0", "-0", "-1", "0.5", "1e8", "100001", "86401", "1e300", "253402300800", "-62135596801",
                          "2025-02-30T00:00:00Z", "1" + String(repeating: "0", count: 400), "4294967296", "65535", "NaN"]
    static let splices = ["((((((((((", "----------", "[[[[[[[[[[", "{\"a\":{\"a\":{\"a\":", "\u{FEFF}", "\\u0000", "\"\"",
                          "\n", "\r\n", "@", "*", "/ 0", "@0", "\u{202E}", "🏳️‍🌈", "\u{FFFF}"]

    mutating func mutate(_ seed: [UInt8], rounds: Int) -> [UInt8] {
        var bytes = seed
        for _ in 0..<rounds { mutateOnce(&bytes) }
        return bytes
    }

    private mutating func mutateOnce(_ bytes: inout [UInt8]) {
        guard !bytes.isEmpty else { bytes = Array("0".utf8); return }
        let at = below(bytes.count)
        switch below(9) {
        case 0, 1:   // an extreme number in place of the next number
            guard let start = bytes[at...].firstIndex(where: { (48...57).contains($0) }) else { return }
            let end = bytes[start...].firstIndex { !(48...57).contains($0) && $0 != UInt8(ascii: ".") && $0 != UInt8(ascii: "e") } ?? bytes.count
            bytes.replaceSubrange(start..<end, with: Array(Self.numbers[below(Self.numbers.count)].utf8))
        case 2:   // a run of an opener or sign, for nesting depth
            let piece = Array(Self.splices[below(4)].utf8)
            bytes.insert(contentsOf: Array(repeating: piece, count: 1 + below(400)).joined(), at: at)
        case 3:
            bytes.insert(contentsOf: Array(Self.splices[below(Self.splices.count)].utf8), at: at)
        case 4:   // flip a bit
            bytes[at] ^= UInt8(1 << below(8))
        case 5:   // an interesting byte
            bytes[at] = [0, 0xFF, 0x7F, 0x80, 0xC0, 0xFE, UInt8(ascii: "\""), UInt8(ascii: "}")][below(8)]
        case 6:   // cut a range
            bytes.removeSubrange(at..<min(bytes.count, at + 1 + below(32)))
        case 7:   // repeat a range
            let end = min(bytes.count, at + 1 + below(64))
            bytes.insert(contentsOf: Array(repeating: bytes[at..<end], count: 1 + below(20)).joined(), at: end)
        default:   // overwrite four bytes with a big-endian integer (font tables' counts and offsets)
            let value = [UInt32.max, 0x8000_0000, 0xFFFF, 0, 1, UInt32(bytes.count)][below(6)]
            for k in 0..<4 where at + k < bytes.count { bytes[at + k] = UInt8(truncatingIfNeeded: value >> (24 - 8 * UInt32(k))) }
        }
    }
}
